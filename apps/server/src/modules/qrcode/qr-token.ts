import { createHmac, timingSafeEqual } from 'node:crypto';

/** 192 bits of HMAC-SHA256, base64url: short enough for a small QR code, far beyond guessing. */
const TOKEN_LENGTH = 32;

function digest(secret: string, chargeBoxId: string, connectorId: number): string {
  return createHmac('sha256', secret)
    .update(`chargedeck-qr-connector:v1\n${chargeBoxId}\n${connectorId}`)
    .digest('base64url')
    .slice(0, TOKEN_LENGTH);
}

export type QrTokenVerifier = (chargeBoxId: string, connectorId: number, token: string) => boolean;

/**
 * Per-connector tokens of the public QR page, signed with a persistent server secret. A printed
 * QR code stays valid as long as the secret (QR_SECRET or DATA_DIR/qr-secret) is kept.
 */
export class QrTokens {
  constructor(private readonly secret: string) {}

  sign(chargeBoxId: string, connectorId: number): string {
    return digest(this.secret, chargeBoxId, connectorId);
  }

  /** True only for the token of exactly this station and connector. */
  readonly verify: QrTokenVerifier = (chargeBoxId, connectorId, token) => {
    const expected = Buffer.from(this.sign(chargeBoxId, connectorId));
    const given = Buffer.from(token);
    return expected.length === given.length && timingSafeEqual(expected, given);
  };
}
