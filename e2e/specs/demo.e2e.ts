import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { freePort } from '../support/free-port';
import { apiLogin } from '../support/product-api';
import { REPO_ROOT } from '../support/server';

const DEMO_ADMIN = { email: 'admin@demo.chargedeck.dev', password: 'Demo-admin-2026!' };

interface StationTiles {
  stations: { total: number; inUse: number };
}

/** `npm run demo` (the built product): 20 simulated stations charging, stopped by Ctrl+C. */
describe('demo', () => {
  let demo: ChildProcess | undefined;
  let dataDir: string | undefined;

  afterAll(async () => {
    demo?.kill('SIGKILL');
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('runs the product with 20 simulated stations charging, and stops both on Ctrl+C', async () => {
    const port = await freePort();
    dataDir = await mkdtemp(join(tmpdir(), 'chargedeck-demo-'));
    const base = `http://127.0.0.1:${port}`;
    let output = '';
    demo = spawn(process.execPath, [join(REPO_ROOT, 'scripts/demo.mjs')], {
      cwd: REPO_ROOT,
      env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, ROBOT_CHECK: 'off' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    demo.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    demo.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => demo?.once('exit', resolve));

    const token = await vi.waitFor(() => apiLogin(base, DEMO_ADMIN.email, DEMO_ADMIN.password), {
      timeout: 90_000,
      interval: 1_000,
    });
    const tiles = await vi.waitFor(
      async () => {
        const today = new Date().toISOString().slice(0, 10);
        const answer = await fetch(`${base}/api/stats/info?fromDate=${today}&toDate=${today}`, {
          headers: { Authorization: `Bearer ${token}` },
        });
        const body = (await answer.json()) as StationTiles;
        if (body.stations.total !== 20 || body.stations.inUse < 15)
          throw new Error(`stations charging: ${JSON.stringify(body.stations)}`);
        return body;
      },
      { timeout: 120_000, interval: 1_000 },
    );
    expect(tiles.stations.total).toBe(20);
    expect(output).toContain('provisioned stations: 20 created');
    expect(output).toContain('provisioned id tags: 40 created');

    demo.kill('SIGINT');
    const code = await Promise.race([
      exited,
      new Promise((resolve) => setTimeout(() => resolve('still running'), 20_000)),
    ]);
    expect(code).toBe(0);
    const health = await fetch(`${base}/api/health`).then(
      (answer) => answer.status,
      () => 'closed',
    );
    expect(health).toBe('closed');
  });
});
