import { paymentStatusLabel, type PaymentDetail, type PaymentView } from '@chargedeck/shared';
import type { PaymentRow } from './payments.repository';

const iso = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

export function paymentView(row: PaymentRow): PaymentView {
  const state = {
    status: row.status,
    amountCents: row.amount_cents,
    refundedCents: row.refunded_cents,
  };
  return {
    paymentPk: row.payment_pk,
    provider: row.provider,
    method: row.method,
    status: row.status,
    statusLabel: paymentStatusLabel(state),
    amountCents: row.amount_cents,
    refundedCents: row.refunded_cents,
    providerRef: row.provider_ref,
    pix:
      row.pix_copy_paste && row.pix_qr_image
        ? {
            copyPaste: row.pix_copy_paste,
            qrImage: row.pix_qr_image,
            expiresAt: iso(row.expires_at),
          }
        : null,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

type EventRow = {
  source: string;
  actor: string | null;
  from_status: PaymentRow['status'] | null;
  to_status: PaymentRow['status'];
  refunded_cents: number;
  provider_ref: string | null;
  created_at: Date;
};

export function paymentDetail(row: PaymentRow, events: EventRow[]): PaymentDetail {
  return {
    ...paymentView(row),
    events: events.map((e) => ({
      source: e.source,
      actor: e.actor,
      fromStatus: e.from_status,
      toStatus: e.to_status,
      refundedCents: e.refunded_cents,
      providerRef: e.provider_ref,
      createdAt: new Date(e.created_at).toISOString(),
    })),
  };
}
