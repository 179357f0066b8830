import type { ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startMainProcess } from './testing/main-process';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './testing/test-app';

const dataDir = mkdtempSync(join(tmpdir(), 'chargedeck-main-'));
const running: ChildProcess[] = [];

/** Starts the real process on the embedded database and resolves with its base URL. */
async function startServer(): Promise<{ child: ChildProcess; base: string }> {
  const started = await startMainProcess(dataDir);
  running.push(started.child);
  return started;
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
