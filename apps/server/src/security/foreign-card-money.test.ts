import {
  SimulatedStation,
  scaledClock,
  silentLogger,
  type StartOutcome,
} from '@chargedeck/simulator';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { InvoicesRepository } from '../modules/invoices';
import { describeDatabases } from '../testing/test-databases';
import { STATION_KEY, startOcppApp, waitFor, type OcppTestApp } from '../testing/ocpp-test-kit';
import { ScriptedStation, addTag } from '../testing/scripted-station';
import { secondTenant, type SecondTenant } from '../testing/second-tenant';

const PRICED = { hasPayment: true, moneyPerKilowattCost: 150, moneyPerTransactionCost: 100 };
const DEPOSIT = 10_000;
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

/**
 * Issue 16, class 1: a card of one network (tenant A) presented at a station of a sibling network
 * (tenant B) touches neither A's money nor A's names; a refused card is never charged.
 */
describeDatabases('A foreign card never touches another network’s money or names', (database) => {
  let app: OcppTestApp;
  let a: SecondTenant;
  let b: SecondTenant;
  let driverPk: number;
  const running: SimulatedStation[] = [];
  const db = () => database.handle.db;

  const simulate = async (chargeBoxId: string, tenantPk: number) => {
    await app.addStation(chargeBoxId, { tenant_pk: tenantPk, ...PRICED });
    const station = new SimulatedStation({
      url: app.ocppUrl,
      chargeBoxId,
      password: STATION_KEY,
      clock: scaledClock(600),
      logger: silentLogger,
      reconnect: false,
    });
    running.push(station);
    await station.connect();
    return station;
  };
  /** A session started offline and replayed: the server's answer to its start comes late. */
  const offlineSession = async (station: SimulatedStation, idTag: string) => {
    station.cut();
    station.plugIn(1);
    const outcome = await station.startTransaction(1, idTag);
    await waitFor(() => (station.queue.length >= 3 ? true : undefined));
    await station.connect();
    await station.settled();
    await app.ocpp.flush();
    return recordOf(outcome);
  };
  const recordOf = (outcome: StartOutcome) => {
    if (outcome.status !== 'Accepted') throw new Error(`not started: ${outcome.status}`);
    return outcome.transaction;
  };
  const stopped = (transactionPk: number) =>
    waitFor(() =>
      db()
        .selectFrom('charging_transaction')
        .selectAll()
        .where('transaction_pk', '=', transactionPk)
        .where('stop_timestamp', 'is not', null)
        .executeTakeFirst(),
    );
  const balance = async () => {
    const row = await db()
      .selectFrom('wallet_entry')
      .select((eb) => eb.fn.sum<string>('amount_cents').as('cents'))
      .where('user_pk', '=', driverPk)
      .executeTakeFirstOrThrow();
    return Number(row.cents);
  };
  const ledgerOf = (transactionPk: number) =>
    db()
      .selectFrom('wallet_entry')
      .select(['user_pk', 'kind', 'amount_cents'])
      .where('transaction_pk', '=', transactionPk)
      .execute();
  /** The customer the invoice of a paid transaction names (opened now if it was not yet). */
  const customerOfInvoice = async (transactionPk: number) => {
    const invoices = new InvoicesRepository(db());
    await invoices.open(transactionPk, 'sandbox');
    const invoice = await db()
      .selectFrom('invoice')
      .select(['invoice_pk', 'status'])
      .where('transaction_pk', '=', transactionPk)
      .executeTakeFirstOrThrow();
    const request = await invoices.claim(invoice.invoice_pk, [invoice.status]);
    return request?.customerName;
  };
  const listOf = async (tenant: SecondTenant, alias: string) => {
    const res = await app.http.inject({
      method: 'GET',
      url: '/api/transaction?size=50',
      headers: { authorization: `Bearer ${tenant.token}`, host: `${alias}.localhost` },
    });
    expect(res.statusCode).toBe(200);
    return (res.json() as { list: Record<string, unknown>[] }).list;
  };

  beforeAll(async () => {
    app = await startOcppApp(database);
    a = await secondTenant(app, database, 'rede-a', ['/transactions']);
    b = await secondTenant(app, database, 'rede-b', ['/transactions']);
    driverPk = (
      await db()
        .insertInto('app_user')
        .values({ tenant_pk: a.tenantPk, name: 'Ana Motorista', email: 'ana@rede-a.example' })
        .returning('user_pk')
        .executeTakeFirstOrThrow()
    ).user_pk;
    const deposit = await app.api('POST', `/payments/customer-wallet/userDeposits/${driverPk}`, {
      amount_cents: DEPOSIT,
      payment_type: 'MANUAL_DASHBOARD',
    });
    expect(deposit.statusCode).toBe(201);
    await addTag(database, 'A-CARD', {
      tenant_pk: a.tenantPk,
      owner_user_pk: driverPk,
      max_active_transaction_count: null,
    });
    await addTag(database, 'A-BLOCKED', {
      tenant_pk: a.tenantPk,
      owner_user_pk: driverPk,
      blocked: true,
    });
    await addTag(database, 'A-ONCE', { tenant_pk: a.tenantPk, max_active_transaction_count: 1 });
    await addTag(database, 'B-CARD', { tenant_pk: b.tenantPk });
  });
  afterEach(async () => {
    await Promise.all(running.splice(0).map((s) => s.stop()));
  });
  afterAll(async () => {
    await app?.close();
  });

  it('stores A’s card at B’s station as an unknown card: no owner, no debit, no name', async () => {
    const station = await simulate('B-STATION', b.tenantPk);
    const record = await offlineSession(station, 'A-CARD');
    expect(record.rejectedWith).toBe('Invalid');
    const tx = await stopped(record.transactionId ?? 0);
    expect(tx).toMatchObject({ id_tag: 'A-CARD', ocpp_tag_pk: null, stop_reason: 'DeAuthorized' });
    expect(tx).toMatchObject({ start_id_tag_status: 'Invalid', payment_type: null });
    expect(tx.transaction_amount).toBeNull();
    expect(await ledgerOf(tx.transaction_pk)).toEqual([]);
    expect(await balance()).toBe(DEPOSIT);
    const invoices = await db().selectFrom('invoice').selectAll().execute();
    expect(invoices.filter((i) => i.transaction_pk === tx.transaction_pk)).toEqual([]);
    const [row] = (await listOf(b, 'rede-b')).filter((r) => r.id === tx.transaction_pk);
    expect(row).toMatchObject({ ocppIdTag: 'A-CARD', userName: null });
    const unknown = await db()
      .selectFrom('unknown_ocpp_tag')
      .select('tenant_pk')
      .where('id_tag', '=', 'A-CARD')
      .execute();
    expect(unknown).toEqual([{ tenant_pk: b.tenantPk }]);
  });

  it('still pays a recharge from the wallet with a card of the station’s own network', async () => {
    const station = await simulate('A-STATION', a.tenantPk);
    station.plugIn(1);
    const record = recordOf(await station.startTransaction(1, 'A-CARD'));
    await waitFor(() => (station.connector(1).meterWh > 500 ? true : undefined));
    await station.stopTransaction(1, 'Local');
    await station.settled();
    await app.ocpp.flush();
    const tx = await stopped(record.transactionId ?? 0);
    expect(tx).toMatchObject({ payment_type: 'WALLET', payment_status: 'approved' });
    const amount = tx.transaction_amount ?? 0;
    expect(amount).toBeGreaterThan(100);
    expect(await ledgerOf(tx.transaction_pk)).toEqual([
      { user_pk: driverPk, kind: 'RECHARGE', amount_cents: -amount },
    ]);
    expect(await balance()).toBe(DEPOSIT - amount);
    const [row] = (await listOf(a, 'rede-a')).filter((r) => r.id === tx.transaction_pk);
    expect(row).toMatchObject({ userName: 'Ana Motorista' });
    expect(await customerOfInvoice(tx.transaction_pk)).toBe('Ana Motorista');
  });

  it('never charges a recharge whose card was refused, even inside the network', async () => {
    const before = await balance();
    const station = await simulate('A-STATION-2', a.tenantPk);
    const record = await offlineSession(station, 'A-BLOCKED');
    expect(record.rejectedWith).toBe('Blocked');
    const tx = await stopped(record.transactionId ?? 0);
    expect(tx).toMatchObject({ start_id_tag_status: 'Blocked', has_payment: false });
    expect(tx).toMatchObject({ transaction_amount: null, income: null, payment_status: null });
    expect(await ledgerOf(tx.transaction_pk)).toEqual([]);
    expect(await balance()).toBe(before);
  });

  it('pays from no wallet and names nobody when a stored link crosses networks', async () => {
    const before = await balance();
    await app.addStation('B-SCRIPTED', { tenant_pk: b.tenantPk, ...PRICED });
    const station = await ScriptedStation.connect(app.ocppUrl, 'B-SCRIPTED');
    try {
      await station.boot();
      const { transactionId } = await station.call<{ transactionId: number }>('StartTransaction', {
        connectorId: 1,
        idTag: 'B-CARD',
        meterStart: 0,
        timestamp: minutesAgo(30),
      });
      // A link to A's card as stored before starts checked the network.
      const aCard = await db()
        .selectFrom('ocpp_tag')
        .select('ocpp_tag_pk')
        .where('id_tag', '=', 'A-CARD')
        .executeTakeFirstOrThrow();
      await db()
        .updateTable('charging_transaction')
        .set({ ocpp_tag_pk: aCard.ocpp_tag_pk })
        .where('transaction_pk', '=', transactionId)
        .execute();
      await station.call('StopTransaction', {
        transactionId,
        meterStop: 10_000,
        timestamp: minutesAgo(5),
      });
      const tx = await stopped(transactionId);
      expect(tx).toMatchObject({ transaction_amount: 1600, payment_status: 'pending' });
      expect(await ledgerOf(transactionId)).toEqual([]);
      expect(await balance()).toBe(before);
      // Paid some other way, its invoice names no driver of A.
      await db()
        .updateTable('charging_transaction')
        .set({ payment_status: 'approved', payment_type: 'MANUAL_DASHBOARD' })
        .where('transaction_pk', '=', transactionId)
        .execute();
      expect(await customerOfInvoice(transactionId)).toBeNull();
    } finally {
      await station.close();
    }
  });

  it('does not count a transaction of another network against the card’s concurrent use', async () => {
    await app.addStation('B-HOLDER', { tenant_pk: b.tenantPk });
    await app.addStation('A-SCRIPTED', { tenant_pk: a.tenantPk });
    const holder = await ScriptedStation.connect(app.ocppUrl, 'B-HOLDER');
    const own = await ScriptedStation.connect(app.ocppUrl, 'A-SCRIPTED');
    try {
      const start = await holder.call<{ idTagInfo: { status: string } }>('StartTransaction', {
        connectorId: 1,
        idTag: 'A-ONCE',
        meterStart: 0,
        timestamp: minutesAgo(10),
      });
      expect(start.idTagInfo.status).toBe('Invalid');
      const answer = await own.call<{ idTagInfo: { status: string } }>('Authorize', {
        idTag: 'A-ONCE',
      });
      expect(answer.idTagInfo.status).toBe('Accepted');
    } finally {
      await Promise.all([holder.close(), own.close()]);
    }
  });
});
