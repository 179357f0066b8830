import { describe, expect, it } from 'vitest';
import { AttemptLimiter } from './attempt-limiter';

describe('attempt limiter', () => {
  it('blocks a key after the limit until the window ends, and forgets on clear', () => {
    let now = 0;
    const limiter = new AttemptLimiter(3, 60_000, () => now);
    for (let i = 0; i < 3; i++) {
      expect(limiter.retryAfter('a')).toBe(0);
      limiter.record('a');
    }
    expect(limiter.retryAfter('a')).toBe(60);
    expect(limiter.retryAfter('b')).toBe(0);
    now = 30_000;
    expect(limiter.retryAfter('a')).toBe(30);
    now = 60_000;
    expect(limiter.retryAfter('a')).toBe(0);
    limiter.record('b');
    limiter.record('b');
    limiter.record('b');
    limiter.clear('b');
    expect(limiter.retryAfter('b')).toBe(0);
  });
});
