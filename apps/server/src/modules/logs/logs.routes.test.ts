import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeDatabases } from '../../testing/test-databases';
import { readZip } from '../../testing/read-zip';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestApp, type TestApp } from '../../testing/test-app';
import { hashPassword } from '../../platform/security/password-hash';
import { monthsBefore } from './log-range';

const LOG_ROLES = [
  'DASH_CVE_PRO_SMART_CHARGING_LOAD_BALANCE',
  'DASH_CVE_PRO_MONETIZATION_CONFIG',
  'DASH_CVE_PRO_CREATE_VOUCHER',
];
const DAY_MS = 86_400_000;
const dayBefore = (n: number) => new Date(Date.now() - n * DAY_MS).toISOString().slice(0, 10);

describeDatabases('tenant logs', (database) => {
  let app: TestApp;
  let adminToken: string;
  let rootAlias: string;
  let childToken: string;
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const get = (token: string, url: string) =>
    app.http.inject({ method: 'GET', url, headers: bearer(token) });

  beforeAll(async () => {
    app = await startTestApp(database);
    adminToken = await app.login();
    const created = await app.http.inject({
      method: 'POST',
      url: '/api/tenants',
      headers: bearer(adminToken),
      payload: {
        name: 'Serra Verde',
        alias: 'serra',
        hosts: ['serra.localhost'],
        features: { logs: true },
      },
    });
    expect(created.statusCode).toBe(201);
    const child = created.json().data as { tenant_pk: number };
    const { db } = database.handle;
    const user = await db
      .insertInto('app_user')
      .values({
        tenant_pk: child.tenant_pk,
        name: 'Sara',
        email: 'sara@serra.example',
        password_hash: await hashPassword(ADMIN_PASSWORD),
      })
      .returning('user_pk')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('user_permission')
      .values(
        LOG_ROLES.map((role_id) => ({ user_pk: user.user_pk, role_id, route: null, status: true })),
      )
      .execute();
    childToken = await app.login('sara@serra.example', ADMIN_PASSWORD, { host: 'serra.localhost' });
    const root = await db
      .selectFrom('tenant')
      .select('alias')
      .where('parent_tenant_pk', 'is', null)
      .executeTakeFirstOrThrow();
    rootAlias = root.alias;
  });
  afterAll(async () => {
    await app?.close();
  });

  it("shows today's sign-ins and refusals, with e-mail and address but never the password or token", async () => {
    const refused = await app.http.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: ADMIN_EMAIL, password: 'Wrong-Secret-77' },
    });
    expect(refused.statusCode).toBe(401);
    const res = await get(adminToken, `/api/log/?tenant=${rootAlias}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const lines = res.body.split('\n');
    const signIn = lines.find((l) => l.includes(`Sign-in of ${ADMIN_EMAIL}`));
    expect(signIn).toMatch(
      /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z INFO \[auth\] Sign-in of admin@example\.com from 127\.0\.0\.1$/,
    );
    expect(
      lines.some((l) => /WARN \[auth\] Sign-in refused \(401\) for admin@example\.com/.test(l)),
    ).toBe(true);
    expect(res.body).not.toContain(ADMIN_PASSWORD);
    expect(res.body).not.toContain('Wrong-Secret-77');
    expect(res.body).not.toContain(adminToken);
  });

  it("keeps each tenant's log apart and answers 404 for a tenant the caller may not see", async () => {
    const own = await get(childToken, '/api/log/?tenant=serra');
    expect(own.statusCode).toBe(200);
    expect(own.body).toContain('Sign-in of sara@serra.example');
    expect(own.body).not.toContain(ADMIN_EMAIL);
    const byName = await get(childToken, '/api/log/?tenant=Serra%20Verde');
    expect(byName.statusCode).toBe(200);
    const other = await get(childToken, `/api/log/?tenant=${rootAlias}`);
    expect(other.statusCode).toBe(404);
    const otherZip = await get(
      childToken,
      `/api/log/download?tenant=${rootAlias}&dateFrom=${dayBefore(1)}&dateTo=${dayBefore(0)}`,
    );
    expect(otherZip.statusCode).toBe(404);
    // The parent sees its child's log.
    expect((await get(adminToken, '/api/log/?tenant=serra')).body).toContain('sara@serra.example');
  });

  it('refuses a caller without the log roles', async () => {
    const { db } = database.handle;
    const sara = await db
      .selectFrom('app_user')
      .select('user_pk')
      .where('email', '=', 'sara@serra.example')
      .executeTakeFirstOrThrow();
    const voucherRole = db
      .updateTable('user_permission')
      .where('user_pk', '=', sara.user_pk)
      .where('role_id', '=', 'DASH_CVE_PRO_CREATE_VOUCHER');
    await voucherRole.set({ status: false }).execute();
    try {
      expect((await get(childToken, '/api/log/?tenant=serra')).statusCode).toBe(403);
    } finally {
      await voucherRole.set({ status: true }).execute();
    }
  });

  it('zips the daily files of a range', async () => {
    const dir = join(app.dataDir, 'logs', rootAlias);
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      join(dir, `${dayBefore(2)}.log`),
      `${dayBefore(2)}T10:00:00.000Z INFO [ocpp] two days ago\n`,
    );
    writeFileSync(join(dir, `${dayBefore(9)}.log`), 'outside the range\n');
    const res = await get(
      adminToken,
      `/api/log/download?tenant=${rootAlias}&dateFrom=${dayBefore(4)}&dateTo=${dayBefore(0)}`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toContain(
      `log-${rootAlias}-${dayBefore(4)}_${dayBefore(0)}.zip`,
    );
    const entries = readZip(res.rawPayload);
    expect([...entries.keys()].sort()).toEqual(
      [`${rootAlias}/${dayBefore(2)}.log`, `${rootAlias}/${dayBefore(0)}.log`].sort(),
    );
    expect(entries.get(`${rootAlias}/${dayBefore(2)}.log`)).toContain('two days ago');
    expect(entries.get(`${rootAlias}/${dayBefore(0)}.log`)).toContain(`Sign-in of ${ADMIN_EMAIL}`);
  });

  it('answers 404 when no file exists in the range', async () => {
    const res = await get(
      adminToken,
      `/api/log/download?tenant=${rootAlias}&dateFrom=${dayBefore(30)}&dateTo=${dayBefore(26)}`,
    );
    expect(res.statusCode).toBe(404);
  });

  it('names the field of a range it refuses', async () => {
    const cases: [string, string, string][] = [
      [dayBefore(7), dayBefore(0), 'dateTo'],
      [dayBefore(0), dayBefore(-1), 'dateTo'],
      [monthsBefore(dayBefore(0), 5), monthsBefore(dayBefore(0), 5), 'dateFrom'],
      [dayBefore(1), dayBefore(2), 'dateFrom'],
      ['2026-13-45', dayBefore(0), 'dateFrom'],
      ['yesterday', dayBefore(0), 'dateFrom'],
    ];
    for (const [dateFrom, dateTo, field] of cases) {
      const res = await get(
        adminToken,
        `/api/log/download?tenant=${rootAlias}&dateFrom=${dateFrom}&dateTo=${dateTo}`,
      );
      expect(res.statusCode, `${dateFrom}..${dateTo}`).toBe(400);
      expect(res.json().field, `${dateFrom}..${dateTo}`).toBe(field);
    }
  });

  it('shows lines other modules write, with credentials redacted', async () => {
    app.tenantLog.error(
      { alias: 'serra' },
      'ocpp',
      'BootNotification from CB-1 failed: password=hunter22',
    );
    const res = await get(adminToken, '/api/log/?tenant=serra');
    expect(res.body).toMatch(
      /ERROR \[ocpp\] BootNotification from CB-1 failed: password=\[redacted\]/,
    );
    expect(res.body).not.toContain('hunter22');
  });
});
