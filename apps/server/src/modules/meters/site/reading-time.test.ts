import { describe, expect, it } from 'vitest';
import { readingTimeProblem } from './reading-time';

describe('the time of a reading', () => {
  const now = new Date('2026-11-25T10:00:30Z');
  const at = (iso: string) => readingTimeProblem(new Date(iso), now);

  it('is taken up to 30 s old and up to 5 s ahead of the server clock', () => {
    expect(at('2026-11-25T10:00:30Z')).toBeUndefined();
    expect(at('2026-11-25T10:00:00.001Z')).toBeUndefined();
    expect(at('2026-11-25T10:00:35Z')).toBeUndefined();
  });

  it('is stale from 30 s old, and refused more than 5 s ahead', () => {
    expect(at('2026-11-25T10:00:00Z')).toBe('stale');
    expect(at('2026-11-25T09:00:00Z')).toBe('stale');
    expect(at('2026-11-25T10:00:35.001Z')).toBe('future');
  });
});
