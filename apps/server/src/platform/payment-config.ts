import { CronPattern } from 'croner';

/** The payment service (docs/configuration.md: PAYMENT_PROVIDER and PAYMENT_SANDBOX_*). */
export interface PaymentConfig {
  provider: 'sandbox';
  sandbox: {
    settleDelayMs: number;
    failure: 'off' | 'timeout' | '5xx';
    failureRate: number;
    latencyMs: number;
  };
  /** When payments whose outcome is unknown are checked with the provider (cron pattern). */
  reconcileCron: string;
}

export class PaymentConfigError extends Error {}

const PROVIDERS = ['sandbox'];
const FAILURES = ['off', 'timeout', '5xx'] as const;

function milliseconds(env: NodeJS.ProcessEnv, key: string, fallback: number): number {
  const raw = env[key];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0)
    throw new PaymentConfigError(`${key} must be a non-negative integer, got "${raw}"`);
  return value;
}

function failureRate(env: NodeJS.ProcessEnv): number {
  const raw = env.PAYMENT_SANDBOX_FAILURE_RATE;
  if (raw === undefined || raw === '') return 1;
  const value = Number(raw);
  if (!(value >= 0 && value <= 1))
    throw new PaymentConfigError(
      `PAYMENT_SANDBOX_FAILURE_RATE must be between 0 and 1, got "${raw}"`,
    );
  return value;
}

export function paymentConfig(env: NodeJS.ProcessEnv): PaymentConfig {
  const provider = env.PAYMENT_PROVIDER || 'sandbox';
  if (provider !== 'sandbox') {
    throw new PaymentConfigError(
      `PAYMENT_PROVIDER must be one of ${PROVIDERS.join(', ')}, got "${provider}" ` +
        '(Mercado Pago and PagBank are not available yet)',
    );
  }
  const failure = (env.PAYMENT_SANDBOX_FAILURE || 'off') as PaymentConfig['sandbox']['failure'];
  if (!FAILURES.includes(failure))
    throw new PaymentConfigError(
      `PAYMENT_SANDBOX_FAILURE must be one of ${FAILURES.join(', ')}, got "${failure}"`,
    );
  const reconcileCron = env.PAYMENT_RECONCILE_CRON?.trim() || '*/15 * * * * *';
  try {
    new CronPattern(reconcileCron);
  } catch (error) {
    throw new PaymentConfigError(
      `PAYMENT_RECONCILE_CRON must be a cron pattern, got "${reconcileCron}": ${(error as Error).message}`,
    );
  }
  return {
    provider,
    sandbox: {
      settleDelayMs: milliseconds(env, 'PAYMENT_SANDBOX_DELAY_MS', 2000),
      failure,
      failureRate: failureRate(env),
      latencyMs: milliseconds(env, 'PAYMENT_SANDBOX_LATENCY_MS', 0),
    },
    reconcileCron,
  };
}
