import { beforeEach, describe, expect, it } from 'vitest';
import type { MeterValue } from '@chargedeck/shared/ocpp16';
import { connectedStationPerTest } from '../test-support/harness';

const ID = 'CB-TEST-1';

const powerOf = (params: Record<string, unknown>): number =>
  Number(
    (params.meterValue as MeterValue[])[0]?.sampledValue.find(
      (v) => v.measurand === 'Power.Active.Import',
    )?.value,
  );

const profile = (id: number, limitA: number, purpose = 'TxProfile') => ({
  chargingProfileId: id,
  stackLevel: 1,
  chargingProfilePurpose: purpose,
  chargingProfileKind: 'Relative',
  chargingSchedule: {
    chargingRateUnit: 'A',
    chargingSchedulePeriod: [{ startPeriod: 0, limit: limitA }],
  },
});

describe('smart charging', () => {
  const sim = connectedStationPerTest({}, { speed: 1000, meterIntervalSec: 60 });
  beforeEach(async () => {
    await sim.station.startTransaction(1, 'TAG-1');
  });

  const nextSample = async (): Promise<Record<string, unknown>> => {
    const mark = sim.csms.calls.length;
    // The sample after the next one was measured entirely under the new limit.
    await sim.csms.waitForCall('MeterValues', undefined, { from: mark });
    const second = await sim.csms.waitForCall('MeterValues', undefined, {
      from: sim.csms.calls.length,
    });
    return second.params;
  };

  it('limits power to a TxProfile, reports it in the composite schedule, and lifts it when cleared', async () => {
    const before = powerOf(await nextSample());
    expect(before).toBeGreaterThan(7_000);

    const set = { connectorId: 1, csChargingProfiles: { ...profile(11, 8), transactionId: 1000 } };
    expect(await sim.csms.send(ID, 'SetChargingProfile', set)).toEqual({ status: 'Accepted' });
    const limited = powerOf(await nextSample());
    expect(limited).toBeGreaterThan(5_000);
    expect(limited).toBeLessThanOrEqual(8 * 230 * 3);

    const composite = (await sim.csms.send(ID, 'GetCompositeSchedule', {
      connectorId: 1,
      duration: 3600,
      chargingRateUnit: 'A',
    })) as { status: string; chargingSchedule: { chargingSchedulePeriod: { limit: number }[] } };
    expect(composite.status).toBe('Accepted');
    expect(composite.chargingSchedule.chargingSchedulePeriod[0]?.limit).toBe(8);

    expect(await sim.csms.send(ID, 'ClearChargingProfile', { id: 11 })).toEqual({
      status: 'Accepted',
    });
    expect(await sim.csms.send(ID, 'ClearChargingProfile', { id: 11 })).toEqual({
      status: 'Unknown',
    });
    expect(powerOf(await nextSample())).toBeGreaterThan(limited);
  });

  it('suspends charging below the minimum current and shares a station limit', async () => {
    await sim.csms.send(ID, 'SetChargingProfile', {
      connectorId: 1,
      csChargingProfiles: profile(12, 4),
    });
    await sim.csms.waitForCall('StatusNotification', (c) => c.params.status === 'SuspendedEVSE');
    expect(powerOf(await nextSample())).toBe(0);
    await sim.csms.send(ID, 'ClearChargingProfile', {});

    const max = {
      connectorId: 0,
      csChargingProfiles: {
        ...profile(13, 20, 'ChargePointMaxProfile'),
        chargingProfileKind: 'Absolute',
        chargingSchedule: {
          chargingRateUnit: 'W',
          startSchedule: new Date(Date.now() - 60_000).toISOString(),
          chargingSchedulePeriod: [{ startPeriod: 0, limit: 9000 }],
        },
      },
    };
    expect(await sim.csms.send(ID, 'SetChargingProfile', max)).toEqual({ status: 'Accepted' });
    await sim.station.startTransaction(2, 'TAG-2');
    const shared = powerOf(await nextSample());
    expect(shared).toBeLessThanOrEqual(4500);
  });

  it('rejects profiles a station cannot take', async () => {
    const reject = { status: 'Rejected' };
    expect(
      await sim.csms.send(ID, 'SetChargingProfile', {
        connectorId: 2,
        csChargingProfiles: profile(1, 10),
      }),
    ).toEqual(reject);
    expect(
      await sim.csms.send(ID, 'SetChargingProfile', {
        connectorId: 1,
        csChargingProfiles: profile(2, 10, 'ChargePointMaxProfile'),
      }),
    ).toEqual(reject);
    expect(
      await sim.csms.send(ID, 'SetChargingProfile', {
        connectorId: 1,
        csChargingProfiles: { ...profile(3, 10), stackLevel: 99 },
      }),
    ).toEqual(reject);
    expect(
      await sim.csms.send(ID, 'SetChargingProfile', {
        connectorId: 0,
        csChargingProfiles: profile(4, 16, 'TxDefaultProfile'),
      }),
    ).toEqual({ status: 'Accepted' });
  });
});
