import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageText } from '@chargedeck/shared';
import { seedStation } from '../../testing/seed-station';
import { secondTenant, signedInUser, type SecondTenant } from '../../testing/second-tenant';
import { ADMIN_PASSWORD, startTestApp, type TestApp } from '../../testing/test-app';
import { describeDatabases } from '../../testing/test-databases';
import { rootTenantPk } from '../../testing/scripted-station';
import { caller, driverRow, utcIn, voucherBody, type Answer } from './vouchers-test-kit';

const en = (key: string) => messageText(key, 'en');

describeDatabases('Vouchers API', (database) => {
  let app: TestApp;
  let api: ReturnType<typeof caller>;
  let other: SecondTenant;
  let otherApi: ReturnType<typeof caller>;
  let tenantPk: number;
  let station: number;
  let guests: number[];
  let foreignStation: number;
  let foreignUser: number;

  const refused = (res: Answer, field: string, key: string) => {
    expect(res.statusCode).toBe(400);
    expect(res.body.field).toBe(field);
    expect(res.body.error).toBe(`${field}: ${en(key)}`);
  };
  const create = async (extra: object = {}) => {
    const res = await api('POST', '/api/vouchers', voucherBody(extra));
    expect(res.statusCode, JSON.stringify(res.body)).toBe(201);
    return res.body.voucher_pk as number;
  };
  const detail = async (pk: number, query = '') =>
    (await api('GET', `/api/vouchers/${pk}${query}`)).body;

  beforeAll(async () => {
    app = await startTestApp(database);
    api = caller(app, await app.login());
    tenantPk = await rootTenantPk(database);
    other = await secondTenant(app, database, 'cupons', ['/vouchers']);
    await database.handle.db
      .updateTable('tenant')
      .set({ feature_vouchers: true })
      .where('tenant_pk', '=', other.tenantPk)
      .execute();
    await database.handle.db
      .insertInto('user_permission')
      .values({ user_pk: other.userPk, role_id: 'DASH_CVE_PRO_CREATE_VOUCHER', route: null })
      .execute();
    // Features are read at sign-in: the operator signs in again with vouchers switched on.
    otherApi = caller(
      app,
      await app.login('operator@cupons.example', ADMIN_PASSWORD, { host: 'cupons.localhost' }),
    );
    station = (await seedStation(database, tenantPk, 'CB-VOUCHER', 'Praça Central')).chargeBoxPk;
    foreignStation = (await seedStation(database, other.tenantPk, 'CB-OTHER', 'Outra')).chargeBoxPk;
    guests = [
      await driverRow(database, tenantPk, 'guest1@example.com'),
      await driverRow(database, tenantPk, 'guest2@example.com'),
    ];
    foreignUser = await driverRow(database, other.tenantPk, 'stranger@example.com');
  });
  afterAll(async () => {
    await app?.close();
  });

  describe('create and read', () => {
    it('creates a money voucher for two guests on one station and reads every field back', async () => {
      const start = utcIn(-2);
      const expire = utcIn(48);
      const pk = await create({
        code: ' frota-a ',
        kind_value: 10_000,
        charge_box_pks: [station],
        user_pks: guests,
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
        charge_box_pks: [station],
        user_pks: guests,
        uses_per_user: 1,
        expire_type: 'EXPIRATION_DATE',
        active: true,
        tenant_pk: tenantPk,
      });
      expect(voucher.voucher_users_pks_with_voucher_status).toEqual(
        guests.map((userPk, i) =>
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
        await api('POST', '/api/vouchers', voucherBody({ charge_box_pks: [foreignStation] })),
        'charge_box_pks',
        'voucherUnknownCharger',
      );
      refused(
        await api('POST', '/api/vouchers', voucherBody({ user_pks: [foreignUser] })),
        'user_pks',
        'voucherUnknownUser',
      );
      const res = await otherApi('POST', '/api/vouchers', voucherBody({ tenant_pk: tenantPk }));
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

  describe('update', () => {
    it('updates the fields, keeps the code, and treats null chargers as every charger', async () => {
      const pk = await create({ charge_box_pks: [station], user_pks: [guests[0]] });
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
        user_pks: [guests[0]],
      });
    });

    it("answers a refusal with type 'error', its text and the 400 naming the field", async () => {
      const pk = await create({ units: 3, user_pks: guests });
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
      const pk = await create({ units: 3, user_pks: guests });
      refused(
        await api('PUT', `/api/vouchers/${pk}`, voucherBody({ units: 2 })),
        'units',
        'voucherUnitsBelowRegistered',
      );
      const res = await api(
        'PUT',
        `/api/vouchers/${pk}`,
        voucherBody({ units: 3, user_pks: [...guests, guests[0]] }),
      );
      expect(res.statusCode).toBe(200);
    });

    it('replaces the guests, and refuses to remove a SUSPEND or USED guest', async () => {
      const pk = await create({ units: 2, user_pks: guests });
      expect(
        (await api('PUT', `/api/vouchers/${pk}`, voucherBody({ user_pks: [guests[1]] })))
          .statusCode,
      ).toBe(200);
      expect((await detail(pk)).user_pks).toEqual([guests[1]]);
      for (const status of ['SUSPEND', 'USED'] as const) {
        await database.handle.db
          .updateTable('voucher_user')
          .set({ status })
          .where('voucher_pk', '=', pk)
          .execute();
        refused(
          await api('PUT', `/api/vouchers/${pk}`, voucherBody({ user_pks: [guests[0]] })),
          'user_pks',
          'voucherGuestLocked',
        );
      }
      refused(
        await api(
          'PUT',
          `/api/vouchers/${pk}`,
          voucherBody({ user_pks: [guests[1], foreignUser] }),
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

  describe('list', () => {
    it('pages newest first (10 by default) and filters by code, title, description and kind', async () => {
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
              .where('tenant_pk', '=', tenantPk)
              .executeTakeFirstOrThrow()
          ).vouchers,
        );
      const real = async () =>
        Number(
          (
            await db
              .selectFrom('voucher')
              .select((eb) => eb.fn.countAll().as('n'))
              .where('tenant_pk', '=', tenantPk)
              .executeTakeFirstOrThrow()
          ).n,
        );
      const before = await counted();
      expect(before).toBe(await real());
      expect(await stored()).toBe(before);
      await create();
      await sql`insert into voucher (tenant_pk, code, title, description, kind, kind_value,
          units, start_at, expire_at)
        select ${tenantPk}, 'BULK' || i, 'Bulk', '', 'PERCENT_RECHARGE', 10, 1, now(), now()
        from generate_series(1, 3) as i`.execute(db);
      expect(await counted()).toBe(before + 4);
      await db.deleteFrom('voucher').where('code', 'like', 'BULK%').execute();
      expect(await counted()).toBe(before + 1);
      expect(await stored()).toBe(await real());
      expect((await otherApi('GET', '/api/vouchers')).body.count).toBe(0);
    });
  });

  describe('tenant scope', () => {
    it("answers 404 for a sibling tenant's voucher, its history and its update", async () => {
      const mine = await create();
      expect((await otherApi('GET', `/api/vouchers/${mine}`)).statusCode).toBe(404);
      expect((await otherApi('GET', `/api/vouchers/${mine}/history`)).statusCode).toBe(404);
      expect((await otherApi('PUT', `/api/vouchers/${mine}`, voucherBody())).statusCode).toBe(404);
      expect((await otherApi('GET', '/api/vouchers')).body).toEqual({ count: 0, results: [] });
      expect((await otherApi('GET', `/api/vouchers?tenantPk=${tenantPk}`)).statusCode).toBe(404);
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
      const { token } = await signedInUser(app, database, {
        tenantPk,
        email: 'no-vouchers@example.com',
        routes: ['/users'],
      });
      expect((await caller(app, token)('GET', '/api/vouchers')).statusCode).toBe(403);
    });
  });

  describe('history', () => {
    it('lists the entries newest first with user filter, in the units of the voucher', async () => {
      const pk = await create({ kind: 'KWH_RECHARGE', kind_value: 10, user_pks: guests });
      const db = database.handle.db;
      const { connectorPk } = await db
        .selectFrom('connector')
        .select('connector_pk as connectorPk')
        .where('charge_box_pk', '=', station)
        .executeTakeFirstOrThrow();
      const empty = await api('GET', `/api/vouchers/${pk}/history`);
      expect(empty.body).toEqual({ count: 0, results: [] });
      for (const [i, user] of guests.entries()) {
        const tx = await db
          .insertInto('charging_transaction')
          .values({
            charge_box_pk: station,
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
            tenant_pk: tenantPk,
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
        user: { userPk: guests[1], email: 'guest2@example.com' },
        address: { street: null, houseNumber: null, district: null },
      });
      const one = await api('GET', `/api/vouchers/${pk}/history?userPk=${guests[0]}`);
      expect(one.body.results.map((r: { user: { userPk: number } }) => r.user.userPk)).toEqual([
        guests[0],
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
            app,
            (
              await signedInUser(app, database, {
                tenantPk,
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
          const user = await signedInUser(app, database, {
            tenantPk,
            email: `race${n}@example.com`,
            routes: ['/users'],
          });
          return caller(app, user.token);
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
        app,
        (
          await signedInUser(app, database, {
            tenantPk,
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
      await create({ code: 'CONVIDADOS', user_pks: [guests[0]] });
      expect((await activate('CONVIDADOS')).body.error).toBe(en('voucherForGuests'));
      expect((await activate('')).statusCode).toBe(400);
      const stranger = otherApi;
      expect(
        (await stranger('POST', '/api/driver/vouchers/activations', { code: 'ATIVA' })).statusCode,
      ).toBe(404);
    });
  });
});

/** The update fields of a voucher detail, as the edit form sends them back. */
function pick(voucher: Record<string, unknown>) {
  const { title, description, kind, kind_value, units, uses_per_user, expire_type } = voucher;
  return { title, description, kind, kind_value, units, uses_per_user, expire_type };
}
