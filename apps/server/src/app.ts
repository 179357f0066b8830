import type { DatabaseHandle } from './platform/db/database';
import type { ApiApp } from './platform/http/api-app';
import { defaultWebDir } from './platform/http/web-app';
import { jobLeaderOf, scheduledJobs } from './platform/jobs/scheduled-jobs';
import type { JobScheduler } from './platform/jobs';
import type { ModuleContext } from './platform/module-context';
import { openPlatform, type PlatformOptions } from './platform/open-platform';
import { registerRealtime, type Realtime } from './platform/realtime';
import { registerOcpp, type Ocpp } from './ocpp/register-ocpp';
import { addressesModule } from './modules/addresses';
import { alertsModule } from './modules/alerts';
import { authModule, requireAnyRoute } from './modules/auth';
import { paymentsModule } from './modules/payments';
import { pricingModule, type ChargerPricing } from './modules/pricing';
import { chargingProfilesModule } from './modules/charging-profiles';
import { configurationsModule } from './modules/configurations';
import { financialModule } from './modules/financial';
import { voucherRefunds, vouchersModule } from './modules/vouchers';
import { invoicesModule } from './modules/invoices';
import { logsModule, tenantLogOf, type TenantLog } from './modules/logs';
import { metersModule } from './modules/meters';
import { notificationsModule } from './modules/notifications';
import { operationsModule, type OperationsService } from './modules/operations';
import { pushModule } from './modules/push';
import { qrTokensOf, qrcodeModule, type QrTokenVerifier } from './modules/qrcode';
import { reportsModule } from './modules/reports';
import { ChargerTriggers, smartChargingModule } from './modules/smart-charging';
import { stationGroupsModule } from './modules/station-groups';
import { StationLiveRepository, stationLiveFeed, stationsModule } from './modules/stations';
import { statsModule } from './modules/stats';
import { supportModule } from './modules/support';
import { ocppTagsModule } from './modules/ocpp-tags';
import { tenantDirectory, tenantWebApp, tenantsModule } from './modules/tenants';
import { transactionsModule } from './modules/transactions';
import { usageModule } from './modules/usage';
import { UsersRepository, usersModule } from './modules/users';
import { walletsModule } from './modules/wallets';

export interface AppOptions extends PlatformOptions {
  webDir?: string;
  /**
   * The profile of each charger connector for pricing at the stop. The configurations module
   * answers it once merged; tests give their own.
   */
  chargerPricing?: ChargerPricing;
}

export interface App {
  http: ApiApp;
  database: DatabaseHandle;
  ocpp: Ocpp & { operations: OperationsService };
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

/**
 * Builds the whole server as a list of modules in dependency order: each factory registers its
 * routes, topics, jobs and lifecycle hooks and returns what later modules may call
 * (docs/architecture.md).
 */
export async function createApp(options: AppOptions): Promise<App> {
  const platform = await openPlatform(options);
  const { http, database } = platform;

  // Who is who comes first: sign-in needs tenants, users and the tenant log, and every other
  // module's routes need the guards that sign-in gives.
  const tenants = tenantDirectory(platform);
  const users = new UsersRepository(platform.db);
  const tenantLog = tenantLogOf(platform, tenants);
  const auth = await authModule(platform, { tenants, users, tenantLog });
  const ctx: ModuleContext = { ...platform, ...auth.guards };

  tenantsModule(ctx, {
    directory: tenants,
    tenantOfUser: async (userPk) => (await users.findByPk(userPk))?.tenant_pk,
  });
  logsModule(ctx, { tenants, tenantLog });
  usersModule(ctx, { users, tenants, requireAnyRoute });
  supportModule(ctx);
  await pushModule(ctx);
  const invoices = invoicesModule(ctx);
  const payments = paymentsModule(ctx, {
    tenants,
    invoices,
    onRechargePaid: (pk) => invoices.requestFor(pk),
    // A voucher-paid recharge's refund goes back to its voucher (the voucher spent it at the stop).
    vouchers: voucherRefunds,
  });
  const qrTokens = qrTokensOf(platform);
  // The socket checks a subscription against the station facts; the feed publishes on it.
  const stationFacts = new StationLiveRepository(platform.db);
  const realtime = registerRealtime(http, {
    owners: stationFacts,
    upgrades: platform.upgrades,
    cluster: platform.cluster,
    authenticate: (token, apiKey) => auth.signIn.authenticate(token, apiKey),
    publicConnector: (chargeBoxId, connectorId, token) =>
      qrTokens.verify(chargeBoxId, connectorId, token),
  });
  const live = await stationLiveFeed(platform, { bus: realtime.bus, facts: stationFacts });
  const reports = reportsModule(ctx);
  const meters = metersModule(ctx);
  const tags = ocppTagsModule(ctx, { countReport: reports.countReport });
  const configurations = configurationsModule(ctx);
  const pricing = pricingModule(ctx, {
    links: configurations.links,
    chargers: options.chargerPricing ?? configurations.chargers,
  });
  // Starts and stops re-plan smart charging; its balancer is built after the command service.
  const smartTriggers = new ChargerTriggers();
  const transactions = transactionsModule(ctx, {
    tagAuthorization: tags.authorization,
    writeSamples: meters.writeSamples,
    live,
    // The money rule's order: the price is in the stop statement, then the payment.
    hooks: [payments.transactionHooks, invoices.transactionHooks, smartTriggers.transactionHooks],
    onPaid: (pks) => pks.forEach((pk) => invoices.requestFor(pk)),
    countReport: reports.countReport,
    pricer: pricing.stopPricer,
  });
  const ocpp = await registerOcpp(ctx, {
    tenants: tenants.repository,
    live,
    tenantLog,
    lifecycle: transactions.lifecycle,
  });
  await stationsModule(ctx, { tenants: tenants.repository, sessions: ocpp.sessions });
  const chargingProfiles = chargingProfilesModule(ctx);
  const { operations } = operationsModule(ctx, {
    commands: ocpp.commands,
    profiles: chargingProfiles.profiles,
    remoteStartPayments: payments.remoteStartPayments,
  });
  const jobLeader = jobLeaderOf(platform);
  smartChargingModule(ctx, {
    triggers: smartTriggers,
    operations,
    meters: meters.siteMeters,
    statuses: live,
    leader: jobLeader,
  });
  qrcodeModule(ctx, { tokens: qrTokens, operations, robotCheck: auth.robotCheck });
  alertsModule(ctx);
  walletsModule(ctx);
  financialModule(ctx, { countReport: reports.countReport });
  vouchersModule(ctx);
  stationGroupsModule(ctx);
  addressesModule(ctx);
  notificationsModule(ctx);
  usageModule(ctx);
  statsModule(ctx);
  await tenantWebApp(ctx, tenants, options.webDir ?? defaultWebDir());
  const jobs = await scheduledJobs(platform, [payments.reconcileJob, ...meters.jobs], jobLeader);

  return {
    http,
    database,
    ocpp: { ...ocpp, operations },
    realtime,
    tenantLog,
    verifyQrToken: qrTokens.verify,
    jobs,
    close: () => http.close(),
  };
}
