import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FakeCsms } from '../test-support/fake-csms';
import { testStation } from '../test-support/harness';
import type { SimulatedStation } from './station';

describe('SimulatedStation boot, heartbeat and status', () => {
  let csms: FakeCsms;
  let station: SimulatedStation | undefined;

  beforeEach(async () => {
    csms = await FakeCsms.start({
      password: 'a-very-secret-key-123',
      boot: (_, n) =>
        n === 1 ? { status: 'Pending', interval: 5 } : { status: 'Accepted', interval: 30 },
    });
  });

  afterEach(async () => {
    await station?.stop();
    await csms.close();
  });

  it('retries a Pending boot, heartbeats at the accepted interval and reports every connector', async () => {
    station = testStation(csms, { password: 'a-very-secret-key-123' });
    await station.connect();

    const boots = csms.callsOf('BootNotification');
    expect(boots).toHaveLength(2);
    expect(boots[0]?.params).toMatchObject({
      chargePointVendor: 'Chargedeck',
      chargePointModel: 'SIM-AC22',
    });
    expect(station.config.get('HeartbeatInterval')).toBe('30');

    const statuses = csms.callsOf('StatusNotification').map((c) => c.params);
    expect(statuses.map((s) => s.connectorId)).toEqual([0, 1, 2]);
    expect(statuses.every((s) => s.status === 'Available' && s.errorCode === 'NoError')).toBe(true);

    // 30 simulated seconds at speed 100: a heartbeat about every 300 ms.
    await csms.waitForCall('Heartbeat', undefined, { timeoutMs: 2000 });
    const first = csms.callsOf('Heartbeat')[0]?.receivedAt ?? 0;
    const second = await csms.waitForCall('Heartbeat', (c) => c.receivedAt > first, {
      timeoutMs: 2000,
    });
    expect(second.receivedAt - first).toBeGreaterThanOrEqual(200);
  });

  it('is refused with a wrong password', async () => {
    station = testStation(csms, { password: 'not-the-right-password' });
    await expect(station.connect()).rejects.toThrow(/401/);
    expect(station.state).toBe('stopped');
  });

  it('leaves no timers behind after stop()', async () => {
    station = testStation(csms, { password: 'a-very-secret-key-123' });
    await station.connect();
    await station.startTransaction(1, 'TAG-1');
    expect(station.scheduler.size).toBeGreaterThan(0);
    await station.stop();
    expect(station.scheduler.size).toBe(0);
    expect(station.state).toBe('stopped');
  });

  it('reports faults and manual statuses', async () => {
    station = testStation(csms, { password: 'a-very-secret-key-123' });
    await station.connect();
    const mark = csms.calls.length;
    await station.fault(2, 'GroundFailure', 'RCD tripped');
    const fault = await csms.waitForCall('StatusNotification', (c) => c.params.connectorId === 2, {
      from: mark,
    });
    expect(fault.params).toMatchObject({
      status: 'Faulted',
      errorCode: 'GroundFailure',
      info: 'RCD tripped',
    });
    await station.clearFault(2);
    await station.setStatus(1, 'SuspendedEVSE');
    const last = csms
      .callsOf('StatusNotification')
      .slice(-2)
      .map((c) => c.params);
    expect(last).toEqual([
      expect.objectContaining({ connectorId: 2, status: 'Available', errorCode: 'NoError' }),
      expect.objectContaining({ connectorId: 1, status: 'SuspendedEVSE' }),
    ]);
  });
});
