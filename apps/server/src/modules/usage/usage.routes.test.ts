import type { UsageGraphs } from '@chargedeck/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rootTenantPk } from '../../testing/scripted-station';
import { describeDatabases } from '../../testing/test-databases';
import { seedRecharge, seedStation } from '../../testing/seed-station';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { secondTenant, type SecondTenant } from '../../testing/second-tenant';

const DAY_MS = 86_400_000;
const today = new Date().toISOString().slice(0, 10);
/** `daysAgo` days before today (UTC), at hh:mm UTC. */
const at = (daysAgo: number, hhmm: string) =>
  new Date(Date.parse(`${today}T${hhmm}:00Z`) - daysAgo * DAY_MS);
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

describeDatabases('Usage charts API', (database) => {
  let app: TestApp;
  let admin: string;
  let other: SecondTenant;
  const pks = { s1: 0, s2: 0, userA: 0 };

  const stationOf = (tenantPk: number, id: string) =>
    seedStation(database, tenantPk, id, `Station ${id}`);

  async function seedDriver(tenantPk: number, name: string, brand: string | null, idTag: string) {
    const { db } = database.handle;
    const user = await db
      .insertInto('app_user')
      .values({
        tenant_pk: tenantPk,
        name,
        email: `${name.toLowerCase()}@drivers.example`,
        vehicle_brand: brand,
      })
      .returning('user_pk')
      .executeTakeFirstOrThrow();
    const tag = await db
      .insertInto('ocpp_tag')
      .values({ tenant_pk: tenantPk, id_tag: idTag, owner_user_pk: user.user_pk })
      .returning('ocpp_tag_pk')
      .executeTakeFirstOrThrow();
    return { userPk: user.user_pk, idTag, tagPk: tag.ocpp_tag_pk };
  }

  const recharge = (
    station: { chargeBoxPk: number; connectorPk: number },
    tag: { idTag: string; tagPk: number },
    start: Date,
    stop: Date | null,
    startWh: number,
    stopWh: number | null,
    amount: number | null = null,
  ) =>
    seedRecharge(database, {
      ...station,
      idTag: tag.idTag,
      ocppTagPk: tag.tagPk,
      start,
      startValue: startWh,
      stop,
      stopValue: stopWh,
      stopReason: stop ? 'Local' : null,
      stopReceivedAt: stop,
      amount,
    });

  const graphs = async (token: string, query: string, headers: Record<string, string> = {}) => {
    const res = await app.http.inject({
      method: 'GET',
      url: `/api/stations/dashboard/graphs?${query}`,
      headers: { authorization: `Bearer ${token}`, ...headers },
    });
    return { status: res.statusCode, body: res.json() as UsageGraphs & { field?: string } };
  };
  const ys = (points: { y: number }[]) => points.map((p) => p.y);

  beforeAll(async () => {
    app = await startTestApp(database, { LOG_LEVEL: 'warn' });
    admin = await app.login();
    other = await secondTenant(app, database, 'usage-b', ['/indicators']);
    const { db } = database.handle;
    const rootPk = await rootTenantPk(database);
    const s1 = await stationOf(rootPk, 'USE-1');
    const s2 = await stationOf(rootPk, 'USE-2');
    const sb = await stationOf(other.tenantPk, 'USE-B');
    // Each tenant converts its energy with its own factor.
    await db
      .updateTable('tenant')
      .set({ autonomy_km_per_kwh: 5, co2_saved_kg_per_kwh: 0.5 })
      .where('tenant_pk', '=', other.tenantPk)
      .execute();
    const a = await seedDriver(rootPk, 'Ana', 'BYD', 'USE-TAG-A');
    const b = await seedDriver(rootPk, 'Bruno', 'Renault', 'USE-TAG-B');
    const c = await seedDriver(other.tenantPk, 'Carla', 'Tesla', 'USE-TAG-C');
    Object.assign(pks, { s1: s1.chargeBoxPk, s2: s2.chargeBoxPk, userA: a.userPk });

    await recharge(s1, a, at(0, '10:00'), at(0, '10:30'), 0, 10_000, 1234);
    await recharge(sb, c, at(0, '11:00'), at(0, '12:00'), 0, 7000);
    await recharge(s1, b, at(1, '14:00'), at(1, '16:30'), 5000, 25_000);
    const open = await recharge(s1, b, at(2, '20:00'), null, 1000, null);
    await db
      .insertInto('meter_value')
      .values({
        charge_box_pk: s1.chargeBoxPk,
        connector_id: 1,
        transaction_pk: open,
        value_timestamp: at(2, '21:00'),
        measurand: 'Energy.Active.Import.Register',
        unit: 'kWh',
        value: '3.5',
        value_number: 3.5,
        flag: null,
      })
      .execute();
    await recharge(s2, a, at(10, '08:00'), at(10, '13:00'), 0, 30_000);
    await recharge(s2, a, at(100, '09:00'), at(100, '10:10'), 0, 5000);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('7 days: daily series of recharges, duration, energy and autonomy with their days', async () => {
    const { status, body } = await graphs(admin, 'days=7&timeDiff=0');
    expect(status).toBe(200);
    expect(body.bucket).toBe('day');
    expect(body.recharge).toHaveLength(7);
    expect(body.recharge.at(-1)).toMatchObject({ startDate: today, endDate: today });
    expect(ys(body.recharge)).toEqual([0, 0, 0, 0, 1, 1, 2]);
    expect(ys(body.energy)).toEqual([0, 0, 0, 0, 2.5, 20, 17]);
    // Yesterday 20 kWh at 6.5 km/kWh; today 10 kWh at 6.5 plus the other tenant's 7 kWh at 5.
    expect(ys(body.autonomy).slice(-2)).toEqual([130, 100]);
    expect(body.autonomyKmPerKwh).toBe(6.5);
    expect(ys(body.duration).slice(-2)).toEqual([9000, 1800 + 3600]);
    expect(ys(body.frequency)).toEqual([1, 1, 1, 1]);
    expect(body.frequency.map((f) => f.x)).toEqual(['<1h', '1h-2h', '2h-4h', '>4h']);
    expect(body.popularHours).toHaveLength(24);
    expect(body.popularHours.filter((h) => h.y > 0).map((h) => h.x)).toEqual([
      '10',
      '11',
      '14',
      '20',
    ]);
    expect(body.carBrandUsage).toEqual([
      { x: 'Renault', y: 2 },
      { x: 'BYD', y: 1 },
      { x: 'Tesla', y: 1 },
    ]);
    expect(body.totals).toMatchObject({ recharges: 4, energyKwh: 39.5, cost: 1234 });
  });

  it('28 days: four weeks; 365 days: twelve months holding every recharge', async () => {
    const weeks = await graphs(admin, 'days=28&timeDiff=0');
    expect(weeks.body.bucket).toBe('week');
    expect(ys(weeks.body.recharge)).toEqual([0, 0, 1, 4]);
    expect(weeks.body.recharge[3]).toMatchObject({ startDate: dayOf(at(6, '00:00')) });

    const months = await graphs(admin, 'days=365&timeDiff=0');
    expect(months.body.bucket).toBe('month');
    expect(months.body.recharge).toHaveLength(12);
    expect(ys(months.body.recharge).reduce((a, b) => a + b, 0)).toBe(6);
    const old = dayOf(at(100, '09:00'));
    const bucket = months.body.recharge.find((p) => p.startDate! <= old && old <= p.endDate!);
    expect(bucket?.y).toBeGreaterThanOrEqual(1);
    expect(bucket?.x).toBe(`${old.slice(5, 7)}/${old.slice(0, 4)}`);
  });

  it('filters by station and by user; a selected user has no brand pie', async () => {
    const station = await graphs(admin, `days=28&timeDiff=0&stationId=${pks.s2}`);
    expect(ys(station.body.recharge)).toEqual([0, 0, 1, 0]);
    const user = await graphs(admin, `days=28&timeDiff=0&userId=${pks.userA}`);
    expect(ys(user.body.recharge)).toEqual([0, 0, 1, 1]);
    expect(user.body.carBrandUsage).toEqual([]);
  });

  it('timeDiff reads local days and hours (default: the X-Timezone-Offset header)', async () => {
    const hours = (g: UsageGraphs) => g.popularHours.filter((h) => h.y > 0).map((h) => h.x);
    const local = await graphs(admin, 'days=28&timeDiff=3');
    expect(hours(local.body)).toEqual(['11', '13', '14', '17', '23']);
    const byHeader = await graphs(admin, 'days=28', { 'x-timezone-offset': '3' });
    expect(hours(byHeader.body)).toEqual(['11', '13', '14', '17', '23']);
  });

  it('another tenant sees only its own recharges and gets 404 for ours', async () => {
    const mine = await graphs(other.token, 'days=7&timeDiff=0');
    expect(mine.status).toBe(200);
    expect(mine.body.totals.recharges).toBe(1);
    expect(mine.body.carBrandUsage).toEqual([{ x: 'Tesla', y: 1 }]);
    expect(mine.body.totals.cost).toBeUndefined();
    expect(mine.body.totals).toMatchObject({ energyKwh: 7, autonomyKm: 35, co2SavedKg: 3.5 });
    expect(mine.body.autonomyKmPerKwh).toBe(5);
    expect((await graphs(other.token, `days=7&stationId=${pks.s1}`)).status).toBe(404);
    expect((await graphs(other.token, `days=7&userId=${pks.userA}`)).status).toBe(404);
  });

  describe('bad input', () => {
    it.each([
      ['days=30', 'days'],
      ['days=7&timeDiff=abc', 'timeDiff'],
      ['days=7&timeDiff=20', 'timeDiff'],
      ['days=7&stationId=x', 'stationId'],
      ['days=7&userId=-1', 'userId'],
    ])('%s answers 400 naming %s', async (query, field) => {
      const { status, body } = await graphs(admin, query);
      expect(status).toBe(400);
      expect(body.field).toBe(field);
    });
  });

  it('needs the /indicators route, or /users for one user (the users list row)', async () => {
    const res = await app.http.inject({ method: 'GET', url: '/api/stations/dashboard/graphs' });
    expect(res.statusCode).toBe(401);
    const usersOnly = await secondTenant(app, database, 'usage-users', ['/users']);
    expect((await graphs(usersOnly.token, 'days=28')).status).toBe(403);
    const own = await database.handle.db
      .insertInto('app_user')
      .values({ tenant_pk: usersOnly.tenantPk, name: 'Dora', email: 'dora@usage.example' })
      .returning('user_pk')
      .executeTakeFirstOrThrow();
    const row = await graphs(usersOnly.token, `days=28&userId=${own.user_pk}`);
    expect(row.status).toBe(200);
    expect(ys(row.body.energy).every((y) => y === 0)).toBe(true);
    expect((await graphs(usersOnly.token, `days=28&userId=${pks.userA}`)).status).toBe(404);
  });
});
