import { describe, expect, it } from 'vitest';
import { chargePointsOfRows } from './map-rows';

const columns = ['chargeBoxPk', 'chargeBoxId', 'online', 'locationLatitude', 'locationLongitude'];
const connectorColumns = ['chargeBoxPk', 'connectorId', 'status'];

describe('compact map answer', () => {
  it('reads each station with its connectors and state', () => {
    const [charging, offline, bare] = chargePointsOfRows({
      columns,
      connectorColumns,
      chargePoints: [
        [7, 'CB-7', true, -23.5, -46.6],
        [8, 'CB-8', false, null, null],
        [9, 'CB-9', true, 1, 2],
      ],
      connectors: [
        [7, 2, 'Preparing'],
        [8, 1, 'Available'],
        [7, 1, 'Available'],
      ],
    });
    expect(charging).toEqual({
      chargeBoxPk: 7,
      chargeBoxId: 'CB-7',
      online: true,
      state: 'charging',
      locationLatitude: -23.5,
      locationLongitude: -46.6,
      connectors: [
        { connectorId: 1, lastStatus: { status: 'Available', usage: false } },
        { connectorId: 2, lastStatus: { status: 'Preparing', usage: true } },
      ],
    });
    expect(offline).toMatchObject({
      state: 'unavailable',
      locationLatitude: null,
      connectors: [{ connectorId: 1, lastStatus: { status: 'Available', usage: false } }],
    });
    expect(bare).toMatchObject({ state: 'unavailable', connectors: [] });
  });

  it('finds values by the names the answer gives', () => {
    const [station] = chargePointsOfRows({
      columns: ['chargeBoxId', 'chargeBoxPk', 'online', 'extra'],
      connectorColumns: ['status', 'connectorId', 'chargeBoxPk'],
      chargePoints: [['CB-1', 1, true, 'x']],
      connectors: [
        ['Faulted', 1, 1],
        ['Available', 2, 1],
        ['Charging', 1, 2],
      ],
    });
    expect(station).toMatchObject({ chargeBoxPk: 1, chargeBoxId: 'CB-1', state: 'available' });
    expect(station?.connectors.map((c) => c.connectorId)).toEqual([1, 2]);
  });
});
