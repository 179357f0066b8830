import { SimulatedStation } from '@chargedeck/simulator';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeDatabases } from '../../testing/test-databases';
import { STATION_KEY, startOcppApp, waitFor, type OcppTestApp } from '../../testing/ocpp-test-kit';
import { secondTenant, type SecondTenant } from '../../testing/second-tenant';

interface Task {
  taskId: number;
  endTimestamp: string | null;
  taskDetail: {
    operationName: string;
    resultMap: Record<
      string,
      { response: string | null; errorMessage: string | null; hasDetail: boolean }
    >;
  };
}

describeDatabases('operations API', (database) => {
  let app: OcppTestApp;
  let other: SecondTenant;
  const stations: SimulatedStation[] = [];
  const selected = [{ chargeBoxId: 'OPS-1' }, { chargeBoxId: 'OPS-2' }];

  async function finishedTask(taskId: number): Promise<Task> {
    return waitFor(async () => {
      const res = await app.api('GET', '/api/operations/tasks');
      const task = (res.body.taskList as Task[]).find((t) => t.taskId === taskId);
      return task?.endTimestamp ? task : undefined;
    }, 10_000);
  }

  beforeAll(async () => {
    app = await startOcppApp(database);
    for (const { chargeBoxId } of selected) {
      await app.addStation(chargeBoxId);
      const station = new SimulatedStation({
        url: app.ocppUrl,
        chargeBoxId,
        password: STATION_KEY,
      });
      await station.connect();
      stations.push(station);
    }
    other = await secondTenant(app, database, 'alheia', ['/operations/v16', '/operations/tasks']);
  });
  afterAll(async () => {
    await Promise.all(stations.map((s) => s.stop()));
    await app?.close();
  });

  it('sends GetConfiguration and Reset to two stations and keeps both answers in the task', async () => {
    const get = await app.api('POST', '/api/operations/v1.6/get_configuration', {
      chargePointSelectList: selected,
      confKeyList: ['HeartbeatInterval', 'NoSuchKey'],
    });
    expect(get.statusCode).toBe(200);
    const getTask = await finishedTask((get.body.data as { taskId: number }).taskId);
    expect(getTask.taskDetail.operationName).toBe('GetConfiguration');
    expect(Object.keys(getTask.taskDetail.resultMap)).toEqual(['OPS-1', 'OPS-2']);
    expect(getTask.taskDetail.resultMap['OPS-1']).toMatchObject({
      errorMessage: null,
      hasDetail: true,
    });
    const details = await app.api('GET', `/api/operations/tasks/${getTask.taskId}/details/OPS-2`);
    expect(details.body.configurationKeys).toEqual([
      { key: 'HeartbeatInterval', value: expect.stringMatching(/^\d+$/), readonly: false },
    ]);
    expect(details.body.unknownKeys).toEqual(['NoSuchKey']);

    const reset = await app.api('POST', '/api/operations/v1.6/reset', {
      chargePointSelectList: selected,
      resetType: 'SOFT',
    });
    const resetTask = await finishedTask((reset.body.data as { taskId: number }).taskId);
    expect(resetTask.taskDetail.resultMap).toEqual({
      'OPS-1': { errorMessage: null, response: 'Accepted', hasDetail: false },
      'OPS-2': { errorMessage: null, response: 'Accepted', hasDetail: false },
    });
  });

  it('records a station that is not registered as an error of the task', async () => {
    const res = await app.api('POST', '/api/operations/v1.6/clear_cache', {
      chargePointSelectList: [{ chargeBoxId: 'NOWHERE' }],
    });
    const task = await finishedTask((res.body.data as { taskId: number }).taskId);
    expect(task.taskDetail.resultMap.NOWHERE?.errorMessage).toBe('Station not found');
  });

  it('answers 400 naming the field, refuses v1.5 and checks each command route', async () => {
    const cases: [string, object, string][] = [
      ['reset', { chargePointSelectList: [], resetType: 'HARD' }, 'chargePointSelectList'],
      ['reset', { chargePointSelectList: selected }, 'resetType'],
      ['get_configuration', { chargePointSelectList: selected, confKeyList: [] }, 'confKeyList'],
      [
        'change_configuration',
        { chargePointSelectList: selected, keyType: 'CUSTOM', value: '1' },
        'customConfKey',
      ],
      ['remote_stop_transaction', { chargePointSelectList: selected }, 'transactionId'],
      [
        'update_firmware',
        { chargePointSelectList: selected, location: 'ftp://x/f.bin' },
        'retrieve',
      ],
      [
        'set_charging_profile',
        { chargePointSelectList: selected, chargingProfilePk: 999, connectorId: 0 },
        'chargingProfilePk',
      ],
    ];
    for (const [command, body, field] of cases) {
      const res = await app.api('POST', `/api/operations/v1.6/${command}`, body);
      expect(res.statusCode, command).toBe(400);
      expect(res.body.field, command).toBe(field);
    }
    const empty = await app.api('POST', '/api/operations/v1.6/reset', {
      chargePointSelectList: [],
    });
    expect(empty.body.error).toBe('chargePointSelectList: Please select a station.');
    const emptyPt = await app.http.inject({
      method: 'POST',
      url: '/api/operations/v1.6/reset',
      payload: { chargePointSelectList: [] },
      headers: { authorization: `Bearer ${app.token}`, 'accept-language': 'pt-BR' },
    });
    expect(emptyPt.json<{ error: string }>().error).toBe(
      'chargePointSelectList: Por favor, selecione uma estação.',
    );
    const v15 = await app.api('POST', '/api/operations/v1.5/reset', {
      chargePointSelectList: selected,
      resetType: 'HARD',
    });
    expect(v15.statusCode).toBe(400);
    expect(v15.body.field).toBe('mode');
    const denied = await app.http.inject({
      method: 'POST',
      url: '/api/operations/v1.6/reset',
      headers: { authorization: `Bearer ${other.token}` },
      payload: { chargePointSelectList: selected, resetType: 'HARD' },
    });
    expect(denied.statusCode).toBe(403);
  });

  it("hides another tenant's tasks: its list is empty and the details answer 404", async () => {
    const mine = await app.api('GET', '/api/operations/tasks');
    const taskId = (mine.body.taskList as Task[])[0]?.taskId;
    const as = (url: string) =>
      app.http.inject({ method: 'GET', url, headers: { authorization: `Bearer ${other.token}` } });
    expect((await as('/api/operations/tasks')).json()).toEqual({ taskList: [] });
    expect((await as(`/api/operations/tasks/${taskId}/details/OPS-1`)).statusCode).toBe(404);
  });

  it('offers the stations, their connectors and the configuration keys', async () => {
    const res = await app.api('GET', '/api/operations/v1.6/get_configuration');
    expect(res.body.cpList).toEqual([
      expect.objectContaining({ chargeBoxId: 'OPS-1' }),
      expect.objectContaining({ chargeBoxId: 'OPS-2' }),
    ]);
    expect((res.body.connectorIds as Record<string, number[]>)['OPS-1']).toEqual([1, 2]);
    expect(res.body.ocppConfKeys).toContain('HeartbeatInterval');
  });
});
