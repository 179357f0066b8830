import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../app/api/api';
import { dataOrThrow } from '../../app/api/api-error';
import {
  FINANCIAL_PAGE_SIZE,
  type FinancialChargeBox,
  type FinancialSort,
  type FinancialSummary,
  type FinancialTabName,
  type FinancialTenant,
  type FinancialTransactionPage,
  type FinancialTransactionRow,
} from '@chargedeck/shared';

/** One row of the financial lists (spec 3 §3); money in cents of its `moneyCoin`. */
export type FinancialRow = FinancialTransactionRow;
export type { FinancialSummary };

export type FinancialTab = 'allMovements' | 'recharges' | 'deposits';

/** The filters of spec 3 §7 "Financial service", as the screen holds them. */
export interface FinancialQuery {
  startDate: string;
  endDate: string;
  userEmailOrTransactionId?: string;
  chargeBoxId?: string;
  tenantApiKey?: string;
  sort: FinancialSort;
}
export type { FinancialSort };

/** Under the main API base (`/api/financial/...`). */
const BASE = 'financial';
const LIST_PATHS: Record<FinancialTab, string> = {
  allMovements: `${BASE}/transactions`,
  recharges: `${BASE}/transactions/recharges`,
  deposits: `${BASE}/transactions/deposits`,
};

/** Where the movements of the filters are downloaded as a spreadsheet. */
export const SPREADSHEET_PATH = `${BASE}/transactions/xlsx`;
/** The spreadsheet's `tab` of each tab of the screen: it holds what the tab lists. */
const SPREADSHEET_TABS: Record<FinancialTab, FinancialTabName> = {
  allMovements: 'all',
  recharges: 'recharges',
  deposits: 'deposits',
};

/** The query of the spreadsheet of a tab: the list's filters and the tab. */
export function spreadsheetQuery(tab: FinancialTab, query: FinancialQuery, page: number) {
  return { ...listQuery(query, page), tab: SPREADSHEET_TABS[tab] };
}

/** The query of a list or its spreadsheet: the filters, children included, newest first. */
export function listQuery(query: FinancialQuery, page: number) {
  return {
    ...query,
    page: page - 1,
    size: FINANCIAL_PAGE_SIZE,
    order: 'DESC',
    searchTenantChildren: true,
  };
}

export function useFinancialList(tab: FinancialTab, query: FinancialQuery, page: number) {
  return useQuery({
    queryKey: ['financial', tab, query, page],
    queryFn: async ({ signal }) =>
      dataOrThrow(
        await api.get<FinancialTransactionPage>(LIST_PATHS[tab], {
          query: listQuery(query, page),
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useFinancialSummary(query: FinancialQuery, enabled: boolean) {
  return useQuery({
    queryKey: ['financial', 'summary', query],
    queryFn: async ({ signal }) =>
      dataOrThrow(
        await api.get<FinancialSummary>(`${BASE}/transactions/summary`, {
          query: { ...listQuery(query, 1), order: 'ASC' },
          signal,
        }),
      ),
    enabled,
    retry: false,
  });
}

export function useFinancialTenants() {
  return useQuery({
    queryKey: ['financial', 'tenants'],
    queryFn: async ({ signal }) =>
      dataOrThrow(
        await api.get<FinancialTenant[]>(`${BASE}/tenants`, {
          query: { searchTenantChildren: true },
          signal,
        }),
      ),
    staleTime: 60_000,
  });
}

export function useFinancialChargeBoxes(tenantApiKey: string | undefined) {
  return useQuery({
    queryKey: ['financial', 'chargeboxes', tenantApiKey],
    queryFn: async ({ signal }) =>
      dataOrThrow(
        await api.get<FinancialChargeBox[]>(`${BASE}/chargeboxes`, {
          query: { tenantApiKey, searchTenantChildren: true },
          signal,
        }),
      ),
    staleTime: 60_000,
  });
}

/** The external payment id of a row (spec 3 §7 "Card payment service"), or null when none. */
async function externalIdOf(row: FinancialRow): Promise<string[]> {
  if (row.paymentExternalId) return [row.paymentExternalId];
  const query = { targetType: row.targetType };
  if (row.paymentType === 'MERCADO_PAGO_CARD' || row.paymentType === 'PAGBANK_CARD') {
    const text = dataOrThrow(
      await api.get<string>(`payments/chargeId/${row.transactionPk}`, { query }),
    );
    return text ? [String(text)] : [];
  }
  return dataOrThrow(
    await api.get<string[]>(`payments/externalReferenceId/${row.transactionPk}`, { query }),
  );
}

export function useExternalPaymentId(row: FinancialRow, enabled: boolean) {
  return useQuery({
    queryKey: ['financial', 'externalId', row.targetType, row.transactionPk],
    queryFn: () => externalIdOf(row),
    enabled,
    retry: false,
  });
}

export const financialApi = {
  /** A total refund omits partialAmount; a partial one gives its cents. */
  refund: (row: FinancialRow, partialCents?: number) =>
    api.post(`${BASE}/transactions/${row.transactionPk}/payments/refunds`, undefined, {
      query: { partialAmount: partialCents, targetType: row.targetType },
    }),
  resendInvoice: (id: number) => api.post(`${BASE}/transactions/${id}/nfes/resends`),
};
