import { expect, it } from 'vitest';
import { describeDatabases } from '../../testing/test-databases';
import { StatsRepository } from './stats.repository';
import { statsScene } from '../../testing/stats-scene';

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
  const scene = statsScene(database);

  const day = '/api/stats/sums?fromDate=2026-03-10&toDate=2026-03-10';

  it('sums the range read in the time zone, with trees and CO2 from each tenant factors', async () => {
    const sp = await scene.get(scene.admin, `${day}&timeZone=America/Sao_Paulo`);
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

    const utc = (await scene.get(scene.admin, `${day}&timeZone=UTC`)).body as unknown as Sums;
    expect(utc.energy.consumption).toBe(21.5);
    expect(utc.cost).toBe(1500 + 600 + 700);
    const offset = (await scene.get(scene.admin, `${day}&timeZone=-3`)).body as unknown as Sums;
    expect(offset.energy.consumption).toBe(11.5);
  });

  it('counts stations by their current state: charging, maintenance, offline, available', async () => {
    const s = (await scene.get(scene.admin, `${day}&timeZone=UTC`)).body as unknown as Sums;
    expect(s.statusChargeBox).toEqual({
      total: 6,
      charging: 1,
      available: 2,
      unavailable: 2,
      maintenance: 1,
    });
    const info = await scene.get(
      scene.admin,
      `/api/stats/info?fromDate=2026-03-01&toDate=2026-03-10&timeZone=America/Sao_Paulo`,
    );
    expect(info.status).toBe(200);
    expect(info.body.stations).toEqual({ inUse: 1, available: 2, total: 6, unavailable: 3 });
    const users = info.body.users as Record<string, number>;
    expect(users.inUse).toBe(1);
    expect(users.notUsing).toBe(users.total! - 1);
    // March in São Paulo: every seeded March scene.transaction, the 9th included.
    expect(info.body.monthCost).toBe(1500 + 600 + 700);
    expect(info.body.monthIncome).toBe(1200 + 500 + 650);
  });

  it('counts users registered in the range', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const s = (
      await scene.get(scene.admin, `/api/stats/sums?fromDate=${today}&toDate=${today}&timeZone=UTC`)
    ).body as unknown as Sums;
    expect(s.users.usersRegistered).toBe(s.users.totalUsers);
    expect(s.users.totalUsers).toBeGreaterThanOrEqual(4);
  });

  it('hides cost and income from callers without the monetization right', async () => {
    const s = (await scene.get(scene.noMoney, `${day}&timeZone=UTC`)).body as unknown as Sums;
    expect(s.cost).toBeNull();
    expect(s.income).toBeNull();
    expect(s.energy.consumption).toBe(21.5);
    const info = await scene.get(
      scene.noMoney,
      `/api/stats/info?fromDate=2026-03-01&toDate=2026-03-10`,
    );
    expect(info.body.monthCost).toBeNull();
    expect(info.body.monthIncome).toBeNull();
  });

  it('shows another tenant nothing of this one', async () => {
    const s = (await scene.get(scene.other.token, `${day}&timeZone=UTC`)).body as unknown as Sums;
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
    const map = await scene.get(scene.other.token, '/api/chargepoints/map');
    const list = map.body.chargePointList as { chargeBoxId: string }[];
    expect(list.map((c) => c.chargeBoxId)).toEqual(['ST-Z']);
    const rows = await scene.get(scene.other.token, '/api/chargepoints/map?format=rows');
    expect((rows.body.chargePoints as unknown[][]).map((r) => r[1])).toEqual(['ST-Z']);
    const zPk = (rows.body.chargePoints as number[][])[0]![0];
    expect((rows.body.connectors as unknown[][]).map((c) => c[0])).toEqual([zPk]);
    // The popup of a scene.station of the parent tenant: not found for this tenant.
    const mine = (await scene.get(scene.admin, '/api/chargepoints/map')).body.chargePointList as {
      chargeBoxPk: number;
      chargeBoxId: string;
    }[];
    const a = mine.find((c) => c.chargeBoxId === 'ST-A')!;
    expect(
      (await scene.get(scene.other.token, `/api/chargepoints/map/${a.chargeBoxPk}`)).status,
    ).toBe(404);
    const own = await scene.get(scene.other.token, `/api/chargepoints/map/${zPk}`);
    expect(own.status).toBe(200);
    expect(own.body.chargePoint).toMatchObject({ chargeBoxId: 'ST-Z' });
  });

  it('lets tenant administrators set the sustainability factors of a visible tenant', async () => {
    const put = (token: string, url: string, payload: object) =>
      scene.app.http.inject({
        method: 'PUT',
        url,
        payload,
        headers: { authorization: `Bearer ${token}` },
      });
    const url = `/api/stats/sustainability?tenantPk=${scene.other.tenantPk}`;
    const res = await put(scene.admin, url, { kwhPerTree: 5, treeGoal: 2, autonomyKmPerKwh: 7 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      tenantPk: scene.other.tenantPk,
      co2SavedKgPerKwh: 0.78,
      kwhPerTree: 5,
      treeGoal: 2,
      autonomyKmPerKwh: 7,
    });
    const s = (await scene.get(scene.other.token, `${day}&timeZone=UTC`)).body as unknown as Sums;
    expect(s.energy.cultivatedTree).toBe(1);
    expect(s.energy.treePercentageGoal).toBe(50);
    expect((await scene.get(scene.other.token, '/api/stats/sustainability')).body.treeGoal).toBe(2);

    expect((await put(scene.admin, url, { treeGoal: 0 })).json()).toMatchObject({
      field: 'treeGoal',
    });
    expect((await put(scene.admin, url, { autonomyKmPerKwh: -1 })).json()).toMatchObject({
      field: 'autonomyKmPerKwh',
    });
    expect((await put(scene.noMoney, url, { treeGoal: 3 })).statusCode).toBe(403);
    const foreign = await scene.get(
      scene.other.token,
      `/api/stats/sustainability?tenantPk=${scene.rootPk}`,
    );
    expect(foreign.status).toBe(404);
  });

  it('shares a users or stations query already running for the same tenants', async () => {
    const repo = new StatsRepository(database.handle.db);
    const first = repo.usersNow([scene.rootPk]);
    expect(repo.usersNow([scene.rootPk])).toBe(first);
    expect(repo.usersNow([scene.other.tenantPk])).not.toBe(first);
    const counts = repo.stationCounts([scene.rootPk]);
    expect(repo.stationCounts([scene.rootPk])).toBe(counts);
    await Promise.all([first, counts]);
    // Finished queries are not kept: the next call reads the database again.
    expect(repo.usersNow([scene.rootPk])).not.toBe(first);
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
      const res = await scene.get(scene.admin, url);
      expect(res.status, url).toBe(400);
      expect(res.body.field, url).toBe(field);
    }
    expect((await scene.get(scene.admin, `${day}&timeZone=America/Sao_Paulo`)).status).toBe(200);
    const anonymous = await scene.app.http.inject({ method: 'GET', url: `${day}` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('counts month money exactly when the month starts inside an hour (UTC+05:30)', async () => {
    const m = await scene.station(scene.rootPk, 'ST-M', true, [{ status: 'Available' }]);
    // March in Kolkata is [28 Feb 18:30 UTC, 31 Mar 18:30 UTC): of each pair, which shares one
    // UTC hour and so one hourly total, one recharge is March's and the scene.other is not.
    await scene.transaction(m, '2026-03-31T18:10:00Z', 1_000, { amount: 111, income: 11 });
    await scene.transaction(m, '2026-03-31T18:40:00Z', 1_000, { amount: 222, income: 22 });
    await scene.transaction(m, '2026-02-28T18:20:00Z', 1_000, { amount: 444, income: 44 });
    await scene.transaction(m, '2026-02-28T18:45:00Z', 1_000, { amount: 888, income: 88 });
    const info = await scene.get(
      scene.admin,
      '/api/stats/info?fromDate=2026-03-01&toDate=2026-03-31&timeZone=Asia/Kolkata',
    );
    expect(info.body.monthCost).toBe(1500 + 600 + 700 + 111 + 888);
    expect(info.body.monthIncome).toBe(1200 + 500 + 650 + 11 + 88);
  });
});
