import { DEFAULT_LOCALE, formatterOf, isPaid, type TransactionItem } from '@chargedeck/shared';
import type { CallerZone } from '../../platform/http/human-time';
import { humanTimestamp } from '../../platform/http/human-time';
import type { TransactionRow } from './transaction-search';

/** Keys only callers with DASH_FINANCIAL_INDICATORS receive. */
const FINANCE_KEYS = [
  'transactionAmount',
  'transactionAmountHumanReadable',
  'isAmountEstimate',
  'income',
  'incomeHumanReadable',
  'moneyCoin',
  'paymentStatus',
  'paidTimestamp',
  'paidError',
  'isPaid',
  'moneyIdlePaymentTransactionAmount',
  'moneyIdlePaymentTransactionAmountHumanReadable',
] as const;

/** Spec 2 §9: an idle payment can be cancelled once idle time exceeds 20 minutes. */
export const IDLE_CANCEL_AFTER_SECONDS = 20 * 60;

/** A transaction as the lists and details show it (spec 2 §3 "Transaction (list item)"). */
export function transactionViewOf(
  r: TransactionRow,
  zone: CallerZone,
  finance: boolean,
  locale: string = DEFAULT_LOCALE,
): TransactionItem {
  // While a recharge runs: its energy so far, from its latest meter reading (0 before one).
  const energyWh = Number(r.energy_wh);
  const end = r.stop_timestamp ? new Date(r.stop_timestamp) : new Date();
  const seconds = Math.max(
    Math.round((end.getTime() - new Date(r.start_timestamp).getTime()) / 1000),
    0,
  );
  const f = formatterOf(locale, { currency: r.currency });
  const money = (cents: number | null) => (cents === null ? null : f.money(cents));
  const view: TransactionItem = {
    id: r.transaction_pk,
    chargeBoxPk: r.charge_box_pk,
    chargeBoxId: r.charge_box_id,
    chargeBoxDescription: r.description,
    connectorId: r.connector_id,
    connectorPk: r.connector_pk,
    ocppIdTag: r.id_tag,
    userName: r.user_name,
    stationTenantAlias: r.station_tenant_alias,
    startTimestamp: new Date(r.start_timestamp).toISOString(),
    stopTimestamp: r.stop_timestamp ? new Date(r.stop_timestamp).toISOString() : null,
    startTimestampHumanReadable: humanTimestamp(r.start_timestamp, zone, locale),
    durationTime: seconds,
    durationHumanReadable: f.duration(seconds),
    energyWh,
    energyHumanReadable: f.energy(energyWh),
    stopReason: r.stop_reason,
    hasPayment: r.has_payment,
    paymentType: r.payment_type,
    voucherUnitPk: r.voucher_pk,
    transactionAmount: r.transaction_amount,
    transactionAmountHumanReadable: money(r.transaction_amount),
    // While it runs, the amount and income are priced now: an estimate until the stop.
    isAmountEstimate: r.stop_timestamp === null && r.transaction_amount !== null,
    income: r.income,
    incomeHumanReadable: money(r.income),
    moneyCoin: r.currency,
    paymentStatus: r.payment_status,
    paidTimestamp: r.paid_at ? new Date(r.paid_at).toISOString() : null,
    paidError: r.paid_error,
    isPaid: isPaid({
      paymentStatus: r.payment_status,
      paidTimestamp: r.paid_at,
      paidError: r.paid_error,
    }),
    nfeStatus: r.nfe_status,
    nfeUrls: r.nfe_urls ?? [],
    idleDuration: r.idle_seconds ?? 0,
    idleDurationHumanReadable: r.idle_seconds ? f.duration(r.idle_seconds) : null,
    moneyIdlePaymentTransactionAmount: r.idle_amount,
    moneyIdlePaymentTransactionAmountHumanReadable: money(r.idle_amount),
    idlePaymentStatus: r.idle_payment_status,
    isIdlePaymentCanceled: r.idle_payment_status === 'cancelled',
  };
  if (finance) return view;
  const reduced: TransactionItem = { ...view };
  for (const key of FINANCE_KEYS) delete reduced[key];
  return reduced;
}
