import { describe, expect, it } from 'vitest';
import { chargePointsOfRows } from './map-rows';

const columns = [
  'chargeBoxPk',
  'chargeBoxId',
  'description',
  'origin',
  'online',
  'locationLatitude',
  'locationLongitude',
  'ocppProtocol',
  'chargePointVendor',
  'street',
  'monthConsumption',
  'connectors',
];
const connectorColumns = ['connectorId', 'connectorType', 'status'];

describe('compact map answer', () => {
  it('reads each station with its connectors and state', () => {
    const [charging, offline, bare] = chargePointsOfRows({
      columns,
      connectorColumns,
      chargePoints: [
        [
          7,
          'CB-7',
          'Mall',
          'MOVE',
          true,
          -23.5,
          -46.6,
          'ocpp1.6',
          'Acme',
          'Rua A',
          1500,
          [
            [2, null, 'Preparing'],
            [1, 'Type 2', 'Available'],
          ],
        ],
        [
          8,
          'CB-8',
          null,
          'PLUG_SHARE',
          false,
          null,
          null,
          null,
          null,
          null,
          0,
          [[1, null, 'Available']],
        ],
        [9, 'CB-9', 'Depot', 'MOVE', true, 1, 2, null, null, null, 0, []],
      ],
    });
    expect(charging).toEqual({
      chargeBoxPk: 7,
      chargeBoxId: 'CB-7',
      description: 'Mall',
      origin: 'MOVE',
      online: true,
      state: 'charging',
      locationLatitude: -23.5,
      locationLongitude: -46.6,
      ocppProtocol: 'ocpp1.6',
      chargePointVendor: 'Acme',
      monthConsumption: 1500,
      address: { street: 'Rua A' },
      connectors: [
        {
          connectorId: 1,
          connectorType: 'Type 2',
          lastStatus: { status: 'Available', usage: false },
        },
        { connectorId: 2, connectorType: null, lastStatus: { status: 'Preparing', usage: true } },
      ],
    });
    expect(offline).toMatchObject({
      description: '',
      origin: 'PLUG_SHARE',
      state: 'unavailable',
      locationLatitude: null,
      address: { street: null },
    });
    expect(bare?.state).toBe('unavailable');
  });

  it('finds values by the names the answer gives', () => {
    const [station] = chargePointsOfRows({
      columns: ['chargeBoxId', 'chargeBoxPk', 'online', 'connectors', 'extra'],
      connectorColumns: ['status', 'connectorId'],
      chargePoints: [
        [
          'CB-1',
          1,
          true,
          [
            ['Faulted', 1],
            ['Available', 2],
          ],
          'x',
        ],
      ],
    });
    expect(station).toMatchObject({ chargeBoxPk: 1, chargeBoxId: 'CB-1', state: 'available' });
    expect(station?.connectors.map((c) => c.connectorId)).toEqual([1, 2]);
  });
});
