import { describe, expect, it } from 'vitest';
import { AuthorizationKeyVerifier, hashAuthorizationKey, isCurrentHash } from './authorization-key';

describe('station authorization keys', () => {
  it('stores a salted scrypt hash and verifies only the right key', async () => {
    const hash = await hashAuthorizationKey('right-key-0123456789');
    expect(hash).toMatch(/^scrypt\$2048\$8\$1\$/);
    expect(isCurrentHash(hash)).toBe(true);
    expect(isCurrentHash(hash.replace('$2048$', '$16384$'))).toBe(false);
    expect(await hashAuthorizationKey('right-key-0123456789')).not.toBe(hash);
    const verifier = new AuthorizationKeyVerifier();
    expect(await verifier.verify(hash, Buffer.from('right-key-0123456789'))).toBe(true);
    expect(await verifier.verify(hash, Buffer.from('wrong-key-0123456789'))).toBe(false);
  });

  it('answers a key verified before without another scrypt', async () => {
    const hash = await hashAuthorizationKey('cached-key-0123456789');
    const verifier = new AuthorizationKeyVerifier();
    const key = Buffer.from('cached-key-0123456789');
    let began = performance.now();
    await verifier.verify(hash, key);
    const first = performance.now() - began;
    began = performance.now();
    for (let i = 0; i < 100; i++) expect(await verifier.verify(hash, key)).toBe(true);
    expect((performance.now() - began) / 100).toBeLessThan(first / 5);
  });

  it('shares one scrypt among stations connecting at once with the same key', async () => {
    const hash = await hashAuthorizationKey('shared-key-0123456789');
    const verifier = new AuthorizationKeyVerifier();
    const key = Buffer.from('shared-key-0123456789');
    const answers = await Promise.all(Array.from({ length: 50 }, () => verifier.verify(hash, key)));
    expect(answers.every(Boolean)).toBe(true);
  });
});
