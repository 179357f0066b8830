import { afterEach, describe, expect, it } from 'vitest';
import { BootThrottle } from './boot-throttle';

/** Holds the event loop, as a saturated server's backlog does. */
function busy(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

const quiet = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('boot throttle', () => {
  const throttles: BootThrottle[] = [];
  const throttle = (lagMs: number, random?: () => number) => {
    const made = new BootThrottle({ lagMs, retrySeconds: 10 }, random);
    throttles.push(made);
    return made;
  };
  afterEach(() => {
    for (const t of throttles.splice(0)) t.close();
  });

  it('takes boots while the event loop keeps time', () => {
    expect(throttle(400).retryAfter()).toBeUndefined();
  });

  it('defers boots while the event loop runs late, spread over one to two retry intervals', async () => {
    const soon = throttle(400, () => 0);
    const late = throttle(400, () => 0.999);
    busy(900);
    // Still inside the blocked turn: the overdue tick counts.
    expect(soon.retryAfter()).toBe(10);
    expect(late.retryAfter()).toBe(20);
    await quiet(0);
    // The late tick is remembered once it ran.
    expect(soon.retryAfter()).toBe(10);
  });

  it('takes boots again once the loop has kept time for two seconds', async () => {
    const t = throttle(400);
    busy(900);
    expect(t.retryAfter()).toBeDefined();
    await quiet(2300);
    expect(t.retryAfter()).toBeUndefined();
  });

  it('never defers when switched off (0)', () => {
    const off = throttle(0);
    busy(300);
    expect(off.retryAfter()).toBeUndefined();
  });
});
