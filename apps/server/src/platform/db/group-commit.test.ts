import { describe, expect, it } from 'vitest';
import { GroupCommit } from './group-commit';

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('group commit', () => {
  it('writes what arrives together in one batch and gives each caller its own results', async () => {
    const batches: number[][] = [];
    const commit = new GroupCommit<number, string>(async (items) => {
      batches.push(items);
      return items.map((n) => `#${n}`);
    });
    const answers = await Promise.all([commit.one(1), commit.add([2, 3]), commit.one(4)]);
    expect(answers).toEqual(['#1', ['#2', '#3'], '#4']);
    expect(batches).toEqual([[1, 2, 3, 4]]);
  });

  it('batches what arrives during a write into the next one', async () => {
    const batches: number[][] = [];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const commit = new GroupCommit<number>(async (items) => {
      batches.push(items);
      if (batches.length === 1) await gate;
    });
    const first = commit.add(1);
    await tick();
    await tick();
    const later = [commit.add(2), commit.add(3)];
    release();
    await Promise.all([first, ...later]);
    expect(batches).toEqual([[1], [2, 3]]);
  });

  it('retries a failed batch unit by unit so that only the bad one fails', async () => {
    const commit = new GroupCommit<number>(async (items) => {
      if (items.includes(13)) throw new Error('bad item');
    });
    const results = await Promise.allSettled([commit.add(1), commit.add(13), commit.add(2)]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
  });

  it('keeps several writes in flight when allowed, and flush waits for all of them', async () => {
    let inFlight = 0;
    let most = 0;
    const commit = new GroupCommit<number>(
      async () => {
        inFlight += 1;
        most = Math.max(most, inFlight);
        await new Promise((resolve) => setTimeout(resolve, 20));
        inFlight -= 1;
      },
      { concurrency: 3, maxBatch: 1 },
    );
    for (let i = 0; i < 6; i++) void commit.add(i);
    await commit.flush();
    expect(most).toBe(3);
    expect(inFlight).toBe(0);
    expect(commit.backlog).toBe(0);
  });

  it('writes at most once per interval when asked, and flush does not wait for the interval', async () => {
    const batches: number[][] = [];
    const commit = new GroupCommit<number>(
      async (items) => {
        batches.push(items);
      },
      { intervalMs: 60_000 },
    );
    void commit.add(1);
    await tick();
    void commit.add(2);
    await tick();
    expect(batches).toEqual([]);
    const started = Date.now();
    await commit.flush();
    expect(batches).toEqual([[1, 2]]);
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});
