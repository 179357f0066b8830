import { describe, expect, it } from 'vitest';
import type { MeterValue } from '@chargedeck/shared/ocpp16';
import type { RecordedCall } from '../test-support/fake-csms';
import { connectedStationPerTest, until } from '../test-support/harness';

const valueOf = (meterValue: MeterValue, measurand: string): number =>
  Number(meterValue.sampledValue.find((v) => v.measurand === measurand)?.value);

const meterValues = (calls: RecordedCall[]): MeterValue[] =>
  calls.flatMap((c) => c.params.meterValue as MeterValue[]);

describe('transactions', () => {
  // 3000x: a 5-minute sample interval every 100 ms.
  const sim = connectedStationPerTest(
    { invalidTags: ['BLOCKED'] },
    { speed: 3000, meterIntervalSec: 300 },
  );

  it('authorizes, starts, meters with rising energy and SoC, and stops with transaction data', async () => {
    const outcome = await sim.station.startTransaction(1, 'TAG-OK');
    expect(outcome.status).toBe('Accepted');
    const start = sim.csms.callsOf('StartTransaction')[0];
    expect(sim.csms.callsOf('Authorize')[0]?.params).toEqual({ idTag: 'TAG-OK' });
    expect(start?.params).toMatchObject({ connectorId: 1, idTag: 'TAG-OK' });
    const transactionId = outcome.status === 'Accepted' ? outcome.transaction.transactionId : 0;
    expect(transactionId).toBe(1000);

    await until(() => sim.csms.callsOf('MeterValues').length >= 6, { what: 'six MeterValues' });
    await sim.station.stopTransaction(1);

    const calls = sim.csms.callsOf('MeterValues');
    expect(
      calls.every((c) => c.params.transactionId === transactionId && c.params.connectorId === 1),
    ).toBe(true);
    const samples = meterValues(calls);
    expect(samples[0]?.sampledValue[0]?.context).toBe('Transaction.Begin');
    const periodic = samples.filter((m) => m.sampledValue[0]?.context === 'Sample.Periodic');
    expect(periodic.length).toBeGreaterThanOrEqual(5);
    const energy = periodic.map((m) => valueOf(m, 'Energy.Active.Import.Register'));
    const soc = periodic.map((m) => valueOf(m, 'SoC'));
    for (let i = 1; i < energy.length; i++) {
      expect(energy[i]).toBeGreaterThan(energy[i - 1] as number);
      expect(soc[i]).toBeGreaterThanOrEqual(soc[i - 1] as number);
    }
    expect(soc.at(-1)).toBeGreaterThan(soc[0] as number);
    for (const m of periodic) {
      const power = valueOf(m, 'Power.Active.Import');
      expect(power).toBeGreaterThan(5_000);
      expect(power).toBeLessThanOrEqual(22_000);
      expect(valueOf(m, 'Voltage')).toBeCloseTo(230, -1);
      expect(valueOf(m, 'Current.Import')).toBeCloseTo(power / 690, 0);
    }

    const stop = sim.csms.callsOf('StopTransaction')[0]?.params;
    const data = stop?.transactionData as MeterValue[];
    expect(stop).toMatchObject({ transactionId, idTag: 'TAG-OK', reason: 'Local' });
    expect(data.map((m) => m.sampledValue[0]?.context)).toEqual([
      'Transaction.Begin',
      'Transaction.End',
    ]);
    expect(stop?.meterStop).toBeGreaterThanOrEqual(energy.at(-1) as number);
    expect(start?.params.meterStart).toBe(
      valueOf(data[0] as MeterValue, 'Energy.Active.Import.Register'),
    );

    const statuses = sim.csms
      .callsOf('StatusNotification')
      .filter((c) => c.params.connectorId === 1);
    expect(statuses.map((c) => c.params.status)).toEqual([
      'Available',
      'Preparing',
      'Charging',
      'Finishing',
      'Available',
    ]);
  });

  it('does not start for an id tag the server refuses', async () => {
    const outcome = await sim.station.startTransaction(2, 'BLOCKED');
    expect(outcome).toMatchObject({ status: 'Rejected', reason: 'NotAuthorized' });
    expect(sim.csms.callsOf('StartTransaction')).toHaveLength(0);
    expect(sim.station.connector(2).status()).toBe('Available');
  });

  it('refuses a second session on a busy connector', async () => {
    await sim.station.startTransaction(1, 'TAG-OK');
    expect(await sim.station.startTransaction(1, 'TAG-2')).toMatchObject({
      status: 'Rejected',
      reason: 'Occupied',
    });
  });
});
