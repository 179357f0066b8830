import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../platform/security/password-hash';
import { describeDatabases } from '../../testing/test-databases';
import {
  STATION_KEY,
  connectedStation,
  startOcppApp,
  upgradeStatus,
  waitFor,
  type OcppTestApp,
} from '../../testing/ocpp-test-kit';

describeDatabases('station API', (database) => {
  let app: OcppTestApp;
  let otherToken: string;
  let otherTenantPk: number;

  beforeAll(async () => {
    app = await startOcppApp(database);
    const tenant = await app.api('POST', '/api/tenants', { name: 'Other', alias: 'other-cpo' });
    const created = tenant.body.data as { tenant_pk: number; api_key: string };
    otherTenantPk = created.tenant_pk;
    // A sibling-less child tenant's user: sees its own stations only, may create and edit.
    const { db } = database.handle;
    const user = await db
      .insertInto('app_user')
      .values({
        tenant_pk: otherTenantPk,
        name: 'Other admin',
        email: 'other@example.com',
        password_hash: await hashPassword('Other123!'),
      })
      .returning('user_pk')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('user_permission')
      .values(
        ['/stations', '/stations/create', '/stations/edit/:id'].map((route) => ({
          user_pk: user.user_pk,
          route,
          role_id: null,
        })),
      )
      .execute();
    otherToken = await app.login('other@example.com', 'Other123!', { 'api-key': created.api_key });
  });
  afterAll(async () => {
    await app?.close();
  });

  const asOther = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => {
    const res = await app.http.inject({
      method,
      url,
      headers: { authorization: `Bearer ${otherToken}` },
      ...(payload ? { payload } : {}),
    });
    return { statusCode: res.statusCode, body: res.json() as Record<string, unknown> };
  };

  describe('create', () => {
    it('registers a station and never returns its authorization key', async () => {
      const res = await app.api('POST', '/api/chargepoints', {
        chargeBoxId: 'API-1',
        description: 'Garage',
        authorizationKey: STATION_KEY,
      });
      expect(res.statusCode).toBe(201);
      const { chargeBoxPk } = res.body.data as { chargeBoxPk: number };
      const detail = await app.api('GET', `/api/chargepoints/${chargeBoxPk}`);
      const station = detail.body.chargePointDetail as Record<string, unknown>;
      expect(station).toMatchObject({
        chargeBoxId: 'API-1',
        ocppSecurityProfile: 1,
        hasAuthorizationKey: true,
      });
      expect(JSON.stringify(detail.body)).not.toContain(STATION_KEY);
      const row = await database.handle.db
        .selectFrom('charge_box')
        .select('authorization_key_hash')
        .where('charge_box_pk', '=', chargeBoxPk)
        .executeTakeFirstOrThrow();
      expect(row.authorization_key_hash).toMatch(/^scrypt\$/);
      expect(app.logText()).not.toContain(STATION_KEY);
    });

    it.each([
      [
        { chargeBoxId: 'has blank', description: 'x', authorizationKey: STATION_KEY },
        'chargeBoxId',
        'The ChargeBox ID field cannot contain blanks.',
      ],
      [
        { chargeBoxId: '', description: 'x', authorizationKey: STATION_KEY },
        'chargeBoxId',
        'The ChargeBox ID field is mandatory.',
      ],
      [
        { chargeBoxId: 'API-2', authorizationKey: STATION_KEY },
        'description',
        'The Description field is mandatory.',
      ],
      [
        { chargeBoxId: 'API-2', description: 'x', authorizationKey: 'short' },
        'authorizationKey',
        'must be 16 to 40 characters',
      ],
      [
        { chargeBoxId: 'API-2', description: 'x', authorizationKey: 'k'.repeat(41) },
        'authorizationKey',
        'must be 16 to 40 characters',
      ],
      [
        { chargeBoxId: 'API-2', description: 'x' },
        'authorizationKey',
        'is required for security profiles 1 and 2',
      ],
      [
        { chargeBoxId: 'API-2', description: 'x', ocppSecurityProfile: 0 },
        'ocppSecurityProfile',
        'not allowed',
      ],
      [
        { chargeBoxId: 'API-2', description: 'x', ocppSecurityProfile: 4 },
        'ocppSecurityProfile',
        'must be 0, 1, 2 or 3',
      ],
    ])('answers 400 naming the field (%#)', async (body, field, message) => {
      const res = await app.api('POST', '/api/chargepoints', body);
      expect(res.statusCode).toBe(400);
      expect(res.body.field).toBe(field);
      expect(String(res.body.error)).toContain(message);
    });

    it('refuses a second station with the same chargeBoxId', async () => {
      const res = await app.api('POST', '/api/chargepoints', {
        chargeBoxId: 'API-1',
        description: 'again',
        authorizationKey: STATION_KEY,
      });
      expect(res.statusCode).toBe(409);
      expect(res.body).toMatchObject({
        code: 'CHARGEBOX_ID_DUPLICATE',
        field: 'chargeBoxId',
        error: 'There is already a station registered with this identifier.',
      });
    });

    it('needs the /stations/create permission', async () => {
      await database.handle.db
        .updateTable('user_permission')
        .set({ status: false })
        .where('route', '=', '/stations/create')
        .where('user_pk', 'in', (eb) =>
          eb.selectFrom('app_user').select('user_pk').where('email', '=', 'other@example.com'),
        )
        .execute();
      const res = await asOther('POST', '/api/chargepoints', {
        chargeBoxId: 'API-3',
        description: 'x',
        authorizationKey: STATION_KEY,
      });
      expect(res.statusCode).toBe(403);
      await database.handle.db
        .updateTable('user_permission')
        .set({ status: true })
        .where('route', '=', '/stations/create')
        .execute();
    });

    it('answers 403 when the account reached its station limit', async () => {
      await database.handle.db
        .updateTable('tenant')
        .set({ limit_stations: 1 })
        .where('tenant_pk', '=', otherTenantPk)
        .execute();
      const first = await asOther('POST', '/api/chargepoints', {
        chargeBoxId: 'LIM-1',
        description: 'x',
        authorizationKey: STATION_KEY,
      });
      expect(first.statusCode).toBe(201);
      const second = await asOther('POST', '/api/chargepoints', {
        chargeBoxId: 'LIM-2',
        description: 'x',
        authorizationKey: STATION_KEY,
      });
      expect(second.statusCode).toBe(403);
      expect(second.body.error).toBe('Station limit reached!');
    });
  });

  describe('edit', () => {
    it("answers 404 for another tenant's station, on read and on edit", async () => {
      const pk = await app.addStation('ROOT-ONLY');
      expect((await asOther('GET', `/api/chargepoints/${pk}`)).statusCode).toBe(404);
      const res = await asOther('PUT', `/api/chargepoints/${pk}`, { description: 'mine now' });
      expect(res.statusCode).toBe(404);
      expect(res.body.error).toBe('No station found with this id.');
    });

    it('a new key ends the live connection and only the new key connects afterwards', async () => {
      const pk = await app.addStation('ROTATE-1');
      const station = await connectedStation(app.ocppUrl, 'ROTATE-1');
      const closed = new Promise<number>((resolve) =>
        station.once('close', ({ code }: { code: number }) => resolve(code)),
      );
      const res = await app.api('PUT', `/api/chargepoints/${pk}`, {
        authorizationKey: 'a-brand-new-key-123',
      });
      expect(res.statusCode).toBe(200);
      expect(await closed).toBe(1000);
      expect(await upgradeStatus(app.ocppUrl, 'ROTATE-1')).toBe(401);
      expect(
        await upgradeStatus(app.ocppUrl, 'ROTATE-1', { password: 'a-brand-new-key-123' }),
      ).toBe(101);
    });

    it('raising a station to profile 2 refuses its plain connections', async () => {
      const pk = await app.addStation('RAISE-1');
      expect(await upgradeStatus(app.ocppUrl, 'RAISE-1')).toBe(101);
      const res = await app.api('PUT', `/api/chargepoints/${pk}`, { ocppSecurityProfile: 2 });
      expect(res.statusCode).toBe(200);
      expect(await upgradeStatus(app.ocppUrl, 'RAISE-1')).toBe(403);
    });
  });

  describe('unknown stations', () => {
    it('lists refused chargeBoxIds with attempts and lets an administrator adopt one', async () => {
      expect(await upgradeStatus(app.ocppUrl, 'STRANGER-1')).toBe(404);
      expect(await upgradeStatus(app.ocppUrl, 'STRANGER-1')).toBe(404);
      const list = await app.api('GET', '/api/chargepoints/unknown');
      const entry = (list.body.unknownChargePointList as Record<string, unknown>[]).find(
        (e) => e.chargeBoxId === 'STRANGER-1',
      );
      expect(entry).toMatchObject({
        numberOfAttempts: 2,
        remoteAddress: '127.0.0.1',
        tenantPk: null,
      });
      // A child tenant's user does not see entries whose tenant is unknown.
      const theirs = await asOther('GET', '/api/chargepoints/unknown');
      expect(JSON.stringify(theirs.body)).not.toContain('STRANGER-1');

      const adopted = await app.api('POST', '/api/chargepoints/unknown/STRANGER-1/adopt', {
        authorizationKey: STATION_KEY,
      });
      expect(adopted.statusCode).toBe(201);
      expect(await upgradeStatus(app.ocppUrl, 'STRANGER-1')).toBe(101);
      const after = await app.api('GET', '/api/chargepoints/unknown');
      expect(JSON.stringify(after.body)).not.toContain('STRANGER-1');
    });

    it('records the tenant of the host the station dialled', async () => {
      const hosted = await app.api('POST', '/api/tenants', {
        name: 'Hosted',
        alias: 'hosted',
        hosts: ['cpo.example'],
      });
      const status = await upgradeStatus(app.ocppUrl, 'HOSTED-1', {
        headers: { host: 'cpo.example' },
      });
      expect(status).toBe(404);
      const row = await waitFor(() =>
        database.handle.db
          .selectFrom('unknown_charge_box')
          .select('tenant_pk')
          .where('charge_box_id', '=', 'HOSTED-1')
          .executeTakeFirst(),
      );
      expect(row.tenant_pk).toBe((hosted.body.data as { tenant_pk: number }).tenant_pk);
    });
  });
});
