import { join } from 'node:path';
import { sql } from 'kysely';
import { findTheme, safeLinkUrl } from '@chargedeck/shared';
import type { Config } from './platform/config';
import { embeddedDataDir, openDatabase, type DatabaseHandle } from './platform/db/database';
import { databaseMaintenanceJob } from './platform/db/maintenance';
import { migrateToLatest } from './platform/db/migrate';
import type { ApiApp } from './platform/http/api-app';
import { createHttpServer } from './platform/http/create-http-server';
import { httpsOptionsOf } from './platform/http/tls-options';
import { routeUpgrades } from './platform/http/upgrade-router';
import { defaultWebDir, registerWebApp } from './platform/http/web-app';
import { JobScheduler, jobLockFor } from './platform/jobs';
import { createMailer, type Mailer } from './platform/mail/mailer';
import { AltchaCheck } from './platform/robot-check/altcha-check';
import { robotCheckOff, type RobotCheck } from './platform/robot-check/robot-check';
import { SiteVerifyCheck } from './platform/robot-check/site-verify-check';
import { databaseSpentChallenges } from './platform/robot-check/spent-challenges';
import { persistentSecret } from './platform/security/secrets';
import { trustedProxyOf } from './platform/security/trusted-proxies';
import { productVersion } from './platform/version';
import { AuthRepository } from './modules/auth/auth.repository';
import { registerAuthRoutes } from './modules/auth/auth.routes';
import { apiKeyOf, createAuthenticate, requireRoute } from './modules/auth/authenticate';
import { bootstrapFirstStart } from './modules/auth/bootstrap';
import { PasswordRecoveryService } from './modules/auth/password-recovery.service';
import { SignInService } from './modules/auth/sign-in.service';
import {
  TenantsRepository,
  TenantsService,
  platformHostOf,
  registerTenantRoutes,
} from './modules/tenants';
import { UsersRepository, registerUserScreens } from './modules/users';
import { SupportRepository, SupportService, registerSupportRoutes } from './modules/support';
import {
  PushRepository,
  PushService,
  createPushProvider,
  registerPushRoutes,
} from './modules/push';
import { registerOcpp, type Ocpp } from './ocpp/register-ocpp';
import {
  createCardProvider,
  registerCardAuthenticationRoutes,
} from './modules/card-authentication';
import { LogsService, TenantLog, registerLogRoutes, registerRequestErrorLog } from './modules/logs';
import { registerStationScreens } from './modules/stations';
import { StationGroupsRepository, registerStationGroupRoutes } from './modules/station-groups';
import { createAddressProviders, registerAddressRoutes } from './modules/addresses';
import { registerTransactionListRoutes } from './modules/transactions/transaction-list.routes';
import { registerTransactionPaymentRoutes } from './modules/transactions/transaction-payments.routes';
import { registerTransactionReportRoutes } from './modules/transactions/transaction-reports.routes';
import { registerOcppTagScreens } from './modules/tags';
import { WalletRepository, registerWalletRoutes } from './modules/wallets';
import {
  InvoicesRepository,
  InvoicesService,
  createInvoiceProvider,
  registerInvoiceRoutes,
} from './modules/invoices';
import { registerTransactionIdleRoutes } from './modules/transactions/transaction-idle.routes';
import { registerOperationScreens } from './modules/operations';
import { ReportQuota, registerReportRoutes } from './modules/reports';
import { registerTransactionEventRoutes } from './modules/alerts';
import { UsageRepository, UsageService, registerUsageRoutes } from './modules/usage';
import {
  QrCodeRepository,
  QrCodeService,
  QrTokens,
  registerQrCodeRoutes,
  type QrTokenVerifier,
} from './modules/qrcode';
import { registerStatsRoutes } from './modules/stats';
import { registerNotificationRoutes } from './modules/notifications';
import { registerRealtime, type Realtime } from './modules/realtime';

export interface AppOptions {
  config: Config;
  /** An already open database (tests); otherwise one is opened from the configuration. */
  database?: DatabaseHandle;
  webDir?: string;
  mailer?: Mailer;
  logStream?: NodeJS.WritableStream;
}

export interface App {
  http: ApiApp;
  database: DatabaseHandle;
  ocpp: Ocpp;
  /** The realtime socket and the feed of committed station changes (spec 1 §4). */
  realtime: Realtime;
  /** Each tenant's application log (logs screen); OCPP traffic summaries go here too. */
  tenantLog: TenantLog;
  /** Whether a token is the signed QR token of this connector (public connector status topics). */
  verifyQrToken: QrTokenVerifier;
  /** Scheduled work (database maintenance, …); stopped first on close. */
  jobs: JobScheduler;
  close(): Promise<void>;
}

function createRobotCheck(config: Config, database: DatabaseHandle, secret: string): RobotCheck {
  switch (config.robotCheck) {
    case 'off':
      return robotCheckOff;
    case 'altcha':
      return new AltchaCheck(secret, config.altchaMaxNumber, databaseSpentChallenges(database.db));
    case 'recaptcha':
    case 'turnstile':
      return new SiteVerifyCheck(
        config.robotCheck,
        config.robotCheckSiteKey ?? '',
        config.robotCheckSecret ?? '',
      );
  }
}

/** Builds the whole server: database, domain modules, HTTP routes and the web app. */
export async function createApp(options: AppOptions): Promise<App> {
  const { config } = options;
  const version = productVersion();
  const database =
    options.database ??
    openDatabase({ url: config.databaseUrl, dataDir: embeddedDataDir(config.dataDir) });
  await migrateToLatest(database.db);
  const http = await createHttpServer({
    logLevel: config.logLevel,
    logStream: options.logStream,
    trustProxy: config.trustProxy.length > 0 && trustedProxyOf(config.trustProxy),
    version,
    https: httpsOptionsOf(config.tls),
    contentSecurity: {
      mapTileUrl: config.addresses.mapTileUrl,
      robotCheck: config.robotCheck,
      cardProvider: config.card.provider,
    },
  });
  const upgrades = routeUpgrades(http.server);

  const tokenSecret = persistentSecret(config.dataDir, 'jwt-secret', config.jwtSecret);
  const tenantsRepository = new TenantsRepository(database.db);
  const usersRepository = new UsersRepository(database.db);
  await bootstrapFirstStart(
    tenantsRepository,
    usersRepository,
    { email: config.adminEmail, password: config.adminPassword },
    http.log,
  );

  const platformHost = platformHostOf(config.publicUrl);
  const tenants = new TenantsService(tenantsRepository, platformHost ? [platformHost] : []);
  const tenantLog = new TenantLog({
    dir: join(config.dataDir, 'logs'),
    aliasOf: async (tenantPk) => (await tenantsRepository.findByPk(tenantPk))?.alias,
    onError: (error, path) => http.log.error({ err: error, path }, 'tenant log append failed'),
  });
  registerRequestErrorLog(http, tenantLog, (request) =>
    tenants.resolve({ apiKey: apiKeyOf(request), host: request.headers.host }),
  );
  const robotCheck = createRobotCheck(config, database, tokenSecret);
  const mailer =
    options.mailer ??
    createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir });
  const authRepository = new AuthRepository(database.db);
  const signIn = new SignInService(usersRepository, tenants, authRepository, {
    tokenSecret,
    sessionTtlSeconds: config.sessionTtlSeconds,
    robotCheck,
    tenantLog,
  });
  const recovery = new PasswordRecoveryService(
    usersRepository,
    tenants,
    authRepository,
    mailer,
    robotCheck,
    tokenSecret,
  );
  const authenticate = createAuthenticate(signIn);

  http.get(
    '/api/health',
    {
      config: { access: 'public' },
      schema: { tags: ['platform'], summary: 'Liveness and database check' },
    },
    async () => {
      await sql`select 1`.execute(database.db);
      return { status: 'ok', db: database.kind, version };
    },
  );
  registerAuthRoutes(http, { signIn, recovery, tenants, robotCheck, authenticate });
  registerTenantRoutes(http, {
    tenants,
    authenticate,
    requireRoute,
    tenantOfUser: async (userPk) => (await usersRepository.findByPk(userPk))?.tenant_pk,
    publicUrl: config.publicUrl,
  });
  registerSupportRoutes(http, {
    support: new SupportService(new SupportRepository(database.db), mailer),
    authenticate,
    requireRoute,
  });
  registerPushRoutes(http, {
    push: new PushService(
      new PushRepository(database.db),
      await createPushProvider(config.push, config.dataDir),
      http.log,
    ),
    authenticate,
    requireRoute,
  });
  registerLogRoutes(http, {
    logs: new LogsService(tenants, tenantLog),
    authenticate,
    requireRoute,
  });
  registerCardAuthenticationRoutes(http, {
    provider: createCardProvider(config.card, tokenSecret),
    tenantOf: (request) =>
      tenants.resolve({ apiKey: apiKeyOf(request), host: request.headers.host }),
  });
  const invoiceRepository = new InvoicesRepository(database.db);
  const invoices = new InvoicesService(
    invoiceRepository,
    createInvoiceProvider(config.invoices, config.publicUrl),
    http.log.child({ module: 'invoices' }),
  );
  const realtime = await registerRealtime(http, {
    db: database.db,
    serialTransactions: database.kind === 'pglite',
    upgrades,
    authenticate: (token, apiKey) => signIn.authenticate(token, apiKey),
    publicConnector: (chargeBoxId, connectorId, token) =>
      qrTokens.verify(chargeBoxId, connectorId, token),
  });
  const ocpp = await registerOcpp(http, {
    config,
    database,
    live: realtime.live,
    tenantLog,
    tenants: tenantsRepository,
    authenticate,
    requireRoute,
    upgrades,
    onTransactionPaid: (transactionPk) => invoices.requestFor(transactionPk),
  });
  const reportQuota = new ReportQuota(database.db);
  registerOcppTagScreens(http, {
    db: database.db,
    authenticate,
    requireRoute,
    countReport: reportQuota.countReport,
  });
  registerReportRoutes(http, { db: database.db, quota: reportQuota, authenticate, requireRoute });
  registerTransactionEventRoutes(http, { db: database.db, authenticate, requireRoute });
  registerUserScreens(http, {
    db: database.db,
    tenants: tenantsRepository,
    mailer,
    authenticate,
    requireRoute,
  });
  registerWalletRoutes(http, {
    db: database.db,
    wallet: new WalletRepository(database.db),
    authenticate,
  });
  registerOperationScreens(http, {
    db: database.db,
    operations: ocpp.operations,
    authenticate,
    requireRoute,
  });
  const qrTokens = new QrTokens(persistentSecret(config.dataDir, 'qr-secret', config.qrSecret));
  const qrRepository = new QrCodeRepository(database.db);
  registerQrCodeRoutes(http, {
    qr: new QrCodeService(qrRepository, qrTokens, ocpp.operations, robotCheck),
    repository: qrRepository,
    authenticate,
    requireRoute,
  });
  await registerStationScreens(http, {
    db: database.db,
    dataDir: config.dataDir,
    sessions: ocpp.gateway,
    authenticate,
    requireRoute,
  });
  registerStationGroupRoutes(http, {
    groups: new StationGroupsRepository(database.db),
    authenticate,
    requireRoute,
  });
  registerAddressRoutes(http, {
    config: config.addresses,
    ...createAddressProviders(config.addresses),
    authenticate,
  });
  registerTransactionListRoutes(http, { db: database.db, authenticate });
  registerNotificationRoutes(http, { db: database.db, authenticate });
  registerTransactionPaymentRoutes(http, {
    db: database.db,
    authenticate,
    requireRoute,
    onPaid: (pks) => pks.forEach((pk) => invoices.requestFor(pk)),
  });
  registerTransactionIdleRoutes(http, { db: database.db, authenticate, requireRoute });
  registerInvoiceRoutes(http, { invoices, repository: invoiceRepository, authenticate });
  registerTransactionReportRoutes(http, {
    db: database.db,
    authenticate,
    requireRoute,
    countReport: reportQuota.countReport,
  });
  registerUsageRoutes(http, {
    usage: new UsageService(new UsageRepository(database.db)),
    authenticate,
    requireRoute,
  });
  registerStatsRoutes(http, { db: database.db, authenticate, requireRoute });
  await registerWebApp(http, options.webDir ?? defaultWebDir(), async (request) => {
    const tenant = await tenants.resolve({ host: request.headers.host });
    return {
      'Api-Key': tenant.api_key,
      Theme: findTheme(tenant.theme).name,
      // Links stored before they were checked reach the browser only when they are https.
      'Terms-Of-Use': safeLinkUrl(tenant.terms_of_use_url) ?? '',
      'Deeplinking-Host':
        safeLinkUrl(tenant.deeplinking_host) ?? safeLinkUrl(config.publicUrl) ?? '',
    };
  });

  const jobs = new JobScheduler({
    log: http.log.child({ module: 'jobs' }),
    lock: jobLockFor(database),
  });
  // PostgreSQL has autovacuum; the embedded database runs without it (README, "OCPP").
  if (database.kind === 'pglite' && config.dbMaintenanceCron)
    jobs.add(databaseMaintenanceJob(database.db, config.dbMaintenanceCron));

  if (!options.database) {
    http.addHook('onClose', async () => {
      await database.close();
    });
  }
  // onClose hooks run last-registered first: invoices requested by the stops OCPP flushes on
  // close are waited for after it, and before the database closes.
  http.addHook('onClose', () => invoices.settled());
  http.addHook('onClose', () => ocpp.close());
  http.addHook('onClose', () => tenantLog.close());
  http.addHook('onClose', () => jobs.stop());
  return {
    http,
    database,
    ocpp,
    realtime,
    tenantLog,
    verifyQrToken: qrTokens.verify,
    jobs,
    close: () => http.close(),
  };
}
