import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeDatabases } from '../../testing/test-databases';
import { startOcppApp, type OcppTestApp } from '../../testing/ocpp-test-kit';
import { ScriptedStation, addTag, rootTenantPk } from '../../testing/scripted-station';
import { secondTenant } from '../../testing/second-tenant';
import { qrIdTagOf } from './qrcode.repository';

interface Answer {
  status: number;
  body: { stopSecret?: string; error?: string };
}

// Each caller comes from its own address, as different phones would, and each case has its own
// connector: the per-address and per-connector limits stay out of the way.
describeDatabases('Public QR page: a stop needs the secret of the start', (database) => {
  let app: OcppTestApp;
  let mine: ScriptedStation;
  let theirs: ScriptedStation;
  let rootTag: string;
  let otherTag: string;
  const tokens = new Map<string, string>();
  let caller = 0;

  const post = async (url: string, payload: object): Promise<Answer> => {
    caller += 1;
    const res = await app.http.inject({
      method: 'POST',
      url,
      payload,
      remoteAddress: `198.51.100.${caller}`,
    });
    return { status: res.statusCode, body: res.json() };
  };
  const target = (connector: string) => {
    const [chargeBoxId = '', connectorId] = connector.split('/');
    return { chargeBoxId, connectorId: Number(connectorId), token: tokens.get(connector) ?? '' };
  };
  const start = (connector: string) => post('/api/qrcode/start', target(connector));
  const stop = (connector: string, stopSecret?: string) =>
    post('/api/qrcode/stop', { ...target(connector), ...(stopSecret ? { stopSecret } : {}) });
  const begin = async (station: ScriptedStation, connector: string, idTag: string) =>
    (
      await station.call<{ transactionId: number }>('StartTransaction', {
        connectorId: target(connector).connectorId,
        idTag,
        meterStart: 0,
        timestamp: new Date().toISOString(),
      })
    ).transactionId;
  const end = (station: ScriptedStation, transactionId: number) =>
    station.call('StopTransaction', {
      transactionId,
      meterStop: 10,
      timestamp: new Date().toISOString(),
    });
  /** A start from the page, the recharge it begins, and the secret its browser got. */
  const qrRecharge = async (station: ScriptedStation, connector: string, idTag: string) => {
    const started = await start(connector);
    expect(started.status).toBe(200);
    const transactionId = await begin(station, connector, idTag);
    return { secret: started.body.stopSecret ?? '', transactionId };
  };

  beforeAll(async () => {
    app = await startOcppApp(database);
    const other = await secondTenant(app, database, 'qr-secret-b', ['/stations']);
    await app.addStation('QRS-A');
    await app.addStation('QRS-B');
    await database.handle.db
      .updateTable('charge_box')
      .set({ tenant_pk: other.tenantPk })
      .where('charge_box_id', '=', 'QRS-B')
      .execute();
    rootTag = qrIdTagOf(await rootTenantPk(database));
    otherTag = qrIdTagOf(other.tenantPk);
    await addTag(database, 'RFID-CARD-1');
    mine = await ScriptedStation.connect(app.ocppUrl, 'QRS-A');
    theirs = await ScriptedStation.connect(app.ocppUrl, 'QRS-B');
    for (const station of [mine, theirs]) {
      await station.boot();
      for (const connectorId of [1, 2, 3, 4]) await station.status(connectorId, 'Available');
    }
    for (const connector of ['QRS-A/1', 'QRS-A/2', 'QRS-A/3', 'QRS-A/4', 'QRS-B/1']) {
      const res = await app.http.inject({
        method: 'GET',
        url: `/api/qrcode/token/${connector}`,
        headers: { authorization: `Bearer ${app.token}` },
      });
      tokens.set(connector, (res.json() as { token: string }).token);
    }
  });
  afterAll(async () => {
    await mine?.close();
    await theirs?.close();
    await app?.close();
  });

  it('answers a start with a secret, and only that secret stops its recharge', async () => {
    const alice = await qrRecharge(mine, 'QRS-A/1', rootTag);
    expect(alice.secret).toMatch(/^[\w-]{32}$/);
    const remoteStops = () => mine.received.filter((c) => c.action === 'RemoteStopTransaction');
    const stopsBefore = remoteStops().length;

    const without = await stop('QRS-A/1');
    expect(without.status).toBe(403);
    expect(without.body.error).toBe(
      'Only the browser that started this recharge can stop it from this page',
    );
    expect((await stop('QRS-A/1', 'guessed-secret-0123456789abcdefgh')).status).toBe(403);
    // A secret of a start on another tenant's station stops nothing here.
    const mallory = await qrRecharge(theirs, 'QRS-B/1', otherTag);
    expect((await stop('QRS-A/1', mallory.secret)).status).toBe(403);
    expect(remoteStops()).toHaveLength(stopsBefore);

    expect((await stop('QRS-A/1', alice.secret)).status).toBe(200);
    expect(mine.received.at(-1)).toEqual({
      action: 'RemoteStopTransaction',
      payload: { transactionId: alice.transactionId },
    });
    await end(mine, alice.transactionId);
    expect((await stop('QRS-B/1', mallory.secret)).status).toBe(200);
    await end(theirs, mallory.transactionId);
  });

  it("does not let an earlier session's secret stop a later one", async () => {
    const first = await qrRecharge(mine, 'QRS-A/2', rootTag);
    await end(mine, first.transactionId);
    const second = await qrRecharge(mine, 'QRS-A/2', rootTag);
    expect((await stop('QRS-A/2', first.secret)).status).toBe(403);
    expect((await stop('QRS-A/2', second.secret)).status).toBe(200);
    await end(mine, second.transactionId);
  });

  it('never stops a recharge started with a card, whatever the secret', async () => {
    const earlier = await qrRecharge(mine, 'QRS-A/3', rootTag);
    await end(mine, earlier.transactionId);
    const card = await begin(mine, 'QRS-A/3', 'RFID-CARD-1');
    const refused = await stop('QRS-A/3', earlier.secret);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toContain('not started from this page');
    expect((await stop('QRS-A/3')).status).toBe(403);
    await end(mine, card);
  });

  it('forgets the secret of a start the station refused', async () => {
    const before = await database.handle.db.selectFrom('qr_start').select('qr_start_pk').execute();
    mine.answer('RemoteStartTransaction', () => ({ status: 'Rejected' }));
    const refused = await start('QRS-A/4');
    expect(refused.status).toBe(409);
    expect(refused.body.stopSecret).toBeUndefined();
    mine.answer('RemoteStartTransaction', () => ({ status: 'Accepted' }));
    const after = await database.handle.db.selectFrom('qr_start').select('qr_start_pk').execute();
    expect(after).toEqual(before);
  });
});
