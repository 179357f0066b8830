import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from '../../scripts/cluster/processes';

export const REPO_ROOT = resolve(import.meta.dirname, '../..');
export const ADMIN = { email: 'admin@example.com', password: 'Admin123!' } as const;

export interface RunningServer {
  port: number;
  baseUrl: string;
  dataDir: string;
  /** Output of the process, for failure reports. */
  output(): string;
  stop(): Promise<void>;
}

const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 5_000;
/** The end of a server's output kept for a failure report. */
const OUTPUT_KEPT_CHARS = 20_000;
const running = new Set<RunningServer>();

/** The servers started and not yet stopped (their output goes into a failed test's report). */
export function runningServers(): readonly RunningServer[] {
  return [...running];
}

/** A server's output between markers, for a failure report. */
export function outputReport(port: number, output: string): string {
  return (
    `\n--- output of the server on port ${port} (its last ${OUTPUT_KEPT_CHARS.toLocaleString('en')} characters) ---\n` +
    `${output}\n--- end of the server output ---\n`
  );
}

/**
 * Starts the built server (`npm run build` must have run) on a free 127.0.0.1 port with a fresh
 * DATA_DIR and waits for /api/health.
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const entry = join(REPO_ROOT, 'apps/server/dist/main.js');
  if (!existsSync(entry) || !existsSync(join(REPO_ROOT, 'apps/web/dist/index.html'))) {
    throw new Error('The product is not built: run `npm run build` before the e2e specs');
  }
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'chargedeck-e2e-'));
  const child = spawn(process.execPath, [entry], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      ROBOT_CHECK: 'altcha',
      ALTCHA_MAX_NUMBER: '2000',
      LOG_LEVEL: 'warn',
      // The shared test machine lags for seconds at times; a simulated station told to boot
      // again 10–20 s later would outlast a spec's wait (docs/ocpp.md, boots under saturation).
      OCPP_SATURATION_LAG_MS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-OUTPUT_KEPT_CHARS);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const baseUrl = `http://127.0.0.1:${port}`;
  const server: RunningServer = {
    port,
    baseUrl,
    dataDir,
    output: () => output,
    stop: async () => {
      running.delete(server);
      await stopProcess(child);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  try {
    await waitForHealth(baseUrl, child);
    running.add(server);
  } catch (error) {
    await server.stop();
    throw new Error(`${(error as Error).message}${outputReport(port, output)}`, {
      cause: error,
    });
  }
  return server;
}

async function waitForHealth(baseUrl: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      const answer = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2_000) });
      if (answer.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not answer /api/health within ${START_TIMEOUT_MS} ms`);
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const killer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    child.once('exit', () => {
      clearTimeout(killer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
