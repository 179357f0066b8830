import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeDatabases } from '../../testing/test-databases';
import { startOcppApp, type OcppTestApp } from '../../testing/ocpp-test-kit';
import {
  ScriptedStation,
  addTag,
  adminCaller,
  transactionRow,
} from '../../testing/scripted-station';

/** OCPP 1.6 CSMS conformance: boot and charging sessions (named after the test tool's cases). */
describeDatabases('OCPP 1.6 conformance: boot and charging sessions', (database) => {
  let app: OcppTestApp;
  const at = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();
  const db = () => database.handle.db;
  const transaction = (pk: number) => transactionRow(database, pk);

  beforeAll(async () => {
    app = await startOcppApp(database);
    for (const id of ['CS-1', 'CS-2', 'CS-3', 'CS-PENDING']) await app.addStation(id);
    await addTag(database, 'TAG-OK');
    await addTag(database, 'TAG-OK-2');
    await addTag(database, 'TAG-EXPIRED', { expiry_date: new Date(Date.now() - 86_400_000) });
    await addTag(database, 'TAG-BLOCKED', { blocked: true });
    await addTag(database, 'TAG-CHILD', { parent_id_tag: 'TAG-BLOCKED' });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('TC_001_CSMS Cold Boot Charge Point', async () => {
    const station = await ScriptedStation.connect(app.ocppUrl, 'CS-1');
    const boot = await station.call<{ status: string; interval: number; currentTime: string }>(
      'BootNotification',
      {
        chargePointVendor: 'Acme',
        chargePointModel: 'X',
        chargeBoxSerialNumber: 'B-1',
        firmwareVersion: '2.0',
      },
    );
    expect(boot.status).toBe('Accepted');
    expect(boot.interval).toBeGreaterThan(0);
    expect(Math.abs(Date.parse(boot.currentTime) - Date.now())).toBeLessThan(5_000);
    await station.status(0, 'Available');
    await station.status(1, 'Available');
    await station.call('Heartbeat', {});
    const connectors = await db()
      .selectFrom('connector')
      .innerJoin('charge_box', 'charge_box.charge_box_pk', 'connector.charge_box_pk')
      .select(['connector_id', 'last_status'])
      .where('charge_box_id', '=', 'CS-1')
      .orderBy('connector_id')
      .execute();
    expect(connectors).toEqual([
      { connector_id: 0, last_status: 'Available' },
      { connector_id: 1, last_status: 'Available' },
    ]);
    const box = await db()
      .selectFrom('charge_box')
      .selectAll()
      .where('charge_box_id', '=', 'CS-1')
      .executeTakeFirstOrThrow();
    expect(box).toMatchObject({
      online: true,
      charge_point_vendor: 'Acme',
      fw_version: '2.0',
      charge_box_serial_number: 'B-1',
    });
    await station.close();
  });

  it('TC_002_CSMS Cold Boot Charge Point - Pending', async () => {
    const pk = (
      await db()
        .selectFrom('charge_box')
        .select('charge_box_pk')
        .where('charge_box_id', '=', 'CS-PENDING')
        .executeTakeFirstOrThrow()
    ).charge_box_pk;
    await app.api('PUT', `/api/chargepoints/${pk}`, { registrationStatus: 'Pending' });
    const station = await ScriptedStation.connect(app.ocppUrl, 'CS-PENDING');
    const first = await station.call<{ status: string }>('BootNotification', {
      chargePointVendor: 'V',
      chargePointModel: 'M',
    });
    expect(first.status).toBe('Pending');
    await expect(station.status(1, 'Available')).rejects.toMatchObject({
      rpcErrorCode: 'SecurityError',
    });
    await app.api('PUT', `/api/chargepoints/${pk}`, { registrationStatus: 'Accepted' });
    const { done } = await app.ocpp.operations.execute({
      command: 'TriggerMessage',
      chargeBoxIds: ['CS-PENDING'],
      request: { requestedMessage: 'BootNotification' },
      caller: await adminCaller(database),
    });
    expect((await done).taskDetail.resultMap['CS-PENDING']?.response).toBe('Accepted');
    expect(station.received).toEqual([
      { action: 'TriggerMessage', payload: { requestedMessage: 'BootNotification' } },
    ]);
    const second = await station.call<{ status: string }>('BootNotification', {
      chargePointVendor: 'V',
      chargePointModel: 'M',
    });
    expect(second.status).toBe('Accepted');
    await station.status(1, 'Available');
    await station.close();
  });

  it('TC_003_CSMS Regular Charging Session - Plugin First', async () => {
    const station = await ScriptedStation.connect(app.ocppUrl, 'CS-2');
    await station.boot();
    await station.status(1, 'Preparing');
    expect((await station.authorize('TAG-OK')).status).toBe('Accepted');
    const start = await station.start(1, 'TAG-OK', 0, at(0));
    expect(start.idTagInfo.status).toBe('Accepted');
    await station.status(1, 'Charging');
    await station.call('MeterValues', {
      connectorId: 1,
      transactionId: start.transactionId,
      meterValue: [
        { timestamp: at(60), sampledValue: [{ value: '500', context: 'Sample.Periodic' }] },
      ],
    });
    await station.stop(start.transactionId, 900, at(300), { reason: 'Local' });
    await station.status(1, 'Finishing');
    await station.status(1, 'Available');
    const tx = await transaction(start.transactionId);
    expect(tx).toMatchObject({
      id_tag: 'TAG-OK',
      start_id_tag_status: 'Accepted',
      stop_reason: 'Local',
      suspect: false,
    });
    expect(Number(tx.stop_value) - Number(tx.start_value)).toBe(900);
    await station.close();
  });

  it('TC_004_1_CSMS Regular Charging Session - Identification First', async () => {
    const station = await ScriptedStation.connect(app.ocppUrl, 'CS-2');
    expect((await station.authorize('TAG-OK')).status).toBe('Accepted');
    await station.status(1, 'Preparing');
    const start = await station.start(1, 'TAG-OK', 900, at(400));
    await station.status(1, 'Charging');
    await station.stop(start.transactionId, 1900, at(900), { idTag: 'TAG-OK', reason: 'Local' });
    expect((await transaction(start.transactionId)).stop_timestamp).not.toBeNull();
    await station.close();
  });

  it('TC_005_1_CSMS EV Side Disconnected', async () => {
    const station = await ScriptedStation.connect(app.ocppUrl, 'CS-2');
    const start = await station.start(1, 'TAG-OK', 1900, at(1000));
    await station.status(1, 'Finishing');
    await station.stop(start.transactionId, 2500, at(1500), { reason: 'EVDisconnected' });
    expect((await transaction(start.transactionId)).stop_reason).toBe('EVDisconnected');
    await station.close();
  });

  it.each([
    ['TC_023_1_CSMS Start Charging Session - Authorize invalid', 'TAG-UNKNOWN', 'Invalid'],
    ['TC_023_2_CSMS Start Charging Session - Authorize expired', 'TAG-EXPIRED', 'Expired'],
    ['TC_023_3_CSMS Start Charging Session - Authorize blocked', 'TAG-BLOCKED', 'Blocked'],
    ['Authorize - a tag whose parent tag is blocked', 'TAG-CHILD', 'Blocked'],
  ])('%s', async (_name, idTag, status) => {
    const station = await ScriptedStation.connect(app.ocppUrl, 'CS-3');
    const idTagInfo = await station.authorize(idTag);
    expect(idTagInfo.status).toBe(status);
    if (idTag === 'TAG-CHILD') expect(idTagInfo.parentIdTag).toBe('TAG-BLOCKED');
    await station.close();
  });

  it('Authorize - an unknown tag is recorded with its attempts, station and tenant', async () => {
    const station = await ScriptedStation.connect(app.ocppUrl, 'CS-3');
    await station.call('Authorize', { idTag: 'TAG-UNKNOWN' });
    await station.close();
    const res = await app.api('GET', '/api/ocpptags/unknown?timeZone=-3');
    const entry = (res.body.unknownOcppTags as Record<string, unknown>[]).find(
      (t) => t.key === 'TAG-UNKNOWN',
    );
    expect(entry).toMatchObject({
      numberOfAttempts: 2,
      chargeBoxID: 'CS-3',
      tenantName: 'Chargedeck',
    });
    expect(String(entry?.lastAttemptTimestampHumanReadable)).toMatch(
      /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/,
    );
  });

  it('Authorize - ConcurrentTx while the tag is in another transaction', async () => {
    const a = await ScriptedStation.connect(app.ocppUrl, 'CS-1');
    const start = await a.start(1, 'TAG-OK-2', 0, at(0));
    const b = await ScriptedStation.connect(app.ocppUrl, 'CS-3');
    expect((await b.authorize('TAG-OK-2')).status).toBe('ConcurrentTx');
    await a.stop(start.transactionId, 10, at(200));
    expect((await b.authorize('TAG-OK-2')).status).toBe('Accepted');
    await a.close();
    await b.close();
  });

  it('TC_064_CSMS Data Transfer to a Central System', async () => {
    const station = await ScriptedStation.connect(app.ocppUrl, 'CS-3');
    const answer = await station.call<{ status: string }>('DataTransfer', {
      vendorId: 'com.acme',
      messageId: 'hello',
      data: '{"a":1}',
    });
    expect(answer.status).toBe('UnknownVendorId');
    const stored = await db()
      .selectFrom('ocpp_data_transfer')
      .selectAll()
      .where('vendor_id', '=', 'com.acme')
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ message_id: 'hello', data: '{"a":1}' });
    await station.close();
  });
});
