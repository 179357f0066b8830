import { describe, expect, it } from 'vitest';
import { describeDatabases } from '../../testing/test-databases';
import { refundsKit } from './refunds-test-kit';

describeDatabases('refunds seen by the financial lists and the manual confirmation', (database) => {
  const kit = refundsKit(database);
  const {
    refund,
    recharge,
    driver,
    deposit,
    walletDebit,
    paymentStatusOf,
    cardRecharge,
    financialRow,
  } = kit;

  describe('the manual payment confirmation', () => {
    it('refuses a recharge refunded in total or charged back, and leaves it as it was', async () => {
      const pay = (id: number) =>
        kit.app.http.inject({
          method: 'POST',
          url: `/payments/transaction/${id}/pay`,
          headers: { authorization: `Bearer ${kit.token}` },
        });
      const refunded = await recharge(900, 'MANUAL_DASHBOARD');
      expect((await refund(refunded)).statusCode).toBe(200);
      const chargedBack = await recharge(900, 'MERCADO_PAGO_CARD', 'charged_back');
      const unpaid = await recharge(900, null, 'pending');
      // Stopped at a station that charges.
      await database.handle.db
        .updateTable('charging_transaction')
        .set({ has_payment: true })
        .where('transaction_pk', 'in', [refunded, chargedBack, unpaid])
        .execute();
      for (const id of [refunded, chargedBack]) {
        const before = await paymentStatusOf(id);
        const res = await pay(id);
        expect(res.statusCode, res.body).toBe(409);
        expect(await paymentStatusOf(id)).toBe(before);
      }
      expect((await pay(unpaid)).statusCode).toBe(200);
    });
  });

  describe('in the financial lists', () => {
    it('counts a wallet-paid recharge refunded through the route once (its record, not its REFUND entry too)', async () => {
      const userPk = await driver();
      const id = await recharge(1200, 'WALLET');
      await walletDebit(userPk, id, 1200);
      expect((await refund(id, { partialAmount: '200' })).statusCode).toBe(200);
      expect(await financialRow('TRANSACTION', id)).toMatchObject({
        paymentTransactionAmountRefunded: 200,
        paymentTransactionAmountAvailable: 1000,
      });
    });

    it('counts a deposit refunded through the route once', async () => {
      const userPk = await driver();
      const pk = await deposit(userPk, 3000);
      expect((await refund(pk, { targetType: 'USER', partialAmount: '1000' })).statusCode).toBe(
        200,
      );
      expect(await financialRow('USER', pk)).toMatchObject({
        paymentTransactionAmountRefunded: 1000,
        paymentTransactionAmountAvailable: 2000,
      });
    });

    it('shows the refunds of a card-paid recharge and its external id, which the lookups find', async () => {
      const { id, providerRef } = await cardRecharge(2000);
      expect((await refund(id, { partialAmount: '500' })).statusCode).toBe(200);
      const external = providerRef.slice(providerRef.indexOf('_') + 1);
      expect(await financialRow('TRANSACTION', id)).toMatchObject({
        paymentTransactionAmountRefunded: 500,
        paymentTransactionAmountAvailable: 1500,
        paymentExternalId: external,
      });
      const get = (url: string, bearer = kit.token) =>
        kit.app.http.inject({ method: 'GET', url, headers: { authorization: `Bearer ${bearer}` } });
      const byCharge = await get(`/api/payments/chargeId/${id}`);
      expect(byCharge.statusCode, byCharge.body).toBe(200);
      expect(byCharge.body).toBe(external);
      const byReference = await get(`/api/payments/externalReferenceId/${id}`);
      expect(byReference.json()).toEqual([external]);
      // Another network's operator finds nothing.
      expect((await get(`/api/payments/chargeId/${id}`, kit.sibling.token)).statusCode).toBe(404);
    });

    it('fills the external id of a deposit from its top-up payment', async () => {
      const { db } = database.handle;
      const userPk = await driver();
      const created = await kit.payments.createCharge({
        tenantPk: kit.tenantPk,
        method: 'pix',
        amountCents: 700,
        description: 'Recarga de carteira',
      });
      const deposit = await db
        .insertInto('wallet_entry')
        .values({
          user_pk: userPk,
          kind: 'DEPOSIT',
          amount_cents: 700,
          payment_type: 'PIX',
          payment_pk: created.payment_pk,
        })
        .returning('wallet_entry_pk')
        .executeTakeFirstOrThrow();
      const ref = created.provider_ref ?? '';
      const external = ref.slice(ref.indexOf('_') + 1);
      expect(await financialRow('USER', deposit.wallet_entry_pk)).toMatchObject({
        paymentExternalId: external,
      });
      const res = await kit.app.http.inject({
        method: 'GET',
        url: `/api/payments/externalReferenceId/${deposit.wallet_entry_pk}?targetType=USER`,
        headers: { authorization: `Bearer ${kit.token}` },
      });
      expect(res.json()).toEqual([external]);
    });
  });
});
