import { describe, expect, it } from 'vitest';
import { describeDatabases } from '../../testing/test-databases';
import { refundsKit } from './refunds-test-kit';

describeDatabases('refunds of recharges and deposits', (database) => {
  const kit = refundsKit(database);
  const {
    refund,
    recharge,
    driver,
    deposit,
    walletDebit,
    refundsOf,
    paymentStatusOf,
    cardRecharge,
  } = kit;

  describe('a recharge paid by hand (MANUAL_DASHBOARD)', () => {
    it('refunds in total: refunded, nothing available, one record', async () => {
      const id = await recharge(2500, 'MANUAL_DASHBOARD');
      const res = await refund(id);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({
        transactionPk: id,
        targetType: 'TRANSACTION',
        refundState: 'succeeded',
        amount: 2500,
        paymentStatus: 'refunded',
        paymentStatusLabel: 'refunded',
        paymentTransactionAmount: 2500,
        paymentTransactionAmountRefunded: 2500,
        paymentTransactionAmountAvailable: 0,
      });
      expect(await paymentStatusOf(id)).toBe('refunded');
      const records = await refundsOf('TRANSACTION', id);
      expect(records).toHaveLength(1);
      expect(records[0]).toMatchObject({ state: 'succeeded', payment_type: 'MANUAL_DASHBOARD' });
      // Refunded is no longer approved: nothing more to refund.
      const again = await refund(id);
      expect(again.statusCode).toBe(409);
      expect(again.json().error).toContain('refunded');
    });

    it('refunds in parts; a part larger than what is left is refused naming partialAmount', async () => {
      const id = await recharge(1000, 'MANUAL_DASHBOARD');
      const tooLarge = await refund(id, { partialAmount: '1001' }, { 'accept-language': 'pt-BR' });
      expect(tooLarge.statusCode).toBe(400);
      expect(tooLarge.json()).toMatchObject({
        field: 'partialAmount',
        error: 'partialAmount: O valor parcial não pode ser maior que o valor total',
      });
      const part = await refund(id, { partialAmount: '300' });
      expect(part.statusCode, part.body).toBe(200);
      expect(part.json().data).toMatchObject({
        amount: 300,
        paymentStatus: 'approved',
        paymentStatusLabel: 'partial_refund',
        paymentTransactionAmountRefunded: 300,
        paymentTransactionAmountAvailable: 700,
      });
      const overLeft = await refund(id, { partialAmount: '701' }, { 'accept-language': 'pt-BR' });
      expect(overLeft.statusCode).toBe(400);
      expect(overLeft.json().error).toBe(
        'partialAmount: O valor parcial não pode ser maior que o valor total restante',
      );
      const rest = await refund(id);
      expect(rest.json().data).toMatchObject({
        amount: 700,
        paymentStatus: 'refunded',
        paymentTransactionAmountRefunded: 1000,
        paymentTransactionAmountAvailable: 0,
      });
      expect((await refundsOf('TRANSACTION', id)).map((r) => r.amount_cents)).toEqual([300, 700]);
    });

    it.each(['-5', '0', '1.5', '1e3', '12345678901', 'abc', ' 12', 'a\u0000'])(
      'refuses partialAmount %j',
      async (value) => {
        const id = await recharge(1000, 'MANUAL_DASHBOARD');
        const res = await refund(id, { partialAmount: value });
        expect(res.statusCode).toBe(400);
        expect(res.json().field).toBe('partialAmount');
        expect(await refundsOf('TRANSACTION', id)).toHaveLength(0);
      },
    );

    it('refuses a recharge whose payment is not approved, and an unknown target type', async () => {
      const pending = await recharge(900, null, 'pending');
      const res = await refund(pending);
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toContain('pending');
      expect((await refund(pending, { targetType: 'IDLE' })).statusCode).toBe(400);
    });

    it("answers 404 for another network's recharge and leaves it untouched", async () => {
      const id = await recharge(800, 'MANUAL_DASHBOARD');
      const res = await refund(id, {}, {}, kit.sibling.token);
      expect(res.statusCode).toBe(404);
      expect(await refundsOf('TRANSACTION', id)).toHaveLength(0);
      expect((await refund(999_999_999)).statusCode).toBe(404);
    });

    it('makes one refund of a request replayed with the same Idempotency-Key', async () => {
      const id = await recharge(1000, 'MANUAL_DASHBOARD');
      const headers = { 'idempotency-key': `replay-${id}` };
      const first = await refund(id, { partialAmount: '400' }, headers);
      const second = await refund(id, { partialAmount: '400' }, headers);
      expect(second.statusCode).toBe(200);
      expect(second.json().data.refundPk).toBe(first.json().data.refundPk);
      expect(second.json().data.paymentTransactionAmountRefunded).toBe(400);
      expect(await refundsOf('TRANSACTION', id)).toHaveLength(1);
      const bad = await refund(id, {}, { 'idempotency-key': 'a b' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().field).toBe('Idempotency-Key');
      const other = await recharge(1000, 'MANUAL_DASHBOARD');
      expect((await refund(other, {}, headers)).statusCode).toBe(409);
    });

    it('never returns more than was paid when refunds race', async () => {
      const id = await recharge(1000, 'MANUAL_DASHBOARD');
      const answers = await Promise.all(
        Array.from({ length: 6 }, () => refund(id, { partialAmount: '300' })),
      );
      const codes = answers.map((a) => a.statusCode).sort();
      expect(codes).toEqual([200, 200, 200, 400, 400, 400]);
      const records = await refundsOf('TRANSACTION', id);
      expect(records.reduce((sum, r) => sum + r.amount_cents, 0)).toBe(900);
    });
  });

  describe('a recharge paid from the wallet', () => {
    it('gives the money back into the wallet as a REFUND entry the statement shows', async () => {
      const { db } = database.handle;
      const userPk = await driver();
      await db
        .insertInto('wallet_entry')
        .values({ user_pk: userPk, kind: 'DEPOSIT', amount_cents: 5000, payment_type: 'PIX' })
        .execute();
      const id = await recharge(1200, 'WALLET');
      await walletDebit(userPk, id, 1200);
      const balance = async () =>
        (
          await kit.app.http.inject({
            method: 'GET',
            url: `/api/customer-wallet/userDeposits/totalizer/${userPk}`,
            headers: { authorization: `Bearer ${kit.token}` },
          })
        ).json().total;
      expect(await balance()).toBe(3800);
      expect((await refund(id, { partialAmount: '200' })).statusCode).toBe(200);
      expect(await balance()).toBe(4000);
      const total = await refund(id);
      expect(total.json().data).toMatchObject({ amount: 1000, paymentStatus: 'refunded' });
      expect(await balance()).toBe(5000);
      const entries = await db
        .selectFrom('wallet_entry')
        .select(['kind', 'amount_cents'])
        .where('user_pk', '=', userPk)
        .where('kind', '=', 'REFUND')
        .orderBy('wallet_entry_pk')
        .execute();
      expect(entries).toEqual([
        { kind: 'REFUND', amount_cents: 200 },
        { kind: 'REFUND', amount_cents: 1000 },
      ]);
      const statement = await kit.app.http.inject({
        method: 'GET',
        url: `/api/customer-wallet/userDeposits/${userPk}`,
        headers: { authorization: `Bearer ${kit.token}` },
      });
      const kinds = statement.json().deposits.map((d: { entry_kind: string }) => d.entry_kind);
      expect(kinds.filter((k: string) => k === 'REFUND')).toHaveLength(2);
      const debit = statement
        .json()
        .deposits.find((d: { entry_kind: string }) => d.entry_kind === 'RECHARGE');
      expect(debit).toMatchObject({
        payment_status: 'refunded',
        payment_transaction_amount_refunded: 1200,
      });
    });
  });

  describe('a wallet deposit', () => {
    it('refunds a deposit received by hand out of the wallet (targetType USER)', async () => {
      const { db } = database.handle;
      const userPk = await driver();
      const depositPk = await deposit(userPk, 3000);
      const res = await refund(depositPk, {
        targetType: 'USER',
        partialAmount: '1000',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({
        targetType: 'USER',
        paymentStatusLabel: 'partial_refund',
        paymentTransactionAmountAvailable: 2000,
      });
      const refundEntry = await db
        .selectFrom('wallet_entry')
        .select('amount_cents')
        .where('refund_of_pk', '=', depositPk)
        .executeTakeFirstOrThrow();
      expect(refundEntry.amount_cents).toBe(-1000);
      const foreign = await refund(depositPk, { targetType: 'USER' }, {}, kit.sibling.token);
      expect(foreign.statusCode).toBe(404);
    });
  });

  describe('a recharge paid by card through the provider', () => {
    it('refunds through the provider and records each transition of the payment', async () => {
      const { id, paymentPk } = await cardRecharge(2000);
      const part = await refund(id, { partialAmount: '500' });
      expect(part.statusCode, part.body).toBe(200);
      expect(part.json().data).toMatchObject({
        refundState: 'succeeded',
        paymentStatusLabel: 'partial_refund',
        paymentTransactionAmountAvailable: 1500,
      });
      const rest = await refund(id);
      expect(rest.json().data).toMatchObject({ amount: 1500, paymentStatus: 'refunded' });
      const payment = await kit.payments.find(paymentPk, [kit.tenantPk]);
      expect(payment).toMatchObject({ status: 'refunded', refunded_cents: 2000 });
      const events = await kit.payments.events(paymentPk);
      expect(events.slice(-2).map((e) => [e.to_status, e.refunded_cents])).toEqual([
        ['approved', 500],
        ['refunded', 2000],
      ]);
      const sandbox = await database.handle.db
        .selectFrom('sandbox_refund')
        .select('amount_cents')
        .where('sandbox_payment_id', '=', payment?.provider_ref ?? '')
        .execute();
      expect(sandbox.map((r) => r.amount_cents)).toEqual([500, 1500]);
      expect(await paymentStatusOf(id)).toBe('refunded');
    });

    it('refunds once at the provider when the same request is replayed, and when refunds race', async () => {
      const { id, paymentPk } = await cardRecharge(1000);
      const headers = { 'idempotency-key': `card-replay-${id}` };
      const answers = await Promise.all([
        refund(id, { partialAmount: '400' }, headers),
        refund(id, { partialAmount: '400' }, headers),
        refund(id, { partialAmount: '400' }),
        refund(id, { partialAmount: '400' }),
        refund(id, { partialAmount: '400' }),
      ]);
      // Two refunds of 400 fit in 1000, whichever came first; the replayed pair is one refund.
      const [keyed, replayed] = answers;
      expect(replayed?.statusCode).toBe(keyed?.statusCode);
      if (keyed?.statusCode === 200)
        expect(replayed?.json().data.refundPk).toBe(keyed.json().data.refundPk);
      const made = new Set(
        answers.filter((a) => a.statusCode === 200).map((a) => a.json().data.refundPk),
      );
      expect(made.size, answers.map((a) => a.body).join()).toBe(2);
      const payment = await kit.payments.find(paymentPk, [kit.tenantPk]);
      expect(payment?.refunded_cents).toBeLessThanOrEqual(1000);
      expect(payment?.refunded_cents).toBe(800);
      const records = await refundsOf('TRANSACTION', id);
      expect(records.map((r) => r.state)).toEqual(['succeeded', 'succeeded']);
    });
  });

  describe('invoices', () => {
    async function invoiced(id: number, status: 'autorizado' | 'rejeitado') {
      await database.handle.db
        .insertInto('invoice')
        .values({
          transaction_pk: id,
          tenant_pk: kit.tenantPk,
          status,
          provider: 'sandbox',
          amount_cents: 1500,
          access_key: `key-${id}-0123456789`,
          external_id: status === 'autorizado' ? `SANDBOX-${id}-1` : null,
        })
        .execute();
    }
    const invoiceStatus = async (id: number) =>
      (
        await database.handle.db
          .selectFrom('invoice')
          .select('status')
          .where('transaction_pk', '=', id)
          .executeTakeFirstOrThrow()
      ).status;

    it('asks the issuer to cancel the invoice of a recharge refunded in total, not in part', async () => {
      const id = await recharge(1500, 'MANUAL_DASHBOARD');
      await invoiced(id, 'autorizado');
      const part = await refund(id, { partialAmount: '500' });
      expect(part.json().data.nfeStatus).toBeNull();
      expect(await invoiceStatus(id)).toBe('autorizado');
      const total = await refund(id);
      expect(total.json().data.nfeStatus).toBe('cancelado');
      expect(await invoiceStatus(id)).toBe('cancelado');
    });

    it('resends a rejected invoice and refuses an authorised one', async () => {
      const resend = (id: number, bearer = kit.token) =>
        kit.app.http.inject({
          method: 'POST',
          url: `/api/financial/transactions/${id}/nfes/resends`,
          headers: { authorization: `Bearer ${bearer}` },
        });
      const rejected = await recharge(1500, 'MANUAL_DASHBOARD');
      await invoiced(rejected, 'rejeitado');
      expect((await resend(rejected, kit.sibling.token)).statusCode).toBe(404);
      const res = await resend(rejected);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({ transactionPk: rejected, nfeStatus: 'autorizado' });
      const again = await resend(rejected);
      expect(again.statusCode).toBe(409);
    });
  });
});
