import type { Readable } from 'node:stream';
import {
  FINANCIAL_MAX_RANGE_DAYS,
  normalizeFinancialSearch,
  type FinancialAccountQuery,
  type FinancialChargeBox,
  type FinancialQuery,
  type FinancialSummary,
  type FinancialTenant,
  type FinancialTransactionPage,
} from '@chargedeck/shared';
import type { Database } from '../../platform/db/database';
import type { FinancialMovementType } from '../../platform/db/schema';
import type { CallerZone } from '../../platform/http/human-time';
import { badRequest, notFound } from '../../platform/http/http-error';
import { monthStartOf, offsetMs, queryInstant } from '../../platform/http/zone-dates';
import { FinancialScopeRepository } from './financial-scope.repository';
import { financialRowOf, financialSummaryOf } from './financial-view';
import { financialWorkbook } from './financial-workbook';
import {
  countMovements,
  findMovements,
  sumMovements,
  type MovementFilter,
} from './financial.repository';

/** Who asks: the tenants the caller sees and the account the request names. */
export interface FinancialCaller {
  visibleTenantPks: readonly number[];
  requestTenantPk: number;
  zone: CallerZone;
  locale: string;
}

/** The tabs of spec 3 §2: every movement, the recharges (with idle charges), the deposits. */
export const FINANCIAL_TABS: Record<'all' | 'recharges' | 'deposits', FinancialMovementType[]> = {
  all: ['TRANSACTION', 'IDLE', 'USER'],
  recharges: ['TRANSACTION', 'IDLE'],
  deposits: ['USER'],
};

const DAY_MS = 86_400_000;

/** Financial movements (spec 3 §2, §7 "Financial service"), scoped to the caller's network. */
export class FinancialService {
  private readonly scope: FinancialScopeRepository;

  constructor(private readonly db: Database) {
    this.scope = new FinancialScopeRepository(db);
  }

  /**
   * The account (tenantApiKey, else the request's tenant) first and, when asked, its children.
   * An api key outside the caller's tenants (a sibling network's) is not found.
   */
  async tenantPksOf(caller: FinancialCaller, query: FinancialAccountQuery): Promise<number[]> {
    let account = caller.requestTenantPk;
    if (query.tenantApiKey !== undefined) {
      const found = await this.scope.tenantByApiKey(query.tenantApiKey, caller.visibleTenantPks);
      if (found === undefined) throw notFound('tenantNotFound');
      account = found;
    }
    if (!query.searchTenantChildren) return [account];
    const visible = new Set(caller.visibleTenantPks);
    const children = await this.scope.withChildren(account);
    return [account, ...children.filter((pk) => pk !== account && visible.has(pk))];
  }

  private period(caller: FinancialCaller, query: FinancialQuery): { from: Date; to: Date } {
    const { zone } = caller;
    const from = query.startDate ? queryInstant(query.startDate, zone, false) : monthStartOf(zone);
    const to = queryInstant(query.endDate ?? todayIn(zone), zone, true);
    if (!from) throw badRequest('startDate', 'notADate');
    if (!to) throw badRequest('endDate', 'notADate');
    if (to.getTime() < from.getTime()) throw badRequest('endDate', 'financialRangeReversed');
    if (to.getTime() - from.getTime() >= FINANCIAL_MAX_RANGE_DAYS * DAY_MS)
      throw badRequest(query.endDate ? 'endDate' : 'startDate', 'financialRangeTooLong');
    return { from, to };
  }

  async filterOf(
    caller: FinancialCaller,
    query: FinancialQuery,
    types: readonly FinancialMovementType[],
  ): Promise<MovementFilter> {
    const tenantPks = await this.tenantPksOf(caller, query);
    const { from, to } = this.period(caller, query);
    const search = normalizeFinancialSearch(query.userEmailOrTransactionId);
    const filter: MovementFilter = {
      tenantPks,
      types,
      by: query.sort === 'createdTimestamp' ? 'created' : 'paid',
      from,
      to,
      search: search || undefined,
      userTenantPks: caller.visibleTenantPks,
    };
    if (query.chargeBoxId !== undefined) {
      // A station outside the account matches nothing.
      filter.chargeBoxPk = (await this.scope.chargeBoxPk(query.chargeBoxId, tenantPks)) ?? -1;
    }
    return filter;
  }

  async summary(caller: FinancialCaller, query: FinancialQuery): Promise<FinancialSummary> {
    const filter = await this.filterOf(caller, query, FINANCIAL_TABS.all);
    const [sums, currency] = await Promise.all([
      sumMovements(this.db, filter),
      this.scope.currencyOf(filter.tenantPks[0] ?? caller.requestTenantPk),
    ]);
    return financialSummaryOf(sums, currency);
  }

  async page(
    caller: FinancialCaller,
    query: FinancialQuery,
    types: readonly FinancialMovementType[],
  ): Promise<FinancialTransactionPage> {
    const filter = await this.filterOf(caller, query, types);
    const [rows, total] = await Promise.all([
      findMovements(this.db, filter, { offset: query.page * query.size, limit: query.size }),
      countMovements(this.db, filter),
    ]);
    return { content: rows.map(financialRowOf), totalElements: total };
  }

  async workbook(
    caller: FinancialCaller,
    query: FinancialQuery,
    cap: number,
    types: readonly FinancialMovementType[] = FINANCIAL_TABS.all,
  ): Promise<Readable> {
    const filter = await this.filterOf(caller, query, types);
    return financialWorkbook(this.db, filter, { zone: caller.zone, locale: caller.locale }, cap);
  }

  async tenants(caller: FinancialCaller, query: FinancialAccountQuery): Promise<FinancialTenant[]> {
    return this.scope.tenants(await this.tenantPksOf(caller, query));
  }

  async chargeBoxes(
    caller: FinancialCaller,
    query: FinancialAccountQuery,
  ): Promise<FinancialChargeBox[]> {
    const rows = await this.scope.chargeBoxes(await this.tenantPksOf(caller, query));
    return rows.map((r) => ({
      ocppChargeBoxId: r.charge_box_id,
      chargeBoxCode: r.charge_box_id,
      description: r.description,
    }));
  }
}

/** Today's day (YYYY-MM-DD) in the caller's zone. */
function todayIn(zone: CallerZone): string {
  const now = new Date();
  return new Date(now.getTime() + offsetMs(zone, now)).toISOString().slice(0, 10);
}
