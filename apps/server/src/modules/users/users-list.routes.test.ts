import ExcelJS from 'exceljs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeDatabases } from '../../testing/test-databases';
import { startOcppApp, type OcppTestApp } from '../../testing/ocpp-test-kit';
import { rootTenantPk } from '../../testing/scripted-station';
import { seedRecharge } from '../../testing/seed-station';
import { userFormBody } from '../../testing/user-form-body';

describeDatabases('Users API: the users list and its report', (database) => {
  let app: OcppTestApp;
  let rootPk: number;
  const newUser = (extra: object = {}) => userFormBody(rootPk, extra);

  beforeAll(async () => {
    app = await startOcppApp(database);
    rootPk = await rootTenantPk(database);
    // Ana, the one inactive user.
    const created = await app.api('POST', '/api/users_data', newUser());
    const pk = (created.body.data as { user_pk: number }).user_pk;
    await app.api('PUT', `/api/users_data/${pk}`, {
      firstName: 'Ana',
      activeUser: false,
      tenant_pk: rootPk,
    });
  });
  /** One finished (7.5 kWh) and one open transaction of the tag, as the OCPP handlers write them. */
  async function chargeWith(idTag: string) {
    const db = database.handle.db;
    const chargeBoxPk = await app.addStation('USERS-ST');
    const tag = await db
      .selectFrom('ocpp_tag')
      .select('ocpp_tag_pk')
      .where('id_tag', '=', idTag)
      .executeTakeFirstOrThrow();
    const { connector_pk } = await db
      .insertInto('connector')
      .values({ charge_box_pk: chargeBoxPk, connector_id: 1 })
      .returning('connector_pk')
      .executeTakeFirstOrThrow();
    const base = {
      chargeBoxPk,
      connectorPk: connector_pk,
      idTag,
      ocppTagPk: tag.ocpp_tag_pk,
    };
    await seedRecharge(database, {
      ...base,
      start: new Date(Date.now() - 7_200_000),
      startValue: 1000,
      stopValue: 8500,
      stop: new Date(Date.now() - 3_600_000),
    });
    await seedRecharge(database, { ...base, start: new Date(), startValue: 8500 });
  }

  afterAll(async () => {
    await app?.close();
  });

  it('lists users with search, active filter, sorting and charging totals', async () => {
    for (const [name, email] of [
      ['Bruno', 'bruno@example.com'],
      ['Carla', 'carla@example.com'],
    ]) {
      const res = await app.api(
        'POST',
        '/api/users_data',
        newUser({ firstName: name, email, docNumber: '' }),
      );
      expect(res.statusCode).toBe(201);
    }
    await app.api('POST', '/api/ocpptags', {
      id_tag: 'CARLA-TAG',
      tenant_pk: rootPk,
      note: 'Carla',
    });
    const carla = (await app.api('GET', '/api/users_data/dashboard-details?searchInput=carla')).body
      .userDashboardList as { user_pk: number }[];
    await app.api('PUT', `/api/users_data/${carla[0]?.user_pk}`, {
      firstName: 'Carla',
      tenant_pk: rootPk,
      ocppTags: ['CARLA-TAG'],
    });
    await chargeWith('CARLA-TAG');

    const search = await app.api(
      'GET',
      '/api/users_data/dashboard-details?searchInput=CARLA&page=1&size=10',
    );
    expect(search.body).toMatchObject({
      count: 1,
      userDashboardList: [
        {
          user_name: 'Carla',
          docType: null,
          ocpp_id_tag: 'CARLA-TAG',
          recharges: 2,
          consumption: 7500,
          chargingStatus: true,
        },
      ],
    });

    const active = await app.api(
      'GET',
      '/api/users_data/dashboard-details?activeUsers=true&searchInput=example.com',
    );
    const all = await app.api(
      'GET',
      '/api/users_data/dashboard-details?activeUsers=false&searchInput=example.com',
    );
    expect(Number(all.body.count)).toBe(Number(active.body.count) + 1);
    const inactive = (
      all.body.userDashboardList as { activeUser: boolean; user_name: string }[]
    ).find((u) => !u.activeUser);
    expect(inactive?.user_name).toBe('Ana');

    const sorted = await app.api(
      'GET',
      '/api/users_data/dashboard-details?activeUsers=false&searchInput=example.com&headerOrderList=user_name:asc;recharges:null',
    );
    const names = (sorted.body.userDashboardList as { user_name: string }[]).map(
      (u) => u.user_name,
    );
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(names.indexOf('Ana')).toBeLessThan(names.indexOf('Bruno'));
  });

  it('sorts by the car (the brand on the user), in both directions', async () => {
    const db = database.handle.db;
    for (const [name, brand] of [
      ['Zeca', 'Volvo'],
      ['Yara', 'BYD'],
      ['Xavier', 'Renault'],
    ] as const) {
      const res = await app.api(
        'POST',
        '/api/users_data',
        newUser({
          firstName: name,
          email: `${name.toLowerCase()}@car-sort.example.com`,
          docNumber: '',
        }),
      );
      expect(res.statusCode).toBe(201);
      await db
        .updateTable('app_user')
        .set({ vehicle_brand: brand })
        .where('email', '=', `${name.toLowerCase()}@car-sort.example.com`)
        .execute();
    }
    const cars = async (direction: string) => {
      const res = await app.api(
        'GET',
        `/api/users_data/dashboard-details?searchInput=car-sort&headerOrderList=car_name:${direction}`,
      );
      expect(res.statusCode).toBe(200);
      return (res.body.userDashboardList as { car_name: string }[]).map((u) => u.car_name);
    };
    expect(await cars('asc')).toEqual(['BYD', 'Renault', 'Volvo']);
    expect(await cars('desc')).toEqual(['Volvo', 'Renault', 'BYD']);
  });

  it('sorts by recharges and consumption from totals kept exact as recharges stop or go', async () => {
    type Item = {
      user_name: string;
      recharges: number;
      consumption: number;
      chargingStatus: boolean;
    };
    const list = async (order: string) =>
      (
        await app.api(
          'GET',
          `/api/users_data/dashboard-details?activeUsers=false&searchInput=example.com&headerOrderList=${order}`,
        )
      ).body.userDashboardList as Item[];
    const carlaOf = (items: Item[]) => items.find((u) => u.user_name === 'Carla');
    for (const order of ['recharges:desc', 'consumption:desc']) {
      const items = await list(order);
      expect(items[0]).toMatchObject({ user_name: 'Carla', recharges: 2, consumption: 7500 });
      expect(items.slice(1).every((u) => u.recharges === 0)).toBe(true);
    }
    const db = database.handle.db;
    const tag = await db
      .selectFrom('ocpp_tag')
      .select('ocpp_tag_pk')
      .where('id_tag', '=', 'CARLA-TAG')
      .executeTakeFirstOrThrow();
    // The running recharge stops at 10,000 Wh: 1.5 kWh more, no longer charging.
    await db
      .updateTable('charging_transaction')
      .set({ stop_timestamp: new Date(), stop_value: 10_000 })
      .where('ocpp_tag_pk', '=', tag.ocpp_tag_pk)
      .where('stop_timestamp', 'is', null)
      .execute();
    const stopped = await list('consumption:desc');
    expect(carlaOf(stopped)).toMatchObject({
      recharges: 2,
      consumption: 9000,
      chargingStatus: false,
    });
    // The default order sums the same totals for the page's users.
    expect(carlaOf(await list('user_name:asc'))).toEqual(carlaOf(stopped));
    // Updates of other columns, or of no row, leave the totals as they are.
    const update = db.updateTable('charging_transaction');
    await update.set({ suspect: true }).where('ocpp_tag_pk', '=', tag.ocpp_tag_pk).execute();
    await update.set({ stop_value: 1 }).where('transaction_pk', '=', -1).execute();
    expect(carlaOf(await list('consumption:desc'))).toEqual(carlaOf(stopped));
    // A deleted recharge leaves the totals.
    await db
      .deleteFrom('charging_transaction')
      .where('ocpp_tag_pk', '=', tag.ocpp_tag_pk)
      .where('start_value', '=', 1000)
      .execute();
    expect(carlaOf(await list('recharges:desc'))).toMatchObject({
      recharges: 1,
      consumption: 1500,
    });
    // The tag changes owner: its recharges go with it.
    const bruno = await db
      .selectFrom('app_user')
      .select('user_pk')
      .where('email', '=', 'bruno@example.com')
      .executeTakeFirstOrThrow();
    await db
      .updateTable('ocpp_tag')
      .set({ owner_user_pk: bruno.user_pk })
      .where('ocpp_tag_pk', '=', tag.ocpp_tag_pk)
      .execute();
    const moved = await list('consumption:desc');
    expect(moved[0]).toMatchObject({ user_name: 'Bruno', recharges: 1, consumption: 1500 });
    expect(carlaOf(moved)).toMatchObject({ recharges: 0, consumption: 0 });
    // A deleted tag takes its recharges out of its owner's totals.
    await db.deleteFrom('ocpp_tag').where('ocpp_tag_pk', '=', tag.ocpp_tag_pk).execute();
    const gone = await list('recharges:desc');
    expect(gone.every((u) => u.recharges === 0 && u.consumption === 0)).toBe(true);
    expect(gone.map((u) => u.user_name)).toContain('Bruno');
  });

  it('mails the users report to the requester', async () => {
    const res = await app.api('GET', '/api/report/xlsx/users?activeUsers=false');
    expect(res.body).toEqual({
      message:
        'The report is being generated and will be sent to the email registered in the system.',
    });
    const mail = app.outbox().find((m) => m.includes('users.xlsx'));
    expect(mail).toContain('To: admin@example.com');
    // The attachment is a workbook exceljs reads back: one row per user, keyed by user in order.
    const part = mail!.slice(mail!.indexOf('filename=users.xlsx'));
    const body = part.slice(part.search(/\r?\n\r?\n/)).split(/\r?\n--/)[0]!;
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(
      Buffer.from(body.replace(/\s/g, ''), 'base64') as unknown as ArrayBuffer,
    );
    const sheet = workbook.getWorksheet('Users')!;
    expect(sheet.getRow(1).getCell(2).value).toBe('Name');
    const rows = sheet.getSheetValues().slice(2) as unknown[][];
    const pks = rows.map((row) => row[1] as number);
    expect(pks.length).toBeGreaterThan(1);
    expect(pks).toEqual([...pks].sort((a, b) => a - b));
    expect(rows.some((row) => String(row[2]).startsWith('Ana'))).toBe(true);
  });

  it("mails the users report in the requester's saved language, whatever the request's", async () => {
    expect((await app.api('PUT', '/api/profile/locale', { locale: 'pt-BR' })).statusCode).toBe(200);
    const before = app.outbox().length;
    const res = await app.api('GET', '/api/report/xlsx/users?activeUsers=false');
    expect(res.statusCode).toBe(200);
    await app.api('PUT', '/api/profile/locale', { locale: 'en' });
    const mail = app
      .outbox()
      .slice(before)
      .find((m) => m.includes('users.xlsx'))!;
    expect(mail).toMatch(
      /Subject: (Relat=C3=B3rio de usu=C3=A1rios|=\?UTF-8\?.*|Relatório de usuários)/,
    );
    const part = mail.slice(mail.indexOf('filename=users.xlsx'));
    const body = part.slice(part.search(/\r?\n\r?\n/)).split(/\r?\n--/)[0]!;
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(
      Buffer.from(body.replace(/\s/g, ''), 'base64') as unknown as ArrayBuffer,
    );
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('Usuários');
    expect(sheet.getRow(1).getCell(2).value).toBe('Nome');
    const active = (sheet.getSheetValues().slice(2) as unknown[][]).map((row) => row[9]);
    expect(active.every((cell) => cell === 'Sim' || cell === 'Não')).toBe(true);
  });
});
