import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './testing/test-app';

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
function startServer(): Promise<Started> {
  const child = spawn(
    process.execPath,
    [
      '--import',
      `data:text/javascript,${encodeURIComponent(register)}`,
      '--import',
      'tsx',
      new URL('./main.ts', import.meta.url).pathname,
    ],
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
        REDIS_URL: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('server did not start in 60 s')), 60_000);
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const port = /listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(output)?.[1];
      if (!port) return;
      clearTimeout(timer);
      const backlog = backlogOf(port);
      child.kill('SIGKILL');
      const packages = [...output.matchAll(/^loaded package (\S+)$/gm)].map((m) => m[1] ?? '');
      resolve({ packages, backlog });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited with ${code}: ${output}`)));
  });
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
