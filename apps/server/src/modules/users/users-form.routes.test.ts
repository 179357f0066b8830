import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeDatabases } from '../../testing/test-databases';
import { startOcppApp, type OcppTestApp } from '../../testing/ocpp-test-kit';
import { rootTenantPk } from '../../testing/scripted-station';
import { secondTenant, type SecondTenant } from '../../testing/second-tenant';
import { userFormBody } from '../../testing/user-form-body';

describeDatabases('Users API: the user form', (database) => {
  let app: OcppTestApp;
  let rootPk: number;
  let other: SecondTenant;
  const newUser = (extra: object = {}) => userFormBody(rootPk, extra);

  beforeAll(async () => {
    app = await startOcppApp(database);
    rootPk = await rootTenantPk(database);
    other = await secondTenant(app, database, 'usuarios', ['/users', '/user/:id']);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('creates a user with a CPF kept as digits and its tag, then reads and edits it', async () => {
    await app.api('POST', '/api/ocpptags', { id_tag: 'ANA-TAG', tenant_pk: rootPk, note: 'Ana' });
    const created = await app.api('POST', '/api/users_data', newUser({ ocppTags: ['ANA-TAG'] }));
    expect(created.statusCode).toBe(201);
    const pk = (created.body.data as { user_pk: number }).user_pk;

    const read = await app.api('GET', `/api/users_data/${pk}`);
    expect(read.body.userForm).toMatchObject({
      firstName: 'Ana Luísa',
      email: 'ana@example.com',
      docType: 'CPF',
      docNumber: '52998224725',
      ocppIdTag: 'ANA-TAG',
      activeUser: true,
    });

    const edit = await app.api('PUT', `/api/users_data/${pk}`, {
      firstName: 'Ana',
      email: 'changed@example.com',
      docNumber: '11144477735',
      lastName: 'Souza',
      dateBirthDay: '1990-05-17',
      street: 'Rua A',
      houseNumber: '10',
      city: 'Campinas',
      state: 'SP',
      zipCode: '13000-000',
      activeUser: false,
      notificationOfflineCp: true,
      skipThreeDSVerification: true,
      vehicleBrand: 'BYD',
      ocppTags: [],
      tenant_pk: rootPk,
    });
    expect(edit.statusCode).toBe(200);
    const after = (await app.api('GET', `/api/users_data/${pk}`)).body.userForm;
    expect(after).toMatchObject({
      firstName: 'Ana',
      lastName: 'Souza',
      email: 'ana@example.com',
      docNumber: '52998224725',
      dateBirthDay: '1990-05-17',
      activeUser: false,
      notificationOfflineCp: true,
      skipThreeDSVerification: true,
      vehicleBrand: 'BYD',
      ocppTags: [],
    });
    // The brand is the users list's Car.
    const listed = await app.api('GET', '/api/users_data/dashboard-details?activeUsers=false');
    expect(listed.body.userDashboardList).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ user_pk: pk, car_name: 'BYD', car_brand_name: 'BYD' }),
      ]),
    );
    const address = await app.api('GET', `/api/users_data/${pk}/address`);
    expect(address.body.addressForm).toMatchObject({
      addressPk: pk,
      street: 'Rua A',
      city: 'Campinas',
    });
  });

  it('answers 400 naming the field for each rule of the form', async () => {
    const cases: [object, string, string][] = [
      [{ firstName: '' }, 'firstName', 'The Name field is mandatory.'],
      [{ firstName: 'Ana 2' }, 'firstName', 'The Name field must only contain letters.'],
      [{ email: '' }, 'email', 'The E-mail field is mandatory.'],
      [{ email: 'ana@' }, 'email', 'Invalid E-mail'],
      [{ password: '' }, 'password', 'The Password field is mandatory.'],
      [{ docNumber: '529.982.247-35' }, 'docNumber', 'Please enter a valid CPF to continue.'],
      [{ docNumber: '111.111.111-11' }, 'docNumber', 'Please enter a valid CPF to continue.'],
    ];
    for (const [change, field, message] of cases) {
      const res = await app.api(
        'POST',
        '/api/users_data',
        newUser({ email: 'x@example.com', ...change }),
      );
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.body).toMatchObject({ field });
      expect(JSON.stringify(res.body)).toContain(message);
    }
  });

  it('requires a phone when the account sends SMS, and refuses beyond the user limit', async () => {
    const db = database.handle.db;
    await db
      .updateTable('tenant')
      .set({ sms_enabled: true })
      .where('tenant_pk', '=', rootPk)
      .execute();
    const noPhone = await app.api(
      'POST',
      '/api/users_data',
      newUser({ email: 'p@example.com', phone: '' }),
    );
    expect(noPhone).toMatchObject({ statusCode: 400, body: { field: 'phone' } });
    expect(noPhone.body.error).toContain('The Phone field is mandatory.');
    await db
      .updateTable('tenant')
      .set({ sms_enabled: false })
      .where('tenant_pk', '=', rootPk)
      .execute();

    const { count } = await db
      .selectFrom('app_user')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('tenant_pk', '=', rootPk)
      .executeTakeFirstOrThrow();
    await db
      .updateTable('tenant')
      .set({ limit_users: Number(count) })
      .where('tenant_pk', '=', rootPk)
      .execute();
    expect((await app.api('GET', '/api/users_data')).statusCode).toBe(403);
    const full = await app.api('POST', '/api/users_data', newUser({ email: 'full@example.com' }));
    expect(full).toMatchObject({
      statusCode: 403,
      body: { error: 'User limit reached!' },
    });
    await db
      .updateTable('tenant')
      .set({ limit_users: null })
      .where('tenant_pk', '=', rootPk)
      .execute();
    expect((await app.api('GET', '/api/users_data')).statusCode).toBe(200);
  });

  it("answers 404 for another tenant's user and never lists it", async () => {
    const created = await app.api(
      'POST',
      '/api/users_data',
      newUser({ email: 'root-only@example.com', docNumber: '' }),
    );
    const pk = (created.body.data as { user_pk: number }).user_pk;
    const asOther = (method: 'GET' | 'PUT', url: string, payload?: object) =>
      app.http.inject({
        method,
        url,
        headers: { authorization: `Bearer ${other.token}`, host: 'usuarios.localhost' },
        ...(payload ? { payload } : {}),
      });
    const read = await asOther('GET', `/api/users_data/${pk}`);
    expect(read.statusCode).toBe(404);
    expect(read.json()).toEqual({ error: 'No user found with this id.' });
    const edit = await asOther('PUT', `/api/users_data/${pk}`, {
      firstName: 'X',
      tenant_pk: other.tenantPk,
    });
    expect(edit.statusCode).toBe(404);
    const list = await asOther(
      'GET',
      '/api/users_data/dashboard-details?activeUsers=false&size=100',
    );
    expect(JSON.stringify(list.json())).not.toContain('root-only@example.com');
  });
});
