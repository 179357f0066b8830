import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

const hashOf = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** 192 random bits for the browser that starts a recharge; only their hash is stored. */
export function newStopSecret(): { secret: string; hash: string } {
  const secret = randomBytes(24).toString('base64url');
  return { secret, hash: hashOf(secret) };
}

export function stopSecretMatches(secret: string | undefined, hash: string | undefined): boolean {
  if (!secret || !hash) return false;
  const given = Buffer.from(hashOf(secret));
  const expected = Buffer.from(hash);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
