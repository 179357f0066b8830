import { z } from 'zod';
import { PAYMENT_TYPES } from '../wallets/wallet.schemas';
import { paymentView } from './payment.schemas';

/** How a driver pays a recharge: from the wallet, by the card on file, by Pix, or by hand. */
export const RECHARGE_METHODS = ['WALLET', 'CARD', 'PIX', 'MANUAL'] as const;
export type RechargeMethod = (typeof RECHARGE_METHODS)[number];

/** The paidError of a paid recharge (spec 2 §4 "Transaction payment"). */
export const PAID_NO_ERROR = 'NoError';

/** What spec 2 §4's paid rule reads of a transaction. */
export interface PaidFacts {
  paymentStatus?: string | null;
  paidTimestamp?: string | Date | null;
  paidError?: string | null;
}

/**
 * Spec 2 §4: paid when the status is approved or authorized with a paid timestamp and paidError
 * 'NoError'; also paid with no status but a paid timestamp and 'NoError'. Otherwise not paid.
 */
export function isPaid(facts: PaidFacts): boolean {
  if (!facts.paidTimestamp || facts.paidError !== PAID_NO_ERROR) return false;
  const status = facts.paymentStatus;
  return (
    status === null || status === undefined || status === 'approved' || status === 'authorized'
  );
}

/** The revenue-status filter of the transactions list (spec 2 §9). */
export const REVENUE_STATUSES = ['PAID', 'UNPAID', 'PRICELESS'] as const;
export type RevenueStatus = (typeof REVENUE_STATUSES)[number];

/** GET payment/types: the payment types the tenant offers (spec 2 §3 "Payment type list"). */
export const paymentTypeTenantList = z.object({
  payment_type_tenant_list: z.array(z.object({ payment_type: z.enum(PAYMENT_TYPES) })),
});
export type PaymentTypeTenantList = z.infer<typeof paymentTypeTenantList>;

/** A driver's default way of paying recharges; a card method needs the provider's card token. */
export const driverPaymentMethodBody = z
  .object({
    method: z.enum(RECHARGE_METHODS),
    cardToken: z.string().min(1).max(200).optional(),
  })
  .refine((b) => b.method !== 'CARD' || b.cardToken !== undefined, {
    path: ['cardToken'],
    message: 'required',
  });

export const driverPaymentMethod = z.object({
  method: z.enum(RECHARGE_METHODS),
  hasCard: z.boolean(),
});
export type DriverPaymentMethod = z.infer<typeof driverPaymentMethod>;

/** Pay by card (a provider card token, or the card on file when omitted) or by Pix. */
export const driverPaymentBody = z.object({
  method: z.enum(['card', 'pix']),
  cardToken: z.string().min(1).max(200).optional(),
});

/** A wallet top-up: the amount in integer cents and how it is paid. */
export const driverTopUpBody = driverPaymentBody.extend({
  amountCents: z.number().int().min(100).max(10_000_000),
});

/** A payment the driver made or owes: what it pays, and the Pix to pay when pending. */
export const driverPayment = paymentView.extend({
  transactionPk: z.number().nullable(),
  paymentType: z.string().nullable(),
});
export type DriverPayment = z.infer<typeof driverPayment>;
