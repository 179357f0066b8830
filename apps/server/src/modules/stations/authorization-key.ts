import { createHmac, randomBytes, scrypt, timingSafeEqual, type BinaryLike } from 'node:crypto';

/**
 * Station authorization keys (OCPP security profiles 1 and 2) are stored as salted scrypt hashes.
 * A station reconnects often, so a key that verified once is remembered (as an HMAC under a
 * per-process secret, never in clear) and the next connection with the same key costs a hash,
 * not a scrypt.
 *
 * The cost (N = 2048, 2 MB and about 1.5 ms) is lower than for a person's password: after a
 * restart every station's first check is a scrypt, and at N = 16384 the last of 10,000 stations
 * was admitted after 186 s (docs/security.md, §11). A hash of another cost still verifies, and
 * `isCurrentHash` tells the caller to store the key again at this cost.
 */
const COST = 2_048;
const BLOCK_SIZE = 8;
const PARALLEL = 1;
const KEY_LENGTH = 32;

function derive(key: BinaryLike, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(key, salt, KEY_LENGTH, { N: COST, r: BLOCK_SIZE, p: PARALLEL }, (error, derived) =>
      error ? reject(error) : resolve(derived),
    );
  });
}

export async function hashAuthorizationKey(key: string | Buffer): Promise<string> {
  const salt = randomBytes(16);
  const derived = await derive(key, salt);
  return `scrypt$${COST}$${BLOCK_SIZE}$${PARALLEL}$${salt.toString('base64')}$${derived.toString('base64')}`;
}

/** Whether `stored` was made with this module's scrypt parameters. */
export function isCurrentHash(stored: string): boolean {
  return stored.startsWith(`scrypt$${COST}$${BLOCK_SIZE}$${PARALLEL}$`);
}

async function verifyScrypt(stored: string, presented: Buffer): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const derived = await new Promise<Buffer>((resolve, reject) => {
    scrypt(
      presented,
      Buffer.from(salt, 'base64'),
      expected.length,
      { N: Number(n), r: Number(r), p: Number(p) },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
  return derived.length === expected.length && timingSafeEqual(derived, expected);
}

export class AuthorizationKeyVerifier {
  private readonly secret = randomBytes(32);
  /** Stored hash → HMAC of the key that matched it, oldest first (a small LRU). */
  private readonly verified = new Map<string, Buffer>();
  private readonly inFlight = new Map<string, Promise<boolean>>();

  constructor(private readonly capacity = 50_000) {}

  async verify(stored: string, presented: Buffer): Promise<boolean> {
    const mac = createHmac('sha256', this.secret).update(presented).digest();
    const known = this.verified.get(stored);
    if (known && timingSafeEqual(known, mac)) {
      this.verified.delete(stored);
      this.verified.set(stored, known);
      return true;
    }
    // Stations reconnecting together with the same key share one scrypt.
    const flightKey = `${stored}\n${mac.toString('base64')}`;
    const running = this.inFlight.get(flightKey);
    if (running) return running;
    const check = verifyScrypt(stored, presented)
      .catch(() => false)
      .then((ok) => {
        if (ok) this.remember(stored, mac);
        return ok;
      })
      .finally(() => this.inFlight.delete(flightKey));
    this.inFlight.set(flightKey, check);
    return check;
  }

  private remember(stored: string, mac: Buffer): void {
    this.verified.delete(stored);
    this.verified.set(stored, mac);
    if (this.verified.size > this.capacity) {
      const oldest = this.verified.keys().next().value;
      if (oldest !== undefined) this.verified.delete(oldest);
    }
  }
}
