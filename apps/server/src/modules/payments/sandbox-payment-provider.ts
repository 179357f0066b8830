import { createHmac, randomUUID } from 'node:crypto';
import {
  ProviderRefused,
  type ChargeRequest,
  type PaymentProvider,
  type ProviderCharge,
  type WebhookNotice,
  type WebhookRequest,
} from './payment-provider';
import { sandboxCardOutcome } from './sandbox-payment-cards';
import { NO_FAULTS, withFaults, type SandboxFaults } from './sandbox-faults';
import type { SandboxPaymentRow, SandboxPaymentsRepository } from './sandbox-payments.repository';
import { pixQrImage, sandboxPixPayload } from './sandbox-pix';
import { signedWebhook, verifyWebhook } from './sandbox-webhook-signature';

export interface SandboxPaymentOptions {
  repository: SandboxPaymentsRepository;
  /** Signs the notifications (derived from the process's token secret). */
  secret: string;
  /** How long a card payment stays in_process before it is approved or rejected. */
  settleDelayMs: number;
  faults?: SandboxFaults;
  /** Posts a signed notification to our own webhook route, as the real services do. */
  deliver: (notification: ReturnType<typeof signedWebhook>) => Promise<void>;
}

const DEFAULT_PIX_SECONDS = 60 * 60;

/** The signing secret of the sandbox's notifications; never the sign-in secret itself. */
export function sandboxWebhookSecret(tokenSecret: string): string {
  return createHmac('sha256', tokenSecret).update('payment-webhook-sandbox').digest('base64url');
}

/**
 * The embedded payment service. Its charges and refunds live in the database (every node sees
 * them, restarts lose nothing); a card goes in_process, then approved or rejected by its test
 * number; a Pix waits, pending, until paid (sandboxAdmin) or expired. Every change is notified
 * to our webhook route, signed.
 */
export class SandboxPaymentProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;
  faults: SandboxFaults;
  private readonly timers = new Set<NodeJS.Timeout>();

  constructor(private readonly options: SandboxPaymentOptions) {
    this.faults = options.faults ?? NO_FAULTS;
  }

  createCharge(request: ChargeRequest): Promise<ProviderCharge> {
    return withFaults(this.faults, () => this.create(request));
  }

  capture(providerRef: string): Promise<ProviderCharge> {
    return withFaults(this.faults, async () => {
      const row = await this.current(providerRef);
      if (row.status === 'approved') return answer(row);
      const moved = row.authorized
        ? await this.options.repository.move(providerRef, 'in_process', 'approved')
        : undefined;
      if (!moved) throw new ProviderRefused(`charge ${providerRef} is not authorised`);
      this.notify(moved);
      return answer(moved);
    });
  }

  refund(
    providerRef: string,
    request: { idempotencyKey: string; amountCents?: number },
  ): Promise<ProviderCharge> {
    return withFaults(this.faults, async () => {
      const { repository } = this.options;
      const { outcome } = await repository.refund(
        providerRef,
        request.idempotencyKey,
        request.amountCents,
      );
      if (outcome === 'unknown') throw new ProviderRefused(`no charge ${providerRef}`);
      if (outcome === 'not_approved') throw new ProviderRefused('only approved charges refund');
      if (outcome === 'too_much') throw new ProviderRefused('the amount exceeds what is left');
      const row = await this.current(providerRef);
      if (outcome === 'done') this.notify(row);
      return answer(row);
    });
  }

  status(providerRef: string): Promise<ProviderCharge> {
    return withFaults(this.faults, async () => answer(await this.current(providerRef)));
  }

  async parseWebhook(request: WebhookRequest): Promise<WebhookNotice> {
    return verifyWebhook(this.options.secret, request);
  }

  /** Sandbox admin: the driver paid the pending Pix. */
  async payPix(providerRef: string): Promise<ProviderCharge | undefined> {
    const row = await this.current(providerRef);
    const moved =
      row.method === 'pix' && row.status === 'pending'
        ? await this.options.repository.move(providerRef, 'pending', 'approved')
        : undefined;
    if (moved) this.notify(moved);
    return moved && answer(moved);
  }

  /** Sandbox admin: the pending Pix ran out of time. */
  async expirePix(providerRef: string): Promise<ProviderCharge | undefined> {
    const moved = await this.options.repository.move(providerRef, 'pending', 'cancelled');
    if (moved) this.notify(moved);
    return moved && answer(moved);
  }

  /** Sandbox admin: the card holder disputed an approved charge. */
  async chargeback(providerRef: string): Promise<ProviderCharge | undefined> {
    const moved = await this.options.repository.move(providerRef, 'approved', 'charged_back');
    if (moved) this.notify(moved);
    return moved && answer(moved);
  }

  /** Stops the settle timers (the charges settle when next read). */
  close(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }

  private async create(request: ChargeRequest): Promise<ProviderCharge> {
    const id = `sbx_${randomUUID().replace(/-/g, '')}`;
    const base = { idempotency_key: request.idempotencyKey, amount_cents: request.amountCents };
    if (request.method === 'pix') {
      const seconds = request.expiresInSeconds ?? DEFAULT_PIX_SECONDS;
      const row = await this.options.repository.create({
        ...base,
        sandbox_payment_id: id,
        method: 'pix',
        status: 'pending',
        expires_at: new Date(Date.now() + seconds * 1000),
        pix_copy_paste: await sandboxPixPayload(id, request.amountCents),
      });
      return this.withPix(checkSame(row, request));
    }
    const outcome = sandboxCardOutcome(request.cardToken);
    if (!outcome) throw new ProviderRefused('the card token is not a card number');
    const row = await this.options.repository.create({
      ...base,
      sandbox_payment_id: id,
      method: 'card',
      status: 'in_process',
      outcome,
      capture: request.capture ?? true,
      settles_at: new Date(Date.now() + this.options.settleDelayMs),
    });
    if (row.sandbox_payment_id === id) this.settleLater(id);
    return answer(checkSame(row, request));
  }

  private async withPix(row: SandboxPaymentRow): Promise<ProviderCharge> {
    const copyPaste = row.pix_copy_paste ?? '';
    const expiresAt = (row.expires_at ?? new Date()).toISOString();
    return { ...answer(row), pix: { copyPaste, qrImage: await pixQrImage(copyPaste), expiresAt } };
  }

  private settleLater(id: string): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      this.current(id).catch(() => undefined);
    }, this.options.settleDelayMs);
    timer.unref();
    this.timers.add(timer);
  }

  /** The charge as it is now: a card whose time came settles, a Pix whose time ran out expires. */
  private async current(id: string): Promise<SandboxPaymentRow> {
    const { repository } = this.options;
    const row = await repository.find(id);
    if (!row) throw new ProviderRefused(`no charge ${id}`);
    const now = new Date();
    const settles = row.status === 'in_process' && row.settles_at && row.settles_at <= now;
    const expires = row.status === 'pending' && row.expires_at && row.expires_at <= now;
    if (!settles && !expires) return row;
    const moved = settles ? await repository.settle(id, now) : await repository.expire(id, now);
    if (moved) this.notify(moved);
    // Another call (a timer, another node) may have moved it first: read what it did.
    return moved ?? (await repository.find(id)) ?? row;
  }

  private notify(row: SandboxPaymentRow): void {
    const notice = { providerRef: row.sandbox_payment_id, eventId: randomUUID() };
    this.options.deliver(signedWebhook(this.options.secret, notice)).catch(() => undefined);
  }
}

function checkSame(row: SandboxPaymentRow, request: ChargeRequest): SandboxPaymentRow {
  if (row.amount_cents !== request.amountCents || row.method !== request.method)
    throw new ProviderRefused('the idempotency key was used for another charge');
  return row;
}

function answer(row: SandboxPaymentRow): ProviderCharge {
  return {
    providerRef: row.sandbox_payment_id,
    status: row.status,
    amountCents: row.amount_cents,
    refundedCents: row.refunded_cents,
  };
}
