import { afterAll, beforeAll, expect } from 'vitest';
import type { FinancialTransactionPage } from '@chargedeck/shared';
import type { TestDatabase } from '../../testing/test-databases';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { secondTenant, type SecondTenant } from '../../testing/second-tenant';
import { seedStation } from '../../testing/seed-station';
import type { Database } from '../../platform/db/database';

export const HOUR = 3_600_000;
const ago = (hours: number) => new Date(Date.now() - hours * HOUR);
export const day = (daysAgo: number) =>
  new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
/** The last ten days: every movement below. */
export const RANGE = `startDate=${day(10)}&endDate=${day(0)}`;

async function userOf(db: Database, tenantPk: number, email: string, name: string, last: string) {
  const { user_pk } = await db
    .insertInto('app_user')
    .values({ tenant_pk: tenantPk, name, last_name: last, email })
    .returning('user_pk')
    .executeTakeFirstOrThrow();
  const { ocpp_tag_pk } = await db
    .insertInto('ocpp_tag')
    .values({ tenant_pk: tenantPk, id_tag: `TAG-${user_pk}`, owner_user_pk: user_pk })
    .returning('ocpp_tag_pk')
    .executeTakeFirstOrThrow();
  return { userPk: user_pk, tagPk: ocpp_tag_pk, idTag: `TAG-${user_pk}` };
}

interface Recharge {
  station: { chargeBoxPk: number; connectorPk: number };
  user: { tagPk: number; idTag: string };
  stop: Date;
  amount: number;
  paidAt?: Date;
  idle?: number;
}

async function recharge(db: Database, r: Recharge): Promise<number> {
  const row = await db
    .insertInto('charging_transaction')
    .values({
      charge_box_pk: r.station.chargeBoxPk,
      connector_pk: r.station.connectorPk,
      connector_id: 1,
      id_tag: r.user.idTag,
      ocpp_tag_pk: r.user.tagPk,
      start_id_tag_status: 'Accepted',
      start_timestamp: new Date(r.stop.getTime() - HOUR),
      start_value: 0,
      stop_timestamp: r.stop,
      stop_value: 5000,
      has_payment: true,
      transaction_amount: r.amount,
      income: r.amount - 100,
      energy_cost_cents: 250,
      payment_status: r.paidAt ? 'approved' : 'pending',
      payment_type: 'PAGBANK_CARD',
      paid_at: r.paidAt ?? null,
      idle_amount: r.idle ?? null,
      idle_payment_status: r.idle ? 'approved' : null,
    })
    .returning('transaction_pk')
    .executeTakeFirstOrThrow();
  return row.transaction_pk;
}

async function deposit(db: Database, userPk: number, cents: number, status = 'approved') {
  const row = await db
    .insertInto('wallet_entry')
    .values({
      user_pk: userPk,
      kind: 'DEPOSIT',
      amount_cents: cents,
      payment_type: 'PAGBANK_PIX',
      payment_status: status,
    })
    .returning('wallet_entry_pk')
    .executeTakeFirstOrThrow();
  return row.wallet_entry_pk;
}

/**
 * Test support of the financial tests: an app with two sibling networks (alfa with a child in
 * COL, beta), their stations, recharges, idle charges, deposits, a refund and payments, seeded
 * before the suite that calls it and closed after it; `pk` names the seeded movements.
 */
export function financialKit(database: TestDatabase) {
  let app: TestApp;
  let alfa: SecondTenant;
  let beta: SecondTenant;
  let childKey: string;
  let betaKey: string;
  const pk: Record<string, number> = {};

  const get = async (token: string, url: string) => {
    const res = await app.http.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${token}` },
    });
    return res;
  };
  const json = async <T>(token: string, url: string): Promise<T> => {
    const res = await get(token, url);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as T;
  };
  const list = (url: string, token = alfa.token) => json<FinancialTransactionPage>(token, url);

  beforeAll(async () => {
    app = await startTestApp(database);
    const { db } = database.handle;
    alfa = await secondTenant(app, database, 'alfa', ['/financial']);
    beta = await secondTenant(app, database, 'beta', ['/financial']);
    await db
      .updateTable('tenant')
      .set({ feature_monetization: true, feature_payment: true })
      .where('tenant_pk', 'in', [alfa.tenantPk, beta.tenantPk])
      .execute();
    const child = await db
      .insertInto('tenant')
      .values({
        parent_tenant_pk: alfa.tenantPk,
        name: 'Alfa Colombia',
        alias: 'alfa-co',
        api_key: 'alfa-co-key',
        currency: 'COL',
      })
      .returning(['tenant_pk', 'api_key'])
      .executeTakeFirstOrThrow();
    childKey = child.api_key;
    betaKey = (
      await db
        .selectFrom('tenant')
        .select('api_key')
        .where('tenant_pk', '=', beta.tenantPk)
        .executeTakeFirstOrThrow()
    ).api_key;
    const boxAlfa = await seedStation(database, alfa.tenantPk, 'FIN-ALFA', 'Posto Alfa');
    const boxAlfa2 = await seedStation(database, alfa.tenantPk, 'FIN-ALFA-2', 'Posto Alfa 2');
    const boxChild = await seedStation(database, child.tenant_pk, 'FIN-CO', 'Estación Bogotá');
    const boxBeta = await seedStation(database, beta.tenantPk, 'FIN-BETA', 'Posto Beta');
    const ana = await userOf(db, alfa.tenantPk, 'ana.souza@example.com', 'Ana', 'Souza');
    const bruno = await userOf(db, alfa.tenantPk, 'bruno@example.com', 'Bruno', 'Lima');
    const carla = await userOf(db, child.tenant_pk, 'carla@example.co', 'Carla', 'Rojas');
    const beto = await userOf(db, beta.tenantPk, 'beto@example.com', 'Beto', 'Beta');
    // Stopped 5 h ago but paid 1 h ago: first by payment, second by creation.
    pk.late = await recharge(db, {
      station: boxAlfa,
      user: ana,
      stop: ago(5),
      amount: 1234,
      paidAt: ago(1),
    });
    pk.early = await recharge(db, {
      station: boxAlfa2,
      user: bruno,
      stop: ago(3),
      amount: 500,
      paidAt: ago(3),
      idle: 300,
    });
    pk.unpaid = await recharge(db, { station: boxAlfa, user: bruno, stop: ago(8), amount: 700 });
    pk.child = await recharge(db, {
      station: boxChild,
      user: carla,
      stop: ago(2),
      amount: 5000000,
      paidAt: ago(2),
    });
    pk.beta = await recharge(db, {
      station: boxBeta,
      user: beto,
      stop: ago(2),
      amount: 999,
      paidAt: ago(2),
    });
    // An unpriced recharge is no movement.
    await recharge(db, { station: boxAlfa, user: ana, stop: ago(4), amount: 0 });
    pk.deposit = await deposit(db, ana.userPk, 5000);
    await db
      .insertInto('wallet_entry')
      .values({
        user_pk: ana.userPk,
        kind: 'REFUND',
        amount_cents: -1500,
        refund_of_pk: pk.deposit,
      })
      .execute();
    pk.pendingDeposit = await deposit(db, bruno.userPk, 2000, 'pending');
    // Paid from the wallet, 2,00 of it given back.
    const { wallet_entry_pk: debit } = await db
      .insertInto('wallet_entry')
      .values({
        user_pk: bruno.userPk,
        kind: 'RECHARGE',
        amount_cents: -500,
        transaction_pk: pk.early,
      })
      .returning('wallet_entry_pk')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('wallet_entry')
      .values({ user_pk: bruno.userPk, kind: 'REFUND', amount_cents: -200, refund_of_pk: debit })
      .execute();
    pk.betaDeposit = await deposit(db, beto.userPk, 800);
    pk.old = await recharge(db, {
      station: boxAlfa,
      user: ana,
      stop: ago(24 * 400),
      amount: 100,
      paidAt: ago(24 * 400),
    });
    await db
      .insertInto('payment')
      .values([
        {
          tenant_pk: alfa.tenantPk,
          provider: 'sandbox',
          method: 'card',
          amount_cents: 1234,
          status: 'approved',
          idempotency_key: 'pay_abc',
          provider_ref: 'sbx_ch_1',
        },
        {
          tenant_pk: beta.tenantPk,
          provider: 'sandbox',
          method: 'pix',
          amount_cents: 999,
          status: 'approved',
          idempotency_key: 'pay_beta',
          provider_ref: 'sbx_ch_2',
        },
      ])
      .execute();
  });
  afterAll(async () => {
    await app?.close();
  });

  return {
    get app() {
      return app;
    },
    get alfa() {
      return alfa;
    },
    get beta() {
      return beta;
    },
    get childKey() {
      return childKey;
    },
    get betaKey() {
      return betaKey;
    },
    pk,
    get,
    json,
    list,
  };
}
