import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { describe, expect, it } from 'vitest';
import { AltchaCheck, type SpentChallenges } from './altcha-check';

function memorySpent(): SpentChallenges {
  const seen = new Set<string>();
  return {
    spend: async (signature) => (seen.has(signature) ? false : (seen.add(signature), true)),
  };
}

describe('ALTCHA robot check', () => {
  it('accepts a solved challenge once and refuses a replay or a forgery', async () => {
    const check = new AltchaCheck('server-secret', 500, memorySpent());
    const challenge = await check.createChallenge();
    const solution = await solveChallenge({ challenge, deriveKey, timeout: 20_000 });
    expect(solution).not.toBeNull();
    const payload = Buffer.from(
      JSON.stringify({
        challenge: { parameters: challenge.parameters, signature: challenge.signature },
        solution,
      }),
    ).toString('base64');
    expect(await check.verify(payload)).toBe(true);
    expect(await check.verify(payload)).toBe(false);

    const other = new AltchaCheck('another-secret', 500, memorySpent());
    expect(await other.verify(payload)).toBe(false);
    expect(await check.verify('not base64 json')).toBe(false);
    expect(await check.verify('')).toBe(false);
  });
});
