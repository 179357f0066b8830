import { z } from 'zod';
import { PAYMENT_STATUSES } from '../wallets/wallet.schemas';

/** A payment through the payment provider, amounts in integer cents. */
export const paymentView = z.object({
  paymentPk: z.number(),
  provider: z.string(),
  method: z.enum(['card', 'pix']),
  status: z.enum(PAYMENT_STATUSES),
  /** Spec 3 §4 label value: partial_refund when some was refunded and the status is not. */
  statusLabel: z.enum([...PAYMENT_STATUSES, 'partial_refund']),
  amountCents: z.number().int(),
  refundedCents: z.number().int(),
  providerRef: z.string().nullable(),
  /** A Pix charge: the BR Code "copia e cola" payload and its QR image (PNG data URL). */
  pix: z
    .object({ copyPaste: z.string(), qrImage: z.string(), expiresAt: z.string().nullable() })
    .nullable(),
  createdAt: z.string(),
});
export type PaymentView = z.infer<typeof paymentView>;

/** One recorded transition: who or what, when, and the provider's reference. */
export const paymentEventView = z.object({
  source: z.string(),
  actor: z.string().nullable(),
  fromStatus: z.enum(PAYMENT_STATUSES).nullable(),
  toStatus: z.enum(PAYMENT_STATUSES),
  refundedCents: z.number().int(),
  providerRef: z.string().nullable(),
  createdAt: z.string(),
});

export const paymentDetail = paymentView.extend({ events: z.array(paymentEventView) });
export type PaymentDetail = z.infer<typeof paymentDetail>;

/** What the webhook route answers the provider. */
export const webhookAnswer = z.object({ received: z.boolean() });
