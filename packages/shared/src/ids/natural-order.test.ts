import { describe, expect, it } from 'vitest';
import { compareIds } from './natural-order';

describe('compareIds', () => {
  it('compares runs of digits as numbers', () => {
    expect(['TAG-10', 'TAG-2', 'TAG-1'].sort(compareIds)).toEqual(['TAG-1', 'TAG-2', 'TAG-10']);
    expect(['CB-100', 'CB-20', 'CB-3'].sort(compareIds)).toEqual(['CB-3', 'CB-20', 'CB-100']);
    expect(compareIds('TAG-2', 'TAG-10')).toBeLessThan(0);
  });

  it('ignores case but not accents', () => {
    expect(compareIds('tag-1', 'TAG-1')).toBe(0);
    expect(compareIds('a', 'á')).not.toBe(0);
  });
});
