// npm run demo: the product with 20 simulated stations charging. The server keeps its data in
// ./data-demo (DATA_DIR), apart from `npm start`'s; the simulator registers its stations (priced
// per kWh), their cards and the drivers who own them through the API, and a configuration that
// holds them, priced by a pricing profile with a cheaper night (R$ 1,20/kWh by day, R$ 0,80/kWh
// 22:00–06:00, a start price, fee and taxes; see packages/simulator/src/provision/pricing.ts), so
// every recharge is priced at its stop with line items and the home shows its cost and revenue.
// Then drivers plug in, charge and leave on every connector; once the stations are online their
// connectors get a type.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { buildIfStale, root, startServer } from './product.mjs';

const STATIONS = 20;
const CONNECTORS = 2;
// A card is allowed one transaction at a time: one card per connector keeps them all busy.
// Each card belongs to a driver, a user of the tenant, so the home counts who charged.
const ID_TAGS = Array.from({ length: STATIONS * CONNECTORS }, (_, i) => `DEMO-TAG-${i + 1}`);
/**
 * The stations' own price per kWh, in cents: the profile's day price (R$ 1,20). It prices what
 * the profile does not (a running recharge's money so far is reckoned at the station's price).
 */
const PRICE_PER_KWH_CENTS = 120;
const HEALTH_TIMEOUT_MS = 120_000;
const env = {
  PORT: process.env.PORT || '8080',
  DATA_DIR: process.env.DATA_DIR || join(root, 'data-demo'),
  ADMIN_EMAIL: process.env.ADMIN_EMAIL || 'admin@demo.chargedeck.dev',
  ADMIN_PASSWORD: process.env.ADMIN_PASSWORD || 'Demo-admin-2026!',
  STATION_PASSWORD: process.env.STATION_PASSWORD || 'demo-station-key-16',
  // The simulator's status lines are the demo's output; the server reports warnings only.
  LOG_LEVEL: process.env.LOG_LEVEL || 'warn',
};
const base = `http://127.0.0.1:${env.PORT}`;

/** Another server on the port would answer the health check and the simulator in its place. */
function portFree(port) {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(Number(port), () => probe.close(() => resolve(true)));
  });
}

async function healthy() {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null)
      throw new Error(`the server stopped (exit code ${server.exitCode})`);
    const ok = await fetch(`${base}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the server did not answer on ${base} within ${HEALTH_TIMEOUT_MS / 1000} s`);
}

function simulate() {
  const args = [
    ...['--url', `ws://127.0.0.1:${env.PORT}/ocpp`, '--stations', String(STATIONS)],
    ...['--prefix', 'DEMO', '--password', env.STATION_PASSWORD, '--connectors', String(CONNECTORS)],
    ...['--meter-interval', '10', '--transactions', '--idle', '5-60', '--charge', '300-1800'],
    ...['--id-tags', ID_TAGS.join(','), '--drivers', '--price-kwh', String(PRICE_PER_KWH_CENTS)],
    '--pricing',
    ...['--provision', '--email', env.ADMIN_EMAIL, '--password-admin', env.ADMIN_PASSWORD],
    // Around São Paulo's centre, so the home map and its popups show the fleet.
    '--around=-23.5505,-46.6333',
    ...['--status-interval', '30'],
  ];
  return spawn(
    process.execPath,
    ['--import', 'tsx', join(root, 'packages/simulator/src/cli.ts'), ...args],
    { cwd: root, stdio: 'inherit' },
  );
}

if (!(await portFree(env.PORT))) {
  console.error(`Port ${env.PORT} is in use: stop what listens there or set PORT.`);
  process.exit(1);
}
buildIfStale();
const server = startServer(env);
let simulator;
let stopping = false;

function stop(code) {
  if (stopping) return;
  stopping = true;
  process.exitCode = code;
  simulator?.kill('SIGTERM');
  server.kill('SIGTERM');
}

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(0));
server.on('exit', (code) => {
  simulator?.kill('SIGTERM');
  if (!stopping) process.exitCode = code ?? 1;
});

try {
  await healthy();
  simulator = simulate();
  simulator.on('exit', (code) => stop(code ?? 0));
  console.log(
    `\nDemo: ${base}  sign in as ${env.ADMIN_EMAIL} / ${env.ADMIN_PASSWORD}` +
      ` (first start of ${env.DATA_DIR}). Ctrl+C stops it.\n`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  stop(1);
}
