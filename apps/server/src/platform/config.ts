import { resolve } from 'node:path';
import type { RobotCheckProvider } from '@chargedeck/shared';

/** Everything the process reads from its environment; documented in the README. */
export interface Config {
  port: number;
  host: string;
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
  sessionTtlSeconds: number;
  logLevel: string;
  trustProxy: boolean;
}

export class ConfigError extends Error {}

const ROBOT_CHECKS: readonly RobotCheckProvider[] = ['altcha', 'off', 'recaptcha', 'turnstile'];

function integer(env: NodeJS.ProcessEnv, key: string, fallback: number): number {
  const raw = env[key];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0)
    throw new ConfigError(`${key} must be a non-negative integer, got "${raw}"`);
  return value;
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
    sessionTtlSeconds: integer(env, 'SESSION_TTL_SECONDS', 12 * 3600),
    logLevel: env.LOG_LEVEL || 'info',
    trustProxy: env.TRUST_PROXY === 'true',
  };
}
