import { mkdtempSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { createApp, type App, type AppOptions } from '../app';
import { loadConfig } from '../platform/config';
import type { TestDatabase } from './test-databases';

export const ADMIN_EMAIL = 'admin@example.com';
export const ADMIN_PASSWORD = 'Admin123!';

export interface TestApp extends App {
  dataDir: string;
  /** Everything the server logged, for checks that secrets never reach the log. */
  logText(): string;
  /** Texts of the mails written to the outbox, oldest first. */
  outbox(): string[];
  login(email?: string, password?: string, headers?: Record<string, string>): Promise<string>;
}

/** The root administrator's session on each test database with a running app. */
const adminSessions = new WeakMap<object, { app: App; token?: string }>();

/** A POST by the root administrator, signing in again when the session ended. */
async function adminPost(database: TestDatabase, url: string, payload: object) {
  const session = adminSessions.get(database.handle);
  if (!session) return undefined;
  const send = (token: string) =>
    session.app.http.inject({
      method: 'POST',
      url,
      payload,
      headers: { authorization: `Bearer ${token}` },
    });
  const answer = session.token ? await send(session.token) : undefined;
  if (answer && answer.statusCode !== 401) return answer;
  session.token = await signIn(session.app);
  return send(session.token);
}

async function signIn(app: App, email = ADMIN_EMAIL, password = ADMIN_PASSWORD, headers = {}) {
  const res = await app.http.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email, password },
    headers,
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return (res.json() as { token: string }).token;
}

/**
 * Grants a route permission to the user with this e-mail, as an administrator does: through
 * the permission API while an app runs on the database. The row is written directly only when
 * no app runs on it yet, or when a test took the route away from the root administrator.
 */
export async function grantRoute(
  database: TestDatabase,
  email: string,
  route: string,
): Promise<number> {
  const { db } = database.handle;
  const user = await db
    .selectFrom('app_user')
    .select('user_pk')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  const url = `/api/users_data/${user.user_pk}/permissions`;
  const answer = await adminPost(database, url, { route });
  if (!answer || answer.statusCode === 403) {
    await db
      .insertInto('user_permission')
      .values({ user_pk: user.user_pk, route, role_id: null, status: true })
      .execute();
  } else if (answer.statusCode !== 201 && answer.statusCode !== 200) {
    throw new Error(`permission ${route} not granted: ${answer.statusCode} ${answer.body}`);
  }
  return user.user_pk;
}

/** The whole server on a test database, with a tiny built web app and the outbox mailer. */
export async function startTestApp(
  database: TestDatabase,
  env: Record<string, string> = {},
  options: Pick<AppOptions, 'chargerPricing'> = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'chargedeck-test-'));
  const webDir = join(dataDir, 'web');
  mkdirSync(webDir, { recursive: true });
  writeFileSync(
    join(webDir, 'index.html'),
    '<!doctype html><title>Dashboard</title><div id="root"></div>',
  );
  const config = loadConfig({
    DATA_DIR: dataDir,
    ROBOT_CHECK: 'off',
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    LOG_LEVEL: 'debug',
    // Loading test modules holds the event loop for seconds; a test asks for boots deferred
    // under saturation when it is about them (boot-saturation.test.ts).
    OCPP_SATURATION_LAG_MS: '0',
    ...env,
  });
  let log = '';
  const logStream = new PassThrough();
  logStream.on('data', (chunk: Buffer) => (log += chunk.toString('utf8')));
  const app = await createApp({
    config,
    database: database.handle,
    webDir,
    logStream,
    ...options,
  });
  adminSessions.set(database.handle, { app });
  // Tests read the API's English texts (the spec's) unless a request names its language.
  app.http.addHook('onRequest', async (request) => {
    request.headers['accept-language'] ??= 'en';
  });
  app.http.addHook('onClose', async () => {
    if (adminSessions.get(database.handle)?.app === app) adminSessions.delete(database.handle);
  });
  const outboxDir = join(dataDir, 'outbox');
  return {
    ...app,
    dataDir,
    logText: () => log,
    outbox: () => {
      try {
        return readdirSync(outboxDir)
          .sort()
          .map((file) => readFileSync(join(outboxDir, file), 'utf8'));
      } catch {
        return [];
      }
    },
    login: (email = ADMIN_EMAIL, password = ADMIN_PASSWORD, headers = {}) =>
      signIn(app, email, password, headers),
  };
}
