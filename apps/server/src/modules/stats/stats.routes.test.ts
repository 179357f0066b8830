import { afterAll, beforeAll, expect, it } from 'vitest';
import { hashPassword } from '../auth/password-hash';
import { describeDatabases } from '../../platform/db/test-databases';
import { ADMIN_PASSWORD, grantRoute, startTestApp, type TestApp } from '../../testing/test-app';
import { secondTenant, type SecondTenant } from '../../testing/second-tenant';
import { StatsRepository } from './stats.repository';

interface Sums {
  users: Record<string, number>;
  statusChargeBox: Record<string, number>;
  energy: Record<string, number>;
  cost: number | null;
  income: number | null;
  coin: string;
  envIndicator: number;
}

describeDatabases('Home dashboard stats', (database) => {
  let app: TestApp;
  let admin: string;
  let noMoney: string;
  let other: SecondTenant;
  let rootPk: number;

  const get = async (token: string, url: string) => {
    const res = await app.http.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${token}` },
    });
    return { status: res.statusCode, body: res.json() as Record<string, unknown> };
  };

  async function station(
    tenantPk: number,
    id: string,
    online: boolean,
    connectors: { status: string | null; unusual?: 'MAINTENANCE' }[],
    extra: { active?: boolean; lat?: number } = {},
  ) {
    const { db } = database.handle;
    const box = await db
      .insertInto('charge_box')
      .values({
        charge_box_id: id,
        tenant_pk: tenantPk,
        online,
        description: `Station ${id}`,
        active: extra.active ?? true,
        location_latitude: extra.lat ?? null,
        location_longitude: extra.lat === undefined ? null : -46.6,
        street: 'Rua Augusta',
        charge_point_vendor: 'Acme',
        ocpp_protocol: 'ocpp1.6',
      })
      .returning('charge_box_pk')
      .executeTakeFirstOrThrow();
    const pks: number[] = [];
    for (const [i, c] of connectors.entries()) {
      const row = await db
        .insertInto('connector')
        .values({
          charge_box_pk: box.charge_box_pk,
          connector_id: i + 1,
          last_status: c.status,
          unusual_status: c.unusual ?? null,
        })
        .returning('connector_pk')
        .executeTakeFirstOrThrow();
      pks.push(row.connector_pk);
    }
    return { pk: box.charge_box_pk, connectors: pks };
  }

  async function transaction(
    box: { pk: number; connectors: number[] },
    start: string,
    wh: number | null,
    money: { tagPk?: number; amount?: number; income?: number } = {},
  ) {
    const row = await database.handle.db
      .insertInto('charging_transaction')
      .values({
        charge_box_pk: box.pk,
        connector_pk: box.connectors[0] ?? 0,
        connector_id: 1,
        id_tag: 'STATS-TAG',
        ocpp_tag_pk: money.tagPk ?? null,
        start_id_tag_status: 'Accepted',
        start_timestamp: start,
        start_value: 1000,
        stop_timestamp: wh === null ? null : new Date(start),
        stop_value: wh === null ? null : 1000 + wh,
        transaction_amount: money.amount ?? null,
        income: money.income ?? null,
      })
      .returning('transaction_pk')
      .executeTakeFirstOrThrow();
    return row.transaction_pk;
  }

  beforeAll(async () => {
    app = await startTestApp(database);
    admin = await app.login();
    const { db } = database.handle;
    rootPk = (
      await db
        .selectFrom('tenant')
        .select('tenant_pk')
        .where('parent_tenant_pk', 'is', null)
        .executeTakeFirstOrThrow()
    ).tenant_pk;
    await db
      .updateTable('tenant')
      .set({ kwh_per_tree: 2, co2_saved_kg_per_kwh: 0.4, tree_goal: 10 })
      .where('tenant_pk', '=', rootPk)
      .execute();
    other = await secondTenant(app, database, 'painel', ['/stations']);

    const driver = await db
      .insertInto('app_user')
      .values({
        tenant_pk: rootPk,
        name: 'Driver',
        email: 'driver@example.com',
        password_hash: null,
      })
      .returning('user_pk')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('app_user')
      .values({
        tenant_pk: rootPk,
        name: 'Viewer',
        email: 'viewer@example.com',
        password_hash: await hashPassword(ADMIN_PASSWORD),
      })
      .execute();
    await grantRoute(database, 'viewer@example.com', '/stations');
    noMoney = await app.login('viewer@example.com', ADMIN_PASSWORD);
    const tag = await db
      .insertInto('ocpp_tag')
      .values({ tenant_pk: rootPk, id_tag: 'STATS-TAG', owner_user_pk: driver.user_pk })
      .returning('ocpp_tag_pk')
      .executeTakeFirstOrThrow();

    const a = await station(
      rootPk,
      'ST-A',
      true,
      [{ status: 'Charging' }, { status: 'Available' }],
      {
        lat: -23.5,
      },
    );
    const b = await station(rootPk, 'ST-B', true, [{ status: 'Available' }]);
    await station(rootPk, 'ST-C', true, [{ status: 'Available', unusual: 'MAINTENANCE' }]);
    await station(rootPk, 'ST-D', false, [{ status: 'Available' }]);
    await station(rootPk, 'ST-E', true, [{ status: 'Faulted' }]);
    await station(rootPk, 'ST-F', true, [{ status: 'Available' }], { active: false });
    const z = await station(other.tenantPk, 'ST-Z', true, [{ status: 'Available' }]);

    const tagPk = tag.ocpp_tag_pk;
    // 23:30 of 9 March in São Paulo (UTC-3), 02:30 of 10 March in UTC.
    await transaction(a, '2026-03-10T02:30:00Z', 10_000, { tagPk, amount: 1500, income: 1200 });
    await transaction(b, '2026-03-10T12:00:00Z', 4_000, { tagPk, amount: 600, income: 500 });
    const open = await transaction(a, '2026-03-10T13:00:00Z', null, { tagPk });
    await db
      .insertInto('meter_value')
      .values({
        charge_box_pk: a.pk,
        connector_id: 1,
        transaction_pk: open,
        value_timestamp: '2026-03-10T14:00:00Z',
        measurand: 'Energy.Active.Import.Register',
        unit: 'kWh',
        value: '3.5',
        value_number: 3.5,
      })
      .execute();
    await transaction(z, '2026-03-10T12:00:00Z', 5_000, { amount: 700, income: 650 });
    await transaction(b, new Date(Date.now() - 3_600_000).toISOString(), 3_000);
  });
  afterAll(async () => {
    await app.close();
  });

  const day = '/api/stats/sums?fromDate=2026-03-10&toDate=2026-03-10';

  it('sums the range read in the time zone, with trees and CO2 from each tenant factors', async () => {
    const sp = await get(admin, `${day}&timeZone=America/Sao_Paulo`);
    expect(sp.status).toBe(200);
    const s = sp.body as unknown as Sums;
    // São Paulo day: 4 kWh + 2.5 kWh running (root) and 5 kWh (child tenant); not the 10 kWh of the 9th.
    expect(s.energy.consumption).toBe(11.5);
    // Root: 6.5 kWh / 2 kWh per tree = 3.25 trees, 6.5 * 0.4 = 2.6 kg; child: defaults 28 and 0.78.
    expect(s.energy.cultivatedTree).toBeCloseTo(3.25 + 5 / 28, 2);
    expect(s.energy.treeGoal).toBe(10);
    expect(s.energy.treePercentageGoal).toBeCloseTo(34.3, 1);
    expect(s.envIndicator).toBeCloseTo(2.6 + 3.9, 2);
    expect(s.cost).toBe(600 + 700);
    expect(s.income).toBe(500 + 650);
    expect(s.coin).toBe('BRL');
    expect(s.users.usersCharged).toBe(1);
    expect(s.users.usersRegistered).toBe(0);
    expect(s.users.userChargingPercentage).toBeCloseTo(100 / s.users.totalUsers!, 1);

    const utc = (await get(admin, `${day}&timeZone=UTC`)).body as unknown as Sums;
    expect(utc.energy.consumption).toBe(21.5);
    expect(utc.cost).toBe(1500 + 600 + 700);
    const offset = (await get(admin, `${day}&timeZone=-3`)).body as unknown as Sums;
    expect(offset.energy.consumption).toBe(11.5);
  });

  it('counts stations by their current state: charging, maintenance, offline, available', async () => {
    const s = (await get(admin, `${day}&timeZone=UTC`)).body as unknown as Sums;
    expect(s.statusChargeBox).toEqual({
      total: 6,
      charging: 1,
      available: 2,
      unavailable: 2,
      maintenance: 1,
    });
    const info = await get(
      admin,
      `/api/stats/info?fromDate=2026-03-01&toDate=2026-03-10&timeZone=America/Sao_Paulo`,
    );
    expect(info.status).toBe(200);
    expect(info.body.stations).toEqual({ inUse: 1, available: 2, total: 6, unavailable: 3 });
    const users = info.body.users as Record<string, number>;
    expect(users.inUse).toBe(1);
    expect(users.notUsing).toBe(users.total! - 1);
    // March in São Paulo: every seeded March transaction, the 9th included.
    expect(info.body.monthCost).toBe(1500 + 600 + 700);
    expect(info.body.monthIncome).toBe(1200 + 500 + 650);
  });

  it('counts users registered in the range', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const s = (await get(admin, `/api/stats/sums?fromDate=${today}&toDate=${today}&timeZone=UTC`))
      .body as unknown as Sums;
    expect(s.users.usersRegistered).toBe(s.users.totalUsers);
    expect(s.users.totalUsers).toBeGreaterThanOrEqual(4);
  });

  it('hides cost and income from callers without the monetization right', async () => {
    const s = (await get(noMoney, `${day}&timeZone=UTC`)).body as unknown as Sums;
    expect(s.cost).toBeNull();
    expect(s.income).toBeNull();
    expect(s.energy.consumption).toBe(21.5);
    const info = await get(noMoney, `/api/stats/info?fromDate=2026-03-01&toDate=2026-03-10`);
    expect(info.body.monthCost).toBeNull();
    expect(info.body.monthIncome).toBeNull();
  });

  it('shows another tenant nothing of this one', async () => {
    const s = (await get(other.token, `${day}&timeZone=UTC`)).body as unknown as Sums;
    expect(s.energy.consumption).toBe(5);
    expect(s.statusChargeBox).toEqual({
      total: 1,
      charging: 0,
      available: 1,
      unavailable: 0,
      maintenance: 0,
    });
    expect(s.users.totalUsers).toBe(1);
    expect(s.users.usersCharged).toBe(0);
    const map = await get(other.token, '/api/chargepoints/map');
    const list = map.body.chargePointList as { chargeBoxId: string }[];
    expect(list.map((c) => c.chargeBoxId)).toEqual(['ST-Z']);
    const rows = await get(other.token, '/api/chargepoints/map?format=rows');
    expect((rows.body.chargePoints as unknown[][]).map((r) => r[1])).toEqual(['ST-Z']);
    const zPk = (rows.body.chargePoints as number[][])[0]![0];
    expect((rows.body.connectors as unknown[][]).map((c) => c[0])).toEqual([zPk]);
    // The popup of a station of the parent tenant: not found for this tenant.
    const mine = (await get(admin, '/api/chargepoints/map')).body.chargePointList as {
      chargeBoxPk: number;
      chargeBoxId: string;
    }[];
    const a = mine.find((c) => c.chargeBoxId === 'ST-A')!;
    expect((await get(other.token, `/api/chargepoints/map/${a.chargeBoxPk}`)).status).toBe(404);
    const own = await get(other.token, `/api/chargepoints/map/${zPk}`);
    expect(own.status).toBe(200);
    expect(own.body.chargePoint).toMatchObject({ chargeBoxId: 'ST-Z' });
  });

  it('lists map stations with connectors, state and the month energy', async () => {
    const map = await get(admin, '/api/chargepoints/map?originType=MOVE');
    expect(map.status).toBe(200);
    const list = map.body.chargePointList as Record<string, unknown>[];
    expect(list.map((c) => c.chargeBoxId)).toEqual([
      'ST-A',
      'ST-B',
      'ST-C',
      'ST-D',
      'ST-E',
      'ST-Z',
    ]);
    const a = list[0]!;
    expect(a).toMatchObject({
      description: 'Station ST-A',
      origin: 'MOVE',
      state: 'charging',
      locationLatitude: -23.5,
      locationLongitude: -46.6,
      ocppProtocol: 'ocpp1.6',
      chargePointVendor: 'Acme',
      address: { street: 'Rua Augusta' },
      connectors: [
        { connectorId: 1, connectorType: null, lastStatus: { status: 'Charging', usage: true } },
        { connectorId: 2, connectorType: null, lastStatus: { status: 'Available', usage: false } },
      ],
    });
    expect(list.map((c) => c.state)).toEqual([
      'charging',
      'available',
      'maintenance',
      'unavailable',
      'unavailable',
      'available',
    ]);
    expect(list[1]!.monthConsumption).toBe(3000);
    expect(list[2]!.connectors).toEqual([
      { connectorId: 1, connectorType: null, lastStatus: { status: 'Maintenance', usage: false } },
    ]);

    // The compact form the web app reads: what the markers need, values in the named order.
    const compact = await get(admin, '/api/chargepoints/map?originType=MOVE&format=rows');
    expect(compact.status).toBe(200);
    expect(compact.body.columns).toEqual([
      'chargeBoxPk',
      'chargeBoxId',
      'online',
      'locationLatitude',
      'locationLongitude',
    ]);
    expect(compact.body.connectorColumns).toEqual(['chargeBoxPk', 'connectorId', 'status']);
    const rows = (compact.body.chargePoints as unknown[][]).sort((x, y) =>
      String(x[1]).localeCompare(String(y[1])),
    );
    expect(rows.map((r) => r[1])).toEqual(list.map((c) => c.chargeBoxId));
    expect(rows[0]).toEqual([a.chargeBoxPk, 'ST-A', a.online, -23.5, -46.6]);
    expect(rows.map((r) => r[3])).toEqual(list.map((c) => c.locationLatitude));
    const connectors = (compact.body.connectors as [number, number, string][]).sort(
      (x, y) => x[0] - y[0] || x[1] - y[1],
    );
    expect(connectors.filter((c) => c[0] === a.chargeBoxPk)).toEqual([
      [a.chargeBoxPk, 1, 'Charging'],
      [a.chargeBoxPk, 2, 'Available'],
    ]);
    expect(connectors.filter((c) => c[0] === list[2]!.chargeBoxPk)).toEqual([
      [list[2]!.chargeBoxPk, 1, 'Maintenance'],
    ]);
    const everyConnector = list.flatMap((c) =>
      (c.connectors as { connectorId: number; lastStatus: { status: string } }[]).map((k) => [
        c.chargeBoxPk,
        k.connectorId,
        k.lastStatus.status,
      ]),
    );
    expect(connectors).toEqual(everyConnector);
    // The month's energy and what else only the popup shows leave the rows form.
    expect(JSON.stringify(compact.body)).not.toContain('Rua Augusta');

    // The popup's station: the same object as in chargePointList, month energy included.
    const popup = await get(admin, `/api/chargepoints/map/${list[1]!.chargeBoxPk}`);
    expect(popup.status).toBe(200);
    expect(popup.body.chargePoint).toEqual(list[1]);
    expect((popup.body.chargePoint as { monthConsumption: number }).monthConsumption).toBe(3000);
    const badPk = await get(admin, '/api/chargepoints/map/abc');
    expect(badPk.status).toBe(400);
    expect(badPk.body.field).toBe('chargeBoxPk');
    expect(String(badPk.body.error)).toContain('chargeBoxPk');
    expect((await get(admin, '/api/chargepoints/map/999999')).status).toBe(404);
    const badFormat = await get(admin, '/api/chargepoints/map?format=csv');
    expect(badFormat.status).toBe(400);
    expect(JSON.stringify(badFormat.body)).toContain('format');

    const plugShare = await get(admin, '/api/chargepoints/map?originType=PLUG_SHARE');
    expect(plugShare.body.chargePointList).toEqual([]);
    const owner = await database.handle.db
      .selectFrom('app_user')
      .select('user_pk')
      .where('email', '=', 'driver@example.com')
      .executeTakeFirstOrThrow();
    await database.handle.db
      .insertInto('charge_box_user')
      .values({
        charge_box_pk: list[1]!.chargeBoxPk as number,
        user_pk: owner.user_pk,
        owner: true,
      })
      .execute();
    const own = await get(admin, `/api/chargepoints/map?originType=MOVE&userPk=${owner.user_pk}`);
    const ownList = own.body.chargePointList as { chargeBoxId: string }[];
    expect(ownList.map((c) => c.chargeBoxId)).toEqual(['ST-B']);
  });

  it('lets tenant administrators set the sustainability factors of a visible tenant', async () => {
    const put = (token: string, url: string, payload: object) =>
      app.http.inject({
        method: 'PUT',
        url,
        payload,
        headers: { authorization: `Bearer ${token}` },
      });
    const url = `/api/stats/sustainability?tenantPk=${other.tenantPk}`;
    const res = await put(admin, url, { kwhPerTree: 5, treeGoal: 2, autonomyKmPerKwh: 7 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      tenantPk: other.tenantPk,
      co2SavedKgPerKwh: 0.78,
      kwhPerTree: 5,
      treeGoal: 2,
      autonomyKmPerKwh: 7,
    });
    const s = (await get(other.token, `${day}&timeZone=UTC`)).body as unknown as Sums;
    expect(s.energy.cultivatedTree).toBe(1);
    expect(s.energy.treePercentageGoal).toBe(50);
    expect((await get(other.token, '/api/stats/sustainability')).body.treeGoal).toBe(2);

    expect((await put(admin, url, { treeGoal: 0 })).json()).toMatchObject({ field: 'treeGoal' });
    expect((await put(admin, url, { autonomyKmPerKwh: -1 })).json()).toMatchObject({
      field: 'autonomyKmPerKwh',
    });
    expect((await put(noMoney, url, { treeGoal: 3 })).statusCode).toBe(403);
    const foreign = await get(other.token, `/api/stats/sustainability?tenantPk=${rootPk}`);
    expect(foreign.status).toBe(404);
  });

  it('shares a users or stations query already running for the same tenants', async () => {
    const repo = new StatsRepository(database.handle.db);
    const first = repo.usersNow([rootPk]);
    expect(repo.usersNow([rootPk])).toBe(first);
    expect(repo.usersNow([other.tenantPk])).not.toBe(first);
    const counts = repo.stationCounts([rootPk]);
    expect(repo.stationCounts([rootPk])).toBe(counts);
    await Promise.all([first, counts]);
    // Finished queries are not kept: the next call reads the database again.
    expect(repo.usersNow([rootPk])).not.toBe(first);
  });

  it('refuses bad ranges naming the field', async () => {
    const cases: [string, string][] = [
      ['/api/stats/sums?toDate=2026-03-10', 'fromDate'],
      ['/api/stats/sums?fromDate=2026-03-10', 'toDate'],
      ['/api/stats/sums?fromDate=yesterday&toDate=2026-03-10', 'fromDate'],
      ['/api/stats/info?fromDate=2026-03-10&toDate=2026-13-45x', 'toDate'],
      ['/api/stats/sums?fromDate=2009-12-31&toDate=2026-03-10', 'fromDate'],
      ['/api/stats/sums?fromDate=2026-03-11&toDate=2026-03-10', 'fromDate'],
      ['/api/stats/info?fromDate=2026-03-01&toDate=2026-03-10&timeZone=Mars/Olympus', 'timeZone'],
    ];
    for (const [url, field] of cases) {
      const res = await get(admin, url);
      expect(res.status, url).toBe(400);
      expect(res.body.field, url).toBe(field);
    }
    expect((await get(admin, `${day}&timeZone=America/Sao_Paulo`)).status).toBe(200);
    const anonymous = await app.http.inject({ method: 'GET', url: `${day}` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('counts month money exactly when the month starts inside an hour (UTC+05:30)', async () => {
    const m = await station(rootPk, 'ST-M', true, [{ status: 'Available' }]);
    // March in Kolkata is [28 Feb 18:30 UTC, 31 Mar 18:30 UTC): of each pair, which shares one
    // UTC hour and so one hourly total, one recharge is March's and the other is not.
    await transaction(m, '2026-03-31T18:10:00Z', 1_000, { amount: 111, income: 11 });
    await transaction(m, '2026-03-31T18:40:00Z', 1_000, { amount: 222, income: 22 });
    await transaction(m, '2026-02-28T18:20:00Z', 1_000, { amount: 444, income: 44 });
    await transaction(m, '2026-02-28T18:45:00Z', 1_000, { amount: 888, income: 88 });
    const info = await get(
      admin,
      '/api/stats/info?fromDate=2026-03-01&toDate=2026-03-31&timeZone=Asia/Kolkata',
    );
    expect(info.body.monthCost).toBe(1500 + 600 + 700 + 111 + 888);
    expect(info.body.monthIncome).toBe(1200 + 500 + 650 + 11 + 88);
  });
});
