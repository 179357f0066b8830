import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ChargeBoxEventType } from '../../platform/db/schema';
import { rootTenantPk } from '../../testing/scripted-station';
import { seedRecharge } from '../../testing/seed-station';
import { describeDatabases } from '../../testing/test-databases';
import { secondTenant, type SecondTenant } from '../../testing/second-tenant';
import { startTestApp, type TestApp } from '../../testing/test-app';

describeDatabases('notifications API', (database) => {
  let app: TestApp;
  let token: string;
  let rival: SecondTenant;
  let stranger: SecondTenant;
  const base = Date.UTC(2026, 5, 10, 12, 0, 0);

  async function station(tenantPk: number, chargeBoxId: string, description: string) {
    const row = await database.handle.db
      .insertInto('charge_box')
      .values({
        charge_box_id: chargeBoxId,
        tenant_pk: tenantPk,
        description,
        city: 'Campinas',
        state: 'SP',
        street: 'Rua Um',
        house_number: '10',
      })
      .returning('charge_box_pk')
      .executeTakeFirstOrThrow();
    return row.charge_box_pk;
  }

  async function event(pk: number, type: ChargeBoxEventType, minutes: number, detail?: string) {
    await database.handle.db
      .insertInto('charge_box_event')
      .values({
        charge_box_pk: pk,
        connector_id: 1,
        event_type: type,
        event_timestamp: new Date(base + minutes * 60_000),
        detail: detail ?? null,
      })
      .execute();
  }

  const get = async (url: string, as = token) => {
    const res = await app.http.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${as}` },
    });
    return { status: res.statusCode, body: res.json() as Record<string, unknown> };
  };
  type Item = Record<string, unknown>;
  const list = (body: Record<string, unknown>) => body.notificationList as Item[];

  beforeAll(async () => {
    app = await startTestApp(database, { LOG_LEVEL: 'warn' });
    token = await app.login();
    rival = await secondTenant(app, database, 'rivalnotes', ['/alerts']);
    const rootPk = await rootTenantPk(database);
    const north = await station(rootPk, 'NOTE-NORTH', 'Shopping Norte');
    const south = await station(rootPk, 'NOTE-SOUTH', 'Posto Sul');
    const theirs = await station(rival.tenantPk, 'NOTE-RIVAL', 'Rival Station');
    // 120 events of ours, one per minute, alternating types; the newest last.
    for (let i = 0; i < 120; i += 1) {
      await event(i % 2 ? north : south, i % 3 === 0 ? 'Failure' : 'Available', i, 'GroundFailure');
    }
    // The rival tenant (a child of the root) has one event, two days earlier.
    await event(theirs, 'Failure', -2 * 24 * 60, 'OverVoltage');
    stranger = await secondTenant(app, database, 'strangernotes', ['/alerts']);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('answers the newest 100 by default and at most limit, newest first', async () => {
    const all = await get('/api/notification/chargeBox');
    expect(all.status).toBe(200);
    expect(list(all.body)).toHaveLength(100);
    const ten = list((await get('/api/notification/chargeBox?limit=10')).body);
    expect(ten).toHaveLength(10);
    const stamps = ten.map((n) => n.notificationTimestamp as string);
    expect([...stamps].sort().reverse()).toEqual(stamps);
    expect(stamps[0]).toBe(new Date(base + 119 * 60_000).toISOString());
    expect(ten[0]).toMatchObject({
      chargeBoxId: 'NOTE-NORTH',
      chargeBoxName: 'Shopping Norte',
      connectorId: 1,
      addressCity: 'Campinas',
      addressState: 'SP',
      addressStreet: 'Rua Um, 10',
      userName: null,
      userPk: null,
      transactionId: null,
    });
    const failure = ten.find((n) => n.type === 'Failure');
    expect(failure).toMatchObject({ connectorErrorCode: 'GroundFailure' });
  });

  it('pages with a total count, filters by type, dates and search', async () => {
    const page2 = await get('/api/notification/chargeBox?page=2&size=25&from=2026-06-10');
    expect(page2.body).toMatchObject({ count: 120, page: 2, size: 25 });
    expect(list(page2.body)[0]?.notificationTimestamp).toBe(
      new Date(base + 94 * 60_000).toISOString(),
    );
    const failures = await get(
      '/api/notification/chargeBox?page=1&size=100&type=Failure&from=2026-06-10',
    );
    expect(failures.body.count).toBe(40);
    expect(list(failures.body).every((n) => n.type === 'Failure')).toBe(true);
    const search = await get('/api/notification/chargeBox?page=1&size=5&search=shopping%20NOR');
    expect(search.body.count).toBe(60);
    expect(list(search.body).every((n) => n.chargeBoxId === 'NOTE-NORTH')).toBe(true);
    const byId = await get('/api/notification/chargeBox?page=1&size=5&search=note-s');
    expect(byId.body.count).toBe(60);
    const from = new Date(base + 100 * 60_000).toISOString();
    const to = new Date(base + 109 * 60_000).toISOString();
    const window = await get(`/api/notification/chargeBox?page=1&size=50&from=${from}&to=${to}`);
    expect(window.body.count).toBe(10);
    const day = await get('/api/notification/chargeBox?page=1&from=2026-06-10&to=2026-06-10');
    expect(day.body.count).toBe(120);
    const before = await get('/api/notification/chargeBox?page=1&to=2026-06-09');
    expect(list(before.body).map((n) => n.chargeBoxId)).toEqual(['NOTE-RIVAL']);
    const types = await get('/api/notification/chargeBox?page=1&type=Failure,Available');
    expect(types.body.count).toBe(121);
  });

  it("never shows another tenant's notifications; a parent sees its children's", async () => {
    const theirs = list((await get('/api/notification/chargeBox', rival.token)).body);
    expect(theirs.map((n) => n.chargeBoxId)).toEqual(['NOTE-RIVAL']);
    const searched = await get('/api/notification/chargeBox?page=1&search=note', rival.token);
    expect(searched.body.count).toBe(1);
    const none = await get('/api/notification/chargeBox?page=1', stranger.token);
    expect(none.body).toMatchObject({ count: 0, notificationList: [] });
    const parent = list((await get('/api/notification/chargeBox?search=rival')).body);
    expect(parent.map((n) => n.chargeBoxId)).toEqual(['NOTE-RIVAL']);
  });

  it("filters a user's station notifications: events of recharges of the user's tags", async () => {
    const db = database.handle.db;
    const rootPk = await rootTenantPk(database);
    const { user_pk } = await db
      .insertInto('app_user')
      .values({ tenant_pk: rootPk, name: 'Carla', email: 'carla@example.com' })
      .returning('user_pk')
      .executeTakeFirstOrThrow();
    const tag = await db
      .insertInto('ocpp_tag')
      .values({ tenant_pk: rootPk, id_tag: 'CARLA-TAG', owner_user_pk: user_pk })
      .returning('ocpp_tag_pk')
      .executeTakeFirstOrThrow();
    const box = await station(rootPk, 'NOTE-USER', 'Garagem');
    const { connector_pk } = await db
      .insertInto('connector')
      .values({ charge_box_pk: box, connector_id: 1 })
      .returning('connector_pk')
      .executeTakeFirstOrThrow();
    const transaction_pk = await seedRecharge(database, {
      chargeBoxPk: box,
      connectorPk: connector_pk,
      idTag: 'CARLA-TAG',
      ocppTagPk: tag.ocpp_tag_pk,
      start: new Date(base),
      startValue: 0,
    });
    await db
      .insertInto('charge_box_event')
      .values({
        charge_box_pk: box,
        connector_id: 1,
        transaction_pk,
        event_type: 'Warning',
        event_timestamp: new Date(base),
      })
      .execute();
    const mine = await get(`/api/notification/chargeBox?userPk=${user_pk}`);
    expect(list(mine.body)).toEqual([
      expect.objectContaining({ type: 'Warning', chargeBoxId: 'NOTE-USER', userPk: user_pk }),
    ]);
    const theirs = await get(`/api/notification/chargeBox?userPk=${user_pk}`, stranger.token);
    expect(list(theirs.body)).toEqual([]);
  });

  it("names the transaction's user and the connector error", async () => {
    const { db } = database.handle;
    const box = await db
      .selectFrom('charge_box')
      .select(['charge_box_pk', 'tenant_pk'])
      .where('charge_box_id', '=', 'NOTE-NORTH')
      .executeTakeFirstOrThrow();
    const user = await db
      .insertInto('app_user')
      .values({ tenant_pk: box.tenant_pk, name: 'Ana', last_name: 'Souza', email: 'ana@x.com' })
      .returning('user_pk')
      .executeTakeFirstOrThrow();
    const tag = await db
      .insertInto('ocpp_tag')
      .values({ tenant_pk: box.tenant_pk, id_tag: 'ANA-1', owner_user_pk: user.user_pk })
      .returning('ocpp_tag_pk')
      .executeTakeFirstOrThrow();
    const connector = await db
      .insertInto('connector')
      .values({ charge_box_pk: box.charge_box_pk, connector_id: 2 })
      .returning('connector_pk')
      .executeTakeFirstOrThrow();
    const at = new Date(base + 300 * 60_000);
    const tx = await seedRecharge(database, {
      chargeBoxPk: box.charge_box_pk,
      connectorPk: connector.connector_pk,
      connectorId: 2,
      idTag: 'ANA-1',
      ocppTagPk: tag.ocpp_tag_pk,
      start: at,
      startValue: 0,
    });
    await db
      .insertInto('connector_status')
      .values({
        connector_pk: connector.connector_pk,
        status: 'Faulted',
        error_code: 'OverCurrentFailure',
        info: 'fuse',
        vendor_error_code: 'E12',
        status_timestamp: new Date(base + 301 * 60_000),
      })
      .execute();
    await db
      .insertInto('charge_box_event')
      .values([
        {
          charge_box_pk: box.charge_box_pk,
          connector_id: 2,
          transaction_pk: tx,
          event_type: 'Warning',
          event_timestamp: at,
          detail: 'short recharge',
        },
        {
          charge_box_pk: box.charge_box_pk,
          connector_id: 2,
          event_type: 'Failure',
          event_timestamp: new Date(base + 301 * 60_000),
          detail: 'OverCurrentFailure fuse E12',
        },
      ])
      .execute();
    const [failure, warning] = list((await get('/api/notification/chargeBox?limit=2')).body);
    expect(warning).toMatchObject({
      type: 'Warning',
      userName: 'Ana Souza',
      userPk: user.user_pk,
      transactionId: Number(tx),
      connectorId: 2,
      connectorErrorCode: null,
    });
    expect(failure).toMatchObject({
      type: 'Failure',
      connectorErrorCode: 'OverCurrentFailure',
      connectorErrorMsg: 'fuse E12',
      userName: null,
    });
    await db
      .deleteFrom('charge_box_event')
      .where('event_timestamp', '>=', at)
      .where('charge_box_pk', '=', box.charge_box_pk)
      .execute();
  });

  it('answers 400 naming the field on bad parameters', async () => {
    for (const [query, field] of [
      ['limit=101', 'limit'],
      ['limit=0', 'limit'],
      ['page=0', 'page'],
      ['size=abc', 'size'],
      ['type=Boom', 'type'],
      ['from=yesterday', 'from'],
      ['to=2026-13-45x', 'to'],
    ] as const) {
      const res = await get(`/api/notification/chargeBox?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.field, query).toBe(field);
    }
  });

  it('documents its query parameters in the OpenAPI schema', async () => {
    const res = await app.http.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as {
      paths: Record<string, { get?: { parameters?: { name: string; description?: string }[] } }>;
    };
    const names = doc.paths['/api/notification/chargeBox']?.get?.parameters?.map((p) => p.name);
    expect(names).toEqual(
      expect.arrayContaining(['limit', 'page', 'size', 'search', 'type', 'from', 'to']),
    );
  });

  it('refuses a caller without a session', async () => {
    const res = await app.http.inject({ method: 'GET', url: '/api/notification/chargeBox' });
    expect(res.statusCode).toBe(401);
  });
});
