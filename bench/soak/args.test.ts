import { describe, expect, it } from 'vitest';
import { parseSoakArgs } from './args';

describe('npm run bench:soak arguments', () => {
  it('defaults to 1,000 stations for an hour', () => {
    expect(parseSoakArgs([])).toEqual({ stations: 1000, minutes: 60 });
  });

  it('reads --stations and --minutes, spaced or with =', () => {
    expect(parseSoakArgs(['--stations', '200', '--minutes=3'])).toEqual({
      stations: 200,
      minutes: 3,
    });
  });

  it('refuses a bad count, a bad duration and an unknown argument, naming it', () => {
    expect(() => parseSoakArgs(['--stations', '5'])).toThrow('--stations must be');
    expect(() => parseSoakArgs(['--minutes'])).toThrow('--minutes must be');
    expect(() => parseSoakArgs(['--minutes', '1.5'])).toThrow('--minutes must be');
    expect(() => parseSoakArgs(['--fast'])).toThrow('unknown argument "--fast"');
  });
});
