import { describe, expect, it } from 'vitest';
import { signedInUser } from '../../testing/second-tenant';
import { describeDatabases } from '../../testing/test-databases';
import { caller, en, utcIn, vouchersSuite } from './vouchers-test-kit';

describeDatabases('Vouchers API: history and driver activation', (database) => {
  const { v, api, otherApi, create, detail } = vouchersSuite(database);

  describe('history', () => {
    it('lists the entries newest first with user filter, in the units of the voucher', async () => {
      const pk = await create({ kind: 'KWH_RECHARGE', kind_value: 10, user_pks: v.guests });
      const db = database.handle.db;
      const { connectorPk } = await db
        .selectFrom('connector')
        .select('connector_pk as connectorPk')
        .where('charge_box_pk', '=', v.station)
        .executeTakeFirstOrThrow();
      const empty = await api('GET', `/api/vouchers/${pk}/history`);
      expect(empty.body).toEqual({ count: 0, results: [] });
      for (const [i, user] of v.guests.entries()) {
        const tx = await db
          .insertInto('charging_transaction')
          .values({
            charge_box_pk: v.station,
            connector_pk: connectorPk,
            connector_id: 1,
            id_tag: `TAG${i}`,
            start_id_tag_status: 'Accepted',
            start_timestamp: new Date(Date.now() - 3_600_000),
            start_value: 0,
            transaction_amount: 1500,
          })
          .returning('transaction_pk')
          .executeTakeFirstOrThrow();
        await db
          .insertInto('voucher_history')
          .values({
            voucher_pk: pk,
            tenant_pk: v.tenantPk,
            transaction_pk: tx.transaction_pk,
            user_pk: user,
            amount_used: 2500,
            balance_after: 10_000 - 2500 * (i + 1),
            created_at: new Date(Date.now() + i * 1000),
          })
          .execute();
      }
      const all = await api('GET', `/api/vouchers/${pk}/history`);
      expect(all.body.count).toBe(2);
      expect(all.body.results[0]).toMatchObject({
        entry_kind: 'USE',
        transaction_amount: 1500,
        voucher: {
          kind: 'KWH_RECHARGE',
          kind_value: 10,
          kind_value_used: 2.5,
          kind_value_balance: 5,
        },
        charge_box_name: 'Praça Central',
        user: { userPk: v.guests[1], email: 'guest2@example.com' },
        address: { street: null, houseNumber: null, district: null },
      });
      const one = await api('GET', `/api/vouchers/${pk}/history?userPk=${v.guests[0]}`);
      expect(one.body.results.map((r: { user: { userPk: number } }) => r.user.userPk)).toEqual([
        v.guests[0],
      ]);
      await expect(
        db
          .updateTable('voucher_history')
          .set({ amount_used: 0 })
          .where('voucher_pk', '=', pk)
          .execute(),
      ).rejects.toThrow(/append-only/);
    });
  });

  describe('driver activation', () => {
    it('activates an ACTIVE code once per driver, up to units drivers', async () => {
      await create({ code: 'ATIVA', kind: 'PERCENT_RECHARGE', kind_value: 20, units: 2 });
      const drivers = await Promise.all(
        ['d1', 'd2', 'd3'].map(async (name) =>
          caller(
            v.app,
            (
              await signedInUser(v.app, database, {
                tenantPk: v.tenantPk,
                email: `${name}@example.com`,
                routes: ['/users'],
              })
            ).token,
          ),
        ),
      );
      const first = await drivers[0]!('POST', '/api/driver/vouchers/activations', {
        code: 'ativa',
      });
      expect(first.statusCode).toBe(201);
      expect(first.body).toMatchObject({
        code: 'ATIVA',
        source: 'ACTIVATION',
        user_status: 'NOT_USED',
        status: 'ACTIVE',
      });
      const again = await drivers[0]!('POST', '/api/driver/vouchers/activations', {
        code: 'ATIVA',
      });
      expect(again.statusCode).toBe(409);
      expect(again.body.error).toBe(en('voucherAlreadyActivated'));
      expect(
        (await drivers[1]!('POST', '/api/driver/vouchers/activations', { code: 'ATIVA' }))
          .statusCode,
      ).toBe(201);
      const full = await drivers[2]!('POST', '/api/driver/vouchers/activations', { code: 'ATIVA' });
      expect(full.statusCode).toBe(409);
      expect(full.body.error).toBe(en('voucherNoUnitsLeft'));
      expect((await drivers[0]!('GET', '/api/driver/vouchers')).body.vouchers).toEqual([
        expect.objectContaining({ code: 'ATIVA', source: 'ACTIVATION' }),
      ]);
      const held = await api('GET', `/api/vouchers?code=ATIVA`);
      const voucher = await detail(held.body.results[0].voucher_pk);
      expect(
        voucher.voucher_users_pks_with_voucher_status.map((u: { source: string }) => u.source),
      ).toEqual(['ACTIVATION', 'ACTIVATION']);
      expect(voucher.user_pks).toEqual([]);
    });

    it('lets racing drivers take no more than the units', async () => {
      await create({ code: 'CORRIDA', kind: 'PERCENT_RECHARGE', kind_value: 10, units: 2 });
      const drivers = await Promise.all(
        [1, 2, 3, 4, 5].map(async (n) => {
          const user = await signedInUser(v.app, database, {
            tenantPk: v.tenantPk,
            email: `race${n}@example.com`,
            routes: ['/users'],
          });
          return caller(v.app, user.token);
        }),
      );
      const answers = await Promise.all(
        drivers.map((driver) =>
          driver('POST', '/api/driver/vouchers/activations', { code: 'CORRIDA' }),
        ),
      );
      const codes = answers.map((answer) => answer.statusCode).sort();
      expect(codes).toEqual([201, 201, 409, 409, 409]);
    });

    it('refuses unknown codes, vouchers not ACTIVE and vouchers for guests', async () => {
      const driver = caller(
        v.app,
        (
          await signedInUser(v.app, database, {
            tenantPk: v.tenantPk,
            email: 'd4@example.com',
            routes: ['/users'],
          })
        ).token,
      );
      const activate = (code: string) =>
        driver('POST', '/api/driver/vouchers/activations', { code });
      expect((await activate('NAO-EXISTE')).statusCode).toBe(404);
      await create({ code: 'FUTURO', start: utcIn(1), expire: utcIn(2) });
      const future = await activate('FUTURO');
      expect(future.statusCode).toBe(409);
      expect(future.body.error).toBe(en('voucherNotActive'));
      await create({ code: 'CONVIDADOS', user_pks: [v.guests[0]] });
      expect((await activate('CONVIDADOS')).body.error).toBe(en('voucherForGuests'));
      expect((await activate('')).statusCode).toBe(400);
      const stranger = otherApi;
      expect(
        (await stranger('POST', '/api/driver/vouchers/activations', { code: 'ATIVA' })).statusCode,
      ).toBe(404);
    });
  });
});
