import { describe, expect, it } from 'vitest';
import { connectedStationPerTest, until } from '../test-support/harness';

const ID = 'CB-TEST-1';

describe('commands from the central system', () => {
  const sim = connectedStationPerTest({}, { speed: 1000, meterIntervalSec: 60 });

  it('Reset ends the session, closes, and boots again', async () => {
    await sim.station.startTransaction(1, 'TAG-1');
    expect(await sim.csms.send(ID, 'Reset', { type: 'Hard' })).toEqual({ status: 'Accepted' });
    const stop = await sim.csms.waitForCall('StopTransaction');
    expect(stop.params).toMatchObject({ transactionId: 1000, reason: 'HardReset' });
    await sim.csms.waitForCall('BootNotification', undefined, {
      from: sim.csms.calls.indexOf(stop),
    });
    await until(() => sim.station.isOnline, { what: 'online after reboot' });
    expect(sim.csms.callsOf('BootNotification')).toHaveLength(2);
  });

  it('RemoteStartTransaction starts on the first free connector and is rejected when none is', async () => {
    await sim.station.startTransaction(1, 'TAG-LOCAL');
    expect(await sim.csms.send(ID, 'RemoteStartTransaction', { idTag: 'TAG-REMOTE' })).toEqual({
      status: 'Accepted',
    });
    const start = await sim.csms.waitForCall(
      'StartTransaction',
      (c) => c.params.idTag === 'TAG-REMOTE',
    );
    expect(start.params.connectorId).toBe(2);
    expect(sim.csms.callsOf('Authorize').map((c) => c.params.idTag)).toContain('TAG-REMOTE');
    await until(() => sim.station.connector(2).transaction?.transactionId !== undefined);
    expect(await sim.csms.send(ID, 'RemoteStartTransaction', { idTag: 'TAG-3' })).toEqual({
      status: 'Rejected',
    });
    expect(
      await sim.csms.send(ID, 'RemoteStartTransaction', { idTag: 'TAG-3', connectorId: 1 }),
    ).toEqual({
      status: 'Rejected',
    });
  });

  it('RemoteStopTransaction stops the named transaction only', async () => {
    await sim.station.startTransaction(1, 'TAG-1');
    expect(await sim.csms.send(ID, 'RemoteStopTransaction', { transactionId: 999 })).toEqual({
      status: 'Rejected',
    });
    expect(await sim.csms.send(ID, 'RemoteStopTransaction', { transactionId: 1000 })).toEqual({
      status: 'Accepted',
    });
    const stop = await sim.csms.waitForCall('StopTransaction');
    expect(stop.params).toMatchObject({ transactionId: 1000, reason: 'Remote' });
    await sim.csms.waitForCall(
      'StatusNotification',
      (c) => c.params.connectorId === 1 && c.params.status === 'Finishing',
    );
  });

  it('ChangeAvailability makes a connector Unavailable, or schedules it during a session', async () => {
    expect(
      await sim.csms.send(ID, 'ChangeAvailability', { connectorId: 2, type: 'Inoperative' }),
    ).toEqual({
      status: 'Accepted',
    });
    await sim.csms.waitForCall(
      'StatusNotification',
      (c) => c.params.connectorId === 2 && c.params.status === 'Unavailable',
    );
    expect(await sim.station.startTransaction(2, 'TAG-1')).toMatchObject({
      status: 'Rejected',
      reason: 'Unavailable',
    });

    await sim.station.startTransaction(1, 'TAG-1');
    expect(
      await sim.csms.send(ID, 'ChangeAvailability', { connectorId: 1, type: 'Inoperative' }),
    ).toEqual({
      status: 'Scheduled',
    });
    const mark = sim.csms.calls.length;
    await sim.station.stopTransaction(1);
    await sim.csms.waitForCall(
      'StatusNotification',
      (c) => c.params.connectorId === 1 && c.params.status === 'Unavailable',
      {
        from: mark,
      },
    );
    expect(
      await sim.csms.send(ID, 'ChangeAvailability', { connectorId: 7, type: 'Operative' }),
    ).toEqual({
      status: 'Rejected',
    });
  });

  it('UnlockConnector ends the session on the connector', async () => {
    await sim.station.startTransaction(2, 'TAG-1');
    expect(await sim.csms.send(ID, 'UnlockConnector', { connectorId: 2 })).toEqual({
      status: 'Unlocked',
    });
    expect((await sim.csms.waitForCall('StopTransaction')).params.reason).toBe('UnlockCommand');
    expect(await sim.csms.send(ID, 'UnlockConnector', { connectorId: 9 })).toEqual({
      status: 'NotSupported',
    });
  });

  it('GetConfiguration returns known keys and names unknown ones; ChangeConfiguration applies changes', async () => {
    const all = (await sim.csms.send(ID, 'GetConfiguration', {})) as {
      configurationKey: { key: string }[];
    };
    expect(all.configurationKey.map((k) => k.key)).toEqual(
      expect.arrayContaining([
        'HeartbeatInterval',
        'MeterValueSampleInterval',
        'NumberOfConnectors',
        'AuthorizeRemoteTxRequests',
        'LocalAuthListEnabled',
      ]),
    );
    expect(
      await sim.csms.send(ID, 'GetConfiguration', { key: ['NumberOfConnectors', 'NoSuchKey'] }),
    ).toEqual({
      configurationKey: [{ key: 'NumberOfConnectors', readonly: true, value: '2' }],
      unknownKey: ['NoSuchKey'],
    });
    const change = (key: string, value: string): Promise<unknown> =>
      sim.csms.send(ID, 'ChangeConfiguration', { key, value });
    expect(await change('NumberOfConnectors', '4')).toEqual({ status: 'Rejected' });
    expect(await change('HeartbeatInterval', 'soon')).toEqual({ status: 'Rejected' });
    expect(await change('VendorMagic', '1')).toEqual({ status: 'NotSupported' });
    expect(await change('WebSocketPingInterval', '60')).toEqual({ status: 'RebootRequired' });
    expect(await change('HeartbeatInterval', '10')).toEqual({ status: 'Accepted' });
    const mark = sim.csms.calls.length;
    const first = await sim.csms.waitForCall('Heartbeat', undefined, {
      from: mark,
      timeoutMs: 1000,
    });
    await sim.csms.waitForCall('Heartbeat', (c) => c !== first, { from: mark, timeoutMs: 1000 });
  });

  it('ClearCache, DataTransfer and the local list answer as a station does', async () => {
    expect(await sim.csms.send(ID, 'ClearCache', {})).toEqual({ status: 'Accepted' });
    expect(
      await sim.csms.send(ID, 'DataTransfer', { vendorId: 'Chargedeck', data: 'ping' }),
    ).toEqual({
      status: 'Accepted',
      data: 'ping',
    });
    expect(await sim.csms.send(ID, 'DataTransfer', { vendorId: 'Other' })).toEqual({
      status: 'UnknownVendorId',
    });
    expect(await sim.csms.send(ID, 'GetLocalListVersion', {})).toEqual({ listVersion: 0 });
    const list = [{ idTag: 'LOCAL-1', idTagInfo: { status: 'Accepted' } }];
    expect(
      await sim.csms.send(ID, 'SendLocalList', {
        listVersion: 3,
        updateType: 'Full',
        localAuthorizationList: list,
      }),
    ).toEqual({
      status: 'Accepted',
    });
    expect(
      await sim.csms.send(ID, 'SendLocalList', { listVersion: 2, updateType: 'Differential' }),
    ).toEqual({
      status: 'VersionMismatch',
    });
    expect(await sim.csms.send(ID, 'GetLocalListVersion', {})).toEqual({ listVersion: 3 });
    // The local list authorizes while offline.
    await sim.station.config.change('AllowOfflineTxForUnknownId', 'false');
    sim.station.cut();
    expect((await sim.station.startTransaction(1, 'LOCAL-1')).status).toBe('Accepted');
    expect(await sim.station.startTransaction(2, 'STRANGER')).toMatchObject({
      status: 'Rejected',
      reason: 'NotAuthorized',
    });
  });

  it('ReserveNow reserves a connector for one id tag until cancelled', async () => {
    const expiryDate = new Date(sim.station.scheduler.clock.now() + 3_600_000).toISOString();
    const reserve = { connectorId: 1, expiryDate, idTag: 'TAG-R', reservationId: 7 };
    expect(await sim.csms.send(ID, 'ReserveNow', reserve)).toEqual({ status: 'Accepted' });
    await sim.csms.waitForCall(
      'StatusNotification',
      (c) => c.params.connectorId === 1 && c.params.status === 'Reserved',
    );
    expect(await sim.station.startTransaction(1, 'TAG-OTHER')).toMatchObject({
      status: 'Rejected',
      reason: 'Reserved',
    });
    expect(await sim.csms.send(ID, 'ReserveNow', { ...reserve, connectorId: 0 })).toEqual({
      status: 'Rejected',
    });
    expect(await sim.csms.send(ID, 'CancelReservation', { reservationId: 8 })).toEqual({
      status: 'Rejected',
    });
    const outcome = await sim.station.startTransaction(1, 'TAG-R');
    expect(outcome.status).toBe('Accepted');
    expect(sim.csms.callsOf('StartTransaction')[0]?.params.reservationId).toBe(7);
  });
});
