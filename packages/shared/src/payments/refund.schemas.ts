import { z } from 'zod';
import { PAYMENT_STATUSES } from '../wallets/wallet.schemas';

/**
 * What a refund gives back (spec 3 §3 "Financial transaction row" targetType): a recharge
 * (TRANSACTION, by its transaction pk) or a wallet deposit (USER, by the deposit's pk).
 */
export const REFUND_TARGET_TYPES = ['TRANSACTION', 'USER'] as const;

/** The largest amount, in cents, a refund may name (far above any recharge or deposit). */
export const MAX_REFUND_CENTS = 1_000_000_000;

/**
 * Query of POST /api/financial/transactions/{id}/payments/refunds. `partialAmount` is integer
 * cents as digits (spec 3 §5: the last two digits are the decimals); omitted, the refund is total.
 */
export const refundQuery = z.object({
  partialAmount: z
    .string()
    .regex(/^\d{1,10}$/)
    .transform(Number)
    .pipe(z.number().int().min(1).max(MAX_REFUND_CENTS))
    .optional(),
  targetType: z.enum(REFUND_TARGET_TYPES).default('TRANSACTION'),
});

/** The state of a refund: asked of the provider, done, or refused by the provider. */
export const REFUND_STATES = ['requested', 'succeeded', 'failed'] as const;

/** The refunded recharge or deposit after the refund (spec 3 §4 "Refund transitions"). */
export const refundAnswer = z.object({
  data: z.object({
    transactionPk: z.number(),
    targetType: z.enum(REFUND_TARGET_TYPES),
    refundPk: z.number(),
    refundState: z.enum(REFUND_STATES),
    /** This refund's amount in cents. */
    amount: z.number().int(),
    paymentType: z.string().nullable(),
    paymentStatus: z.enum(PAYMENT_STATUSES),
    /** Spec 3 §4 label: partial_refund when some was refunded and the status is not refunded. */
    paymentStatusLabel: z.enum([...PAYMENT_STATUSES, 'partial_refund']),
    paymentTransactionAmount: z.number().int(),
    paymentTransactionAmountRefunded: z.number().int(),
    paymentTransactionAmountAvailable: z.number().int(),
    /** The invoice's status after a total refund asked the issuer to cancel it. */
    nfeStatus: z.string().nullable(),
  }),
});
export type RefundAnswer = z.infer<typeof refundAnswer>['data'];

/** The invoice of a recharge once its resend was asked. */
export const nfeResendAnswer = z.object({
  data: z.object({
    transactionPk: z.number(),
    nfeStatus: z.string().nullable(),
    nfeUrls: z.array(z.string()),
  }),
});
