import pino from 'pino';
import { afterAll, beforeAll } from 'vitest';
import { loadConfig } from '../../platform/config';
import { secondTenant, type SecondTenant } from '../../testing/second-tenant';
import { ADMIN_PASSWORD, startTestApp } from '../../testing/test-app';
import type { TestDatabase } from '../../testing/test-databases';
import { createPaymentProvider } from './create-payment-provider';
import { PaymentsRepository } from './payments.repository';
import { PaymentsService } from './payments.service';

/**
 * The app started with `env` and `jwtSecret`, its administrator's token, the first tenant, and
 * a payments service with the app's own provider settings and secret: the provider's
 * notifications reach the app's webhook.
 */
export async function appWithPayments(
  database: TestDatabase,
  jwtSecret: string,
  env: Record<string, string>,
) {
  const app = await startTestApp(database, { JWT_SECRET: jwtSecret, ...env });
  const { db } = database.handle;
  const provider = createPaymentProvider(loadConfig(env).payments, {
    db,
    http: app.http,
    tokenSecret: jwtSecret,
  });
  const payments = new PaymentsService(
    new PaymentsRepository(db),
    provider,
    pino({ level: 'silent' }),
  );
  const { tenant_pk: tenantPk } = await db
    .selectFrom('tenant')
    .select('tenant_pk')
    .orderBy('tenant_pk')
    .executeTakeFirstOrThrow();
  return { app, payments, tenantPk, token: await app.login() };
}

interface SandboxApp extends Awaited<ReturnType<typeof appWithPayments>> {
  /** A sibling tenant with monetization and payments, its operator signed in with them. */
  sibling: SecondTenant;
}

/**
 * A suite's app on the sandbox provider (no settle delay) with a sibling tenant named
 * `siblingAlias`, started before the suite and closed after it; the fields are there once
 * `beforeAll` has run.
 */
export function sandboxAppKit(database: TestDatabase, jwtSecret: string, siblingAlias: string) {
  const kit = {} as SandboxApp;
  beforeAll(async () => {
    const started = await appWithPayments(database, jwtSecret, { PAYMENT_SANDBOX_DELAY_MS: '0' });
    const sibling = await secondTenant(started.app, database, siblingAlias, ['/financial']);
    await database.handle.db
      .updateTable('tenant')
      .set({ feature_monetization: true, feature_payment: true })
      .where('tenant_pk', '=', sibling.tenantPk)
      .execute();
    // Features are read at sign-in.
    sibling.token = await started.app.login(`operator@${siblingAlias}.example`, ADMIN_PASSWORD, {
      host: `${siblingAlias}.localhost`,
    });
    Object.assign(kit, started, { sibling });
  });
  afterAll(async () => {
    await kit.app?.close();
  });
  return kit;
}
