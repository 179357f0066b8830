import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeDatabases } from '../../testing/test-databases';
import { signedInUser } from '../../testing/second-tenant';
import { readMail } from '../../testing/read-mail';
import { ADMIN_EMAIL, startTestApp, type TestApp } from '../../testing/test-app';

describeDatabases('support messages', (database) => {
  let app: TestApp;
  let adminToken: string;
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  async function createTenant(alias: string, supportEmail?: string) {
    const res = await app.http.inject({
      method: 'POST',
      url: '/api/tenants',
      headers: bearer(adminToken),
      payload: {
        name: `Rede ${alias}`,
        alias,
        theme: 'move',
        hosts: [`${alias}.localhost`],
        supportEmail,
      },
    });
    expect(res.statusCode).toBe(201);
    return res.json().data as { tenant_pk: number; api_key: string };
  }

  async function userOf(
    tenantPk: number,
    alias: string,
    name: string,
    email: string,
    routes: string[],
  ) {
    const host = `${alias}.localhost`;
    return (await signedInUser(app, database, { tenantPk, email, name, routes, host })).token;
  }

  const send = (token: string, payload: object) =>
    app.http.inject({
      method: 'POST',
      url: '/api/settings/supportMail',
      headers: bearer(token),
      payload,
    });

  beforeAll(async () => {
    app = await startTestApp(database);
    adminToken = await app.login();
  });
  afterAll(async () => {
    await app?.close();
  });

  it("mails the message to the tenant's support address with the sender as reply-to", async () => {
    const andina = await createTenant('andina', 'soporte@andina.example');
    const token = await userOf(
      andina.tenant_pk,
      'andina',
      'Ana "Operadora", Bogotá',
      'ana@andina.example',
      ['/', '/support'],
    );
    const res = await send(token, {
      subject: 'complaint',
      message: '  El cargador 7 no inicia la recarga.  ',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { sent: true } });
    const mail = readMail(app.outbox().at(-1) ?? '');
    expect(mail.headers.to).toBe('soporte@andina.example');
    expect(mail.headers['reply-to']).toContain('<ana@andina.example>');
    expect(mail.headers['reply-to']).toContain('Ana');
    expect(mail.headers.subject).toBe('[Suporte] Reclamação — Rede andina');
    expect(mail.text).toContain('El cargador 7 no inicia la recarga.\n');
    expect(mail.text).toContain('Assunto: Reclamação (complaint)');
    expect(mail.text).toContain('De: Ana "Operadora", Bogotá <ana@andina.example>');
  });

  it("falls back to the root tenant's support address, then to the administrator", async () => {
    const before = app.outbox().length;
    const res = await send(adminToken, { subject: 'general', message: 'Sem endereço de suporte.' });
    expect(res.statusCode).toBe(200);
    expect(app.outbox()).toHaveLength(before + 1);
    expect(readMail(app.outbox().at(-1) ?? '').headers.to).toBe(ADMIN_EMAIL);

    await database.handle.db
      .updateTable('tenant')
      .set({ support_email: 'suporte@raiz.example' })
      .where('parent_tenant_pk', 'is', null)
      .execute();
    const pacifico = await createTenant('pacifico');
    const token = await userOf(pacifico.tenant_pk, 'pacifico', 'Pedro', 'pedro@pacifico.example', [
      '/support',
    ]);
    expect(
      (await send(token, { subject: 'suggestion', message: 'Mais estações!' })).statusCode,
    ).toBe(200);
    const mail = readMail(app.outbox().at(-1) ?? '');
    expect(mail.headers.to).toBe('suporte@raiz.example');
    expect(mail.headers.subject).toBe('[Suporte] Sugestão — Rede pacifico');
  });

  it('answers 400 naming the field for bad input and sends nothing', async () => {
    const before = app.outbox().length;
    const cases: [object, string][] = [
      [{ subject: 'general', message: '' }, 'message'],
      [{ subject: 'general', message: '    ' }, 'message'],
      [{ subject: 'general' }, 'message'],
      [{ subject: 'general', message: 'x'.repeat(256) }, 'message'],
      [{ subject: 'praise', message: 'Obrigado' }, 'subject'],
    ];
    for (const [payload, field] of cases) {
      const res = await send(adminToken, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().field).toBe(field);
      expect(res.json().error).toMatch(new RegExp(`^${field}: `));
    }
    expect(
      (await send(adminToken, { subject: 'general', message: 'x'.repeat(255) })).statusCode,
    ).toBe(200);
    expect(app.outbox()).toHaveLength(before + 1);
  });

  it('answers 403 without the /support route and 401 without a session', async () => {
    const token = await userOf(1, 'root', 'Sem Suporte', 'semsuporte@example.com', ['/']);
    const before = app.outbox().length;
    expect((await send(token, { subject: 'general', message: 'Olá' })).statusCode).toBe(403);
    const anonymous = await app.http.inject({
      method: 'POST',
      url: '/api/settings/supportMail',
      payload: { subject: 'general', message: 'Olá' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(app.outbox()).toHaveLength(before);
  });
});
