import {
  requestedPricingMode,
  SMART_CHARGING_MESSAGES,
  type AddChargeBoxesBody,
  type DynamicPricingBody,
  type GatewayPageQuery,
  type VirtualGroupCreateBody,
  type VirtualGroupUpdateBody,
} from '@chargedeck/shared';
import { isUniqueViolation } from '../../platform/db/errors';
import { badRequest, conflict, notFound } from '../../platform/http/http-error';
import {
  MissingCharger,
  type ConfigurationsRepository,
  type PricingColumns,
} from './configurations.repository';
import type { PageArgs } from './page-of';

/** Who asks: the tenants they may see and the tenant of their request. */
export interface Caller {
  visibleTenantPks: readonly number[];
  requestTenantPk: number;
}

/** The stored pricing link of a request; 'station' mode stores profile 1 for every connector. */
export function pricingColumnsOf(p: DynamicPricingBody | undefined): PricingColumns {
  if (!p) {
    return {
      dynamic_pricing_enabled: false,
      dynamic_pricing_type: 'station',
      connector1_dynamic_pricing_id: null,
      connector2_dynamic_pricing_id: null,
      connector3_dynamic_pricing_id: null,
    };
  }
  const type = requestedPricingMode(p);
  const first = p.connector1_dynamic_pricing_id || null;
  return {
    dynamic_pricing_enabled: p.enabled,
    dynamic_pricing_type: type,
    connector1_dynamic_pricing_id: first,
    connector2_dynamic_pricing_id:
      type === 'station' ? first : p.connector2_dynamic_pricing_id || null,
    connector3_dynamic_pricing_id:
      type === 'station' ? first : p.connector3_dynamic_pricing_id || null,
  };
}

const PROFILE_COLUMNS = [
  'connector1_dynamic_pricing_id',
  'connector2_dynamic_pricing_id',
  'connector3_dynamic_pricing_id',
] as const;

const taken = (error: unknown) => {
  if (isUniqueViolation(error)) return conflict('configurationChargerTaken', 'charge_box_id');
  if (error instanceof MissingCharger) return notFound('configurationChargerNotFound');
  return error;
};

/** Configurations use cases (spec 3 §7 "Group service"). */
export class ConfigurationsService {
  constructor(private readonly repository: ConfigurationsRepository) {}

  /** The tenants a call reads: `tenant_id` when the caller's network holds it (else 404). */
  tenantsOf(caller: Caller, tenantId: number | undefined): readonly number[] {
    if (tenantId === undefined) return caller.visibleTenantPks;
    if (!caller.visibleTenantPks.includes(tenantId)) throw notFound('configurationNetworkNotFound');
    return [tenantId];
  }

  chargeBoxes(caller: Caller, q: GatewayPageQuery) {
    return this.repository.chargeBoxes(this.tenantsOf(caller, q.tenant_id), q);
  }

  groups(caller: Caller, q: GatewayPageQuery) {
    return this.repository.groups(this.tenantsOf(caller, q.tenant_id), q);
  }

  async group(caller: Caller, pk: number, tenantId?: number) {
    const row = await this.repository.group(pk, this.tenantsOf(caller, tenantId));
    if (!row) throw notFound('configurationNotFound');
    return row;
  }

  /** Every profile a group names must be one of the caller's network (money stays inside it). */
  private async checkProfiles(caller: Caller, columns: Partial<PricingColumns>, prefix: string) {
    const named = PROFILE_COLUMNS.flatMap((field) => {
      const uuid = columns[field];
      return uuid ? [{ field, uuid }] : [];
    });
    const known = await this.repository.knownProfiles(
      named.map((n) => n.uuid),
      caller.visibleTenantPks,
    );
    const unknown = named.find((n) => !known.has(n.uuid));
    if (unknown) throw badRequest(`${prefix}${unknown.field}`, 'configurationProfileNotFound');
  }

  async create(caller: Caller, body: VirtualGroupCreateBody) {
    const tenantPk = this.tenantsOf(caller, body.tenant_id ?? caller.requestTenantPk)[0]!;
    const pricing = pricingColumnsOf(body.dynamic_pricing);
    await this.checkProfiles(caller, pricing, 'dynamic_pricing.');
    try {
      const row = await this.repository.createGroup(
        {
          tenant_pk: tenantPk,
          name: body.name,
          description: body.description,
          ...pricing,
        },
        body.charge_boxs.map((c) => c.charge_box_id),
      );
      return this.group(caller, row.virtual_group_pk);
    } catch (error) {
      throw taken(error);
    }
  }

  async update(caller: Caller, pk: number, body: VirtualGroupUpdateBody) {
    const tenants = this.tenantsOf(caller, body.tenant_id);
    const pricing = body.dynamic_pricing ? pricingColumnsOf(body.dynamic_pricing) : {};
    await this.checkProfiles(caller, pricing, 'dynamic_pricing.');
    const row = await this.repository.updateGroup(pk, tenants, {
      name: body.name,
      description: body.description,
      ...pricing,
    });
    if (!row) throw notFound('configurationNotFound');
    return this.group(caller, pk);
  }

  async remove(caller: Caller, pk: number) {
    if (!(await this.repository.deleteGroup(pk, caller.visibleTenantPks))) {
      throw notFound('configurationNotFound');
    }
  }

  async setPricing(caller: Caller, pk: number, body: DynamicPricingBody) {
    const pricing = pricingColumnsOf(body);
    await this.checkProfiles(caller, pricing, '');
    const row = await this.repository.setPricing(pk, caller.visibleTenantPks, pricing);
    if (!row) throw notFound('configurationNotFound');
    return row;
  }

  async members(caller: Caller, groupPk: number, p: PageArgs) {
    await this.group(caller, groupPk);
    return this.repository.members(groupPk, p);
  }

  async addMembers(caller: Caller, items: AddChargeBoxesBody) {
    const byGroup = new Map<number, number[]>();
    for (const item of items) {
      byGroup.set(item.virtual_group_id, [
        ...(byGroup.get(item.virtual_group_id) ?? []),
        item.charge_box_id,
      ]);
    }
    const batches: { groupPk: number; tenantPk: number; chargeBoxPks: number[] }[] = [];
    for (const [groupPk, chargeBoxPks] of byGroup) {
      const group = await this.group(caller, groupPk);
      if (group.smart_charging_enabled && group.smart_charging_id !== null) {
        const missing = await this.repository.withoutConfigTec(chargeBoxPks);
        if (missing.length > 0)
          throw badRequest('charge_box_id', SMART_CHARGING_MESSAGES.chargerWithoutConfigTec);
      }
      batches.push({ groupPk, tenantPk: group.tenant_pk, chargeBoxPks });
    }
    try {
      await this.repository.addMembers(batches);
    } catch (error) {
      throw taken(error);
    }
  }

  async removeMember(caller: Caller, memberPk: number) {
    const removed = await this.repository.removeMember(memberPk, caller.visibleTenantPks);
    if (!removed) {
      throw notFound('configurationChargerNotFound');
    }
  }

  async events(caller: Caller, groupPk: number, p: PageArgs) {
    await this.group(caller, groupPk);
    return this.repository.events(groupPk, p);
  }

  async transactions(caller: Caller, groupPk: number, p: PageArgs) {
    await this.group(caller, groupPk);
    return this.repository.transactions(groupPk, p);
  }
}
