import { resolve } from 'node:path';
import { CronPattern } from 'croner';
import { clusterConfig, ClusterConfigError, type ClusterConfig } from './cluster-config';
import { addressConfig, type AddressConfig } from '../modules/addresses/address-config';
import { invoiceConfig, type InvoiceConfig } from '../modules/invoices/invoice-config';
import { paymentConfig, PaymentConfigError, type PaymentConfig } from './payment-config';
import { proxyEntryProblem } from './security/trusted-proxies';
import type { PushProviderName, RobotCheckProvider } from '@chargedeck/shared';

/** Everything the process reads from its environment; documented in docs/configuration.md. */
export interface Config {
  port: number;
  host: string;
  /** Connections the kernel may queue before the server accepts them (LISTEN_BACKLOG). */
  listenBacklog: number;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string | undefined;
  robotCheck: RobotCheckProvider;
  robotCheckSiteKey: string | undefined;
  robotCheckSecret: string | undefined;
  altchaMaxNumber: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  jwtSecret: string | undefined;
  /** Signs the per-connector tokens of the public QR page; generated under DATA_DIR when absent. */
  qrSecret: string | undefined;
  sessionTtlSeconds: number;
  logLevel: string;
  /** Addresses and networks of the reverse proxies whose forwarded headers are believed. */
  trustProxy: readonly string[];
  push: PushConfig;
  addresses: AddressConfig;
  invoices: InvoiceConfig;
  card: CardConfig;
  payments: PaymentConfig;
  ocpp: OcppConfig;
  meters: MeterConfig;
  /** Redis and this node's name, for several nodes. */
  cluster: ClusterConfig;
  /**
   * When the embedded database is vacuumed and analysed (cron pattern); undefined when switched
   * off. Unused on PostgreSQL, whose autovacuum does it.
   */
  dbMaintenanceCron: string | undefined;
  /** Paths of the PEM files when this process serves TLS itself (else a proxy terminates it). */
  tls: { certFile: string; keyFile: string; caFile: string | undefined } | undefined;
}

/** The OCPP gateway's settings (docs/ocpp.md). */
export interface OcppConfig {
  /** What a connection for an unregistered chargeBoxId gets: refused, or accepted as Pending. */
  unknownStations: 'reject' | 'pending';
  heartbeatIntervalSeconds: number;
  pingIntervalSeconds: number;
  callTimeoutSeconds: number;
  maxFrameBytes: number;
  /** Failed connection attempts one address may make per 10 minutes. */
  authFailuresPerAddress: number;
  /** A recharge shorter than this raises a Warning station event. */
  shortRechargeSeconds: number;
  /** Event-loop lateness (ms) from which boots are answered Pending; 0 never. */
  saturationLagMs: number;
  /** The least interval (s) of a Pending answer given under saturation. */
  saturationRetrySeconds: number;
}

/** Site energy meters (docs/meters.md): the MQTT broker readings come from, if any. */
export interface MeterConfig {
  /** mqtt://, mqtts://, ws:// or wss://; credentials in the URL. Undefined: no MQTT. */
  mqttUrl: string | undefined;
  /** Topic filters subscribed to (Shelly Pro 3EM status and RPC notifications). */
  mqttTopics: readonly string[];
}

const MQTT_PROTOCOLS = ['mqtt:', 'mqtts:', 'ws:', 'wss:'];

function meterConfig(env: NodeJS.ProcessEnv): MeterConfig {
  const raw = env.METER_MQTT_URL?.trim() || undefined;
  if (raw !== undefined) {
    let protocol = '';
    try {
      protocol = new URL(raw).protocol;
    } catch {
      // answered below
    }
    if (!MQTT_PROTOCOLS.includes(protocol))
      throw new ConfigError('METER_MQTT_URL must be an mqtt://, mqtts://, ws:// or wss:// URL');
  }
  const topics = (env.METER_MQTT_TOPICS?.trim() || '+/status/em:0,+/events/rpc')
    .split(',')
    .map((topic) => topic.trim())
    .filter(Boolean);
  if (topics.some((topic) => /#./.test(topic) || topic.includes(' ')))
    throw new ConfigError('METER_MQTT_TOPICS must be MQTT topic filters separated by commas');
  return { mqttUrl: raw, mqttTopics: topics };
}

/** The push service (docs/configuration.md): the embedded sandbox or Firebase Cloud Messaging. */
export type PushConfig =
  | { provider: 'sandbox' }
  | { provider: 'fcm'; fcmProjectId: string; fcmServiceAccountFile: string };

/** The card service of the 3-D Secure page (docs/configuration.md): the sandbox or PagSeguro. */
export type CardConfig =
  | { provider: 'sandbox' }
  | { provider: 'pagseguro'; pagseguroEnv: 'sandbox' | 'production'; pagseguroToken: string };

export class ConfigError extends Error {}

const ROBOT_CHECKS: readonly RobotCheckProvider[] = ['altcha', 'off', 'recaptcha', 'turnstile'];

function trustedProxies(raw: string | undefined): readonly string[] {
  const text = raw?.trim() ?? '';
  if (text === '' || text === 'false') return [];
  if (text === 'true') {
    throw new ConfigError(
      'TRUST_PROXY=true would believe forwarded headers from any client; list the proxies ' +
        'instead, e.g. TRUST_PROXY=127.0.0.1,10.0.0.0/8',
    );
  }
  const entries = text.split(',').map((entry) => entry.trim());
  for (const entry of entries) {
    const problem = proxyEntryProblem(entry);
    if (problem) throw new ConfigError(`TRUST_PROXY: ${problem}`);
  }
  return entries;
}

function integer(env: NodeJS.ProcessEnv, key: string, fallback: number): number {
  const raw = env[key];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0)
    throw new ConfigError(`${key} must be a non-negative integer, got "${raw}"`);
  return value;
}

function positive(env: NodeJS.ProcessEnv, key: string, fallback: number): number {
  const value = integer(env, key, fallback);
  if (value < 1) throw new ConfigError(`${key} must be a positive integer, got "${env[key]}"`);
  return value;
}

function ocppConfig(env: NodeJS.ProcessEnv): OcppConfig {
  const unknownStations = env.OCPP_UNKNOWN_STATIONS || 'reject';
  if (unknownStations !== 'reject' && unknownStations !== 'pending') {
    throw new ConfigError(
      `OCPP_UNKNOWN_STATIONS must be reject or pending, got "${unknownStations}"`,
    );
  }
  return {
    unknownStations,
    heartbeatIntervalSeconds: integer(env, 'OCPP_HEARTBEAT_INTERVAL', 300),
    pingIntervalSeconds: integer(env, 'OCPP_PING_INTERVAL', 30),
    callTimeoutSeconds: integer(env, 'OCPP_CALL_TIMEOUT', 30),
    maxFrameBytes: integer(env, 'OCPP_MAX_FRAME_BYTES', 64 * 1024),
    authFailuresPerAddress: integer(env, 'OCPP_AUTH_FAILURES_PER_ADDRESS', 10),
    shortRechargeSeconds: integer(env, 'OCPP_SHORT_RECHARGE_SECONDS', 120),
    saturationLagMs: integer(env, 'OCPP_SATURATION_LAG_MS', 1000),
    saturationRetrySeconds: positive(env, 'OCPP_SATURATION_RETRY_SECONDS', 10),
  };
}

function cronPattern(env: NodeJS.ProcessEnv, key: string, fallback: string): string | undefined {
  const pattern = env[key]?.trim() || fallback;
  if (pattern === 'off') return undefined;
  try {
    new CronPattern(pattern);
  } catch (error) {
    throw new ConfigError(
      `${key} must be a cron pattern or off, got "${pattern}": ${(error as Error).message}`,
    );
  }
  return pattern;
}

function tlsConfig(env: NodeJS.ProcessEnv): Config['tls'] {
  if (!env.TLS_CERT && !env.TLS_KEY) return undefined;
  if (!env.TLS_CERT || !env.TLS_KEY) throw new ConfigError('TLS_CERT and TLS_KEY go together');
  return { certFile: env.TLS_CERT, keyFile: env.TLS_KEY, caFile: env.TLS_CA || undefined };
}

function pushConfig(env: NodeJS.ProcessEnv): PushConfig {
  const provider = (env.PUSH_PROVIDER || 'sandbox') as PushProviderName;
  if (provider === 'sandbox') return { provider };
  if (provider !== 'fcm')
    throw new ConfigError(`PUSH_PROVIDER must be sandbox or fcm, got "${String(provider)}"`);
  if (!env.FCM_PROJECT_ID || !env.FCM_SERVICE_ACCOUNT_FILE)
    throw new ConfigError('PUSH_PROVIDER=fcm needs FCM_PROJECT_ID and FCM_SERVICE_ACCOUNT_FILE');
  return {
    provider,
    fcmProjectId: env.FCM_PROJECT_ID,
    fcmServiceAccountFile: resolve(env.FCM_SERVICE_ACCOUNT_FILE),
  };
}

function cardConfig(env: NodeJS.ProcessEnv): CardConfig {
  const provider = env.CARD_PROVIDER || 'sandbox';
  if (provider === 'sandbox') return { provider };
  if (provider !== 'pagseguro')
    throw new ConfigError(`CARD_PROVIDER must be sandbox or pagseguro, got "${provider}"`);
  const pagseguroEnv = env.PAGSEGURO_ENV || 'sandbox';
  if (pagseguroEnv !== 'sandbox' && pagseguroEnv !== 'production')
    throw new ConfigError(`PAGSEGURO_ENV must be sandbox or production, got "${pagseguroEnv}"`);
  if (!env.PAGSEGURO_TOKEN) throw new ConfigError('CARD_PROVIDER=pagseguro needs PAGSEGURO_TOKEN');
  return { provider, pagseguroEnv, pagseguroToken: env.PAGSEGURO_TOKEN };
}

function cluster(env: NodeJS.ProcessEnv): ClusterConfig {
  try {
    return clusterConfig(env);
  } catch (error) {
    if (error instanceof ClusterConfigError) throw new ConfigError(error.message);
    throw error;
  }
}

function payments(env: NodeJS.ProcessEnv): PaymentConfig {
  try {
    return paymentConfig(env);
  } catch (error) {
    if (error instanceof PaymentConfigError) throw new ConfigError(error.message);
    throw error;
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const robotCheck = (env.ROBOT_CHECK || 'altcha') as RobotCheckProvider;
  if (!ROBOT_CHECKS.includes(robotCheck)) {
    throw new ConfigError(
      `ROBOT_CHECK must be one of ${ROBOT_CHECKS.join(', ')}, got "${robotCheck}"`,
    );
  }
  const databaseUrl = env.DATABASE_URL || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError('DATABASE_URL must be a postgres:// URL');
  }
  if (
    (robotCheck === 'recaptcha' || robotCheck === 'turnstile') &&
    !(env.ROBOT_CHECK_SITE_KEY && env.ROBOT_CHECK_SECRET)
  ) {
    throw new ConfigError(
      `ROBOT_CHECK=${robotCheck} needs ROBOT_CHECK_SITE_KEY and ROBOT_CHECK_SECRET`,
    );
  }
  return {
    port: integer(env, 'PORT', 8080),
    host: env.HOST || '0.0.0.0',
    listenBacklog: positive(env, 'LISTEN_BACKLOG', 4096),
    dataDir: resolve(env.DATA_DIR || './data'),
    databaseUrl,
    publicUrl: env.PUBLIC_URL || undefined,
    robotCheck,
    robotCheckSiteKey: env.ROBOT_CHECK_SITE_KEY || undefined,
    robotCheckSecret: env.ROBOT_CHECK_SECRET || undefined,
    altchaMaxNumber: integer(env, 'ALTCHA_MAX_NUMBER', 100_000),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Chargedeck <no-reply@chargedeck.local>',
    adminEmail: env.ADMIN_EMAIL || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    jwtSecret: env.JWT_SECRET || undefined,
    qrSecret: env.QR_SECRET || undefined,
    sessionTtlSeconds: integer(env, 'SESSION_TTL_SECONDS', 12 * 3600),
    logLevel: env.LOG_LEVEL || 'info',
    trustProxy: trustedProxies(env.TRUST_PROXY),
    push: pushConfig(env),
    addresses: addressConfig(env),
    invoices: invoiceConfig(env),
    card: cardConfig(env),
    payments: payments(env),
    ocpp: ocppConfig(env),
    meters: meterConfig(env),
    cluster: cluster(env),
    dbMaintenanceCron: cronPattern(env, 'DB_MAINTENANCE_CRON', '*/5 * * * *'),
    tls: tlsConfig(env),
  };
}
