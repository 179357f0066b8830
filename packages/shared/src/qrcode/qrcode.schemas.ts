import { z } from 'zod';

/** The public QR page (spec 1 §2, §7): one connector, addressed by station id and connector id. */
export const qrChargeBoxId = z.string().trim().min(1, { error: 'required' }).max(64);
export const qrConnectorId = z.coerce.number().int().min(1).max(99);
export const qrToken = z.string().trim().min(1, { error: 'required' }).max(200);

const qrConnectorBody = z.object({
  chargeBoxId: qrChargeBoxId,
  connectorId: qrConnectorId,
  token: qrToken,
});

/** A stop from the public page carries the secret its start handed to that browser. */
export const qrStopBody = qrConnectorBody.extend({
  stopSecret: z.string().trim().max(200).optional(),
});
export type QrStopBody = z.infer<typeof qrStopBody>;

export const qrStartBody = qrConnectorBody.extend({
  recaptchaResponse: z.string().max(20_000).optional().default(''),
});
export type QrStartBody = z.infer<typeof qrStartBody>;

/** What the public page may know of a connector: no tenant, user or transaction data. */
export const qrConnectorStatus = z.object({
  chargeBoxId: z.string(),
  description: z.string(),
  connectorId: z.number(),
  /** An OCPP connector status, Maintenance, or connector_unavailable when the station is offline. */
  status: z.string(),
  online: z.boolean(),
  /** A recharge is in progress on the connector (STOP applies). */
  charging: z.boolean(),
});
export type QrConnectorStatus = z.infer<typeof qrConnectorStatus>;

export const qrCommandAnswer = z.object({ status: z.literal('Accepted'), taskId: z.number() });
export type QrCommandAnswer = z.infer<typeof qrCommandAnswer>;

/** An accepted start: only this secret stops the recharge it begins from the public page. */
export const qrStartAnswer = qrCommandAnswer.extend({ stopSecret: z.string() });
export type QrStartAnswer = z.infer<typeof qrStartAnswer>;

/** A connector's signed QR token and the public page path it opens. */
export const qrTokenAnswer = z.object({
  chargeBoxId: z.string(),
  connectorId: z.number(),
  token: z.string(),
  path: z.string(),
});
export type QrTokenAnswer = z.infer<typeof qrTokenAnswer>;

/** The address a connector's QR code points to. */
export function qrPagePath(chargeBoxId: string, connectorId: number, token: string): string {
  return `/qrcode/start/${encodeURIComponent(chargeBoxId)}/${connectorId}?token=${encodeURIComponent(token)}`;
}
