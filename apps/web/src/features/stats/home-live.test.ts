import { describe, expect, it } from 'vitest';
import type { MapChargePoint } from './home-types';
import { applyChange, chargeBoxChangeOf, withConnectorStatus } from './station-state';

const station: MapChargePoint = {
  chargeBoxPk: 1,
  chargeBoxId: 'CB-1',
  online: true,
  state: 'available',
  locationLatitude: 1,
  locationLongitude: 2,
  connectors: [
    { connectorId: 1, lastStatus: { status: 'Available', usage: false } },
    { connectorId: 2, lastStatus: { status: 'Faulted', usage: false } },
  ],
};

describe('live chargeBox updates', () => {
  it('reads connector status and connection bodies and ignores others', () => {
    expect(
      chargeBoxChangeOf({
        chargeBoxPk: 1,
        chargeBoxId: 'CB-1',
        connectorId: 2,
        status: 'Charging',
      }),
    ).toEqual({ chargeBoxId: 'CB-1', connectorId: 2, status: 'Charging' });
    expect(chargeBoxChangeOf({ chargeBoxId: 'CB-1', online: false })).toEqual({
      chargeBoxId: 'CB-1',
      online: false,
    });
    expect(chargeBoxChangeOf({ reason: 'status' })).toBeUndefined();
  });

  it('recolours a station when a connector starts charging or goes under maintenance', () => {
    const charging = withConnectorStatus(station, 2, 'Preparing');
    expect(charging.state).toBe('charging');
    expect(charging.connectors[1]?.lastStatus).toEqual({ status: 'Preparing', usage: true });
    expect(withConnectorStatus(charging, 1, 'Maintenance').state).toBe('maintenance');
    expect(withConnectorStatus(station, 1, 'Faulted').state).toBe('unavailable');
    expect(applyChange(station, { chargeBoxId: 'CB-1', online: false }).state).toBe('unavailable');
  });
});
