import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { describeDatabases } from '../../testing/test-databases';
import { refused, utcIn, voucherBody, vouchersSuite } from './vouchers-test-kit';

describeDatabases('Vouchers API: create, rules and list', (database) => {
  const { v, api, otherApi, create, detail } = vouchersSuite(database);

  describe('create and read', () => {
    it('creates a money voucher for two guests on one station and reads every field back', async () => {
      const start = utcIn(-2);
      const expire = utcIn(48);
      const pk = await create({
        code: ' frota-a ',
        kind_value: 10_000,
        charge_box_pks: [v.station],
        user_pks: v.guests,
        start,
        expire,
      });
      const voucher = await detail(pk);
      expect(voucher).toMatchObject({
        voucher_pk: pk,
        code: 'FROTA-A',
        title: 'Lançamento',
        description: 'Crédito de lançamento',
        kind: 'MONEY_RECHARGE',
        kind_value: 10_000,
        kind_value_used: 0,
        kind_value_balance: 10_000,
        units: 2,
        total: 2,
        used_total: 0,
        not_used_total: 2,
        start,
        expire,
        status: 'ACTIVE',
        created_user_name: expect.any(String),
        charge_box_pks: [v.station],
        user_pks: v.guests,
        uses_per_user: 1,
        expire_type: 'EXPIRATION_DATE',
        active: true,
        tenant_pk: v.tenantPk,
      });
      expect(voucher.voucher_users_pks_with_voucher_status).toEqual(
        v.guests.map((userPk, i) =>
          expect.objectContaining({
            user_pk: userPk,
            status: 'NOT_USED',
            source: 'GUEST',
            email: `guest${i + 1}@example.com`,
          }),
        ),
      );
    });

    it('answers start and expire in the zone of timeZone, and takes them in UTC', async () => {
      const pk = await create({ start: '2026-01-10 03:00:00', expire: '2099-01-10 03:00:00' });
      expect(await detail(pk, '?timeZone=America/Sao_Paulo')).toMatchObject({
        start: '2026-01-10 00:00:00',
        expire: '2099-01-10 00:00:00',
      });
      expect(await detail(pk)).toMatchObject({ start: '2026-01-10 03:00:00' });
    });

    it('applies the defaults of §7: active, every charger, no guests, 1 use, expiry by date', async () => {
      const voucher = await detail(await create());
      expect(voucher).toMatchObject({
        active: true,
        charge_box_pks: [],
        user_pks: [],
        uses_per_user: 1,
        expire_type: 'EXPIRATION_DATE',
      });
    });

    it('keeps kWh vouchers in kWh and percent vouchers in percent', async () => {
      const kwh = await detail(await create({ kind: 'KWH_RECHARGE', kind_value: 5000 }));
      expect(kwh).toMatchObject({ kind_value: 5000, kind_value_balance: 5000 });
      const percent = await detail(
        await create({
          kind: 'PERCENT_RECHARGE',
          kind_value: 100,
          expire_type: 'USES_PER_USER',
          uses_per_user: 3,
        }),
      );
      expect(percent).toMatchObject({
        kind_value: 100,
        kind_value_balance: null,
        expire_type: 'USES_PER_USER',
        uses_per_user: 3,
      });
    });
  });

  describe('§5 rules', () => {
    it.each([
      ['code', { code: undefined }, 'voucherCodeRequired'],
      ['code', { code: '   ' }, 'voucherCodeRequired'],
      ['title', { title: '' }, 'voucherTitleRequired'],
      ['description', { description: undefined }, 'voucherDescriptionRequired'],
      ['kind', { kind: undefined }, 'voucherKindRequired'],
      ['kind_value', { kind_value: 0 }, 'voucherValueRequired'],
      ['kind_value', { kind_value: 100_001 }, 'voucherMoneyMax'],
      ['kind_value', { kind: 'KWH_RECHARGE', kind_value: 5001 }, 'voucherKwhMax'],
      ['kind_value', { kind: 'PERCENT_RECHARGE', kind_value: 101 }, 'voucherPercentMax'],
      ['units', { units: 0 }, 'voucherUnitsRequired'],
      ['units', { units: undefined }, 'voucherUnitsRequired'],
      ['units', { units: 1001 }, 'voucherUnitsMax'],
      ['units', { units: 1, user_pks: [1, 2] }, 'voucherUnitsBelowUsers'],
      ['uses_per_user', { uses_per_user: 0 }, 'voucherUsesPerUserRequired'],
      ['expire_type', { expire_type: 'USES_PER_USER' }, 'voucherUsesOnlyPercent'],
      ['start', { start: undefined }, 'voucherStartRequired'],
      ['expire', { expire: '' }, 'voucherExpireRequired'],
      ['start', { start: '2026-02-30 10:00:00' }, 'voucherDateTimeFormat'],
      ['expire', { expire: '2026-01-01T10:00:00Z' }, 'voucherDateTimeFormat'],
      ['expire', { start: utcIn(2), expire: utcIn(1) }, 'voucherExpireBeforeStart'],
    ])('refuses %s: %j', async (field, extra, key) => {
      refused(await api('POST', '/api/vouchers', voucherBody(extra)), field, key);
    });

    it('limits the texts to 30, 50 and 100 characters', async () => {
      for (const [field, max] of [
        ['code', 30],
        ['title', 50],
        ['description', 100],
      ] as const) {
        const res = await api(
          'POST',
          '/api/vouchers',
          voucherBody({ [field]: 'A'.repeat(max + 1) }),
        );
        expect(res.statusCode).toBe(400);
        expect(res.body.field).toBe(field);
      }
      expect(
        (await api('POST', '/api/vouchers', voucherBody({ code: 'A'.repeat(30) }))).statusCode,
      ).toBe(201);
    });

    it('refuses a code an ACTIVE voucher holds, and frees it once that one is not active', async () => {
      const pk = await create({ code: 'UNICO' });
      refused(
        await api('POST', '/api/vouchers', voucherBody({ code: 'unico' })),
        'code',
        'voucherCodeTaken',
      );
      const last = await api('GET', '/api/vouchers/last?code=unico');
      expect(last.body).toEqual({
        voucher: { voucher_pk: pk, code: 'UNICO', status: 'ACTIVE' },
        taken: true,
      });
      const current = await detail(pk);
      await api('PUT', `/api/vouchers/${pk}`, {
        ...voucherBody(),
        ...pick(current),
        active: false,
      });
      expect((await api('GET', '/api/vouchers/last?code=UNICO')).body.taken).toBe(false);
      expect((await api('POST', '/api/vouchers', voucherBody({ code: 'UNICO' }))).statusCode).toBe(
        201,
      );
      expect((await api('GET', '/api/vouchers/last?code=NADA')).body).toEqual({
        voucher: null,
        taken: false,
      });
    });

    it('refuses foreign chargers, users and tenants with a 400 naming the field', async () => {
      refused(
        await api('POST', '/api/vouchers', voucherBody({ charge_box_pks: [v.foreignStation] })),
        'charge_box_pks',
        'voucherUnknownCharger',
      );
      refused(
        await api('POST', '/api/vouchers', voucherBody({ user_pks: [v.foreignUser] })),
        'user_pks',
        'voucherUnknownUser',
      );
      const res = await otherApi('POST', '/api/vouchers', voucherBody({ tenant_pk: v.tenantPk }));
      expect(res.statusCode).toBe(400);
      expect(res.body.field).toBe('tenant_pk');
    });

    it('refuses NUL bytes, huge numbers, non-integers and oversized lists', async () => {
      expect(
        (await api('POST', '/api/vouchers', voucherBody({ title: 'a\u0000b' }))).statusCode,
      ).toBe(400);
      for (const extra of [
        { kind_value: 1e20 },
        { kind_value: 10.5 },
        { units: 2 ** 40 },
        { charge_box_pks: [2 ** 40] },
        { user_pks: Array.from({ length: 1001 }, (_, i) => i + 1) },
      ]) {
        const res = await api('POST', '/api/vouchers', voucherBody(extra));
        expect(res.statusCode, JSON.stringify(extra)).toBe(400);
      }
      expect((await api('GET', '/api/vouchers/99999999999')).statusCode).toBe(400);
      expect((await api('GET', '/api/vouchers?size=100000')).statusCode).toBe(400);
      expect((await api('GET', '/api/vouchers?status=WHATEVER')).statusCode).toBe(400);
    });
  });

  describe('list', () => {
    it('pages newest first (10 by default) and filters by code, title, description and kind', async () => {
      for (let i = 0; i < 11; i += 1) await create();
      const page = await api('GET', '/api/vouchers');
      expect(page.statusCode).toBe(200);
      expect(page.body.results).toHaveLength(10);
      expect(page.body.count).toBeGreaterThan(10);
      const pks = page.body.results.map((row: { voucher_pk: number }) => row.voucher_pk);
      expect([...pks].sort((a, b) => b - a)).toEqual(pks);
      expect(Object.keys(page.body.results[0]).sort()).toEqual([
        'code',
        'expire',
        'kind',
        'start',
        'status',
        'title',
        'units',
        'used_total',
        'voucher_pk',
      ]);
      const second = await api('GET', '/api/vouchers?page=2&size=10');
      expect(second.body.results[0].voucher_pk).toBeLessThan(pks[9]);
      expect(
        (await api('GET', '/api/vouchers?code=frota-')).body.results.map(
          (r: { code: string }) => r.code,
        ),
      ).toEqual(['FROTA-A']);
      const kwh = await api('GET', '/api/vouchers?kind=KWH_RECHARGE&size=100');
      expect(kwh.body.results.every((row: { kind: string }) => row.kind === 'KWH_RECHARGE')).toBe(
        true,
      );
      expect((await api('GET', '/api/vouchers?description=%25')).body.count).toBe(0);
    });

    it('counts the whole list from the per-tenant count the triggers keep', async () => {
      const { db } = database.handle;
      const counted = async () => (await api('GET', '/api/vouchers')).body.count as number;
      const stored = async () =>
        Number(
          (
            await db
              .selectFrom('voucher_tenant_count')
              .select('vouchers')
              .where('tenant_pk', '=', v.tenantPk)
              .executeTakeFirstOrThrow()
          ).vouchers,
        );
      const real = async () =>
        Number(
          (
            await db
              .selectFrom('voucher')
              .select((eb) => eb.fn.countAll().as('n'))
              .where('tenant_pk', '=', v.tenantPk)
              .executeTakeFirstOrThrow()
          ).n,
        );
      const before = await counted();
      expect(before).toBe(await real());
      expect(await stored()).toBe(before);
      await create();
      await sql`insert into voucher (tenant_pk, code, title, description, kind, kind_value,
          units, start_at, expire_at)
        select ${v.tenantPk}, 'BULK' || i, 'Bulk', '', 'PERCENT_RECHARGE', 10, 1, now(), now()
        from generate_series(1, 3) as i`.execute(db);
      expect(await counted()).toBe(before + 4);
      await db.deleteFrom('voucher').where('code', 'like', 'BULK%').execute();
      expect(await counted()).toBe(before + 1);
      expect(await stored()).toBe(await real());
      expect((await otherApi('GET', '/api/vouchers')).body.count).toBe(0);
    });
  });
});

/** The update fields of a voucher detail, as the edit form sends them back. */
function pick(voucher: Record<string, unknown>) {
  const { title, description, kind, kind_value, units, uses_per_user, expire_type } = voucher;
  return { title, description, kind, kind_value, units, uses_per_user, expire_type };
}
