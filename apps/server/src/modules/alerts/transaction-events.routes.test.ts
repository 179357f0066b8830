import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ChargeBoxEventType } from '../../platform/db/schema';
import { describeDatabases } from '../../testing/test-databases';
import { seedRecharge, seedStation } from '../../testing/seed-station';
import { secondTenant, type SecondTenant } from '../../testing/second-tenant';
import { startTestApp, type TestApp } from '../../testing/test-app';

describeDatabases('alert transaction timeline', (database) => {
  let app: TestApp;
  let token: string;
  let rival: SecondTenant;
  let transactionPk: number;
  let rivalTransactionPk: number;
  const base = Date.UTC(2026, 5, 10, 12, 0, 0);

  async function transactionAt(tenantPk: number, chargeBoxId: string) {
    const { db } = database.handle;
    const { chargeBoxPk, connectorPk } = await seedStation(
      database,
      tenantPk,
      chargeBoxId,
      `Posto ${chargeBoxId}`,
    );
    const tx = await seedRecharge(database, {
      chargeBoxPk,
      connectorPk,
      idTag: 'SHORT',
      start: new Date(base),
      startValue: 0,
      stop: new Date(base + 60_000),
      stopValue: 10,
      stopReason: 'Local',
      stopIdTag: 'SHORT',
      stopReceivedAt: new Date(base + 60_000),
    });
    const event = (type: ChargeBoxEventType, seconds: number, transaction: number | null) =>
      db
        .insertInto('charge_box_event')
        .values({
          charge_box_pk: chargeBoxPk,
          connector_id: 1,
          event_type: type,
          event_timestamp: new Date(base + seconds * 1000),
          transaction_pk: transaction,
          detail: null,
        })
        .execute();
    await event('Warning', 60, tx);
    await event('TransactionEnded', 60, tx);
    await event('TransactionStarted', 0, tx);
    await event('Available', 90, null);
    return tx;
  }

  const get = async (url: string, as = token, host?: string) => {
    const res = await app.http.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${as}`, ...(host ? { host } : {}) },
    });
    return { status: res.statusCode, body: res.json() as Record<string, unknown> };
  };

  beforeAll(async () => {
    app = await startTestApp(database, { LOG_LEVEL: 'warn' });
    token = await app.login();
    rival = await secondTenant(app, database, 'rivalalerts', ['/alerts']);
    const root = await database.handle.db
      .selectFrom('tenant')
      .select('tenant_pk')
      .where('parent_tenant_pk', 'is', null)
      .executeTakeFirstOrThrow();
    transactionPk = await transactionAt(root.tenant_pk, 'ALERT-ROOT');
    rivalTransactionPk = await transactionAt(rival.tenantPk, 'ALERT-RIVAL');
  });
  afterAll(async () => {
    await app?.close();
  });

  it('lists the events of one transaction, oldest first, without the station events around it', async () => {
    const res = await get(`/api/notification/transaction/${transactionPk}?timeZone=UTC`);
    expect(res.status).toBe(200);
    const list = res.body.notificationList as Record<string, unknown>[];
    expect(list.map((n) => n.type)).toEqual(['TransactionStarted', 'Warning', 'TransactionEnded']);
    expect(list[0]).toMatchObject({
      chargeBoxId: 'ALERT-ROOT',
      transactionId: transactionPk,
      notificationTimestampDT: '10/06/2026 12:00:00',
    });
  });

  it('answers 404 for another tenant transaction and 400 for a bad id', async () => {
    const theirs = await get(
      `/api/notification/transaction/${transactionPk}`,
      rival.token,
      'rivalalerts.localhost',
    );
    expect(theirs.status).toBe(404);
    expect(JSON.stringify(theirs.body)).not.toContain('ALERT-ROOT');
    const own = await get(
      `/api/notification/transaction/${rivalTransactionPk}`,
      rival.token,
      'rivalalerts.localhost',
    );
    expect(own.status).toBe(200);
    expect((await get('/api/notification/transaction/abc')).status).toBe(400);
  });
});
