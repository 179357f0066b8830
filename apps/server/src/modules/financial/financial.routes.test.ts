import { expect, it } from 'vitest';
import type { FinancialSummary, FinancialTransactionPage } from '@chargedeck/shared';
import { signedInUser } from '../../testing/second-tenant';
import { describeDatabases } from '../../testing/test-databases';
import { day, RANGE, financialKit } from './financial-test-kit';

describeDatabases('Financial movements API', (database) => {
  const kit = financialKit(database);
  const { pk, get, json, list } = kit;

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
    const child = await list(`/api/financial/transactions?${RANGE}&tenantApiKey=${kit.childKey}`);
    expect(child.content.map((r) => r.transactionPk)).toEqual([pk.child]);
  });

  it('keeps sibling networks apart', async () => {
    const res = await get(
      kit.alfa.token,
      `/api/financial/transactions?${RANGE}&tenantApiKey=${kit.betaKey}`,
    );
    expect(res.statusCode).toBe(404);
    const theirs = await list(`/api/financial/transactions?${RANGE}`, kit.beta.token);
    expect(theirs.content.map((r) => [r.targetType, r.transactionPk])).toEqual([
      ['USER', pk.betaDeposit],
      ['TRANSACTION', pk.beta],
    ]);
    const summary = await json<FinancialSummary>(
      kit.beta.token,
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
      kit.alfa.token,
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
      const res = await get(kit.alfa.token, `/api/financial/transactions?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect((res.json() as { field?: string }).field, query).toBe(field);
    }
    const summary = await get(
      kit.alfa.token,
      `/api/financial/transactions/summary?startDate=${day(400)}&endDate=${day(0)}`,
    );
    expect(summary.statusCode).toBe(400);
  });

  it('answers 403 without the financial permission', async () => {
    const { token } = await signedInUser(kit.app, database, {
      tenantPk: kit.alfa.tenantPk,
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
      kit.alfa.token,
      '/api/financial/tenants?searchTenantChildren=true',
    );
    expect(tenants).toEqual([
      { name: 'Alfa Colombia', apiKey: kit.childKey },
      { name: 'Rede alfa', apiKey: expect.any(String) },
    ]);
    const own = await json<unknown[]>(kit.alfa.token, '/api/financial/tenants');
    expect(own).toHaveLength(1);
    const boxes = await json<unknown[]>(
      kit.alfa.token,
      '/api/financial/chargeboxes?searchTenantChildren=true',
    );
    expect(boxes).toEqual([
      { ocppChargeBoxId: 'FIN-ALFA', chargeBoxCode: 'FIN-ALFA', description: 'Posto Alfa' },
      { ocppChargeBoxId: 'FIN-ALFA-2', chargeBoxCode: 'FIN-ALFA-2', description: 'Posto Alfa 2' },
      { ocppChargeBoxId: 'FIN-CO', chargeBoxCode: 'FIN-CO', description: 'Estación Bogotá' },
    ]);
    const betaBoxes = await get(
      kit.alfa.token,
      `/api/financial/chargeboxes?tenantApiKey=${kit.betaKey}`,
    );
    expect(betaBoxes.statusCode).toBe(404);
  });
});
