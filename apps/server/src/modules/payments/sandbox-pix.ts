/** pix-utils (and its QR code drawing) is loaded by the first Pix charge, not at start. */
const pixUtils = () => import('pix-utils');

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
export async function sandboxPixPayload(chargeId: string, amountCents: number): Promise<string> {
  const { createStaticPix, hasError } = await pixUtils();
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
export async function pixQrImage(payload: string): Promise<string> {
  const { hasError, isStaticPix, parsePix } = await pixUtils();
  const pix = parsePix(payload);
  if (hasError(pix) || !isStaticPix(pix)) throw new Error('not a static BR Code');
  return pix.toImage();
}
