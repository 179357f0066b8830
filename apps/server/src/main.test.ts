import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './testing/test-app';

const dataDir = mkdtempSync(join(tmpdir(), 'chargedeck-main-'));
const running: ChildProcess[] = [];

/** Starts the real process on the embedded database and resolves with its base URL. */
function startServer(): Promise<{ child: ChildProcess; base: string }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', new URL('./main.ts', import.meta.url).pathname],
    {
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        ROBOT_CHECK: 'off',
        ADMIN_EMAIL,
        ADMIN_PASSWORD,
        DATABASE_URL: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  running.push(child);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('server did not start in 30 s')), 30_000);
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve({ child, base: match[1] });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited with ${code}: ${output}`)));
  });
}

const exitOf = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

afterAll(() => {
  for (const child of running) if (child.exitCode === null) child.kill('SIGKILL');
});

describe('process lifecycle', () => {
  it('finishes in-flight requests on SIGTERM and keeps what was stored', async () => {
    const first = await startServer();
    const login = await fetch(`${first.base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
    });
    const { token } = (await login.json()) as { token: string };
    const created = await fetch(`${first.base}/api/tenants`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        name: 'Charrúa',
        alias: 'charrua',
        theme: 'charrua',
        hosts: ['charrua.localhost'],
      }),
    });
    expect(created.status).toBe(201);

    const exited = exitOf(first.child);
    const inFlight = fetch(`${first.base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    first.child.kill('SIGTERM');
    expect((await inFlight).status).toBe(200);
    expect(await exited).toBe(0);

    const second = await startServer();
    const relogin = await fetch(`${second.base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
    });
    const tenants = await fetch(`${second.base}/api/tenants`, {
      headers: { authorization: `Bearer ${((await relogin.json()) as { token: string }).token}` },
    });
    const { tenantList } = (await tenants.json()) as { tenantList: { alias: string }[] };
    expect(tenantList.map((t) => t.alias)).toContain('charrua');
    second.child.kill('SIGTERM');
    expect(await exitOf(second.child)).toBe(0);
  }, 90_000);
});
