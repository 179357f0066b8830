import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeDatabases } from '../../testing/test-databases';
import { startOcppApp, type OcppTestApp } from '../../testing/ocpp-test-kit';
import { rootTenantPk } from '../../testing/scripted-station';
import { secondTenant, type SecondTenant } from '../../testing/second-tenant';

const CPF = '52998224725';

describeDatabases('Station access control: users and CPF search', (database) => {
  let app: OcppTestApp;
  let other: SecondTenant;
  let stationPk: number;
  let anaPk: number;

  beforeAll(async () => {
    app = await startOcppApp(database);
    const db = database.handle.db;
    stationPk = await app.addStation('PRIVATE-1');
    anaPk = (
      await db
        .insertInto('app_user')
        .values({
          tenant_pk: await rootTenantPk(database),
          name: 'Ana Souza',
          email: 'ana@example.com',
          doc_type: 'CPF',
          doc_number: CPF,
        })
        .returning('user_pk')
        .executeTakeFirstOrThrow()
    ).user_pk;
    other = await secondTenant(app, database, 'vizinha', ['/users_data/tenant_parent/cpf']);
  });
  afterAll(async () => {
    await app?.close();
  });

  const asOther = (url: string) =>
    app.http.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${other.token}`, host: 'vizinha.localhost' },
    });

  it('lists the users of the visible accounts with their binding to the station', async () => {
    const res = await app.api(
      'GET',
      `/api/users_data/private_charge_point?chargeBoxPK=${stationPk}`,
    );
    expect(res.statusCode).toBe(200);
    const list = res.body.userList as { user_pk: number; owner: boolean }[];
    expect(list.find((u) => u.user_pk === anaPk)).toMatchObject({ owner: false });
  });

  it('finds a user by CPF for a station, and answers the spec texts otherwise', async () => {
    const found = await app.api(
      'GET',
      `/api/users_data/tenant_parent/cpf/${CPF}?chargeBoxPK=${stationPk}`,
    );
    expect(found.statusCode).toBe(200);
    expect(found.body.userPrivateStation).toEqual({
      user_pk: anaPk,
      user_name: 'Ana Souza',
      email: 'ana@example.com',
    });

    const missing = await app.api('GET', '/api/users_data/tenant_parent/cpf/11144477735');
    expect(missing.statusCode).toBe(404);
    expect(missing.body.error).toBe('User not found!');

    const short = await app.api('GET', '/api/users_data/tenant_parent/cpf/123');
    expect(short.statusCode).toBe(400);
    expect(short.body.field).toBe('cpf');
  });

  it("never finds another tenant's user or station", async () => {
    const user = await asOther(`/api/users_data/tenant_parent/cpf/${CPF}`);
    expect(user.statusCode).toBe(404);
    const station = await asOther(
      `/api/users_data/tenant_parent/cpf/${CPF}?chargeBoxPK=${stationPk}`,
    );
    expect(station.statusCode).toBe(404);
    expect(station.body).toContain('Station not found');
  });

  it('needs the CPF search route', async () => {
    const db = database.handle.db;
    await db
      .deleteFrom('user_permission')
      .where('route', '=', '/users_data/tenant_parent/cpf')
      .execute();
    const refused = await asOther(`/api/users_data/tenant_parent/cpf/${CPF}`);
    expect(refused.statusCode).toBe(403);
  });
});
