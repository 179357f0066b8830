import { describe, expect, it } from 'vitest';
import { phoneOrder } from './phone-columns';

const keys = (columns: { key?: string }[]) => columns.map((c) => c.key ?? '-');

describe('phone column order', () => {
  const columns = [{ key: 'id' }, { key: 'station' }, { key: 'period' }, {}, { key: 'energy' }];

  it('puts the named columns first, in the order named, and keeps the rest in place', () => {
    expect(keys(phoneOrder(columns, ['energy', 'station']))).toEqual([
      'energy',
      'station',
      'id',
      'period',
      '-',
    ]);
  });

  it('ignores names no column has and leaves the order alone without names', () => {
    expect(keys(phoneOrder(columns, ['nf', 'period']))).toEqual([
      'period',
      'id',
      'station',
      '-',
      'energy',
    ]);
    expect(keys(phoneOrder(columns, []))).toEqual(keys(columns));
  });
});
