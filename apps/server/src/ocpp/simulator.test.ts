import {
  SimulatedStation,
  provisionStations,
  scaledClock,
  silentLogger,
} from '@chargedeck/simulator';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { describeDatabases } from '../testing/test-databases';
import {
  STATION_KEY,
  connectedStation,
  startOcppApp,
  waitFor,
  type OcppTestApp,
} from '../testing/ocpp-test-kit';
import { addTag, adminCaller } from '../testing/scripted-station';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../testing/test-app';

/** The product against the project's station simulator over a real socket. */
describeDatabases('OCPP gateway with the station simulator', (database) => {
  let app: OcppTestApp;
  const running: SimulatedStation[] = [];
  const db = () => database.handle.db;

  const simulate = async (chargeBoxId: string) => {
    await app.addStation(chargeBoxId);
    const station = new SimulatedStation({
      url: app.ocppUrl,
      chargeBoxId,
      password: STATION_KEY,
      clock: scaledClock(600),
      meterIntervalSec: 60,
      idTags: ['SIM-TAG'],
      logger: silentLogger,
      reconnect: false,
    });
    running.push(station);
    await station.connect();
    return station;
  };
  const transactionsOf = (chargeBoxId: string) =>
    db()
      .selectFrom('charging_transaction as t')
      .innerJoin('charge_box as c', 'c.charge_box_pk', 't.charge_box_pk')
      .selectAll('t')
      .where('c.charge_box_id', '=', chargeBoxId)
      .orderBy('t.transaction_pk')
      .execute();
  const samplesOf = (transactionPk: number) =>
    db()
      .selectFrom('meter_value')
      .select(['measurand', 'flag', 'value_timestamp'])
      .where('transaction_pk', '=', transactionPk)
      .execute();

  beforeAll(async () => {
    app = await startOcppApp(database);
    await addTag(database, 'SIM-TAG', { max_active_transaction_count: null });
  });
  afterEach(async () => {
    await Promise.all(running.splice(0).map((s) => s.stop()));
  });
  afterAll(async () => {
    await app?.close();
  });

  it('boots, charges with periodic meter values and stops; every message is stored', async () => {
    const station = await simulate('SIM-1');
    station.plugIn(1);
    const outcome = await station.startTransaction(1, 'SIM-TAG');
    expect(outcome.status).toBe('Accepted');
    const [open] = await waitFor(async () => {
      const rows = await transactionsOf('SIM-1');
      return rows.length > 0 ? rows : undefined;
    });
    await waitFor(async () =>
      (await samplesOf(open?.transaction_pk ?? 0)).length >= 6 ? true : undefined,
    );
    await station.stopTransaction(1, 'Local');
    await station.settled();
    await app.ocpp.flush();
    const [tx] = await transactionsOf('SIM-1');
    expect(tx).toMatchObject({ id_tag: 'SIM-TAG', stop_reason: 'Local', suspect: false });
    const samples = await samplesOf(tx?.transaction_pk ?? 0);
    expect(new Set(samples.map((s) => s.measurand))).toContain('Energy.Active.Import.Register');
    expect(samples.every((s) => s.flag === null)).toBe(true);
    const box = await db()
      .selectFrom('charge_box')
      .selectAll()
      .where('charge_box_id', '=', 'SIM-1')
      .executeTakeFirstOrThrow();
    expect(box).toMatchObject({ charge_point_vendor: 'Chargedeck', online: true });
  });

  it('replays a session run offline, in order and with its original timestamps, into one transaction', async () => {
    const station = await simulate('SIM-2');
    station.cut();
    station.plugIn(1);
    const outcome = await station.startTransaction(1, 'SIM-TAG');
    expect(outcome.status).toBe('Accepted');
    const record = outcome.status === 'Accepted' ? outcome.transaction : undefined;
    await waitFor(() => (station.queue.length >= 4 ? true : undefined));
    await station.stopTransaction(1, 'Local');
    expect(await transactionsOf('SIM-2')).toHaveLength(0);
    await station.connect();
    await station.settled();
    await app.ocpp.flush();
    const rows = await transactionsOf('SIM-2');
    expect(rows).toHaveLength(1);
    expect(new Date(rows[0]?.start_timestamp ?? 0).getTime()).toBe(record?.startedAt);
    expect(record?.transactionId).toBe(rows[0]?.transaction_pk);
    expect(rows[0]?.stop_timestamp).not.toBeNull();
    const samples = await samplesOf(rows[0]?.transaction_pk ?? 0);
    expect(samples.length).toBeGreaterThan(0);
    expect(samples.every((s) => s.flag === null)).toBe(true);
  });

  it('starts and stops a session from the command service', async () => {
    const station = await simulate('SIM-3');
    station.plugIn(1);
    const caller = await adminCaller(database);
    const start = await app.ocpp.operations.execute({
      command: 'RemoteStartTransaction',
      chargeBoxIds: ['SIM-3'],
      request: { connectorId: 1, idTag: 'SIM-TAG' },
      caller,
    });
    expect((await start.done).taskDetail.resultMap['SIM-3']?.response).toBe('Accepted');
    const [open] = await waitFor(async () => {
      const rows = await transactionsOf('SIM-3');
      return rows.length > 0 ? rows : undefined;
    });
    const stop = await app.ocpp.operations.execute({
      command: 'RemoteStopTransaction',
      chargeBoxIds: ['SIM-3'],
      request: { transactionId: open?.transaction_pk ?? 0 },
      caller,
    });
    expect((await stop.done).taskDetail.resultMap['SIM-3']?.response).toBe('Accepted');
    const [stopped] = await waitFor(async () => {
      const rows = await transactionsOf('SIM-3');
      return rows[0]?.stop_timestamp ? rows : undefined;
    });
    expect(stopped?.stop_reason).toBe('Remote');
  });

  it('turns a connector fault into a Failure event', async () => {
    const station = await simulate('SIM-4');
    await station.fault(2, 'GroundFailure', 'leak');
    const event = await waitFor(() =>
      db()
        .selectFrom('charge_box_event as e')
        .innerJoin('charge_box as c', 'c.charge_box_pk', 'e.charge_box_pk')
        .select(['e.event_type', 'e.detail', 'e.connector_id'])
        .where('c.charge_box_id', '=', 'SIM-4')
        .where('e.event_type', '=', 'Failure')
        .executeTakeFirst(),
    );
    expect(event).toMatchObject({ connector_id: 2, detail: 'GroundFailure leak' });
  });

  const eventsOf = (chargeBoxId: string, type: 'StartRejected' | 'TaskFailed') =>
    db()
      .selectFrom('charge_box_event as e')
      .innerJoin('charge_box as c', 'c.charge_box_pk', 'e.charge_box_pk')
      .select(['e.event_type', 'e.detail', 'e.connector_id', 'e.transaction_pk'])
      .where('c.charge_box_id', '=', chargeBoxId)
      .where('e.event_type', '=', type)
      .orderBy('e.charge_box_event_pk')
      .execute();

  it('turns a refused card into a StartRejected event, and an accepted one into none', async () => {
    await addTag(database, 'SIM-BLOCKED', { blocked: true });
    const station = await simulate('SIM-5');
    station.plugIn(1);
    expect(await station.startTransaction(1, 'SIM-UNKNOWN')).toMatchObject({
      status: 'Rejected',
      reason: 'NotAuthorized',
    });
    expect(await station.startTransaction(1, 'SIM-BLOCKED')).toMatchObject({
      status: 'Rejected',
    });
    expect((await station.startTransaction(1, 'SIM-TAG')).status).toBe('Accepted');
    await station.settled();
    await app.ocpp.flush();
    const events = await eventsOf('SIM-5', 'StartRejected');
    expect(events.map((e) => e.detail)).toEqual(['SIM-UNKNOWN Invalid', 'SIM-BLOCKED Blocked']);
    expect(await transactionsOf('SIM-5')).toHaveLength(1);
  });

  it('stores a start the station reports with a refused card as StartRejected, once', async () => {
    await addTag(database, 'SIM-EXPIRED', { expiry_date: new Date(Date.now() - 86_400_000) });
    await app.addStation('SIM-6');
    // A station that started offline reports the start later, as it was: a raw client sends it.
    const station = await connectedStation(app.ocppUrl, 'SIM-6');
    const start = {
      connectorId: 2,
      idTag: 'SIM-EXPIRED',
      meterStart: 0,
      timestamp: new Date().toISOString(),
    };
    type Started = { transactionId: number; idTagInfo: { status: string } };
    const first = (await station.call('StartTransaction', start)) as Started;
    expect(first.idTagInfo.status).toBe('Expired');
    // Replayed after a lost answer: the same transaction, no second event.
    const again = (await station.call('StartTransaction', start)) as Started;
    expect(again.transactionId).toBe(first.transactionId);
    await station.close({ code: 1000 });
    expect(await eventsOf('SIM-6', 'StartRejected')).toEqual([
      {
        event_type: 'StartRejected',
        detail: 'SIM-EXPIRED Expired',
        connector_id: 2,
        transaction_pk: first.transactionId,
      },
    ]);
  });

  it('turns a rejected remote start into StartRejected and a command to a station gone into TaskFailed', async () => {
    const station = await simulate('SIM-7');
    const caller = await adminCaller(database);
    // Connector 9 does not exist: the station answers Rejected.
    const start = await app.ocpp.operations.execute({
      command: 'RemoteStartTransaction',
      chargeBoxIds: ['SIM-7'],
      request: { connectorId: 9, idTag: 'SIM-TAG' },
      caller,
    });
    expect((await start.done).taskDetail.resultMap['SIM-7']?.response).toBe('Rejected');
    const [rejected] = await eventsOf('SIM-7', 'StartRejected');
    expect(rejected).toMatchObject({
      connector_id: 9,
      detail: `RemoteStartTransaction #${start.taskId}: Rejected`,
    });
    const accepted = await app.ocpp.operations.execute({
      command: 'ClearCache',
      chargeBoxIds: ['SIM-7'],
      request: {},
      caller,
    });
    expect((await accepted.done).taskDetail.resultMap['SIM-7']?.response).toBe('Accepted');
    expect(await eventsOf('SIM-7', 'TaskFailed')).toEqual([]);

    await station.stop();
    await waitFor(async () => {
      const box = await db()
        .selectFrom('charge_box')
        .select('online')
        .where('charge_box_id', '=', 'SIM-7')
        .executeTakeFirstOrThrow();
      return box.online ? undefined : true;
    });
    const reset = await app.ocpp.operations.execute({
      command: 'Reset',
      chargeBoxIds: ['SIM-7'],
      request: { type: 'Soft' },
      caller,
    });
    const error = (await reset.done).taskDetail.resultMap['SIM-7']?.errorMessage;
    expect(error).toBeTruthy();
    expect(await eventsOf('SIM-7', 'TaskFailed')).toMatchObject([
      { detail: `Reset #${reset.taskId}: ${error}` },
    ]);
  });

  it('registers its stations and cards through the API (--provision), then charges with them', async () => {
    const provision = () =>
      provisionStations({
        api: `http://127.0.0.1:${app.port}`,
        email: ADMIN_EMAIL,
        password: ADMIN_PASSWORD,
        chargeBoxIds: ['PROV-1'],
        authorizationKey: STATION_KEY,
        idTags: ['PROV-TAG'],
      });
    const first = await provision();
    expect(first.stations.created).toEqual(['PROV-1']);
    expect(first.tags.created).toEqual(['PROV-TAG']);
    const again = await provision();
    expect(again.stations.existing).toEqual(['PROV-1']);
    expect(again.tags.existing).toEqual(['PROV-TAG']);

    const station = new SimulatedStation({
      url: app.ocppUrl,
      chargeBoxId: 'PROV-1',
      password: STATION_KEY,
      logger: silentLogger,
      reconnect: false,
    });
    running.push(station);
    await station.connect();
    station.plugIn(1);
    expect((await station.startTransaction(1, 'PROV-TAG')).status).toBe('Accepted');
  });
});
