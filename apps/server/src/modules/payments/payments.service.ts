import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { eventsOf } from './payment-events';
import {
  ProviderRefused,
  ProviderUnavailable,
  type ChargeRequest,
  type PaymentProvider,
  type ProviderCharge,
  type WebhookRequest,
} from './payment-provider';
import type { EventSource, PaymentRow, PaymentsRepository } from './payments.repository';
import { nextReconcileAt } from './reconcile-backoff';
import { payerOf } from './payment-payer';
import { paymentTypeOf } from './payment-types';

/**
 * A charge to open: the tenant it belongs to, what it pays (a recharge, a user's wallet top-up)
 * and what the provider needs. Without an idempotency key the payment gets a new one; with one
 * (a recharge's `recharge-<transactionPk>`), asking again answers the payment already made.
 */
export type NewCharge = {
  tenantPk: number;
  actor?: string;
  idempotencyKey?: string;
  transactionPk?: number;
  walletUserPk?: number;
} & (ChargeRequest extends infer R
  ? R extends ChargeRequest
    ? Omit<R, 'idempotencyKey'>
    : never
  : never);

/**
 * Payments through the configured provider. A payment is written before the provider is called
 * (with the idempotency key every retry reuses); the provider's answers, its webhooks and the
 * reconcile job move it only through the state machine (packages/shared payment-status).
 */
export class PaymentsService {
  constructor(
    private readonly repository: PaymentsRepository,
    readonly provider: PaymentProvider,
    private readonly log: FastifyBaseLogger,
    /** Told of a recharge a payment just paid (its invoice is due). */
    private readonly onRechargePaid: (transactionPk: number) => void = () => undefined,
  ) {}

  async createCharge(charge: NewCharge): Promise<PaymentRow> {
    const { tenantPk, actor, idempotencyKey, transactionPk, walletUserPk, ...request } = charge;
    const now = new Date();
    const { payment: row, created } = await this.repository.insert(
      {
        tenant_pk: tenantPk,
        provider: this.provider.name,
        method: request.method,
        payment_type: paymentTypeOf(this.provider.name, request.method),
        transaction_pk: transactionPk ?? null,
        wallet_user_pk: walletUserPk ?? null,
        amount_cents: request.amountCents,
        status: request.method === 'pix' ? 'pending' : 'in_process',
        idempotency_key: idempotencyKey ?? `pay_${randomUUID()}`,
        card_token: request.method === 'card' ? request.cardToken : null,
        // Kept for the reconcile job's retry, which asks with the same payer.
        payer_email: request.payer?.email ?? null,
        payer_name: request.payer?.name ?? null,
        payer_tax_id: request.payer?.taxId ?? null,
        next_reconcile_at: nextReconcileAt(0, now) ?? null,
      },
      { key: 'created', source: 'created', actor },
    );
    // Asked before: the first call's payment, which the reconcile job follows.
    if (!created) return row;
    return this.askProvider(row, 0, () =>
      this.provider.createCharge({
        ...request,
        idempotencyKey: row.idempotency_key,
      } as ChargeRequest),
    );
  }

  /** A webhook: verified by the provider, then the charge's state read from the provider. */
  async receiveWebhook(request: WebhookRequest): Promise<boolean> {
    const notice = await this.provider.parseWebhook(request);
    const row = await this.repository.findByRef(this.provider.name, notice.providerRef);
    if (!row) return false;
    const charge = await this.provider.status(notice.providerRef);
    await this.record(row, charge, { key: `webhook:${notice.eventId}`, source: 'webhook' });
    return true;
  }

  /** Records what the provider answered (an admin call, a capture) as a transition. */
  record(row: PaymentRow, charge: ProviderCharge, by: EventSource) {
    return this.applied(this.repository.apply(row.payment_pk, eventsOf(charge), by));
  }

  private async applied(applying: ReturnType<PaymentsRepository['apply']>) {
    const result = await applying;
    if (result.paidTransactionPk !== undefined) this.onRechargePaid(result.paidTransactionPk);
    return result;
  }

  /** Records where the provider has the charge of a payment after a call (a refund). */
  recordCharge(paymentPk: number, charge: ProviderCharge, by: EventSource) {
    return this.repository.apply(paymentPk, eventsOf(charge), by);
  }

  /** Asks the provider about every payment whose check is due; answers how many were asked. */
  async reconcile(now = new Date(), limit = 100): Promise<number> {
    const due = await this.repository.due(now, limit);
    for (const row of due) {
      const attempts = row.reconcile_attempts + 1;
      await this.askProvider(row, attempts, () =>
        row.provider_ref
          ? this.provider.status(row.provider_ref)
          : this.provider.createCharge(this.retryOf(row)),
      );
    }
    return due.length;
  }

  find(paymentPk: number, tenantPks: readonly number[]) {
    return this.repository.find(paymentPk, tenantPks);
  }

  events(paymentPk: number) {
    return this.repository.events(paymentPk);
  }

  /** The first call again, with its idempotency key: the provider answers it only once. */
  private retryOf(row: PaymentRow): ChargeRequest {
    const base = {
      idempotencyKey: row.idempotency_key,
      amountCents: row.amount_cents,
      ...(row.payer_email && { payer: payerOf(row.payer_email, row.payer_name, row.payer_tax_id) }),
    };
    if (row.method === 'pix') return { ...base, method: 'pix', description: '' };
    return { ...base, method: 'card', description: '', cardToken: row.card_token ?? '' };
  }

  private async askProvider(
    row: PaymentRow,
    attempts: number,
    call: () => Promise<ProviderCharge>,
  ): Promise<PaymentRow> {
    const key = `${attempts === 0 ? 'create' : 'reconcile'}:${row.idempotency_key}:${attempts}`;
    const source = attempts === 0 ? 'provider' : 'reconcile';
    try {
      const charge = await call();
      await this.repository.update(row.payment_pk, {
        provider_ref: charge.providerRef,
        card_token: null,
        ...(charge.pix && {
          pix_copy_paste: charge.pix.copyPaste,
          pix_qr_image: charge.pix.qrImage,
          expires_at: charge.pix.expiresAt,
        }),
        reconcile_attempts: attempts,
        next_reconcile_at: stillOpen(charge)
          ? (nextReconcileAt(attempts, new Date()) ?? null)
          : null,
      });
      return (
        await this.record({ ...row, provider_ref: charge.providerRef }, charge, { key, source })
      ).row;
    } catch (error) {
      if (error instanceof ProviderRefused) {
        await this.repository.update(row.payment_pk, { next_reconcile_at: null });
        if (row.provider_ref) {
          // The provider no longer knows the charge: an operator must look at it.
          this.log.warn({ paymentPk: row.payment_pk, err: error }, 'provider refused a check');
          return row;
        }
        const refused = { status: 'rejected' as const, refundedCents: 0 };
        return (
          await this.applied(
            this.repository.apply(row.payment_pk, eventsOf(refused), { key, source }),
          )
        ).row;
      }
      if (!(error instanceof ProviderUnavailable)) throw error;
      const next = nextReconcileAt(attempts, new Date());
      if (!next)
        this.log.warn(
          { paymentPk: row.payment_pk },
          'payment left in_process: provider never answered',
        );
      await this.repository.update(row.payment_pk, {
        reconcile_attempts: attempts,
        next_reconcile_at: next ?? null,
      });
      return (await this.repository.find(row.payment_pk)) ?? row;
    }
  }
}

function stillOpen(charge: ProviderCharge): boolean {
  return charge.status === 'pending' || charge.status === 'in_process';
}
