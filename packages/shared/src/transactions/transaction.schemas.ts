import { z } from 'zod';

const nullableText = z.string().nullable();

/**
 * One transaction as lists and details show it (spec 2 §3 "Transaction (list item)"). The money
 * keys come only to callers with DASH_FINANCIAL_INDICATORS, so they are optional.
 */
export const transactionItem = z.object({
  id: z.number(),
  chargeBoxPk: z.number(),
  chargeBoxId: z.string(),
  chargeBoxDescription: z.string(),
  connectorId: z.number(),
  connectorPk: z.number(),
  ocppIdTag: z.string(),
  userName: nullableText,
  stationTenantAlias: z.string(),
  /** ISO 8601, UTC. */
  startTimestamp: z.string(),
  stopTimestamp: nullableText,
  startTimestampHumanReadable: z.string(),
  durationTime: z.number(),
  durationHumanReadable: z.string(),
  energyWh: z.number().nullable(),
  energyHumanReadable: nullableText,
  stopReason: nullableText,
  hasPayment: z.boolean(),
  paymentType: nullableText,
  /** The voucher that paid part or all of the recharge at its stop; null without one. */
  voucherUnitPk: z.number().nullable().optional(),
  transactionAmount: z.number().nullable().optional(),
  transactionAmountHumanReadable: nullableText.optional(),
  /**
   * True while the recharge runs: the amount and income are an estimate priced now (by the
   * connector's pricing profile with now as the stop, else the station's fixed price), settled
   * at the stop.
   */
  isAmountEstimate: z.boolean().optional(),
  income: z.number().nullable().optional(),
  incomeHumanReadable: nullableText.optional(),
  /** The currency of the amounts (ISO 4217, e.g. BRL), as spec 3 names it. */
  moneyCoin: z.string().optional(),
  paymentStatus: nullableText.optional(),
  paidTimestamp: nullableText.optional(),
  /** 'NoError' once paid, else why the last payment attempt failed (spec 2 §4). */
  paidError: nullableText.optional(),
  isPaid: z.boolean().optional(),
  nfeStatus: nullableText,
  nfeUrls: z.array(z.string()),
  idleDuration: z.number(),
  idleDurationHumanReadable: nullableText,
  moneyIdlePaymentTransactionAmount: z.number().nullable().optional(),
  moneyIdlePaymentTransactionAmountHumanReadable: nullableText.optional(),
  idlePaymentStatus: nullableText,
  isIdlePaymentCanceled: z.boolean(),
});
export type TransactionItem = z.infer<typeof transactionItem>;

/** GET transaction: a page of transactions and how many match (at most the query cap). */
export const transactionPage = z.object({ count: z.number(), list: z.array(transactionItem) });
export type TransactionPage = z.infer<typeof transactionPage>;

/** GET transaction/:id: the transaction and its meter values by measurand. */
/** One line item of a recharge priced by a pricing profile at its stop (cents). */
export const transactionPriceItem = z.object({
  kind: z.string(),
  source: z.string(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  quantity: z.number(),
  unit: z.string(),
  unitPrice: z.number(),
  amountCents: z.number().int(),
});
export type TransactionPriceItem = z.infer<typeof transactionPriceItem>;

export const transactionDetail = z.object({
  transaction: transactionItem,
  values: z.record(z.string(), z.array(z.object({ timestamp: z.string(), value: z.number() }))),
  /** The pricing profile that priced it and its line items, as stored at the stop (money rights). */
  pricing: z
    .object({ profileName: z.string(), items: z.array(transactionPriceItem) })
    .nullable()
    .optional(),
});
export type TransactionDetail = z.infer<typeof transactionDetail>;
