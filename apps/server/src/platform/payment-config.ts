import { CronPattern } from 'croner';

/** The payment service (docs/configuration.md: PAYMENT_PROVIDER and PAYMENT_SANDBOX_*). */
export interface PaymentConfig {
  provider: 'sandbox' | 'mercadopago' | 'pagbank';
  sandbox: {
    settleDelayMs: number;
    failure: 'off' | 'timeout' | '5xx';
    failureRate: number;
    latencyMs: number;
  };
  /** With PAYMENT_PROVIDER=mercadopago. */
  mercadopago?: ProviderAccount;
  /** With PAYMENT_PROVIDER=pagbank. */
  pagbank?: ProviderAccount;
  /** When payments whose outcome is unknown are checked with the provider (cron pattern). */
  reconcileCron: string;
}

/** A real provider's account: its API token, the secret its notifications are signed with. */
export interface ProviderAccount {
  accessToken: string;
  webhookSecret: string;
  /** Where its API answers (production by default; a local server in tests). */
  baseUrl: string;
  /** How long a call may take before its outcome is treated as unknown. */
  timeoutMs: number;
  /** Where the provider posts its notifications (from PUBLIC_URL), sent with each charge. */
  notificationUrl?: string;
}

export class PaymentConfigError extends Error {}

const PROVIDERS = ['sandbox', 'mercadopago', 'pagbank'] as const;
const BASE_URLS = {
  mercadopago: 'https://api.mercadopago.com',
  pagbank: 'https://api.pagseguro.com',
  pagbankSandbox: 'https://sandbox.api.pagseguro.com',
};
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
  const provider = (env.PAYMENT_PROVIDER || 'sandbox') as PaymentConfig['provider'];
  if (!PROVIDERS.includes(provider)) {
    throw new PaymentConfigError(
      `PAYMENT_PROVIDER must be one of ${PROVIDERS.join(', ')}, got "${provider}"`,
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
    ...(provider === 'mercadopago' && { mercadopago: mercadopagoAccount(env) }),
    ...(provider === 'pagbank' && { pagbank: pagbankAccount(env) }),
    sandbox: {
      settleDelayMs: milliseconds(env, 'PAYMENT_SANDBOX_DELAY_MS', 2000),
      failure,
      failureRate: failureRate(env),
      latencyMs: milliseconds(env, 'PAYMENT_SANDBOX_LATENCY_MS', 0),
    },
    reconcileCron,
  };
}

function required(env: NodeJS.ProcessEnv, key: string, provider: string): string {
  const value = env[key]?.trim();
  if (!value) throw new PaymentConfigError(`PAYMENT_PROVIDER=${provider} needs ${key}`);
  return value;
}

function baseUrl(env: NodeJS.ProcessEnv, key: string, fallback: string): string {
  const raw = env[key]?.trim();
  if (!raw) return fallback;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new PaymentConfigError(`${key} must be an http(s) URL, got "${raw}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new PaymentConfigError(`${key} must be an http(s) URL, got "${raw}"`);
  return raw.replace(/\/+$/, '');
}

function timeoutMs(env: NodeJS.ProcessEnv, key: string): number {
  const value = milliseconds(env, key, 15_000);
  if (value === 0) throw new PaymentConfigError(`${key} must be more than 0, got "0"`);
  return value;
}

/** Our webhook route, when the public address is known. */
function notificationUrl(env: NodeJS.ProcessEnv, provider: string): string | undefined {
  const publicUrl = env.PUBLIC_URL?.trim().replace(/\/+$/, '');
  return publicUrl ? `${publicUrl}/api/payments/webhooks/${provider}` : undefined;
}

function mercadopagoAccount(env: NodeJS.ProcessEnv): ProviderAccount {
  return {
    notificationUrl: notificationUrl(env, 'mercadopago'),
    accessToken: required(env, 'MERCADOPAGO_ACCESS_TOKEN', 'mercadopago'),
    webhookSecret: required(env, 'MERCADOPAGO_WEBHOOK_SECRET', 'mercadopago'),
    baseUrl: baseUrl(env, 'MERCADOPAGO_BASE_URL', BASE_URLS.mercadopago),
    timeoutMs: timeoutMs(env, 'MERCADOPAGO_TIMEOUT_MS'),
  };
}

/** PagBank signs its notifications with the account token itself. */
function pagbankAccount(env: NodeJS.ProcessEnv): ProviderAccount {
  const pagbankEnv = env.PAGBANK_ENV || 'production';
  if (pagbankEnv !== 'sandbox' && pagbankEnv !== 'production')
    throw new PaymentConfigError(`PAGBANK_ENV must be sandbox or production, got "${pagbankEnv}"`);
  const accessToken = required(env, 'PAGBANK_TOKEN', 'pagbank');
  return {
    notificationUrl: notificationUrl(env, 'pagbank'),
    accessToken,
    webhookSecret: accessToken,
    baseUrl: baseUrl(
      env,
      'PAGBANK_BASE_URL',
      pagbankEnv === 'sandbox' ? BASE_URLS.pagbankSandbox : BASE_URLS.pagbank,
    ),
    timeoutMs: timeoutMs(env, 'PAGBANK_TIMEOUT_MS'),
  };
}
