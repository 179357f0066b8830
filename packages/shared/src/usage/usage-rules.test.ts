import { describe, expect, it } from 'vitest';
import {
  brandShares,
  bucketLabel,
  cutDropdownText,
  lengthOfStayOf,
  usageBuckets,
  usageTicks,
} from './usage-rules';

describe('usage chart rules', () => {
  it('7 days are 7 daily buckets ending today', () => {
    const buckets = usageBuckets(7, '2026-03-02');
    expect(buckets).toHaveLength(7);
    expect(buckets[0]).toEqual({ startDate: '2026-02-24', endDate: '2026-02-24' });
    expect(buckets[6]).toEqual({ startDate: '2026-03-02', endDate: '2026-03-02' });
    expect(bucketLabel(buckets[0]!, 'day')).toBe('24/02');
  });

  it('28 days are 4 weeks of 7 days, the last ending today', () => {
    const buckets = usageBuckets(28, '2026-03-02');
    expect(buckets).toEqual([
      { startDate: '2026-02-03', endDate: '2026-02-09' },
      { startDate: '2026-02-10', endDate: '2026-02-16' },
      { startDate: '2026-02-17', endDate: '2026-02-23' },
      { startDate: '2026-02-24', endDate: '2026-03-02' },
    ]);
  });

  it('365 days are the 12 calendar months up to today', () => {
    const buckets = usageBuckets(365, '2026-03-15');
    expect(buckets).toHaveLength(12);
    expect(buckets[0]).toEqual({ startDate: '2025-04-01', endDate: '2025-04-30' });
    expect(buckets[10]).toEqual({ startDate: '2026-02-01', endDate: '2026-02-28' });
    expect(buckets[11]).toEqual({ startDate: '2026-03-01', endDate: '2026-03-15' });
    expect(bucketLabel(buckets[11]!, 'month')).toBe('03/2026');
  });

  it('ticks sit at 0, 25, 50, 75 and 100 percent of the maximum', () => {
    expect(usageTicks(8)).toEqual([0, 2, 4, 6, 8]);
    expect(usageTicks(0)).toEqual([0]);
  });

  it('a count axis has whole ticks only, without repeats', () => {
    expect(usageTicks(3, true)).toEqual([0, 1, 2, 3]);
    expect(usageTicks(1, true)).toEqual([0, 1]);
    expect(usageTicks(10, true)).toEqual([0, 3, 5, 8, 10]);
    expect(usageTicks(3)).toEqual([0, 0.75, 1.5, 2.25, 3]);
  });

  it('the pie shows every brand up to 6, else the top 5 and Others, with one decimal', () => {
    const six = ['A', 'B', 'C', 'D', 'E', 'F'].map((brand) => ({ brand, count: 1 }));
    expect(brandShares(six).map((s) => s.brand)).toEqual(['A', 'B', 'C', 'D', 'E', 'F']);
    expect(brandShares(six)[0]?.percent).toBe(16.7);
    const seven = [...six, { brand: 'G', count: 4 }];
    const shares = brandShares(seven);
    expect(shares.map((s) => s.brand)).toEqual(['G', 'A', 'B', 'C', 'D', null]);
    expect(shares.at(-1)).toEqual({ brand: null, count: 2, percent: 20 });
    expect(shares[0]?.percent).toBe(40);
  });

  it('lengths of stay fall in <1h, 1h-2h, 2h-4h and >4h', () => {
    expect([0, 3599, 3600, 7200, 14_399, 14_400].map(lengthOfStayOf)).toEqual([
      '<1h',
      '<1h',
      '1h-2h',
      '2h-4h',
      '2h-4h',
      '>4h',
    ]);
  });

  it('dropdown texts are cut at 32 characters with an ellipsis', () => {
    expect(cutDropdownText('x'.repeat(32))).toBe('x'.repeat(32));
    expect(cutDropdownText('x'.repeat(33))).toBe(`${'x'.repeat(32)}...`);
  });
});
