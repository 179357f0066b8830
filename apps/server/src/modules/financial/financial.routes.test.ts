import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FinancialSummary, FinancialTransactionPage } from '@chargedeck/shared';
import { describeDatabases } from '../../testing/test-databases';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { secondTenant, signedInUser, type SecondTenant } from '../../testing/second-tenant';
import { seedStation } from '../../testing/seed-station';
import type { Database } from '../../platform/db/database';

const HOUR = 3_600_000;
const ago = (hours: number) => new Date(Date.now() - hours * HOUR);
const day = (daysAgo: number) =>
  new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
/** The last ten days: every movement below. */
const RANGE = `startDate=${day(10)}&endDate=${day(0)}`;

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

describeDatabases('Financial movements API', (database) => {
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

  it('lists every movement of the account, paid last first, with the fields of a row', async () => {
    const page = await list(`/api/financial/transactions?${RANGE}`);
    // The deposits were made last; the pending one has no payment time: its own time orders it.
    expect(page.content.map((r) => [r.targetType, r.transactionPk])).toEqual([
      ['USER', pk.pendingDeposit],
      ['USER', pk.deposit],
      ['TRANSACTION', pk.late],
      ['TRANSACTION', pk.early],
      ['IDLE', pk.early],
      ['TRANSACTION', pk.unpaid],
    ]);
    expect(page.totalElements).toBe(6);
    const row = page.content.find(
      (r) => r.transactionPk === pk.late && r.targetType === 'TRANSACTION',
    );
    expect(row).toMatchObject({
      userFirstName: 'Ana',
      userLastName: 'Souza',
      idTag: expect.stringMatching(/^TAG-/),
      paymentStatus: 'approved',
      paymentType: 'PAGBANK_CARD',
      paymentTransactionAmount: 1234,
      paymentTransactionAmountRefunded: 0,
      paymentTransactionAmountHumanReadable: 'R$\u00a012,34',
      paymentTransactionAmountAvailableHumanReadable: 'R$\u00a012,34',
      tenantName: 'Rede alfa',
      tenantAlias: 'alfa',
      chargeBoxDescription: 'Posto Alfa',
      energyCostHumanReadable: 'R$\u00a02,50',
      moneyPerTransactionIncomeHumanReadable: 'R$\u00a011,34',
      moneyCoin: 'BRL',
      nfeUrls: [],
    });
    expect(row?.paidTimestamp).not.toBeNull();
  });

  it('shows what was refunded of a deposit and what is left', async () => {
    const page = await list(`/api/financial/transactions/deposits?${RANGE}`);
    expect(page.content.map((r) => r.targetType)).toEqual(['USER', 'USER']);
    expect(page.content[1]).toMatchObject({
      transactionPk: pk.deposit,
      paymentStatus: 'approved',
      paymentTransactionAmount: 5000,
      paymentTransactionAmountRefunded: 1500,
      paymentTransactionAmountAvailable: 3500,
      paymentTransactionAmountAvailableHumanReadable: 'R$\u00a035,00',
      userEmail: 'ana.souza@example.com',
    });
    expect(page.content[0]).toMatchObject({ paymentStatus: 'pending', paidTimestamp: null });
  });

  it('lists recharges with their idle charges on the recharges tab', async () => {
    const page = await list(`/api/financial/transactions/recharges?${RANGE}`);
    expect(page.content.map((r) => r.targetType).sort()).toEqual([
      'IDLE',
      'TRANSACTION',
      'TRANSACTION',
      'TRANSACTION',
    ]);
    expect(page.content.find((r) => r.targetType === 'IDLE')).toMatchObject({
      paymentTransactionAmount: 300,
      energyCostHumanReadable: null,
    });
    expect(
      page.content.find((r) => r.targetType === 'TRANSACTION' && r.transactionPk === pk.early),
    ).toMatchObject({
      paymentTransactionAmount: 500,
      paymentTransactionAmountRefunded: 200,
      paymentTransactionAmountAvailable: 300,
      paymentTransactionAmountAvailableHumanReadable: 'R$\u00a03,00',
    });
  });

  it('orders by creation on request, and by payment otherwise', async () => {
    const byPaid = await list(`/api/financial/transactions/recharges?${RANGE}&sort=paidTimestamp`);
    const byCreated = await list(
      `/api/financial/transactions/recharges?${RANGE}&sort=createdTimestamp`,
    );
    const order = (p: FinancialTransactionPage) =>
      p.content.filter((r) => r.targetType === 'TRANSACTION').map((r) => r.transactionPk);
    expect(order(byPaid)).toEqual([pk.late, pk.early, pk.unpaid]);
    expect(order(byCreated)).toEqual([pk.early, pk.late, pk.unpaid]);
  });

  it('pages ten by default, by page and size', async () => {
    const all = await list(`/api/financial/transactions?${RANGE}`);
    const first = await list(`/api/financial/transactions?${RANGE}&page=0&size=4`);
    const second = await list(`/api/financial/transactions?${RANGE}&page=1&size=4`);
    expect(first.totalElements).toBe(6);
    expect(first.content).toHaveLength(4);
    expect([...first.content, ...second.content]).toEqual(all.content);
  });

  it('searches by e-mail without spaces or case, and by transaction id', async () => {
    const q = encodeURIComponent(' ANA.Souza @Example.com ');
    const byMail = await list(`/api/financial/transactions?${RANGE}&userEmailOrTransactionId=${q}`);
    expect(byMail.content.map((r) => [r.targetType, r.transactionPk])).toEqual([
      ['USER', pk.deposit],
      ['TRANSACTION', pk.late],
    ]);
    const byId = await list(
      `/api/financial/transactions?${RANGE}&userEmailOrTransactionId=${pk.early}`,
    );
    expect(byId.content.map((r) => r.targetType).sort()).toEqual(['IDLE', 'TRANSACTION']);
  });

  it('filters by station, and a station of another network matches nothing', async () => {
    const page = await list(`/api/financial/transactions?${RANGE}&chargeBoxId=FIN-ALFA-2`);
    expect(page.content.map((r) => [r.targetType, r.transactionPk])).toEqual([
      ['TRANSACTION', pk.early],
      ['IDLE', pk.early],
    ]);
    const other = await list(`/api/financial/transactions?${RANGE}&chargeBoxId=FIN-BETA`);
    expect(other).toEqual({ content: [], totalElements: 0 });
  });

  it('defaults to the period from the start of the month to today', async () => {
    const page = await list('/api/financial/transactions?size=100');
    expect(page.content.some((r) => r.transactionPk === pk.old)).toBe(false);
    const old = await list(`/api/financial/transactions?startDate=${day(400)}&endDate=${day(36)}`);
    expect(old.content.map((r) => r.transactionPk)).toEqual([pk.old]);
  });

  it('includes child tenants on request, in their own currency', async () => {
    const own = await list(`/api/financial/transactions/recharges?${RANGE}`);
    expect(own.content.some((r) => r.transactionPk === pk.child)).toBe(false);
    const all = await list(
      `/api/financial/transactions/recharges?${RANGE}&searchTenantChildren=true`,
    );
    const row = all.content.find((r) => r.transactionPk === pk.child);
    expect(row).toMatchObject({ moneyCoin: 'COL', tenantName: 'Alfa Colombia' });
    expect(row?.paymentTransactionAmountHumanReadable).toBe('COL\u00a050.000,00');
    const child = await list(`/api/financial/transactions?${RANGE}&tenantApiKey=${childKey}`);
    expect(child.content.map((r) => r.transactionPk)).toEqual([pk.child]);
  });

  it('keeps sibling networks apart', async () => {
    const res = await get(
      alfa.token,
      `/api/financial/transactions?${RANGE}&tenantApiKey=${betaKey}`,
    );
    expect(res.statusCode).toBe(404);
    const theirs = await list(`/api/financial/transactions?${RANGE}`, beta.token);
    expect(theirs.content.map((r) => [r.targetType, r.transactionPk])).toEqual([
      ['USER', pk.betaDeposit],
      ['TRANSACTION', pk.beta],
    ]);
    const summary = await json<FinancialSummary>(
      beta.token,
      `/api/financial/transactions/summary?${RANGE}`,
    );
    expect(summary).toEqual({
      totalTransactions: 2,
      totalValue: 1799,
      totalTransaction: 999,
      totalUser: 800,
      moneyCoin: 'BRL',
    });
  });

  it('sums the movements of the filters', async () => {
    const summary = await json<FinancialSummary>(
      alfa.token,
      `/api/financial/transactions/summary?${RANGE}`,
    );
    expect(summary).toEqual({
      totalTransactions: 6,
      totalValue: 1234 + 500 + 300 + 700 + 5000 + 2000,
      totalTransaction: 1234 + 500 + 300 + 700,
      totalUser: 7000,
      moneyCoin: 'BRL',
    });
  });

  it('refuses bad filters naming the field', async () => {
    const cases: [string, string][] = [
      [`startDate=${day(400)}&endDate=${day(0)}`, 'endDate'],
      [`startDate=${day(0)}&endDate=${day(3)}`, 'endDate'],
      ['startDate=2026-02-31', 'startDate'],
      [`startDate=${day(400)}`, 'startDate'],
      ['sort=amount', 'sort'],
      ['size=1000', 'size'],
      ['page=-1', 'page'],
      ['userEmailOrTransactionId=a%00b', 'userEmailOrTransactionId'],
    ];
    for (const [query, field] of cases) {
      const res = await get(alfa.token, `/api/financial/transactions?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect((res.json() as { field?: string }).field, query).toBe(field);
    }
    const summary = await get(
      alfa.token,
      `/api/financial/transactions/summary?startDate=${day(400)}&endDate=${day(0)}`,
    );
    expect(summary.statusCode).toBe(400);
  });

  it('answers 403 without the financial permission', async () => {
    const { token } = await signedInUser(app, database, {
      tenantPk: alfa.tenantPk,
      email: 'no-money@alfa.example',
      routes: ['/users'],
      host: 'alfa.localhost',
    });
    expect((await get(token, `/api/financial/transactions?${RANGE}`)).statusCode).toBe(403);
    expect((await get(token, '/api/financial/transactions/summary')).statusCode).toBe(403);
    expect((await get(token, '/api/payments/chargeId/pay_abc')).statusCode).toBe(403);
  });

  it('lists the account tenants and stations for the filters', async () => {
    const tenants = await json<unknown[]>(
      alfa.token,
      '/api/financial/tenants?searchTenantChildren=true',
    );
    expect(tenants).toEqual([
      { name: 'Alfa Colombia', apiKey: childKey },
      { name: 'Rede alfa', apiKey: expect.any(String) },
    ]);
    const own = await json<unknown[]>(alfa.token, '/api/financial/tenants');
    expect(own).toHaveLength(1);
    const boxes = await json<unknown[]>(
      alfa.token,
      '/api/financial/chargeboxes?searchTenantChildren=true',
    );
    expect(boxes).toEqual([
      { ocppChargeBoxId: 'FIN-ALFA', chargeBoxCode: 'FIN-ALFA', description: 'Posto Alfa' },
      { ocppChargeBoxId: 'FIN-ALFA-2', chargeBoxCode: 'FIN-ALFA-2', description: 'Posto Alfa 2' },
      { ocppChargeBoxId: 'FIN-CO', chargeBoxCode: 'FIN-CO', description: 'Estación Bogotá' },
    ]);
    const betaBoxes = await get(alfa.token, `/api/financial/chargeboxes?tenantApiKey=${betaKey}`);
    expect(betaBoxes.statusCode).toBe(404);
  });

  it('writes the movements of the filters to relatorio-movimentacoes-financeiras.xlsx', async () => {
    const res = await app.http.inject({
      method: 'GET',
      url: `/api/financial/transactions/xlsx?${RANGE}&searchTenantChildren=true`,
      headers: { authorization: `Bearer ${alfa.token}`, 'accept-language': 'pt-BR' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(
      'relatorio-movimentacoes-financeiras.xlsx',
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Movimentações financeiras')!;
    const rows = sheet.getSheetValues().filter(Boolean) as unknown[][];
    const header = rows[0]!.slice(1);
    expect(header.slice(0, 3)).toEqual(['ID', 'Tipo', 'Pago em']);
    const body = rows.slice(1).map((r) => r.slice(1));
    expect(body).toHaveLength(7);
    const col = (name: string) => header.indexOf(name);
    const deposit = body.find((r) => r[0] === pk.deposit && r[1] === 'Depósito')!;
    expect(deposit[col('Reembolsado')]).toBe(15);
    expect(deposit[col('Disponível')]).toBe(35);
    // Labelled as on the screen: some refunded of an approved deposit.
    expect(deposit[col('Status do pagamento')]).toBe('Devolução parcial');
    const child = body.find((r) => r[0] === pk.child)!;
    expect(child[1]).toBe('Recarga');
    expect(child[col('Moeda')]).toBe('COL');
    expect(body.some((r) => r[1] === 'Ociosidade')).toBe(true);
  });

  it('writes the movements of the tab asked for to the spreadsheet', async () => {
    const kinds = async (tab: string) => {
      const res = await app.http.inject({
        method: 'GET',
        url: `/api/financial/transactions/xlsx?${RANGE}&searchTenantChildren=true&tab=${tab}`,
        headers: { authorization: `Bearer ${alfa.token}`, 'accept-language': 'pt-BR' },
      });
      expect(res.statusCode, res.body).toBe(200);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const rows = workbook.getWorksheet('Movimentações financeiras')!.getSheetValues();
      const body = (rows.filter(Boolean) as unknown[][]).slice(1);
      return [...new Set(body.map((r) => r[2]))].sort();
    };
    expect(await kinds('deposits')).toEqual(['Depósito']);
    expect(await kinds('recharges')).toEqual(['Ociosidade', 'Recarga']);
    expect(await kinds('all')).toEqual(['Depósito', 'Ociosidade', 'Recarga']);
    const bad = await app.http.inject({
      method: 'GET',
      url: `/api/financial/transactions/xlsx?${RANGE}&tab=idle`,
      headers: { authorization: `Bearer ${alfa.token}` },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('tab');
  });

  it('sums whole hours and partial ones alike, and follows a later payment', async () => {
    const inZone = async (url: string, offset: string) => {
      const res = await app.http.inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${alfa.token}`, 'x-timezone-offset': offset },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as unknown;
    };
    for (const offset of ['-3', '5:30', '0']) {
      const summary = (await inZone(
        `/api/financial/transactions/summary?${RANGE}`,
        offset,
      )) as FinancialSummary;
      const page = (await inZone(
        `/api/financial/transactions?${RANGE}&size=100`,
        offset,
      )) as FinancialTransactionPage;
      const total = page.content.reduce((sum, r) => sum + r.paymentTransactionAmount, 0);
      expect([summary.totalTransactions, summary.totalValue], offset).toEqual([
        page.content.length,
        total,
      ]);
      expect(page.totalElements, offset).toBe(page.content.length);
    }
    const before = (await inZone(
      `/api/financial/transactions/summary?startDate=${day(0)}&endDate=${day(0)}`,
      '0',
    )) as FinancialSummary;
    await database.handle.db
      .updateTable('charging_transaction')
      .set({ paid_at: new Date(), payment_status: 'approved' })
      .where('transaction_pk', '=', pk.unpaid!)
      .execute();
    const after = (await inZone(
      `/api/financial/transactions/summary?startDate=${day(0)}&endDate=${day(0)}`,
      '0',
    )) as FinancialSummary;
    const moved = before.totalTransactions < after.totalTransactions;
    // Stopped 8 hours ago: it moves to today's payments unless it already was today's.
    expect(moved || new Date(Date.now() - 8 * HOUR).toISOString().slice(0, 10) === day(0)).toBe(
      true,
    );
    const paid = await list(`/api/financial/transactions/recharges?${RANGE}`);
    expect(paid.content[0]).toMatchObject({ transactionPk: pk.unpaid, paymentStatus: 'approved' });
  });

  describe('payment references', () => {
    it('answers the external id of a charge without its prefix, in the caller network only', async () => {
      const res = await get(alfa.token, '/api/payments/chargeId/pay_abc');
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe('ch_1');
      expect((await get(alfa.token, '/api/payments/chargeId/pay_beta')).statusCode).toBe(404);
      expect(await json(alfa.token, '/api/payments/externalReferenceId/pay_abc')).toEqual(['ch_1']);
      expect(await json(alfa.token, '/api/payments/externalReferenceId/abc')).toEqual(['ch_1']);
      expect(await json(alfa.token, '/api/payments/externalReferenceId/pay_beta')).toEqual([]);
    });
  });
});
