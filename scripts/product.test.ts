import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { BIG_FLEET_SEMI_SPACE_MB, serverEnvironment, serverHeapFlags } from './product.mjs';

/** The young generation a Node process started with these flags has, in megabytes. */
function newSpaceMb(flags: string[]): number {
  const out = execFileSync(process.execPath, [
    ...flags,
    '-e',
    "const s = require('v8').getHeapSpaceStatistics().find((x) => x.space_name === 'new_space');" +
      'console.log(s.space_size / 1048576)',
  ]);
  return Number(out.toString().trim());
}

describe('server heap flags', () => {
  it('leave the young generation to V8 by default: small, grown with the load', () => {
    const flags = serverHeapFlags({});
    expect(flags).toEqual(['--liftoff-only']);
    // V8 starts a young generation far smaller than the 256 MB semi-spaces a big fleet sets.
    expect(newSpaceMb(flags)).toBeLessThanOrEqual(16);
    expect(serverHeapFlags({ SERVER_SEMI_SPACE_MB: '' })).toEqual(flags);
    expect(serverHeapFlags({ SERVER_SEMI_SPACE_MB: '  ' })).toEqual(flags);
  });

  it('keep only the baseline code of the embedded database on a small site, both tiers on a big fleet', () => {
    expect(serverHeapFlags({})).toContain('--liftoff-only');
    expect(serverHeapFlags({ SERVER_SEMI_SPACE_MB: '256' })).not.toContain('--liftoff-only');
    // Node takes the flag.
    expect(newSpaceMb(serverHeapFlags({}))).toBeGreaterThan(0);
  });

  it('fix the semi-spaces of a big fleet from the start', () => {
    const flags = serverHeapFlags({ SERVER_SEMI_SPACE_MB: String(BIG_FLEET_SEMI_SPACE_MB) });
    expect(flags).toEqual(['--max-semi-space-size=256', '--min-semi-space-size=256']);
    // V8 takes them: the young generation is that size from the start, not grown with the load.
    expect(newSpaceMb(flags)).toBe(256);
  });

  it('take any SERVER_SEMI_SPACE_MB', () => {
    const flags = serverHeapFlags({ SERVER_SEMI_SPACE_MB: ' 32 ' });
    expect(flags).toEqual(['--max-semi-space-size=32', '--min-semi-space-size=32']);
    expect(newSpaceMb(flags)).toBe(32);
  });

  it.each(['0', '1025', '1.5', '-8', '64MB', 'abc'])('refuse %j, naming the variable', (value) => {
    expect(() => serverHeapFlags({ SERVER_SEMI_SPACE_MB: value })).toThrow(
      `SERVER_SEMI_SPACE_MB must be a whole number of megabytes from 1 to 1024 (got "${value}")`,
    );
  });
});

describe('server environment', () => {
  it('fixes glibc’s mmap threshold so that large freed buffers leave the process', () => {
    expect(serverEnvironment({ PORT: '9000' })).toEqual({
      PORT: '9000',
      MALLOC_MMAP_THRESHOLD_: '131072',
    });
    expect(serverEnvironment({ MALLOC_MMAP_THRESHOLD_: '65536' }).MALLOC_MMAP_THRESHOLD_).toBe(
      '65536',
    );
  });

  it('leaves glibc its own threshold on a big fleet', () => {
    expect(serverEnvironment({ SERVER_SEMI_SPACE_MB: '256' })).toEqual({
      SERVER_SEMI_SPACE_MB: '256',
    });
  });
});
