import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database';
import { describeDatabases } from '../../testing/test-databases';
import { JobScheduler, jobLockFor, jobLockKey, noJobLock } from '.';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe('job lock key', () => {
  it('is a stable 64-bit number per job name', () => {
    expect(jobLockKey('database-maintenance')).toBe(jobLockKey('database-maintenance'));
    expect(jobLockKey('database-maintenance')).not.toBe(jobLockKey('reports'));
    const key = BigInt(jobLockKey('reports'));
    expect(key >= -(2n ** 63n) && key < 2n ** 63n).toBe(true);
  });
});

describeDatabases('job lock', (database) => {
  it('keeps a job to one node at a time', async () => {
    if (database.kind === 'pglite') {
      // One process, one session: nothing to share.
      expect(jobLockFor(database.handle)).toBe(noJobLock);
      return;
    }
    const otherNode = openDatabase({ url: database.url });
    try {
      const here = jobLockFor(database.handle);
      const there = jobLockFor(otherNode);
      const gate = deferred();
      const entered = deferred();
      const first = here.withLock('reports', async () => {
        entered.resolve();
        await gate.promise;
      });
      await entered.promise;
      let ranThere = false;
      expect(await there.withLock('reports', async () => void (ranThere = true))).toBe(false);
      expect(ranThere).toBe(false);
      // Another job is not held up.
      expect(await there.withLock('expiry', async () => {})).toBe(true);
      gate.resolve();
      expect(await first).toBe(true);
      expect(await there.withLock('reports', async () => {})).toBe(true);
      // A failing run lets go of the lock too.
      await expect(
        here.withLock('reports', async () => {
          throw new Error('failed run');
        }),
      ).rejects.toThrow('failed run');
      expect(await there.withLock('reports', async () => {})).toBe(true);
    } finally {
      await otherNode.close();
    }
  });

  it('runs a due job on one of two nodes', async () => {
    if (database.kind === 'pglite') return;
    const otherNode = openDatabase({ url: database.url });
    const log = pino({ level: 'silent' });
    const nodes = [database.handle, otherNode].map(
      (handle) => new JobScheduler({ log, lock: jobLockFor(handle) }),
    );
    try {
      const gate = deferred();
      let runs = 0;
      for (const node of nodes)
        node.add({
          name: 'reports',
          pattern: '0 0 1 1 *',
          run: async () => {
            runs++;
            await gate.promise;
          },
        });
      const first = nodes[0]!.trigger('reports');
      await new Promise((r) => setTimeout(r, 100));
      expect(await nodes[1]!.trigger('reports')).toBe('elsewhere');
      gate.resolve();
      expect(await first).toBe('done');
      expect(runs).toBe(1);
    } finally {
      for (const node of nodes) await node.stop();
      await otherNode.close();
    }
  });
});
