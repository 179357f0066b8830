import { afterAll, beforeAll, expect, it } from 'vitest';
import type { RPCClient } from 'ocpp-rpc';
import { describeDatabases } from '../testing/test-databases';
import {
  FreezableRelay,
  connectedStation,
  frames,
  startOcppApp,
  waitFor,
  type OcppTestApp,
} from '../testing/ocpp-test-kit';

/** Malformed input from a station: every frame is answered (CALLERROR) or the socket is closed. */
describeDatabases('OCPP protocol faults', (database) => {
  let app: OcppTestApp;
  let station: RPCClient;
  let seen: unknown[][];

  const reply = async (raw: string, id: string) => {
    station.sendRaw(raw);
    return waitFor(() => seen.find((frame) => frame[1] === id));
  };

  beforeAll(async () => {
    app = await startOcppApp(database, { OCPP_MAX_FRAME_BYTES: '4096' });
    await app.addStation('PF-1');
    await app.addStation('PF-2');
    await app.addStation('PF-3');
    await app.addStation('PF-TOLERANT', {
      ocppTolerances: [
        'extra-fields',
        'local-timestamps',
        'enum-case',
        'loose-numbers',
        'long-strings',
      ],
    });
    station = await connectedStation(app.ocppUrl, 'PF-1');
    seen = frames(station);
  });
  afterAll(async () => {
    await station?.close();
    await app?.close();
  });

  it('answers a frame that is not JSON with RpcFrameworkError', async () => {
    const answer = await reply('this is not json', '-1');
    expect(answer).toEqual([4, '-1', 'RpcFrameworkError', 'Message must be a JSON structure', {}]);
  });

  it('answers a CALL with too few or too many elements with RpcFrameworkError', async () => {
    expect((await reply('[2,"short-1","Heartbeat"]', 'short-1'))[2]).toBe('RpcFrameworkError');
    expect((await reply('[2,"long-1","Heartbeat",{},"extra"]', 'long-1'))[2]).toBe(
      'RpcFrameworkError',
    );
  });

  it('answers an unknown message type with MessageTypeNotSupported', async () => {
    seen.length = 0;
    // The library answers before it reads the message id, so the answer carries "-1".
    expect((await reply('[7,"type-1","Heartbeat",{}]', '-1'))[2]).toBe('MessageTypeNotSupported');
  });

  it('answers an empty or over-long message id with RpcFrameworkError', async () => {
    expect((await reply('[2,"","Heartbeat",{}]', ''))[2]).toBe('RpcFrameworkError');
    const long = 'x'.repeat(37);
    expect((await reply(`[2,"${long}","Heartbeat",{}]`, long))[2]).toBe('RpcFrameworkError');
  });

  it('answers an unknown action with NotImplemented and a known unsupported one with NotSupported', async () => {
    expect((await reply('[2,"act-1","MakeCoffee",{}]', 'act-1'))[2]).toBe('NotImplemented');
    expect((await reply('[2,"act-2","SignCertificate",{"csr":"x"}]', 'act-2'))[2]).toBe(
      'NotSupported',
    );
  });

  it('answers schema-invalid payloads with the 1.6 error code and stores nothing', async () => {
    const missing = await reply(
      '[2,"inv-1","BootNotification",{"chargePointVendor":"V"}]',
      'inv-1',
    );
    expect(missing[2]).toBe('OccurrenceConstraintViolation');
    const badEnum = await reply(
      '[2,"inv-2","StatusNotification",{"connectorId":1,"errorCode":"NoError","status":"Broken"}]',
      'inv-2',
    );
    expect(badEnum[2]).toBe('FormationViolation');
    const badType = await reply(
      '[2,"inv-3","StartTransaction",{"connectorId":"one","idTag":"T","meterStart":0,"timestamp":"2026-01-01T00:00:00Z"}]',
      'inv-3',
    );
    expect(badType[2]).toBe('TypeConstraintViolation');
    const rows = await database.handle.db.selectFrom('connector_status').selectAll().execute();
    expect(rows).toHaveLength(0);
  });

  it('repairs the deviations a station is allowed and stores the repaired message', async () => {
    const tolerant = await connectedStation(app.ocppUrl, 'PF-TOLERANT');
    await tolerant.call('StatusNotification', {
      connectorId: 1,
      errorCode: 'noerror',
      status: 'charging',
      timestamp: '2026-03-01T10:00:00',
      vendorSpecific: 'ignored',
    });
    const start = (await tolerant.call('StartTransaction', {
      connectorId: '1',
      idTag: 'NO-SUCH',
      meterStart: 12.7,
      timestamp: '2026-03-01T10:00:05',
    })) as { transactionId: number };
    await tolerant.close();
    const status = await database.handle.db
      .selectFrom('connector_status')
      .select(['status', 'error_code', 'status_timestamp'])
      .executeTakeFirstOrThrow();
    expect(status.status).toBe('Charging');
    expect(status.error_code).toBe('NoError');
    expect(new Date(status.status_timestamp).toISOString()).toBe('2026-03-01T10:00:00.000Z');
    const tx = await database.handle.db
      .selectFrom('charging_transaction')
      .select(['start_value', 'connector_id'])
      .where('transaction_pk', '=', start.transactionId)
      .executeTakeFirstOrThrow();
    expect(Number(tx.start_value)).toBe(13);
    // Without the tolerance the same message is refused.
    const strict = await connectedStation(app.ocppUrl, 'PF-2');
    await expect(
      strict.call('StatusNotification', {
        connectorId: 1,
        errorCode: 'NoError',
        status: 'charging',
      }),
    ).rejects.toMatchObject({ rpcErrorCode: 'FormationViolation' });
    await strict.close();
  });

  it('answers a message id used again for the same message with the same answer, and refuses it for another', async () => {
    const first = await reply(
      '[2,"same-1","StatusNotification",{"connectorId":2,"errorCode":"NoError","status":"Available"}]',
      'same-1',
    );
    seen.length = 0;
    const again = await reply(
      '[2,"same-1","StatusNotification",{"connectorId":2,"errorCode":"NoError","status":"Available"}]',
      'same-1',
    );
    expect(again).toEqual(first);
    const history = await database.handle.db
      .selectFrom('connector_status')
      .innerJoin('connector', 'connector.connector_pk', 'connector_status.connector_pk')
      .select('status')
      .where('connector.connector_id', '=', 2)
      .execute();
    expect(history).toHaveLength(1);
    seen.length = 0;
    const other = await reply('[2,"same-1","Heartbeat",{}]', 'same-1');
    expect(other[2]).toBe('RpcFrameworkError');
  });

  it('closes the socket on an oversized frame (1009) and the station can reconnect', async () => {
    const big = await connectedStation(app.ocppUrl, 'PF-3');
    const closed = new Promise<number>((resolve) =>
      big.once('close', ({ code }: { code: number }) => resolve(code)),
    );
    big.sendRaw(
      JSON.stringify([2, 'big-1', 'DataTransfer', { vendorId: 'v', data: 'x'.repeat(10_000) }]),
    );
    expect(await closed).toBe(1009);
    const again = await connectedStation(app.ocppUrl, 'PF-3');
    expect(await again.call('Heartbeat', {})).toHaveProperty('currentTime');
    await again.close();
  });

  it('closes a socket that keeps sending garbage (1002)', async () => {
    const noisy = await connectedStation(app.ocppUrl, 'PF-3');
    const closed = new Promise<number>((resolve) =>
      noisy.once('close', ({ code }: { code: number }) => resolve(code)),
    );
    for (let i = 0; i < 12; i++) noisy.sendRaw(`garbage ${i}`);
    expect(await closed).toBe(1002);
  });

  it('replaces a half-open connection with a new authenticated one at once', async () => {
    const relay = new FreezableRelay(app.port);
    const relayPort = await relay.listen();
    const old = await connectedStation(`ws://127.0.0.1:${relayPort}/ocpp`, 'PF-2');
    await old.call('Heartbeat', {});
    relay.freeze();
    const begun = Date.now();
    const fresh = await connectedStation(app.ocppUrl, 'PF-2');
    expect(await fresh.call('Heartbeat', {})).toHaveProperty('currentTime');
    expect(Date.now() - begun).toBeLessThan(2_000);
    expect(app.ocpp.registry.get('PF-2')?.remoteAddress).toBe('127.0.0.1');
    await app.ocpp.flush();
    const box = await database.handle.db
      .selectFrom('charge_box')
      .select('online')
      .where('charge_box_id', '=', 'PF-2')
      .executeTakeFirstOrThrow();
    expect(box.online).toBe(true);
    await fresh.close();
    old.close({ force: true }).catch(() => undefined);
    await relay.close();
  });

  it('keeps serving after all of this', async () => {
    const health = await app.http.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(await station.call('Heartbeat', {})).toHaveProperty('currentTime');
  });
});
