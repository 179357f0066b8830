import { z } from 'zod';

/**
 * Financial movements (spec 3 §2 "Financial movements", §3, §5 "Financial filters", §7
 * "Financial service"). Amounts are integer cents in the row's `moneyCoin`; the
 * `*HumanReadable` texts are the server's pt-BR formatting of the same amounts.
 */

/** What moved: a recharge (Recarga), a wallet deposit (Depósito), an idle charge (Ociosidade). */
export const FINANCIAL_TARGET_TYPES = ['TRANSACTION', 'USER', 'IDLE'] as const;
export type FinancialTargetType = (typeof FINANCIAL_TARGET_TYPES)[number];

/** Order: 'Financial movement' (paidTimestamp, the default) or 'Chronological order'. */
export const FINANCIAL_SORTS = ['paidTimestamp', 'createdTimestamp'] as const;
export type FinancialSort = (typeof FINANCIAL_SORTS)[number];

/** Spec 3 §9: ten rows a page, a custom range under 365 days. */
export const FINANCIAL_PAGE_SIZE = 10;
export const FINANCIAL_MAX_PAGE_SIZE = 100;
export const FINANCIAL_MAX_RANGE_DAYS = 365;
export const FINANCIAL_SPREADSHEET_NAME = 'relatorio-movimentacoes-financeiras.xlsx';

const nullableText = z.string().nullable();

/** Spec 3 §3 "Financial transaction row". */
export const financialTransactionRow = z.object({
  /** The recharge's transaction id (TRANSACTION, IDLE) or the wallet entry's id (USER). */
  transactionPk: z.number(),
  targetType: z.enum(FINANCIAL_TARGET_TYPES),
  userFirstName: nullableText,
  userLastName: nullableText,
  userEmail: nullableText,
  idTag: nullableText,
  paymentStatus: nullableText,
  paymentType: nullableText,
  voucherUnitPk: z.number().nullable(),
  /** ISO 8601, UTC. */
  paidTimestamp: nullableText,
  stopTimestamp: nullableText,
  createdTimestamp: z.string(),
  paymentTransactionAmount: z.number().int(),
  paymentTransactionAmountRefunded: z.number().int(),
  /**
   * What is left to refund: what its payment paid (the amount, less a voucher's part when the
   * driver's method paid the rest) minus what was refunded.
   */
  paymentTransactionAmountAvailable: z.number().int(),
  paymentTransactionAmountHumanReadable: z.string(),
  paymentTransactionAmountAvailableHumanReadable: z.string(),
  paymentExternalId: nullableText,
  tenantName: z.string(),
  tenantAlias: z.string(),
  chargeBoxId: nullableText,
  chargeBoxDescription: nullableText,
  nfeStatus: nullableText,
  nfeUrls: z.array(z.string()),
  energyCostHumanReadable: nullableText,
  taxIncomeHumanReadable: nullableText,
  /** What a voucher paid of a recharge, in cents (the driver paid the rest); null without one. */
  moneyVoucher: z.number().int().nullable(),
  moneyVoucherHumanReadable: nullableText,
  moneyPerTransactionIncomeHumanReadable: nullableText,
  /** BRL, or COL for a tenant in es-CO. */
  moneyCoin: z.string(),
});
export type FinancialTransactionRow = z.infer<typeof financialTransactionRow>;

/** Spec 3 §3 "Financial summary": the count, and the sums in cents (recharges, deposits). */
export const financialSummary = z.object({
  totalTransactions: z.number().int(),
  totalValue: z.number().int(),
  /** Recharges and their idle charges. */
  totalTransaction: z.number().int(),
  /** Wallet deposits. */
  totalUser: z.number().int(),
  moneyCoin: z.string(),
});
export type FinancialSummary = z.infer<typeof financialSummary>;

/** Spec 3 §3 "Paged response". */
export const financialTransactionPage = z.object({
  content: z.array(financialTransactionRow),
  totalElements: z.number().int(),
});
export type FinancialTransactionPage = z.infer<typeof financialTransactionPage>;

/** Spec 3 §3 "Tenant and charge box (filters)". */
export const financialTenant = z.object({ name: z.string(), apiKey: z.string() });
export type FinancialTenant = z.infer<typeof financialTenant>;
export const financialTenantList = z.array(financialTenant);

export const financialChargeBox = z.object({
  ocppChargeBoxId: z.string(),
  chargeBoxCode: z.string(),
  description: z.string(),
});
export type FinancialChargeBox = z.infer<typeof financialChargeBox>;
export const financialChargeBoxList = z.array(financialChargeBox);

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const dayOf = (text: string) => Date.parse(`${text}T00:00:00Z`);
const isDay = (text: string) => {
  if (!DAY.test(text)) return false;
  const at = dayOf(text);
  return !Number.isNaN(at) && new Date(at).toISOString().slice(0, 10) === text;
};
const day = z.string().refine(isDay, 'notADate');
const flag = z
  .enum(['true', 'false'])
  .transform((value) => value === 'true')
  .optional();

/** The account and its children, as the tenant and charge-box pickers ask (spec 3 §7). */
export const financialAccountQuery = z.object({
  tenantApiKey: z.string().trim().min(1).max(200).optional(),
  searchTenantChildren: flag,
});
export type FinancialAccountQuery = z.infer<typeof financialAccountQuery>;

/**
 * The filters of every financial call (spec 3 §5 "Financial filters", §7). Dates are local
 * days (YYYY-MM-DD, in the caller's X-Timezone-Offset); missing ones default to the start of
 * the current month and today. Page is zero-based.
 */
export const financialQuery = financialAccountQuery
  .extend({
    page: z.coerce.number().int().min(0).max(1_000_000).default(0),
    size: z.coerce.number().int().min(1).max(FINANCIAL_MAX_PAGE_SIZE).default(FINANCIAL_PAGE_SIZE),
    startDate: day.optional(),
    endDate: day.optional(),
    userEmailOrTransactionId: z.string().max(200).optional(),
    sort: z.enum(FINANCIAL_SORTS).default('paidTimestamp'),
    chargeBoxId: z.string().trim().min(1).max(200).optional(),
  })
  .superRefine((query, ctx) => {
    if (!query.startDate || !query.endDate) return;
    const days = (dayOf(query.endDate) - dayOf(query.startDate)) / 86_400_000;
    if (days < 0)
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'financialRangeReversed' });
    if (days >= FINANCIAL_MAX_RANGE_DAYS)
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'financialRangeTooLong' });
  });
export type FinancialQuery = z.infer<typeof financialQuery>;

/** The tabs of the screen, each a list; the spreadsheet follows the one shown (`tab`). */
export const FINANCIAL_TAB_NAMES = ['all', 'recharges', 'deposits'] as const;
export type FinancialTabName = (typeof FINANCIAL_TAB_NAMES)[number];

/** The spreadsheet's query: the filters and the tab whose movements it holds (every one by default). */
export const financialSpreadsheetQuery = financialQuery.safeExtend({
  tab: z.enum(FINANCIAL_TAB_NAMES).default('all'),
});
export type FinancialQueryInput = z.input<typeof financialQuery>;

/** The search text as the server compares it: no spaces, lower case. */
export function normalizeFinancialSearch(text: string | undefined): string {
  return (text ?? '').replace(/\s+/g, '').toLowerCase();
}

/** GET /payments/externalReferenceId/{id}: the external ids, each without its prefix. */
export const externalReferenceIdList = z.array(z.string());

/** A provider's charge id without the prefix up to its first underscore (spec 3 §7). */
export function withoutChargePrefix(id: string): string {
  const at = id.indexOf('_');
  return at < 0 ? id : id.slice(at + 1);
}
