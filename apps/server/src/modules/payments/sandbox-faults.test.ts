import { describe, expect, it } from 'vitest';
import { ProviderUnavailable } from './payment-provider';
import { NO_FAULTS, withFaults } from './sandbox-faults';

describe('sandbox failure injection', () => {
  it('fails a 5xx call before doing the work, and a timed-out one after it', async () => {
    let calls = 0;
    const work = async () => ++calls;
    const always = () => 0;
    await expect(
      withFaults({ failure: '5xx', failureRate: 1, latencyMs: 0 }, work, always),
    ).rejects.toBeInstanceOf(ProviderUnavailable);
    expect(calls).toBe(0);
    await expect(
      withFaults({ failure: 'timeout', failureRate: 1, latencyMs: 0 }, work, always),
    ).rejects.toBeInstanceOf(ProviderUnavailable);
    expect(calls).toBe(1);
  });

  it('fails only the given share of calls, and delays every call', async () => {
    const faults = { failure: '5xx', failureRate: 0.5, latencyMs: 0 } as const;
    await expect(
      withFaults(
        faults,
        async () => 'ok',
        () => 0.7,
      ),
    ).resolves.toBe('ok');
    await expect(
      withFaults(
        faults,
        async () => 'ok',
        () => 0.2,
      ),
    ).rejects.toThrow('503');
    const started = performance.now();
    await withFaults({ ...NO_FAULTS, latencyMs: 40 }, async () => 'ok');
    expect(performance.now() - started).toBeGreaterThanOrEqual(35);
  });
});
