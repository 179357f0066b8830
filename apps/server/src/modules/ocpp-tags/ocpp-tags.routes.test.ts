import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeDatabases } from '../../testing/test-databases';
import { startOcppApp, type OcppTestApp } from '../../testing/ocpp-test-kit';
import { rootTenantPk } from '../../testing/scripted-station';
import { secondTenant, type SecondTenant } from '../../testing/second-tenant';

describeDatabases('OCPP tag API', (database) => {
  let app: OcppTestApp;
  let rootPk: number;
  let other: SecondTenant;
  const tag = (idTag: string, extra: object = {}) => ({
    id_tag: idTag,
    tenant_pk: rootPk,
    note: `Card ${idTag}`,
    ...extra,
  });

  beforeAll(async () => {
    app = await startOcppApp(database);
    rootPk = await rootTenantPk(database);
    other = await secondTenant(app, database, 'vizinha', ['/ocpptags', '/ocpptags/edit/:id']);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('creates, lists, reads, edits and deletes a CARD tag', async () => {
    const user = await database.handle.db
      .insertInto('app_user')
      .values({
        tenant_pk: rootPk,
        name: 'Carla Cartão',
        email: 'carla@example.com',
        doc_number: '12345678909',
        doc_type: 'CPF',
      })
      .returning('user_pk')
      .executeTakeFirstOrThrow();
    expect((await app.api('POST', '/api/ocpptags', tag('PARENT-1'))).statusCode).toBe(201);
    const created = await app.api(
      'POST',
      '/api/ocpptags',
      tag('CARD-1', {
        parent_id_tag: 'PARENT-1',
        owner_user_pk: user.user_pk,
        isFreeRecharge: true,
        inactive: true,
      }),
    );
    expect(created.statusCode).toBe(201);
    const pk = (created.body.data as { ocppTagPk: number }).ocppTagPk;

    const list = await app.api('GET', '/api/ocpptags?type=CARD&searchInput=card&page=1&size=10');
    expect(list.body.count).toBe(1);
    expect(list.body.ocppTagList).toEqual([
      expect.objectContaining({
        ocppTagPk: pk,
        idTag: 'CARD-1',
        ownerUserName: 'Carla Cartão',
        parentIdTag: 'PARENT-1',
        isFreeRecharge: true,
        inactive: false,
        inTransaction: false,
      }),
    ]);
    const cpf = await app.api('GET', '/api/ocpptags/tenant_parent/cpf/12345678909');
    expect(cpf.body.ocppTag).toMatchObject({ idTag: 'CARD-1', userName: 'Carla Cartão' });
    expect((await app.api('GET', '/api/ocpptags/tenant_parent/cpf/00000000000')).statusCode).toBe(
      404,
    );
    const start = await app.api('GET', '/api/ocpptags/start?searchInput=carla');
    expect(start.body.ocpp_tag_list).toEqual([expect.objectContaining({ ocpp_id_tag: 'CARD-1' })]);

    const edit = await app.api(
      'PUT',
      `/api/ocpptags/${pk}`,
      tag('CARD-1B', { type: 'CARD', inactive: true }),
    );
    expect(edit.statusCode).toBe(200);
    const read = await app.api('GET', `/api/ocpptags/${pk}`);
    expect(read.body.ocppTag).toMatchObject({
      idTag: 'CARD-1B',
      inactive: true,
      ownerUserPk: null,
    });
    expect((await app.api('DELETE', `/api/ocpptags/${pk}`)).statusCode).toBe(204);
    const gone = await app.api('GET', `/api/ocpptags/${pk}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.body.error).toBe('No OCPP tag found with this id.');
  });

  it('refuses a taken tag id with the duplicate message and bad fields with 400', async () => {
    await app.api('POST', '/api/ocpptags', tag('DUP-1'));
    const again = await app.api('POST', '/api/ocpptags', tag('DUP-1'));
    expect(again.statusCode).toBe(409);
    expect(again.body).toMatchObject({
      error: 'RFID tag DUP-1 is already registered!',
      field: 'id_tag',
    });
    const cases: [object, string][] = [
      [tag(''), 'id_tag'],
      [tag('X'.repeat(21)), 'id_tag'],
      [tag('OK-1', { note: '' }), 'note'],
      [tag('OK-1', { note: '   ' }), 'note'],
      [tag('OK-1', { note: 'n'.repeat(201) }), 'note'],
      [{ id_tag: 'OK-1', note: 'x' }, 'tenant_pk'],
      [tag('OK-1', { tenant_pk: 999_999 }), 'tenant_pk'],
      [tag('OK-1', { parent_id_tag: 'NOPE' }), 'parent_id_tag'],
    ];
    for (const [body, field] of cases) {
      const res = await app.api('POST', '/api/ocpptags', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.body.field).toBe(field);
    }
  });

  it("answers 404 for another tenant's tag and lists only its own", async () => {
    const mine = await app.api('POST', '/api/ocpptags', tag('ROOT-ONLY'));
    const pk = (mine.body.data as { ocppTagPk: number }).ocppTagPk;
    const as = (method: 'GET' | 'PUT', payload?: object) =>
      app.http.inject({
        method,
        url: `/api/ocpptags/${pk}`,
        headers: { authorization: `Bearer ${other.token}` },
        ...(payload ? { payload } : {}),
      });
    expect((await as('GET')).statusCode).toBe(404);
    expect((await as('PUT', tag('HIJACK', { tenant_pk: other.tenantPk }))).statusCode).toBe(404);
    const list = await app.http.inject({
      method: 'GET',
      url: '/api/ocpptags',
      headers: { authorization: `Bearer ${other.token}` },
    });
    expect(list.json()).toEqual({ ocppTagList: [], count: 0 });
    const create = await app.http.inject({
      method: 'POST',
      url: '/api/ocpptags',
      headers: { authorization: `Bearer ${other.token}` },
      payload: tag('NO-RIGHT', { tenant_pk: other.tenantPk }),
    });
    expect(create.statusCode).toBe(403);
  });

  it('downloads the CARD tags as an Excel file', async () => {
    const res = await app.http.inject({
      method: 'POST',
      url: '/api/report/xlsx/ocpptags?searchInput=ROOT',
      headers: { authorization: `Bearer ${app.token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expect(res.rawPayload.includes(Buffer.from('ROOT-ONLY'))).toBe(false);
  });
});
