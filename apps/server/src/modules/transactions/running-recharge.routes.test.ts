import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeDatabases } from '../../testing/test-databases';
import { waitFor, type OcppTestApp } from '../../testing/ocpp-test-kit';
import { rechargeOverSocket, startWithPaidStation } from '../../testing/socket-recharge';
import { addTag, rootTenantPk } from '../../testing/scripted-station';

interface Money {
  energyWh: number | null;
  energyHumanReadable: string | null;
  transactionAmount: number | null;
  income: number | null;
  stopTimestamp: string | null;
}

describeDatabases('A recharge in progress', (database) => {
  let app: OcppTestApp;
  let running: number;
  let unpriced: number;
  const today = new Date().toISOString().slice(0, 10);
  /** The day the recharges began (they start half an hour ago: yesterday just after midnight). */
  const startDay = new Date(Date.now() - 1_800_000).toISOString().slice(0, 10);

  /** Starts a recharge from meter 1000 Wh and reports the register at `kwh` (in kWh). */
  const start = (chargeBoxId: string, idTag: string, kwh: string): Promise<number> =>
    rechargeOverSocket(app, chargeBoxId, {
      idTag,
      meterStart: 1_000,
      startedMsAgo: 1_800_000,
      sample: {
        msAgo: 60_000,
        sampledValue: [
          { value: kwh, measurand: 'Energy.Active.Import.Register', unit: 'kWh' },
          { value: '7200', measurand: 'Power.Active.Import', unit: 'W' },
        ],
      },
    });

  const detail = async (id: number) =>
    (await app.api('GET', `/api/transaction/${id}`)).body.transaction as unknown as Money;

  beforeAll(async () => {
    app = await startWithPaidStation(database, 'RUN-1');
    await app.addStation('RUN-FREE');
    const tenantPk = await rootTenantPk(database);
    const userPk = (
      await database.handle.db
        .insertInto('app_user')
        .values({ tenant_pk: tenantPk, name: 'Rita', email: 'rita@example.com' })
        .returning('user_pk')
        .executeTakeFirstOrThrow()
    ).user_pk;
    await addTag(database, 'RUN-TAG', { owner_user_pk: userPk });
    await addTag(database, 'RUN-FREE-TAG');
    running = await start('RUN-1', 'RUN-TAG', '4.5');
    unpriced = await start('RUN-FREE', 'RUN-FREE-TAG', '3');
    // Meter values are stored in batches: wait until the reading is there.
    await waitFor(async () => ((await detail(running)).energyWh ? true : undefined));
  });
  afterAll(async () => {
    await app?.close();
  });

  it('shows the energy and the cost so far from the latest meter reading', async () => {
    // 4.5 kWh read − 1 kWh at the start = 3.5 kWh; 3.5 × 150 + 100 = 625 cents;
    // income 3.5 × 120 × (1 − 0.1) = 378 cents, at the station's price of today.
    const expected = {
      energyWh: 3500,
      energyHumanReadable: '3.50 kWh',
      transactionAmount: 625,
      income: 378,
      stopTimestamp: null,
    };
    expect(await detail(running)).toMatchObject(expected);
    const list = (await app.api('GET', '/api/transaction?size=10')).body as unknown as {
      list: (Money & { id: number })[];
    };
    expect(list.list.find((x) => x.id === running)).toMatchObject(expected);
  });

  it('gives a running recharge on a station without payment its energy and no price', async () => {
    expect(await detail(unpriced)).toMatchObject({
      energyWh: 2000,
      transactionAmount: null,
      income: null,
    });
  });

  it('counts running recharges in the home figures: driver, energy, cost and income', async () => {
    const sums = await app.api('GET', `/api/stats/sums?fromDate=${startDay}&toDate=${today}`);
    expect(sums.body).toMatchObject({
      users: { usersCharged: 1 },
      energy: { consumption: 5.5 },
      cost: 625,
      income: 378,
    });
    const info = await app.api('GET', `/api/stats/info?fromDate=${startDay}&toDate=${today}`);
    expect(info.body).toMatchObject({ users: { inUse: 1 }, monthCost: 625, monthIncome: 378 });
    const usage = await app.api('GET', '/api/stations/dashboard/graphs?days=7&timeDiff=0');
    expect(usage.body.totals).toMatchObject({ recharges: 2, energyKwh: 5.5, cost: 625 });
  });
});
