import { describe, expect, it } from 'vitest';
import { scaledClock } from './clock';
import { Scheduler } from './scheduler';
import { TimerGroup } from './timer-group';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('Scheduler', () => {
  it('runs entries in time order on one timer and leaves nothing armed when empty', async () => {
    const scheduler = new Scheduler();
    const ran: string[] = [];
    scheduler.after(30, () => ran.push('c'));
    scheduler.after(10, () => ran.push('a'));
    scheduler.after(10, () => ran.push('b'));
    const cancel = scheduler.after(20, () => ran.push('cancelled'));
    cancel();
    expect(scheduler.size).toBe(3);
    await sleep(60);
    expect(ran).toEqual(['a', 'b', 'c']);
    expect(scheduler.size).toBe(0);
  });

  it('repeats until cancelled and scales simulated time by the clock speed', async () => {
    const scheduler = new Scheduler(scaledClock(100));
    let runs = 0;
    const cancel = scheduler.every(1000, () => runs++);
    await sleep(105);
    cancel();
    expect(runs).toBeGreaterThanOrEqual(5);
    expect(runs).toBeLessThanOrEqual(11);
    expect(scheduler.size).toBe(0);
  });

  it('keeps one station’s timers apart from another’s on a shared scheduler', async () => {
    const scheduler = new Scheduler();
    const mine = new TimerGroup(scheduler);
    const theirs = new TimerGroup(scheduler);
    let theirRuns = 0;
    mine.every(5, () => {});
    theirs.after(5, () => theirRuns++);
    const waiting = mine.delay(1000);
    mine.suspend();
    await expect(waiting).rejects.toThrow('station stopped');
    expect(mine.after(1, () => {})).toBeTypeOf('function');
    expect(scheduler.size).toBe(1);
    await sleep(20);
    expect(theirRuns).toBe(1);
    expect(scheduler.size).toBe(0);
  });
});
