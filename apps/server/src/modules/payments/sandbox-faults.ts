import { ProviderUnavailable } from './payment-provider';

/**
 * Failure and delay injection of the sandbox provider (docs/configuration.md). `timeout` does
 * the work and loses the answer, as a real timeout may; `5xx` fails before doing anything.
 */
export interface SandboxFaults {
  failure: 'off' | 'timeout' | '5xx';
  /** Share of calls that fail, 0 to 1. */
  failureRate: number;
  /** Added to every call, in milliseconds. */
  latencyMs: number;
}

export const NO_FAULTS: SandboxFaults = { failure: 'off', failureRate: 0, latencyMs: 0 };

/** Runs one provider call under the faults in force. */
export async function withFaults<T>(
  faults: SandboxFaults,
  call: () => Promise<T>,
  random: () => number = Math.random,
): Promise<T> {
  if (faults.latencyMs > 0) await new Promise((done) => setTimeout(done, faults.latencyMs));
  const fails = faults.failure !== 'off' && random() < faults.failureRate;
  if (fails && faults.failure === '5xx')
    throw new ProviderUnavailable('sandbox answered 503 Service Unavailable');
  const answer = await call();
  if (fails) throw new ProviderUnavailable('sandbox timed out (the call may have been done)');
  return answer;
}
