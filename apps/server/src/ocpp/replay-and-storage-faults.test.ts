import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeDatabases } from '../testing/test-databases';
import { startOcppApp, type OcppTestApp } from '../testing/ocpp-test-kit';
import { ScriptedStation, addTag, adminCaller, transactionRow } from '../testing/scripted-station';

/** Offline replays, foreign transactions, a silent station and a failing database. */
describeDatabases('OCPP replay and storage faults', (database) => {
  let app: OcppTestApp;
  let a: ScriptedStation;
  let b: ScriptedStation;
  const db = () => database.handle.db;
  const ago = (m: number) => new Date(Date.now() - m * 60_000).toISOString();
  const suspects = () =>
    db()
      .selectFrom('ocpp_suspect_message')
      .select(['action', 'reason', 'payload'])
      .orderBy('ocpp_suspect_message_pk')
      .execute();
  const tx = (pk: number) => transactionRow(database, pk);

  beforeAll(async () => {
    app = await startOcppApp(database);
    await app.addStation('RF-A');
    await app.addStation('RF-B');
    await addTag(database, 'RF-TAG', { max_active_transaction_count: null });
    a = await ScriptedStation.connect(app.ocppUrl, 'RF-A');
    b = await ScriptedStation.connect(app.ocppUrl, 'RF-B');
  });
  afterAll(async () => {
    await a?.close();
    // B never answered a command: a graceful close would wait for that answer forever.
    await b?.client.close({ force: true });
    await app?.close();
  });

  it('answers a repeated StartTransaction with the same transactionId and writes no second row', async () => {
    const start = { connectorId: 1, idTag: 'RF-TAG', meterStart: 100, timestamp: ago(90) };
    const first = await a.call<{ transactionId: number; idTagInfo: { status: string } }>(
      'StartTransaction',
      start,
    );
    const again = await a.call<{ transactionId: number; idTagInfo: { status: string } }>(
      'StartTransaction',
      start,
    );
    expect(again).toEqual(first);
    const rows = await db()
      .selectFrom('charging_transaction')
      .select('transaction_pk')
      .where('id_tag', '=', 'RF-TAG')
      .execute();
    expect(rows).toHaveLength(1);
  });

  it("answers a StopTransaction for another station's transaction, records it as suspect and leaves it open", async () => {
    const theirs = await a.start(2, 'RF-TAG', 0, ago(80));
    const answer = await b.stop(theirs.transactionId, 5, ago(70));
    expect(answer).toEqual({});
    expect((await tx(theirs.transactionId)).stop_timestamp).toBeNull();
    expect((await suspects()).at(-1)).toMatchObject({
      action: 'StopTransaction',
      reason: "another station's transaction",
    });
  });

  it('answers a StopTransaction for an unknown or negative id and keeps its transaction data, flagged', async () => {
    await b.call('StopTransaction', { transactionId: 987654, meterStop: 5, timestamp: ago(60) });
    await b.call('StopTransaction', {
      transactionId: -1,
      meterStop: 5,
      timestamp: ago(60),
      idTag: 'RF-TAG',
      transactionData: [
        { timestamp: ago(61), sampledValue: [{ value: '5', context: 'Transaction.End' }] },
      ],
    });
    const reasons = (await suspects()).slice(-2).map((s) => s.reason);
    expect(reasons).toEqual(['unknown transaction', 'transaction id is not a positive number']);
    const kept = await db()
      .selectFrom('meter_value')
      .selectAll()
      .where('flag', '=', 'UNKNOWN_TRANSACTION')
      .execute();
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({ transaction_pk: null, value: '5' });
  });

  it('never reopens an ended transaction', async () => {
    const start = { connectorId: 3, idTag: 'RF-TAG', meterStart: 0, timestamp: ago(50) };
    const { transactionId } = await a.call<{ transactionId: number }>('StartTransaction', start);
    const stop = { transactionId, meterStop: 700, timestamp: ago(40), reason: 'Local' };
    await a.call('StopTransaction', stop);
    await a.call('StopTransaction', stop);
    await a.call('StopTransaction', { ...stop, meterStop: 900, timestamp: ago(30) });
    expect((await a.call<{ transactionId: number }>('StartTransaction', start)).transactionId).toBe(
      transactionId,
    );
    const row = await tx(transactionId);
    expect(Number(row.stop_value)).toBe(700);
    expect(new Date(row.stop_timestamp as Date).toISOString()).toBe(stop.timestamp);
    expect((await suspects()).slice(-2).map((s) => s.reason)).toEqual([
      'repeated stop of an ended transaction',
      'stop of an ended transaction',
    ]);
  });

  it('keeps replayed meter values in any order, flagging those outside the transaction window', async () => {
    const { transactionId } = await a.start(4, 'RF-TAG', 0, ago(30));
    const sample = (m: number, value: string) => ({
      connectorId: 4,
      transactionId,
      meterValue: [{ timestamp: ago(m), sampledValue: [{ value }] }],
    });
    for (const [m, v] of [
      [20, '200'],
      [25, '100'],
      [35, '1'],
      [22, '150'],
    ] as const)
      await a.call('MeterValues', sample(m, v));
    await a.call('StopTransaction', { transactionId, meterStop: 300, timestamp: ago(15) });
    await a.call('MeterValues', sample(10, '999'));
    await a.call('MeterValues', sample(18, '250'));
    const rows = await db()
      .selectFrom('meter_value')
      .select(['value', 'flag'])
      .where('transaction_pk', '=', transactionId)
      .orderBy('value_timestamp')
      .execute();
    expect(rows).toEqual([
      { value: '1', flag: 'OUT_OF_WINDOW' },
      { value: '100', flag: null },
      { value: '150', flag: null },
      { value: '200', flag: null },
      { value: '250', flag: null },
      { value: '999', flag: 'OUT_OF_WINDOW' },
    ]);
  });

  it('keeps the newest connector status when an older one arrives late', async () => {
    await a.status(5, 'Charging', 'NoError', ago(5));
    await a.status(5, 'Preparing', 'NoError', ago(6));
    const connector = await db()
      .selectFrom('connector')
      .innerJoin('charge_box', 'charge_box.charge_box_pk', 'connector.charge_box_pk')
      .select('last_status')
      .where('charge_box_id', '=', 'RF-A')
      .where('connector_id', '=', 5)
      .executeTakeFirstOrThrow();
    expect(connector.last_status).toBe('Charging');
    const history = await sql<{
      n: number;
    }>`select count(*)::int as n from connector_status s join connector c using (connector_pk) where c.connector_id = 5`.execute(
      db(),
    );
    expect(history.rows[0]?.n).toBe(2);
  });

  it('fails a command to a station that never answers, and the next one by its own deadline', async () => {
    b.answer('Reset', () => new Promise(() => undefined));
    const caller = await adminCaller(database);
    const began = Date.now();
    const first = await app.ocpp.operations.execute({
      command: 'Reset',
      chargeBoxIds: ['RF-B'],
      request: { type: 'Soft' },
      caller,
      timeoutMs: 300,
    });
    const second = await app.ocpp.operations.execute({
      command: 'ClearCache',
      chargeBoxIds: ['RF-B'],
      request: {},
      caller,
      timeoutMs: 200,
    });
    const [one, two] = await Promise.all([first.done, second.done]);
    expect(Date.now() - began).toBeLessThan(3_000);
    expect(one.taskDetail.resultMap['RF-B']?.errorMessage).toBe(
      'the station did not answer in time',
    );
    expect(two.taskDetail.resultMap['RF-B']?.errorMessage).toContain(
      'an earlier call was still open',
    );
    expect(await b.call('Heartbeat', {})).toHaveProperty('currentTime');
  });

  it('answers InternalError while the database fails, and stores the message when the station sends it again', async () => {
    await sql`alter table meter_value rename to meter_value_offline`.execute(db());
    const message = {
      connectorId: 6,
      meterValue: [{ timestamp: ago(1), sampledValue: [{ value: '42' }] }],
    };
    await expect(a.call('MeterValues', message)).rejects.toMatchObject({
      rpcErrorCode: 'InternalError',
    });
    await sql`alter table charging_transaction rename to charging_transaction_offline`.execute(
      db(),
    );
    const start = { connectorId: 6, idTag: 'RF-TAG', meterStart: 0, timestamp: ago(1) };
    await expect(a.call('StartTransaction', start)).rejects.toMatchObject({
      rpcErrorCode: 'InternalError',
    });
    await sql`alter table meter_value_offline rename to meter_value`.execute(db());
    await sql`alter table charging_transaction_offline rename to charging_transaction`.execute(
      db(),
    );
    await a.call('MeterValues', message);
    const { transactionId } = await a.call<{ transactionId: number }>('StartTransaction', start);
    expect(transactionId).toBeGreaterThan(0);
    const stored = await db()
      .selectFrom('meter_value')
      .select('value')
      .where('connector_id', '=', 6)
      .execute();
    expect(stored).toEqual([{ value: '42' }]);
    expect(app.logText()).toContain('OCPP message could not be processed');
  });
});
