import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeDatabases } from '../../testing/test-databases';
import { startOcppApp, type OcppTestApp } from '../../testing/ocpp-test-kit';
import { rootTenantPk } from '../../testing/scripted-station';
import { secondTenant, type SecondTenant } from '../../testing/second-tenant';
import { userFormBody } from '../../testing/user-form-body';

describeDatabases('Users API: user groups', (database) => {
  let app: OcppTestApp;
  let rootPk: number;
  let other: SecondTenant;
  let groups: Record<string, number>;

  const group = async (tenantPk: number, name: string) =>
    (
      await database.handle.db
        .insertInto('user_group')
        .values({ tenant_pk: tenantPk, name })
        .returning('user_group_pk')
        .executeTakeFirstOrThrow()
    ).user_group_pk;

  beforeAll(async () => {
    app = await startOcppApp(database);
    rootPk = await rootTenantPk(database);
    other = await secondTenant(app, database, 'grupos', ['/users']);
    groups = {
      frota: await group(rootPk, 'Frota'),
      amigos: await group(rootPk, 'Amigos'),
      outra: await group(other.tenantPk, 'Outra rede'),
    };
  });
  afterAll(async () => {
    await app?.close();
  });

  it("lists the request tenant's groups by name as userGroupList", async () => {
    const res = await app.api('GET', '/api/user-groups');
    expect(res.statusCode).toBe(200);
    expect(res.body).toEqual({
      userGroupList: [
        { userGroupPk: groups.amigos, name: 'Amigos' },
        { userGroupPk: groups.frota, name: 'Frota' },
      ],
    });
  });

  it("lists a user's tenant groups with userPk, and 404 for a user the caller cannot see", async () => {
    const mine = await app.api('GET', `/api/user-groups?userPk=${other.userPk}`);
    expect(mine.body.userGroupList).toEqual([{ userGroupPk: groups.outra, name: 'Outra rede' }]);
    const res = await app.http.inject({
      method: 'GET',
      url: '/api/user-groups?userPk=1',
      headers: { authorization: `Bearer ${other.token}` },
    });
    expect(res.statusCode).toBe(404);
    expect((await app.api('GET', '/api/user-groups?userPk=abc')).statusCode).toBe(400);
  });

  it('keeps the user group on the user form, and refuses a group of another tenant', async () => {
    const foreign = await app.api(
      'POST',
      '/api/users_data',
      userFormBody(rootPk, { email: 'g1@example.com', user_group_pk: groups.outra }),
    );
    expect(foreign.statusCode).toBe(400);
    expect(foreign.body.field).toBe('user_group_pk');
    const created = await app.api(
      'POST',
      '/api/users_data',
      userFormBody(rootPk, { email: 'g2@example.com', user_group_pk: groups.frota }),
    );
    expect(created.statusCode).toBe(201);
    const pk = (created.body.data as { user_pk: number }).user_pk;
    const form = (await app.api('GET', `/api/users_data/${pk}`)).body.userForm as {
      userGroupPk: number | null;
    };
    expect(form.userGroupPk).toBe(groups.frota);
  });
});
