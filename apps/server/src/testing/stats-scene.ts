import type { TestDatabase } from './test-databases';
import { startTestApp, type TestApp } from './test-app';
import { secondTenant, signedInUser, type SecondTenant } from './second-tenant';
import { afterAll, beforeAll } from 'vitest';

/**
 * The home dashboard tests' scene: stations of every state in the root tenant and one in
 * another tenant, recharges on 10 March 2026, a driver, an administrator and a viewer without
 * the money rights. Registers its hooks in the calling describe block; read it inside tests.
 */
export function statsScene(database: TestDatabase) {
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
    const viewer = { tenantPk: rootPk, email: 'viewer@example.com', name: 'Viewer' };
    noMoney = (await signedInUser(app, database, { ...viewer, routes: ['/stations'] })).token;
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

  return {
    get app() {
      return app;
    },
    get admin() {
      return admin;
    },
    get noMoney() {
      return noMoney;
    },
    get other() {
      return other;
    },
    get rootPk() {
      return rootPk;
    },
    get,
    station,
    transaction,
  };
}
