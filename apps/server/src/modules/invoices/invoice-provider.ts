import type { InvoiceStatus } from '../../platform/db/schema';

/** What a fiscal invoice (NFS-e) for one paid recharge says. */
export interface InvoiceRequest {
  invoicePk: number;
  transactionPk: number;
  /** 1 for the first issue, then one more for each resend. */
  attempt: number;
  amountCents: number;
  currency: string;
  tenantName: string;
  customerName: string | null;
  customerEmail: string | null;
  description: string;
  /** Unguessable key for documents this server serves itself. */
  accessKey: string;
}

export type InvoiceOutcome =
  | { status: 'autorizado'; externalId: string; urls: string[] }
  | { status: 'processando_autorizacao'; externalId: string | null }
  | {
      status: Exclude<InvoiceStatus, 'autorizado' | 'processando_autorizacao'>;
      error: string;
    };

/** An authorised invoice to cancel (its recharge was refunded in full). */
export interface InvoiceCancellation {
  invoicePk: number;
  transactionPk: number;
  externalId: string | null;
}

export type CancelOutcome =
  { status: 'cancelado' } | { status: 'erro_cancelamento'; error: string };

/**
 * A fiscal-invoice issuer. `issue` never throws for the issuer's answers: a refusal or an
 * unreachable issuer comes back as an error status the operator can resend.
 */
export interface InvoiceProvider {
  readonly name: 'sandbox' | 'http';
  issue(request: InvoiceRequest): Promise<InvoiceOutcome>;
  /** Cancels an authorised invoice; like `issue`, answers an error status instead of throwing. */
  cancel(request: InvoiceCancellation): Promise<CancelOutcome>;
}
