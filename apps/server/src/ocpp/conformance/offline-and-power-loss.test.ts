import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeDatabases } from '../../testing/test-databases';
import { startOcppApp, waitFor, type OcppTestApp } from '../../testing/ocpp-test-kit';
import { ScriptedStation, addTag, transactionRow } from '../../testing/scripted-station';

/** OCPP 1.6 CSMS conformance: power loss, connection loss and offline transactions. */
describeDatabases('OCPP 1.6 conformance: offline and power loss', (database) => {
  let app: OcppTestApp;
  const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();
  const db = () => database.handle.db;
  const transaction = (pk: number) => transactionRow(database, pk);
  const online = async (id: string) =>
    (
      await db()
        .selectFrom('charge_box')
        .select('online')
        .where('charge_box_id', '=', id)
        .executeTakeFirstOrThrow()
    ).online;

  beforeAll(async () => {
    app = await startOcppApp(database);
    for (const id of ['OFF-1', 'OFF-2', 'OFF-3', 'OFF-4']) await app.addStation(id);
    await addTag(database, 'OFF-TAG');
  });
  afterAll(async () => {
    await app?.close();
  });

  it('TC_032_1_CSMS Power Failure boot charging point - stop transaction(s)', async () => {
    let station = await ScriptedStation.connect(app.ocppUrl, 'OFF-1');
    await station.boot();
    const start = await station.start(1, 'OFF-TAG', 100, minutesAgo(30));
    station.client.close({ force: true }).catch(() => undefined);
    await waitFor(async () => ((await online('OFF-1')) ? undefined : true));
    station = await ScriptedStation.connect(app.ocppUrl, 'OFF-1');
    await station.boot();
    await station.stop(start.transactionId, 600, minutesAgo(20), { reason: 'PowerLoss' });
    await station.status(1, 'Available');
    expect(await transaction(start.transactionId)).toMatchObject({
      stop_reason: 'PowerLoss',
      suspect: false,
    });
    const events = await db()
      .selectFrom('charge_box_event')
      .innerJoin('charge_box', 'charge_box.charge_box_pk', 'charge_box_event.charge_box_pk')
      .select('event_type')
      .where('charge_box_id', '=', 'OFF-1')
      .orderBy('charge_box_event_pk')
      .execute();
    const types = events.map((e) => e.event_type);
    // A connection and the boot that follows it are committed by different batches, so on
    // PostgreSQL either may take the lower key; both must be there, in their place in the story.
    const connectAndBoot = (at: number) => [...types.slice(at, at + 2)].sort();
    expect(connectAndBoot(0)).toEqual(['Connected', 'StationBooted']);
    expect(types.slice(2, 4)).toEqual(['TransactionStarted', 'Disconnected']);
    expect(connectAndBoot(4)).toEqual(['Connected', 'StationBooted']);
    expect(types.slice(6)).toEqual(['TransactionEnded', 'Available']);
    await station.close();
  });

  it('TC_036_CSMS Connection Loss During Transaction', async () => {
    let station = await ScriptedStation.connect(app.ocppUrl, 'OFF-2');
    const start = await station.start(1, 'OFF-TAG', 0, minutesAgo(10));
    station.client.close({ force: true }).catch(() => undefined);
    await waitFor(async () => ((await online('OFF-2')) ? undefined : true));
    station = await ScriptedStation.connect(app.ocppUrl, 'OFF-2');
    expect(await waitFor(async () => ((await online('OFF-2')) ? true : undefined))).toBe(true);
    await station.call('MeterValues', {
      connectorId: 1,
      transactionId: start.transactionId,
      meterValue: [{ timestamp: minutesAgo(8), sampledValue: [{ value: '150' }] }],
    });
    await station.stop(start.transactionId, 300, minutesAgo(5));
    expect(Number((await transaction(start.transactionId)).stop_value)).toBe(300);
    await station.close();
  });

  it('TC_037_1_CSMS Offline Start Transaction', async () => {
    const station = await ScriptedStation.connect(app.ocppUrl, 'OFF-3');
    await station.boot();
    const started = minutesAgo(45);
    const start = await station.start(1, 'OFF-TAG', 10, started);
    expect(start.idTagInfo.status).toBe('Accepted');
    const tx = await transaction(start.transactionId);
    expect(new Date(tx.start_timestamp).toISOString()).toBe(started);
    await station.stop(start.transactionId, 20, minutesAgo(40));
    await station.close();
  });

  it('TC_037_3_CSMS Offline Start Transaction - Invalid', async () => {
    const station = await ScriptedStation.connect(app.ocppUrl, 'OFF-3');
    const start = await station.start(2, 'NOT-A-TAG', 0, minutesAgo(30));
    expect(start.idTagInfo.status).toBe('Invalid');
    expect(start.transactionId).toBeGreaterThan(0);
    // The station stops the transaction it could not authorize (StopTransactionOnInvalidId).
    await station.stop(start.transactionId, 5, minutesAgo(29), { reason: 'DeAuthorized' });
    expect(await transaction(start.transactionId)).toMatchObject({
      start_id_tag_status: 'Invalid',
      stop_reason: 'DeAuthorized',
    });
    await station.close();
  });

  it('TC_038_CSMS Offline Stop Transaction', async () => {
    const station = await ScriptedStation.connect(app.ocppUrl, 'OFF-4');
    const start = await station.start(1, 'OFF-TAG', 0, minutesAgo(60));
    station.client.close({ force: true }).catch(() => undefined);
    await waitFor(async () => ((await online('OFF-4')) ? undefined : true));
    const back = await ScriptedStation.connect(app.ocppUrl, 'OFF-4');
    const stop = await back.stop(start.transactionId, 4000, minutesAgo(50), {
      idTag: 'OFF-TAG',
      reason: 'Local',
    });
    expect(stop.idTagInfo?.status).toBe('Accepted');
    expect(
      new Date((await transaction(start.transactionId)).stop_timestamp as Date).getTime(),
    ).toBeLessThan(Date.now() - 49 * 60_000);
    await back.close();
  });

  it('TC_039_CSMS Offline Transaction (start, meter values and stop replayed after reconnecting)', async () => {
    const station = await ScriptedStation.connect(app.ocppUrl, 'OFF-4');
    const start = await station.start(2, 'OFF-TAG', 0, minutesAgo(120));
    for (const [m, value] of [
      [110, '100'],
      [100, '200'],
      [90, '300'],
    ] as const) {
      await station.call('MeterValues', {
        connectorId: 2,
        transactionId: start.transactionId,
        meterValue: [
          {
            timestamp: minutesAgo(m),
            sampledValue: [
              { value },
              { value: '3.5', measurand: 'Power.Active.Import', unit: 'kW' },
            ],
          },
        ],
      });
    }
    // One instant for the stop and its last sample: two readings of the clock may differ by a
    // millisecond, which would put the sample after the stop (flagged OUT_OF_WINDOW).
    const stoppedAt = minutesAgo(85);
    await station.call('StopTransaction', {
      transactionId: start.transactionId,
      meterStop: 350,
      timestamp: stoppedAt,
      transactionData: [
        { timestamp: stoppedAt, sampledValue: [{ value: '350', context: 'Transaction.End' }] },
      ],
    });
    const samples = await db()
      .selectFrom('meter_value')
      .selectAll()
      .where('transaction_pk', '=', start.transactionId)
      .orderBy('value_timestamp')
      .execute();
    expect(samples).toHaveLength(7);
    expect(samples.every((s) => s.flag === null)).toBe(true);
    expect(samples.at(-1)).toMatchObject({ context: 'Transaction.End', value: '350' });
    await station.close();
  });
});
