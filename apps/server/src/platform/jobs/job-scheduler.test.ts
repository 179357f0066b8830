import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { JobScheduler, type JobLock } from '.';

interface LogLine {
  level: number;
  msg: string;
  job?: string;
  err?: { message: string };
}

function capturedLog() {
  const lines: LogLine[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n'))
        if (line) lines.push(JSON.parse(line) as LogLine);
      done();
    },
  });
  return { log: pino({ level: 'debug' }, stream), lines };
}

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

const EVERY_SECOND = '* * * * * *';
const NEVER_SOON = '0 0 1 1 *';

describe('job scheduler', () => {
  let scheduler: JobScheduler | undefined;
  afterEach(async () => {
    await scheduler?.stop();
    scheduler = undefined;
  });

  it('runs a job on its pattern', async () => {
    const { log } = capturedLog();
    scheduler = new JobScheduler({ log });
    let runs = 0;
    scheduler.add({ name: 'tick', pattern: EVERY_SECOND, run: async () => void runs++ });
    expect(scheduler.nextRun('tick')!.getTime() - Date.now()).toBeLessThanOrEqual(1000);
    await vi.waitFor(() => expect(runs).toBeGreaterThanOrEqual(2), { timeout: 4000 });
  });

  it('refuses a bad pattern and a second job of the same name', () => {
    const { log } = capturedLog();
    scheduler = new JobScheduler({ log });
    expect(() =>
      scheduler!.add({ name: 'bad', pattern: '61 * * * *', run: async () => {} }),
    ).toThrow(/minute/);
    scheduler.add({ name: 'once', pattern: NEVER_SOON, run: async () => {} });
    expect(() =>
      scheduler!.add({ name: 'once', pattern: NEVER_SOON, run: async () => {} }),
    ).toThrow(/already scheduled/);
  });

  it('skips a run while the previous one is still going', async () => {
    const { log, lines } = capturedLog();
    scheduler = new JobScheduler({ log });
    const gate = deferred();
    let runs = 0;
    scheduler.add({
      name: 'slow',
      pattern: NEVER_SOON,
      run: async () => {
        runs++;
        await gate.promise;
      },
    });
    const first = scheduler.trigger('slow');
    expect(await scheduler.trigger('slow')).toBe('busy');
    expect(runs).toBe(1);
    gate.resolve();
    expect(await first).toBe('done');
    expect(await scheduler.trigger('slow')).toBe('done');
    expect(runs).toBe(2);
    expect(lines.some((l) => l.job === 'slow' && /still going/.test(l.msg))).toBe(true);
  });

  it('never runs a slow job twice at once on its schedule', async () => {
    const { log } = capturedLog();
    scheduler = new JobScheduler({ log });
    let running = 0;
    let most = 0;
    let runs = 0;
    scheduler.add({
      name: 'slow-tick',
      pattern: EVERY_SECOND,
      run: async () => {
        running++;
        runs++;
        most = Math.max(most, running);
        await new Promise((r) => setTimeout(r, 1500));
        running--;
      },
    });
    await vi.waitFor(() => expect(runs).toBeGreaterThanOrEqual(2), { timeout: 6000 });
    expect(most).toBe(1);
  });

  it('logs a failing job and keeps running it', async () => {
    const { log, lines } = capturedLog();
    scheduler = new JobScheduler({ log });
    let runs = 0;
    scheduler.add({
      name: 'broken',
      pattern: EVERY_SECOND,
      run: async () => {
        runs++;
        throw new Error('disk on fire');
      },
    });
    expect(await scheduler.trigger('broken')).toBe('failed');
    // Failures from the schedule itself end up in the log too, not in the process.
    await vi.waitFor(() => expect(runs).toBeGreaterThanOrEqual(3), { timeout: 4000 });
    const failures = lines.filter((l) => l.job === 'broken' && l.msg === 'job run failed');
    expect(failures.length).toBeGreaterThanOrEqual(2);
    expect(failures[0]!.level).toBe(50);
    expect(failures[0]!.err?.message).toBe('disk on fire');
  });

  it('stops: waits for the run in progress, tells it to stop, runs nothing more', async () => {
    const { log } = capturedLog();
    const stopping = new JobScheduler({ log });
    const gate = deferred();
    let runs = 0;
    let aborted = false;
    stopping.add({
      name: 'tick',
      pattern: EVERY_SECOND,
      run: async ({ signal }) => {
        runs++;
        await gate.promise;
        aborted = signal.aborted;
      },
    });
    const first = stopping.trigger('tick');
    let stopped = false;
    const stop = stopping.stop().then(() => (stopped = true));
    await new Promise((r) => setTimeout(r, 50));
    expect(stopped).toBe(false);
    gate.resolve();
    await stop;
    expect(await first).toBe('done');
    expect(aborted).toBe(true);
    await new Promise((r) => setTimeout(r, 1300));
    expect(runs).toBe(1);
    expect(await stopping.trigger('tick')).toBe('stopped');
    expect(stopping.nextRun('tick')).toBeUndefined();
    expect(() =>
      stopping.add({ name: 'late', pattern: EVERY_SECOND, run: async () => {} }),
    ).toThrow(/stopped/);
  });

  it('skips a run whose lock another node holds', async () => {
    const { log } = capturedLog();
    let held = true;
    const lock: JobLock = {
      async withLock(_name, run) {
        if (held) return false;
        await run();
        return true;
      },
    };
    scheduler = new JobScheduler({ log, lock });
    let runs = 0;
    scheduler.add({ name: 'shared', pattern: NEVER_SOON, run: async () => void runs++ });
    expect(await scheduler.trigger('shared')).toBe('elsewhere');
    held = false;
    expect(await scheduler.trigger('shared')).toBe('done');
    expect(runs).toBe(1);
  });
});
