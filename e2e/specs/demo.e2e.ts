import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { freePort } from '../../scripts/cluster/processes';
import { apiLogin } from '../support/product-api';
import { REPO_ROOT } from '../support/server';

const DEMO_ADMIN = { email: 'admin@demo.chargedeck.dev', password: 'Demo-admin-2026!' };

interface StationTiles {
  stations: { total: number; inUse: number };
}

interface HomeSums {
  users: { usersCharged: number };
  energy: { consumption: number };
  cost: number | null;
  income: number | null;
}

interface Configurations {
  content: { name: string; charge_box_count: number; dynamic_price_enabled: boolean }[];
}

interface Profiles {
  dynamicPricingList: { name: string; chargeBoxCount: number }[];
}

interface MapStations {
  chargePointList: { locationLatitude: number | null; locationLongitude: number | null }[];
}

/** `npm run demo` (the built product): 20 simulated stations charging, stopped by Ctrl+C. */
describe('demo', () => {
  let demo: ChildProcess | undefined;
  let dataDir: string | undefined;

  afterAll(async () => {
    demo?.kill('SIGKILL');
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('runs the product with 20 simulated stations in a configuration priced by a profile, charging by drivers who are users, and stops both on Ctrl+C', async () => {
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
    const today = new Date().toISOString().slice(0, 10);
    const get = async <T>(path: string) =>
      (await (
        await fetch(`${base}${path}`, { headers: { Authorization: `Bearer ${token}` } })
      ).json()) as T;
    const tiles = await vi.waitFor(
      async () => {
        const body = await get<StationTiles>(`/api/stats/info?fromDate=${today}&toDate=${today}`);
        if (body.stations.total !== 20 || body.stations.inUse < 15)
          throw new Error(`stations charging: ${JSON.stringify(body.stations)}`);
        return body;
      },
      { timeout: 120_000, interval: 1_000 },
    );
    expect(tiles.stations.total).toBe(20);
    expect(output).toContain('provisioned stations: 20 created');
    expect(output).toContain('provisioned id tags: 40 created');
    expect(output).toContain('provisioned drivers: 40 created');
    expect(output).toContain('pricing: profile created, configuration created');
    // A configuration holds the 20 stations, priced by the profile with the cheaper night.
    const groups = await get<Configurations>('/gateway/virtual-groups/list?page=0&size=10');
    expect(groups.content).toEqual([
      { ...groups.content[0], name: 'DEMO: estações', charge_box_count: 20 },
    ]);
    expect(groups.content[0]?.dynamic_price_enabled).toBe(true);
    const profiles = await get<Profiles>('/api/dynamic-pricing');
    expect(profiles.dynamicPricingList).toEqual([
      expect.objectContaining({ name: 'DEMO: noite mais barata', chargeBoxCount: 20 }),
    ]);

    // While they charge: the drivers count as users who charged, and the energy and money of
    // the running recharges show from their meter values.
    const sums = await vi.waitFor(
      async () => {
        const body = await get<HomeSums>(`/api/stats/sums?fromDate=${today}&toDate=${today}`);
        if (!body.energy.consumption || !body.cost || !body.income)
          throw new Error(`no energy or money yet: ${JSON.stringify(body)}`);
        return body;
      },
      { timeout: 60_000, interval: 1_000 },
    );
    expect(sums.users.usersCharged).toBeGreaterThanOrEqual(15);
    const map = await get<MapStations>('/api/chargepoints/map');
    expect(map.chargePointList.filter((s) => s.locationLatitude !== null)).toHaveLength(20);
    await vi.waitFor(
      () => {
        if (!output.includes('connector types: 40 connectors typed')) throw new Error(output);
      },
      { timeout: 30_000, interval: 500 },
    );

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
