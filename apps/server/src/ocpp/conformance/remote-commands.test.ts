import { afterAll, beforeAll, expect, it } from 'vitest';
import type { CommandCaller, TaskView } from '../../modules/operations';
import { describeDatabases } from '../../testing/test-databases';
import { startOcppApp, type OcppTestApp } from '../../testing/ocpp-test-kit';
import {
  addTag,
  adminCaller,
  bootedStation,
  runCommand,
  type ScriptedStation,
} from '../../testing/scripted-station';
import type { CommandRequest, ServerCommand } from '@chargedeck/shared/ocpp16';

/** OCPP 1.6 CSMS conformance: remote control, reset, unlock, configuration and triggers. */
describeDatabases('OCPP 1.6 conformance: remote commands', (database) => {
  let app: OcppTestApp;
  let caller: CommandCaller;
  let station: ScriptedStation;

  const send = <C extends ServerCommand>(command: C, request: CommandRequest<C>) =>
    runCommand(app, caller, command, request, ['RC-1']);
  const resultOf = (task: TaskView) => task.taskDetail.resultMap['RC-1'];
  const lastReceived = () => station.received.at(-1);

  beforeAll(async () => {
    app = await startOcppApp(database);
    await addTag(database, 'RC-TAG');
    caller = await adminCaller(database);
    station = await bootedStation(app, 'RC-1');
  });
  afterAll(async () => {
    await station?.close();
    await app?.close();
  });

  it('TC_010_CSMS Remote Start Charging Session - Cable Plugged in First', async () => {
    await station.status(1, 'Preparing');
    const task = await send('RemoteStartTransaction', { connectorId: 1, idTag: 'RC-TAG' });
    expect(resultOf(task)).toEqual({ errorMessage: null, response: 'Accepted', hasDetail: false });
    expect(lastReceived()).toEqual({
      action: 'RemoteStartTransaction',
      payload: { connectorId: 1, idTag: 'RC-TAG' },
    });
    const start = await station.start(1, 'RC-TAG', 0, new Date().toISOString());
    await station.status(1, 'Charging');
    await station.stop(start.transactionId, 100, new Date(Date.now() + 200_000).toISOString(), {
      reason: 'Local',
    });
    expect(task.origin).toBe(caller.origin);
    expect(task.endTimestamp).not.toBeNull();
  });

  it('TC_011_1_CSMS Remote Start Charging Session - Remote Start First', async () => {
    const task = await send('RemoteStartTransaction', { idTag: 'RC-TAG' });
    expect(resultOf(task)?.response).toBe('Accepted');
    await station.status(1, 'Preparing');
    const start = await station.start(1, 'RC-TAG', 100, new Date().toISOString());
    expect(start.idTagInfo.status).toBe('Accepted');
    await station.status(1, 'Charging');

    // TC_012_CSMS Remote Stop Charging Session continues this session.
    const stop = await send('RemoteStopTransaction', { transactionId: start.transactionId });
    expect(resultOf(stop)?.response).toBe('Accepted');
    await station.stop(start.transactionId, 300, new Date(Date.now() + 300_000).toISOString(), {
      reason: 'Remote',
    });
    const tx = await database.handle.db
      .selectFrom('charging_transaction')
      .select('stop_reason')
      .where('transaction_pk', '=', start.transactionId)
      .executeTakeFirstOrThrow();
    expect(tx.stop_reason).toBe('Remote');
  });

  it('TC_026_CSMS Remote Start Charging Session - Rejected', async () => {
    station.answer('RemoteStartTransaction', () => ({ status: 'Rejected' }));
    expect(
      resultOf(await send('RemoteStartTransaction', { connectorId: 1, idTag: 'RC-TAG' }))?.response,
    ).toBe('Rejected');
  });

  it('TC_028_CSMS Remote Stop Transaction - Rejected', async () => {
    station.answer('RemoteStopTransaction', () => ({ status: 'Rejected' }));
    expect(resultOf(await send('RemoteStopTransaction', { transactionId: 999 }))?.response).toBe(
      'Rejected',
    );
  });

  it('TC_013_CSMS Hard Reset Without transaction', async () => {
    expect(resultOf(await send('Reset', { type: 'Hard' }))?.response).toBe('Accepted');
    expect(lastReceived()).toEqual({ action: 'Reset', payload: { type: 'Hard' } });
  });

  it('TC_014_CSMS Soft Reset Without Transaction', async () => {
    expect(resultOf(await send('Reset', { type: 'Soft' }))?.response).toBe('Accepted');
    await station.boot();
    await station.status(1, 'Available');
  });

  it('TC_017_1_CSMS Unlock Connector No Charging Session Running (Not fixed cable)', async () => {
    expect(resultOf(await send('UnlockConnector', { connectorId: 1 }))?.response).toBe('Unlocked');
  });

  it('TC_030_CSMS Unlock Connector - Unlock Failure', async () => {
    station.answer('UnlockConnector', () => ({ status: 'UnlockFailed' }));
    expect(resultOf(await send('UnlockConnector', { connectorId: 1 }))?.response).toBe(
      'UnlockFailed',
    );
  });

  it('TC_019_1_CSMS Retrieve all configuration keys', async () => {
    const keys = [
      { key: 'HeartbeatInterval', readonly: false, value: '300' },
      { key: 'NumberOfConnectors', readonly: true, value: '2' },
    ];
    station.answer('GetConfiguration', () => ({ configurationKey: keys }));
    const task = await send('GetConfiguration', {});
    expect(resultOf(task)?.hasDetail).toBe(true);
    const detail = await app.ocpp.operations.stationResponse(
      task.taskId,
      'RC-1',
      caller.visibleTenantPks,
    );
    expect(detail.response).toEqual({ configurationKey: keys });
  });

  it('TC_019_2_CSMS Retrieve specific configuration key', async () => {
    station.answer('GetConfiguration', (p) => ({
      configurationKey: (p.key as string[]).map((key) => ({ key, readonly: false, value: '60' })),
    }));
    const task = await send('GetConfiguration', { key: ['MeterValueSampleInterval'] });
    expect(lastReceived()?.payload).toEqual({ key: ['MeterValueSampleInterval'] });
    const detail = await app.ocpp.operations.stationResponse(
      task.taskId,
      'RC-1',
      caller.visibleTenantPks,
    );
    expect(detail.response).toEqual({
      configurationKey: [{ key: 'MeterValueSampleInterval', readonly: false, value: '60' }],
    });
  });

  it('TC_021_CSMS Change/Set Configuration', async () => {
    const task = await send('ChangeConfiguration', {
      key: 'MeterValueSampleInterval',
      value: '30',
    });
    expect(resultOf(task)?.response).toBe('Accepted');
    expect(lastReceived()?.payload).toEqual({ key: 'MeterValueSampleInterval', value: '30' });
  });

  it('TC_040_1_CSMS Configuration keys - Not supported', async () => {
    station.answer('ChangeConfiguration', () => ({ status: 'NotSupported' }));
    expect(
      resultOf(await send('ChangeConfiguration', { key: 'VendorThing', value: '1' }))?.response,
    ).toBe('NotSupported');
  });

  it('TC_040_2_CSMS Configuration Keys - Invalid value', async () => {
    station.answer('ChangeConfiguration', () => ({ status: 'Rejected' }));
    expect(
      resultOf(await send('ChangeConfiguration', { key: 'HeartbeatInterval', value: '-1' }))
        ?.response,
    ).toBe('Rejected');
  });

  it('TC_054_CSMS Trigger Message', async () => {
    const task = await send('TriggerMessage', {
      requestedMessage: 'StatusNotification',
      connectorId: 1,
    });
    expect(resultOf(task)?.response).toBe('Accepted');
    await station.status(1, 'Available');
    const heartbeat = await send('TriggerMessage', { requestedMessage: 'Heartbeat' });
    expect(resultOf(heartbeat)?.response).toBe('Accepted');
    await station.call('Heartbeat', {});
  });

  it('TC_055_CSMS Trigger Message - Rejected', async () => {
    station.answer('TriggerMessage', () => ({ status: 'Rejected' }));
    expect(
      resultOf(await send('TriggerMessage', { requestedMessage: 'MeterValues', connectorId: 1 }))
        ?.response,
    ).toBe('Rejected');
  });

  it('TC_061_CSMS Clear Authorization Data in Authorization Cache', async () => {
    expect(resultOf(await send('ClearCache', {}))?.response).toBe('Accepted');
  });

  it('Change Availability of a connector (Inoperative, then Operative)', async () => {
    expect(
      resultOf(await send('ChangeAvailability', { connectorId: 1, type: 'Inoperative' }))?.response,
    ).toBe('Accepted');
    await station.status(1, 'Unavailable');
    station.answer('ChangeAvailability', () => ({ status: 'Scheduled' }));
    expect(
      resultOf(await send('ChangeAvailability', { connectorId: 0, type: 'Operative' }))?.response,
    ).toBe('Scheduled');
  });

  it('refuses a command that breaks the 1.6 schema without sending it', async () => {
    const before = station.received.length;
    const task = await send('Reset', { type: 'Sideways' } as never);
    expect(resultOf(task)?.errorMessage).toContain('Reset request is invalid');
    expect(station.received.length).toBe(before);
  });
});
