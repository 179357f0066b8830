import { describe, expect, it } from 'vitest';
import { GuessLimiter } from './guess-limiter';

describe('guess limiter', () => {
  const make = () => {
    const clock = { now: 0 };
    const limiter = new GuessLimiter({
      freeGuesses: 3,
      baseDelayMs: 10_000,
      maxDelayMs: 40_000,
      windowMs: 60_000,
      now: () => clock.now,
    });
    return { clock, limiter };
  };

  it('makes only the address that guessed wrong wait, longer after each wrong guess', () => {
    const { clock, limiter } = make();
    for (let i = 0; i < 3; i++) {
      expect(limiter.retryAfter('ana', 'A')).toBe(0);
      limiter.fail('ana', 'A');
    }
    expect(limiter.retryAfter('ana', 'A')).toBe(10);
    expect(limiter.retryAfter('bob', 'A')).toBe(0);
    clock.now = 10_000;
    expect(limiter.retryAfter('ana', 'A')).toBe(0);
    limiter.fail('ana', 'A');
    expect(limiter.retryAfter('ana', 'A')).toBe(20);
    limiter.fail('ana', 'A');
    limiter.fail('ana', 'A');
    expect(limiter.retryAfter('ana', 'A')).toBe(40);
  });

  it('gives a new address one free guess once the account is under attack', () => {
    const { limiter } = make();
    for (let i = 0; i < 3; i++) limiter.fail('ana', 'A');
    expect(limiter.retryAfter('ana', 'B')).toBe(0);
    limiter.fail('ana', 'B');
    expect(limiter.retryAfter('ana', 'B')).toBe(10);
    limiter.succeed('ana', 'B');
    expect(limiter.retryAfter('ana', 'B')).toBe(0);
    expect(limiter.retryAfter('ana', 'A')).toBe(10);
  });

  it('forgets an address that stayed quiet for the longest wait and a window', () => {
    const { clock, limiter } = make();
    for (let i = 0; i < 5; i++) limiter.fail('ana', 'A');
    clock.now = 99_999;
    expect(limiter.retryAfter('ana', 'A')).toBe(0);
    limiter.fail('ana', 'A');
    expect(limiter.retryAfter('ana', 'A')).toBe(40);
    clock.now = 99_999 + 100_000;
    limiter.fail('ana', 'A');
    expect(limiter.retryAfter('ana', 'A')).toBe(0);
  });
});
