import type { DynamicPricingDetail, DynamicPricingDetailForm } from '@chargedeck/shared';
import { DEFAULT_LOCALE, formatterOf } from '@chargedeck/shared';
import { notFound } from '../../platform/http/http-error';
import type { PricingLinks } from './pricing-links';
import type { PricingEntryRow, PricingRepository } from './pricing.repository';

const BRL = formatterOf(DEFAULT_LOCALE, { currency: 'BRL' });

function detailView(row: PricingEntryRow): DynamicPricingDetail {
  const { pricingProfileUuid: _profile, ...entry } = row;
  return {
    ...entry,
    service_price_income_human_readable:
      entry.servicePrice === null ? null : BRL.money(entry.servicePrice),
  };
}

/** Pricing profiles of spec 3 §7 "Pricing profiles (main API)"; `visible` scopes every call. */
export class PricingService {
  constructor(
    private readonly repository: PricingRepository,
    private readonly links: PricingLinks,
  ) {}

  async list(visible: readonly number[]) {
    const rows = await this.repository.list(visible);
    const counts = await this.links.chargeBoxCounts(rows.map((row) => row.uuid));
    return rows.map((row) => ({
      uuid: row.uuid,
      name: row.name,
      chargeBoxCount: counts.get(row.uuid) ?? 0,
    }));
  }

  create(tenantPk: number, name: string): Promise<string> {
    return this.repository.create(tenantPk, name);
  }

  /** Deletes the profile and unlinks it from every configuration, in one transaction. */
  async delete(uuid: string, visible: readonly number[]): Promise<void> {
    const tenantPk = await this.owner(uuid, visible);
    await this.repository.delete(uuid, tenantPk, (trx) => this.links.unlinkProfile(trx, uuid));
  }

  async detail(uuid: string, visible: readonly number[]): Promise<DynamicPricingDetail[]> {
    await this.owner(uuid, visible);
    const rows = await this.repository.entriesOf([uuid]);
    return rows.map(detailView);
  }

  /** Replaces the profile's entries (already checked against spec 3 §5) with the new set. */
  async saveDetail(
    uuid: string,
    visible: readonly number[],
    entries: readonly DynamicPricingDetailForm[],
  ): Promise<DynamicPricingDetail[]> {
    const tenantPk = await this.owner(uuid, visible);
    await this.repository.replaceEntries(uuid, tenantPk, entries);
    return (await this.repository.entriesOf([uuid])).map(detailView);
  }

  private async owner(uuid: string, visible: readonly number[]): Promise<number> {
    const tenantPk = await this.repository.tenantOf(uuid, visible);
    if (tenantPk === undefined) throw notFound('pricingProfileNotFound');
    return tenantPk;
  }
}
