import { normalizeFinancialSearch } from '@chargedeck/shared';
import type { Dayjs } from 'dayjs';
import type { FinancialQuery, FinancialSort } from './financial-api';

export interface FinancialFilterValues {
  /** A preset's key (YYYY-MM) or 'custom'. */
  period: string;
  range: [Dayjs, Dayjs];
  search: string;
  chargeBoxId?: string;
  tenantApiKey?: string;
  sort: FinancialSort;
}

/** The filters as the financial calls take them: local days, the search without spaces or case. */
export function toQuery(filters: FinancialFilterValues): FinancialQuery {
  return {
    startDate: filters.range[0].format('YYYY-MM-DD'),
    endDate: filters.range[1].format('YYYY-MM-DD'),
    userEmailOrTransactionId: normalizeFinancialSearch(filters.search) || undefined,
    chargeBoxId: filters.chargeBoxId,
    tenantApiKey: filters.tenantApiKey,
    sort: filters.sort,
  };
}
