import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMainProcess } from './testing/main-process';

// A resolve hook that names on stderr each package the process loads, once.
const hook = `
const seen = new Set();
export async function resolve(specifier, context, next) {
  const answer = await next(specifier, context);
  const name = /node_modules\\/((?:@[^/]+\\/)?[^/]+)\\//.exec(answer.url)?.[1];
  if (name && !seen.has(name)) {
    seen.add(name);
    process.stderr.write('loaded package ' + name + '\\n');
  }
  return answer;
}`;
const register = `import { register } from 'node:module';
register('data:text/javascript,' + encodeURIComponent(${JSON.stringify(hook)}));`;

const dataDir = mkdtempSync(join(tmpdir(), 'chargedeck-lean-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

interface Started {
  /** The packages the process loaded until it listened. */
  packages: string[];
  /** The most connections its listening socket queues (`ss`: Send-Q of a listening socket). */
  backlog: number;
}

function backlogOf(port: string): number {
  const line = execFileSync('ss', ['-ltnH', `sport = :${port}`])
    .toString()
    .trim();
  return Number(line.split(/\s+/)[2]);
}

/** Starts the real process on the embedded database and answers what it loaded. */
async function startServer(): Promise<Started> {
  const { child, base, output } = await startMainProcess(dataDir, {
    imports: [`data:text/javascript,${encodeURIComponent(register)}`],
    timeoutMs: 60_000,
  });
  const backlog = backlogOf(new URL(base).port);
  child.kill('SIGKILL');
  const packages = [...output.matchAll(/^loaded package (\S+)$/gm)].map((m) => m[1] ?? '');
  return { packages, backlog };
}

let started: Started;
beforeAll(async () => {
  started = await startServer();
}, 90_000);

describe('the server at start', () => {
  it('leaves the packages only some routes and settings use unloaded until they are used', () => {
    const loaded = started.packages;
    expect(loaded).toContain('fastify');
    for (const lazy of [
      'pdfkit',
      'pix-utils',
      'nodemailer',
      'mqtt',
      'pg',
      'ioredis',
      '@socket.io/redis-adapter',
      'mercadopago',
    ]) {
      expect(loaded, lazy).not.toContain(lazy);
    }
  });

  it('queues thousands of connections before accepting them (a reconnection storm)', () => {
    const somaxconn = Number(readFileSync('/proc/sys/net/core/somaxconn', 'utf8'));
    // LISTEN_BACKLOG, 4096 by default; the kernel caps it at net.core.somaxconn. Node's own
    // default is 511.
    expect(started.backlog).toBe(Math.min(4096, somaxconn));
  });
});
