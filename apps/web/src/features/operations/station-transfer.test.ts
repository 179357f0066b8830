import { describe, expect, it } from 'vitest';
import { transferItemsOf } from './station-transfer';

describe('transferItemsOf', () => {
  it('lists the stations in natural chargeBoxId order', () => {
    const stations = ['CB-10', 'CB-2', 'CB-1'].map((chargeBoxId, i) => ({
      chargeBoxPk: i + 1,
      chargeBoxId,
      description: `Station ${chargeBoxId}`,
    }));
    expect(transferItemsOf(stations).map((s) => s.key)).toEqual(['CB-1', 'CB-2', 'CB-10']);
    expect(transferItemsOf(stations)[0]).toEqual({
      key: 'CB-1',
      title: 'CB-1',
      description: 'Station CB-1',
    });
  });
});
