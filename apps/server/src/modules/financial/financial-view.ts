import {
  DEFAULT_LOCALE,
  withoutChargePrefix,
  formatterOf,
  type FinancialSummary,
  type FinancialTransactionRow,
} from '@chargedeck/shared';
import type { MovementRow, MovementSums, SheetMovementRow } from './financial.repository';

/** Money of a tenant's currency in its own locale: COL in es-CO, the rest in pt-BR. */
export function moneyFormatOf(currency: string) {
  return formatterOf(currency.toUpperCase() === 'COL' ? 'es-CO' : DEFAULT_LOCALE, { currency });
}

const iso = (at: Date | string | null) => (at === null ? null : new Date(at).toISOString());

/** The payment status of a movement: its deposit's, its idle charge's or its recharge's. */
export function statusOf(row: SheetMovementRow): string | null {
  if (row.target_type === 'USER') return row.deposit_status;
  if (row.target_type === 'IDLE') return row.idle_payment_status;
  return row.recharge_status;
}

/** How a movement was paid. */
export const paymentTypeOf = (row: SheetMovementRow) =>
  row.target_type === 'USER' ? row.deposit_payment_type : row.recharge_payment_type;

/** What was given back of a movement, in cents: never more than its amount. */
export const refundedOf = (row: SheetMovementRow) =>
  Math.min(Number(row.amount_cents), Number(row.refunded_cents ?? 0));

/** Spec 3 §3 "Financial transaction row", amounts in the tenant's currency. */
export function financialRowOf(row: MovementRow): FinancialTransactionRow {
  const f = moneyFormatOf(row.currency);
  const money = (cents: number | string | null) => (cents === null ? null : f.money(Number(cents)));
  const amount = Number(row.amount_cents);
  const refunded = refundedOf(row);
  const recharge = row.target_type === 'TRANSACTION';
  const voucher = recharge && row.voucher_pk !== null ? (row.voucher_amount ?? 0) : null;
  // A voucher's part is refunded to the voucher only when the voucher paid it all.
  const paid = voucher !== null && paymentTypeOf(row) !== 'VOUCHER' ? amount - voucher : amount;
  return {
    transactionPk: Number(row.source_pk),
    targetType: row.target_type,
    userFirstName: row.user_first_name,
    userLastName: row.user_last_name,
    userEmail: row.user_email,
    idTag: row.id_tag,
    paymentStatus: statusOf(row),
    paymentType: paymentTypeOf(row),
    voucherUnitPk: voucher === null ? null : row.voucher_pk,
    paidTimestamp: iso(row.paid_at),
    stopTimestamp: iso(row.stop_timestamp),
    createdTimestamp: new Date(row.created_at).toISOString(),
    paymentTransactionAmount: amount,
    paymentTransactionAmountRefunded: refunded,
    paymentTransactionAmountAvailable: Math.max(paid - refunded, 0),
    paymentTransactionAmountHumanReadable: f.money(amount),
    paymentTransactionAmountAvailableHumanReadable: f.money(Math.max(paid - refunded, 0)),
    paymentExternalId: row.payment_provider_ref
      ? withoutChargePrefix(row.payment_provider_ref)
      : null,
    tenantName: row.tenant_name,
    tenantAlias: row.tenant_alias,
    chargeBoxId: row.charge_box_id,
    chargeBoxDescription: row.charge_box_description,
    nfeStatus: recharge ? row.nfe_status : null,
    nfeUrls: recharge ? (row.nfe_urls ?? []) : [],
    energyCostHumanReadable: recharge ? money(row.energy_cost_cents) : null,
    taxIncomeHumanReadable: recharge ? money(row.taxes_cents) : null,
    moneyVoucher: voucher,
    moneyVoucherHumanReadable: money(voucher),
    moneyPerTransactionIncomeHumanReadable: recharge ? money(row.income) : null,
    moneyCoin: row.currency,
  };
}

/** Spec 3 §3 "Financial summary". */
export function financialSummaryOf(sums: MovementSums, currency: string): FinancialSummary {
  const recharges = sums.byType.TRANSACTION + sums.byType.IDLE;
  return {
    totalTransactions: sums.count,
    totalValue: recharges + sums.byType.USER,
    totalTransaction: recharges,
    totalUser: sums.byType.USER,
    moneyCoin: currency,
  };
}
