import { createStaticPix, hasError, isStaticPix, parsePix } from 'pix-utils';

/** The sandbox's receiving key and merchant, as printed in the BR Code. */
const SANDBOX_PIX = {
  pixKey: 'sandbox@chargedeck.local',
  merchantName: 'CHARGEDECK SANDBOX',
  merchantCity: 'SAO PAULO',
};

/**
 * A real BR Code "copia e cola" payload (EMV fields and CRC16, by pix-utils) for an amount in
 * cents, its transaction id taken from the charge id (25 letters and digits at most).
 */
export function sandboxPixPayload(chargeId: string, amountCents: number): string {
  const pix = createStaticPix({
    ...SANDBOX_PIX,
    infoAdicional: 'Chargedeck sandbox',
    txid: chargeId.replace(/[^A-Za-z0-9]/g, '').slice(0, 25),
    transactionAmount: amountCents / 100,
  });
  if (hasError(pix)) throw new Error(`pix-utils: ${pix.message}`);
  return pix.toBRCode();
}

/** The QR image of a payload, as a PNG data URL. */
export function pixQrImage(payload: string): Promise<string> {
  const pix = parsePix(payload);
  if (hasError(pix) || !isStaticPix(pix)) throw new Error('not a static BR Code');
  return pix.toImage();
}
