import { beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../testing/second-tenant';
import { describeDatabases } from '../../testing/test-databases';
import { caller, en, refused, utcIn, voucherBody, vouchersSuite } from './vouchers-test-kit';

describeDatabases('Vouchers API: update, status and tenant scope', (database) => {
  const { v, api, otherApi, create, detail } = vouchersSuite(database);

  describe('update', () => {
    it('updates the fields, keeps the code, and treats null chargers as every charger', async () => {
      const pk = await create({ charge_box_pks: [v.station], user_pks: [v.guests[0]] });
      const res = await api('PUT', `/api/vouchers/${pk}`, {
        ...voucherBody({ title: 'Novo nome', units: 5, kind_value: 20_000 }),
        charge_box_pks: null,
        user_pks: null,
      });
      expect(res.statusCode).toBe(200);
      expect(res.body).toEqual({ type: 'success', message: en('voucherUpdated') });
      expect(await detail(pk)).toMatchObject({
        title: 'Novo nome',
        units: 5,
        kind_value: 20_000,
        charge_box_pks: [],
        user_pks: [v.guests[0]],
      });
    });

    it("answers a refusal with type 'error', its text and the 400 naming the field", async () => {
      const pk = await create({ units: 3, user_pks: v.guests });
      const refusal = await api('PUT', `/api/vouchers/${pk}`, voucherBody({ units: 2 }));
      refused(refusal, 'units', 'voucherUnitsBelowRegistered');
      expect(refusal.body).toMatchObject({ type: 'error', message: refusal.body.error });
      const invalid = await api('PUT', `/api/vouchers/${pk}`, voucherBody({ kind_value: 0 }));
      expect(invalid.statusCode).toBe(400);
      expect(invalid.body).toMatchObject({ type: 'error', field: 'kind_value' });
      expect(invalid.body.message).toBe(invalid.body.error);
      const missing = await api('PUT', '/api/vouchers/99999999', voucherBody());
      expect(missing.statusCode).toBe(404);
      expect(missing.body).toMatchObject({ type: 'error', message: en('voucherNotFound') });
    });

    it('refuses units below the registered count or the users held', async () => {
      const pk = await create({ units: 3, user_pks: v.guests });
      refused(
        await api('PUT', `/api/vouchers/${pk}`, voucherBody({ units: 2 })),
        'units',
        'voucherUnitsBelowRegistered',
      );
      const res = await api(
        'PUT',
        `/api/vouchers/${pk}`,
        voucherBody({ units: 3, user_pks: [...v.guests, v.guests[0]] }),
      );
      expect(res.statusCode).toBe(200);
    });

    it('replaces the guests, and refuses to remove a SUSPEND or USED guest', async () => {
      const pk = await create({ units: 2, user_pks: v.guests });
      expect(
        (await api('PUT', `/api/vouchers/${pk}`, voucherBody({ user_pks: [v.guests[1]] })))
          .statusCode,
      ).toBe(200);
      expect((await detail(pk)).user_pks).toEqual([v.guests[1]]);
      for (const status of ['SUSPEND', 'USED'] as const) {
        await database.handle.db
          .updateTable('voucher_user')
          .set({ status })
          .where('voucher_pk', '=', pk)
          .execute();
        refused(
          await api('PUT', `/api/vouchers/${pk}`, voucherBody({ user_pks: [v.guests[0]] })),
          'user_pks',
          'voucherGuestLocked',
        );
      }
      refused(
        await api(
          'PUT',
          `/api/vouchers/${pk}`,
          voucherBody({ user_pks: [v.guests[1], v.foreignUser] }),
        ),
        'user_pks',
        'voucherUnknownUser',
      );
    });

    it('refuses a value below what was used and a kind change after use', async () => {
      const pk = await create({ kind_value: 5_000 });
      await database.handle.db
        .updateTable('voucher')
        .set({ value_used: 3_000, uses: 1 })
        .where('voucher_pk', '=', pk)
        .execute();
      refused(
        await api('PUT', `/api/vouchers/${pk}`, voucherBody({ kind_value: 2_999 })),
        'kind_value',
        'voucherValueBelowUsed',
      );
      refused(
        await api(
          'PUT',
          `/api/vouchers/${pk}`,
          voucherBody({ kind: 'KWH_RECHARGE', kind_value: 10 }),
        ),
        'kind',
        'voucherKindAfterUse',
      );
      expect(await detail(pk)).toMatchObject({ kind_value_used: 3_000, kind_value_balance: 2_000 });
    });
  });

  describe('status, computed when read', () => {
    let statuses: Record<string, number>;
    beforeAll(async () => {
      const db = database.handle.db;
      statuses = {
        ACTIVE: await create({ title: 'S-ACTIVE' }),
        NOT_STARTED: await create({ title: 'S-NOT_STARTED', start: utcIn(1), expire: utcIn(2) }),
        EXPIRED: await create({ title: 'S-EXPIRED', start: utcIn(-3), expire: utcIn(-1) }),
        INACTIVE: await create({ title: 'S-INACTIVE', active: false }),
        USED: await create({ title: 'S-USED' }),
        USED_VALUE: await create({ title: 'S-USED', kind: 'KWH_RECHARGE', kind_value: 2 }),
      };
      await db
        .updateTable('voucher')
        .set({ used_total: 2 })
        .where('voucher_pk', '=', statuses.USED!)
        .execute();
      await db
        .updateTable('voucher')
        .set({ value_used: 2000 })
        .where('voucher_pk', '=', statuses.USED_VALUE!)
        .execute();
    });

    it('gives each voucher its status in the detail and the list', async () => {
      for (const [name, pk] of Object.entries(statuses)) {
        const status = name.replace('_VALUE', '');
        expect((await detail(pk)).status, name).toBe(status);
      }
    });

    it('filters the list by status in the query', async () => {
      for (const status of ['ACTIVE', 'NOT_STARTED', 'EXPIRED', 'INACTIVE', 'USED']) {
        const res = await api('GET', `/api/vouchers?status=${status}&title=S-&size=100`);
        expect(res.statusCode).toBe(200);
        expect(res.body.results.every((row: { status: string }) => row.status === status)).toBe(
          true,
        );
        const expected = status === 'USED' ? 2 : 1;
        expect(res.body.count, status).toBe(expected);
      }
    });

    it('moves from NOT_STARTED to ACTIVE by the clock alone', async () => {
      const pk = await create({ start: utcIn(-0.0001 * 0), expire: utcIn(1) });
      expect((await detail(pk)).status).toBe('ACTIVE');
    });
  });

  describe('tenant scope', () => {
    it("answers 404 for a sibling tenant's voucher, its history and its update", async () => {
      const mine = await create();
      expect((await otherApi('GET', `/api/vouchers/${mine}`)).statusCode).toBe(404);
      expect((await otherApi('GET', `/api/vouchers/${mine}/history`)).statusCode).toBe(404);
      expect((await otherApi('PUT', `/api/vouchers/${mine}`, voucherBody())).statusCode).toBe(404);
      expect((await otherApi('GET', '/api/vouchers')).body).toEqual({ count: 0, results: [] });
      expect((await otherApi('GET', `/api/vouchers?tenantPk=${v.tenantPk}`)).statusCode).toBe(404);
      expect((await otherApi('GET', '/api/vouchers/last?code=FROTA-A')).body.voucher).toBeNull();
    });

    it('lets a voucher operator read the users the guest picker offers', async () => {
      const res = await otherApi('GET', '/api/users_data/private_charge_point');
      expect(res.statusCode).toBe(200);
      expect(res.body.userList.map((u: { email: string }) => u.email)).toContain(
        'stranger@example.com',
      );
    });

    it('needs the voucher permission', async () => {
      const { token } = await signedInUser(v.app, database, {
        tenantPk: v.tenantPk,
        email: 'no-vouchers@example.com',
        routes: ['/users'],
      });
      expect((await caller(v.app, token)('GET', '/api/vouchers')).statusCode).toBe(403);
    });
  });
});
