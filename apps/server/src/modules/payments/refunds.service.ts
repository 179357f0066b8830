import type { FastifyBaseLogger } from 'fastify';
import type { RefundAnswer } from '@chargedeck/shared';
import type { Transaction } from 'kysely';
import type { Database } from '../../platform/db/database';
import type { DB } from '../../platform/db/schema';
import { HttpError, badRequest, conflict, notFound } from '../../platform/http/http-error';
import { ProviderRefused, ProviderUnavailable } from './payment-provider';
import type { PaymentsService } from './payments.service';
import {
  RefundsRepository,
  type RefundRequest,
  type RefundRoute,
  type RefundRow,
  type RefundTarget,
} from './refunds.repository';

/** What refunds need of the invoices module. */
export interface RefundInvoices {
  /** Cancels the authorised invoice of a recharge; its status after, or null without one. */
  cancelFor(transactionPk: number): Promise<string | null>;
}

/** What refunds need of the vouchers module: the value of a voucher-paid recharge given back. */
export interface RefundVouchers {
  /** Gives `amountCents` of what the voucher paid for this recharge back to it, in `trx`. */
  giveBack(
    trx: Transaction<DB>,
    refund: {
      transactionPk: number;
      voucherPk: number;
      voucherAmountCents: number;
      amountCents: number;
    },
  ): Promise<void>;
}

/** The amount a refund gives back: all that is left, or a part of it (spec 3 §5 "Refund"). */
function amountOf(target: RefundTarget, partialAmount: number | undefined): number {
  const status = target.payment?.status ?? target.paymentStatus;
  if (status !== 'approved') throw conflict('refundNotAllowed', undefined, { status });
  const remaining = target.amountCents - target.reservedCents;
  if (remaining <= 0) throw conflict('refundNothingLeft');
  if (partialAmount === undefined) return remaining;
  if (partialAmount > remaining) {
    const key =
      target.reservedCents > 0 ? 'partialAmountTooLargeRemaining' : 'partialAmountTooLarge';
    throw badRequest('partialAmount', key);
  }
  return partialAmount;
}

/** How the money goes back, by what paid it. */
function routeOf(target: RefundTarget): RefundRoute {
  if (target.payment?.providerRef) return 'provider';
  if (target.targetType === 'TRANSACTION' && target.paymentType === 'WALLET' && target.walletEntry)
    return 'wallet';
  if (target.targetType === 'TRANSACTION' && target.paymentType === 'VOUCHER' && target.voucher)
    return 'voucher';
  if (target.paymentType === 'MANUAL_DASHBOARD') return 'manual';
  throw conflict('refundUnsupported', undefined, { paymentType: target.paymentType ?? '—' });
}

/**
 * Refunds of recharges and wallet deposits. The refund is decided and recorded under the lock of
 * what it refunds; a wallet or manual refund is complete there. A provider refund is recorded
 * `requested` first (its amount already counts), then asked of the provider with a key derived
 * from the request's, so a retried request (same Idempotency-Key) asks again without refunding
 * twice; the provider's answer is recorded as a payment transition and ends the refund. A
 * voucher-paid recharge gives the value back to its voucher (the vouchers module), in the same
 * transaction.
 */
export class RefundsService {
  private readonly repository: RefundsRepository;

  constructor(
    private readonly db: Database,
    private readonly payments: PaymentsService,
    private readonly invoices: RefundInvoices,
    private readonly vouchers: RefundVouchers,
    private readonly log: FastifyBaseLogger,
  ) {
    this.repository = new RefundsRepository(db);
  }

  async refund(request: RefundRequest & { partialAmount?: number }): Promise<RefundAnswer> {
    const decided = await this.repository.withTarget(request, async (trx, target) => {
      const replay = await this.repository.byKey(trx, target.tenantPk, request.idempotencyKey);
      if (replay) {
        if (replay.target_type !== target.targetType || replay.target_pk !== target.targetPk)
          throw conflict('idempotencyKeyReused', 'Idempotency-Key');
        return { target, refund: replay, replayed: true };
      }
      const amountCents = amountOf(target, request.partialAmount);
      const route = routeOf(target);
      const refund = await this.repository.insert(trx, target, {
        amountCents,
        key: request.idempotencyKey,
        actor: request.actor,
        state: route === 'provider' ? 'requested' : 'succeeded',
      });
      if (refund.state === 'succeeded') await this.repository.applySucceeded(trx, target, refund);
      if (route === 'voucher' && target.voucher) {
        await this.vouchers.giveBack(trx, {
          transactionPk: target.targetPk,
          voucherPk: target.voucher.voucherPk,
          voucherAmountCents: target.voucher.amountCents,
          amountCents: refund.amount_cents,
        });
      }
      return { target, refund, replayed: false };
    });
    if (!decided) {
      throw notFound(request.targetType === 'USER' ? 'depositNotFound' : 'transactionNotFound');
    }
    const { target } = decided;
    let { refund } = decided;
    if (refund.state === 'requested') refund = await this.askProvider(request, target, refund);
    if (refund.state === 'failed') throw new HttpError(502, 'refundFailed');
    const refunded = await this.repository.succeededCents(this.db, target);
    const full = refunded >= target.amountCents;
    // The call that completed the refund (a first request, or the retry that got the answer).
    const completedHere = !decided.replayed || decided.refund.state === 'requested';
    const nfeStatus =
      full && completedHere && target.targetType === 'TRANSACTION'
        ? await this.invoices.cancelFor(target.targetPk)
        : null;
    const status = full ? 'refunded' : 'approved';
    return {
      transactionPk: target.targetPk,
      targetType: target.targetType,
      refundPk: refund.refund_pk,
      refundState: refund.state,
      amount: refund.amount_cents,
      paymentType: target.paymentType,
      paymentStatus: status,
      paymentStatusLabel: refunded > 0 && !full ? 'partial_refund' : status,
      paymentTransactionAmount: target.amountCents,
      paymentTransactionAmountRefunded: refunded,
      paymentTransactionAmountAvailable: target.amountCents - refunded,
      nfeStatus,
    };
  }

  /**
   * Asks the provider again, with the same key, about refunds whose answer was lost a minute or
   * more ago (the reconcile job); answers how many were asked.
   */
  async reconcile(now = new Date(), limit = 100): Promise<number> {
    const due = await this.repository.unanswered(new Date(now.getTime() - 60_000), limit);
    for (const refund of due) {
      await this.refund({
        targetType: refund.target_type,
        targetPk: refund.target_pk,
        visibleTenantPks: [refund.tenant_pk],
        idempotencyKey: refund.idempotency_key,
        actor: refund.actor ?? 'reconcile',
      }).catch((error: unknown) => {
        this.log.warn({ refundPk: refund.refund_pk, err: error }, 'refund not reconciled');
      });
    }
    return due.length;
  }

  /** Asks the provider; an unknown outcome leaves the refund requested for a retry. */
  private async askProvider(
    request: RefundRequest,
    target: RefundTarget,
    refund: RefundRow,
  ): Promise<RefundRow> {
    const payment = target.payment;
    if (!payment?.providerRef) return refund;
    try {
      const charge = await this.payments.provider.refund(payment.providerRef, {
        idempotencyKey: `refund-${refund.tenant_pk}-${refund.idempotency_key}`,
        amountCents: refund.amount_cents,
      });
      await this.payments.recordCharge(payment.paymentPk, charge, {
        key: `refund:${refund.refund_pk}`,
        source: 'provider',
        actor: request.actor,
      });
      return this.settled(request, refund, { state: 'succeeded' });
    } catch (error) {
      if (error instanceof ProviderUnavailable) {
        this.log.warn({ refundPk: refund.refund_pk, err: error }, 'refund outcome unknown');
        return refund;
      }
      if (!(error instanceof ProviderRefused)) throw error;
      this.log.warn({ refundPk: refund.refund_pk, err: error }, 'provider refused a refund');
      return this.settled(request, refund, { state: 'failed', error: error.message });
    }
  }

  /** Ends the refund; when a replay of the same request ended it first, reads how it ended. */
  private async settled(
    request: RefundRequest,
    refund: RefundRow,
    outcome: Parameters<RefundsRepository['settle']>[2],
  ): Promise<RefundRow> {
    const row = await this.repository.settle(request, refund.refund_pk, outcome);
    return row ?? (await this.repository.find(refund.refund_pk)) ?? refund;
  }
}
