// The real server for a benchmark: embedded database in a temporary (or kept) data directory,
// listening on 127.0.0.1, with a signed-in administrator.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp, type App } from '../../apps/server/src/app';
import { loadConfig, type Config } from '../../apps/server/src/platform/config';

export interface BenchServer {
  app: App;
  config: Config;
  dataDir: string;
  rootTenantPk: number;
  /**
   * Runs `seed` unless a kept database already holds the station `marker`, logging its progress
   * with the elapsed time; answers the seconds spent.
   */
  seedOnce(
    marker: string,
    seed: (progress: (text: string) => void) => Promise<void>,
  ): Promise<number>;
  /** Starts listening and signs in; call after seeding. */
  listen(): Promise<{ base: string; headers: Record<string, string> }>;
  /** Stops the server; a temporary data directory is removed unless `keepData`. */
  close(keepData?: boolean): Promise<void>;
}

const EMAIL = 'bench@example.com';
const PASSWORD = 'Bench123!';

/** `env` adds or overrides settings, e.g. DATABASE_URL for a PostgreSQL run. */
export async function startBenchServer(
  name: string,
  keptDataDir?: string,
  env: Record<string, string> = {},
): Promise<BenchServer> {
  const dataDir = keptDataDir ?? mkdtempSync(join(tmpdir(), `chargedeck-bench-${name}-`));
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ROBOT_CHECK: 'off',
    ADMIN_EMAIL: EMAIL,
    ADMIN_PASSWORD: PASSWORD,
    LOG_LEVEL: 'warn',
    ...env,
  });
  const app = await createApp({ config });
  const root = await app.database.db
    .selectFrom('tenant')
    .select('tenant_pk')
    .where('parent_tenant_pk', 'is', null)
    .executeTakeFirstOrThrow();
  return {
    app,
    config,
    dataDir,
    rootTenantPk: root.tenant_pk,
    async seedOnce(marker, seed) {
      const started = performance.now();
      const seconds = () => Math.round((performance.now() - started) / 100) / 10;
      const seeded = await app.database.db
        .selectFrom('charge_box')
        .select('charge_box_pk')
        .where('charge_box_id', '=', marker)
        .executeTakeFirst();
      if (!seeded) {
        await seed((text) => process.stderr.write(`seed: ${text} (${seconds()} s)\n`));
      }
      return seconds();
    },
    async listen() {
      await app.http.listen({ port: 0, host: '127.0.0.1', backlog: config.listenBacklog });
      const address = app.http.server.address();
      if (!address || typeof address === 'string') throw new Error('no address');
      const base = `http://127.0.0.1:${address.port}`;
      const login = await fetch(`${base}/api/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
      });
      const { token } = (await login.json()) as { token: string };
      return { base, headers: { Authorization: `Bearer ${token}` } };
    },
    async close(keepData = false) {
      await app.close();
      if (!keptDataDir && !keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
