import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BufferedLogWriter } from './buffered-log-writer';
import { TenantLog } from './tenant-log';

const tempDir = () => mkdtempSync(join(tmpdir(), 'chargedeck-log-'));

describe('buffered log writer', () => {
  it('keeps lines in memory until the delay passes, then appends them in order', async () => {
    const dir = tempDir();
    const path = join(dir, 'a', '2026-11-22.log');
    const writer = new BufferedLogWriter({ flushDelayMs: 30 });
    writer.write(path, 'one');
    writer.write(path, 'two');
    expect(existsSync(path)).toBe(false);
    await new Promise((r) => setTimeout(r, 80));
    writer.write(path, 'three');
    await writer.close();
    expect(readFileSync(path, 'utf8')).toBe('one\ntwo\nthree\n');
    writer.write(path, 'after close');
    await writer.flush();
    expect(readFileSync(path, 'utf8')).not.toContain('after close');
  });

  it('appends at once when the buffer is full, and to existing files', async () => {
    const path = join(tempDir(), 'b.log');
    writeFileSync(path, 'earlier\n');
    const writer = new BufferedLogWriter({ flushDelayMs: 60_000, maxBufferedChars: 20 });
    writer.write(path, 'x'.repeat(25));
    await new Promise((r) => setTimeout(r, 50));
    expect(readFileSync(path, 'utf8')).toBe(`earlier\n${'x'.repeat(25)}\n`);
    await writer.close();
  });

  it('reports a failed append instead of throwing', async () => {
    const blocker = join(tempDir(), 'file');
    writeFileSync(blocker, '');
    const failures: string[] = [];
    const writer = new BufferedLogWriter({ onError: (_e, path) => failures.push(path) });
    writer.write(join(blocker, 'x.log'), 'line');
    await writer.close();
    expect(failures).toEqual([join(blocker, 'x.log')]);
  });
});

describe('tenant log', () => {
  it('writes daily UTC files per tenant, by row or by key', async () => {
    const dir = tempDir();
    let now = new Date('2026-11-22T23:59:59.900Z');
    const log = new TenantLog({
      dir,
      aliasOf: async (pk) => (pk === 7 ? 'serra' : undefined),
      now: () => now,
    });
    log.info({ alias: 'serra' }, 'auth', 'late');
    now = new Date('2026-11-23T00:00:00.100Z');
    log.debug(7, 'ocpp', 'Heartbeat CB-1');
    log.error(99, 'ocpp', 'unknown tenant: dropped');
    expect(await log.daysWithFiles('serra', '2026-11-01', '2026-11-30')).toEqual([
      '2026-11-22',
      '2026-11-23',
    ]);
    expect(await log.tail('serra', '2026-11-23', 10)).toBe(
      '2026-11-23T00:00:00.100Z DEBUG [ocpp] Heartbeat CB-1',
    );
    for (let i = 0; i < 5; i++) log.info({ alias: 'serra' }, 'x', `n${i}`);
    expect((await log.tail('serra', '2026-11-23', 2)).split('\n').map((l) => l.slice(-2))).toEqual([
      'n3',
      'n4',
    ]);
    expect(await log.tail('nobody', '2026-11-23', 2)).toBe('');
    log.info({ alias: '../escape' }, 'x', 'y');
    await log.close();
    expect(log.dirOf('../escape').startsWith(dir)).toBe(true);
  });
});
