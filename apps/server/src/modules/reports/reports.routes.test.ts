import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeDatabases } from '../../testing/test-databases';
import { startOcppApp, type OcppTestApp } from '../../testing/ocpp-test-kit';
import { readPdfText } from '../../testing/read-pdf';
import { readZip } from '../../testing/read-zip';
import { secondTenant, type SecondTenant } from '../../testing/second-tenant';
import { seedRecharge } from '../../testing/seed-station';
import { messagesEn } from '@chargedeck/shared';
import { ReportQuota, monthKeyOf } from './report-quota';

const HOUR = 3_600_000;

describe('report month', () => {
  it('is the tenant local month', () => {
    const at = new Date('2026-12-01T02:00:00Z');
    expect(monthKeyOf('UTC', at)).toBe('2026-12');
    expect(monthKeyOf('America/Sao_Paulo', at)).toBe('2026-11');
    expect(monthKeyOf('Not/AZone', at)).toBe('2026-12');
  });
});

describeDatabases('Station reports', (database) => {
  let app: OcppTestApp;
  let other: SecondTenant;
  let userPk: number;

  async function download(
    url: string,
    opts: { token?: string; host?: string; payload?: object; language?: string } = {},
  ) {
    const res = await app.http.inject({
      method: 'POST',
      url,
      headers: {
        authorization: `Bearer ${opts.token ?? app.token}`,
        ...(opts.host ? { host: opts.host } : {}),
        ...(opts.language ? { 'accept-language': opts.language } : {}),
      },
      ...(opts.payload ? { payload: opts.payload } : {}),
    });
    return {
      status: res.statusCode,
      body: res.rawPayload,
      type: res.headers['content-type'],
      json: () => res.json() as Record<string, unknown>,
    };
  }

  async function recharge(
    chargeBoxPk: number,
    idTag: string,
    ocppTagPk: number | null,
    wh: number,
    hoursAgo: number,
  ) {
    const { db } = database.handle;
    const connector =
      (await db
        .selectFrom('connector')
        .select('connector_pk')
        .where('charge_box_pk', '=', chargeBoxPk)
        .where('connector_id', '=', 1)
        .executeTakeFirst()) ??
      (await db
        .insertInto('connector')
        .values({ charge_box_pk: chargeBoxPk, connector_id: 1 })
        .returning('connector_pk')
        .executeTakeFirstOrThrow());
    await seedRecharge(database, {
      chargeBoxPk,
      connectorPk: connector.connector_pk,
      idTag,
      ocppTagPk,
      start: new Date(Date.now() - hoursAgo * HOUR),
      startValue: 1000,
      stop: new Date(Date.now() - hoursAgo * HOUR + HOUR / 2),
      stopValue: 1000 + wh,
      stopReason: 'Local',
      stopIdTag: idTag,
      stopReceivedAt: new Date(),
    });
  }

  beforeAll(async () => {
    app = await startOcppApp(database);
    const { db } = database.handle;
    const a1 = await app.addStation('RP-A1', { description: 'Praça Central' });
    const a2 = await app.addStation('RP-A2', { description: 'Shopping Norte' });
    const root = await db
      .selectFrom('tenant')
      .select('tenant_pk')
      .where('parent_tenant_pk', 'is', null)
      .executeTakeFirstOrThrow();
    other = await secondTenant(app, database, 'relatorios', [
      '/stations',
      '/ocpptags',
      '/transactions',
    ]);
    const foreign = await db
      .insertInto('charge_box')
      .values({
        charge_box_id: 'OTHER-NET-1',
        tenant_pk: other.tenantPk,
        description: 'Rede vizinha',
      })
      .returning('charge_box_pk')
      .executeTakeFirstOrThrow();
    userPk = (
      await db
        .insertInto('app_user')
        .values({
          tenant_pk: root.tenant_pk,
          name: 'Ana Souza',
          email: 'ana@example.com',
          password_hash: null,
        })
        .returning('user_pk')
        .executeTakeFirstOrThrow()
    ).user_pk;
    const tag = await db
      .insertInto('ocpp_tag')
      .values({
        tenant_pk: root.tenant_pk,
        id_tag: 'ANA-CARD',
        note: null,
        owner_user_pk: userPk,
        parent_id_tag: null,
        expiry_date: null,
        max_active_transaction_count: null,
      })
      .returning('ocpp_tag_pk')
      .executeTakeFirstOrThrow();
    await recharge(a1, 'ANA-CARD', tag.ocpp_tag_pk, 7_500, 30);
    await recharge(a2, 'ANA-CARD', tag.ocpp_tag_pk, 2_500, 5);
    // Outside the 20-day default period.
    await recharge(a2, 'ANA-CARD', tag.ocpp_tag_pk, 40_000, 24 * 40);
    await recharge(foreign.charge_box_pk, 'STRANGER', null, 9_000, 3);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('streams the station list as a real .xlsx with the filters applied', async () => {
    const all = await download('/api/report/xlsx/chargepoints?active=true');
    expect(all.status).toBe(200);
    expect(all.type).toContain('spreadsheetml');
    expect(all.body.subarray(0, 2).toString()).toBe('PK');
    const sheet =
      [...readZip(all.body).entries()].find(([name]) => name.startsWith('xl/worksheets/'))?.[1] ??
      '';
    const strings = readZip(all.body).get('xl/sharedStrings.xml') ?? '';
    const text = sheet + strings;
    expect(text).toContain('RP-A1');
    expect(text).toContain('RP-A2');
    // The root account sees its child accounts' stations too, unless it narrows to one account.
    expect(text).toContain('OTHER-NET-1');
    const root = await database.handle.db
      .selectFrom('tenant')
      .select('tenant_pk')
      .where('parent_tenant_pk', 'is', null)
      .executeTakeFirstOrThrow();
    const own = await download(
      `/api/report/xlsx/chargepoints?active=true&tenantPk=${root.tenant_pk}`,
    );
    expect([...readZip(own.body).values()].join('')).not.toContain('OTHER-NET-1');

    const searched = await download('/api/report/xlsx/chargepoints?active=true&searchInput=norte');
    const searchedText = [...readZip(searched.body).values()].join('');
    expect(searchedText).toContain('RP-A2');
    expect(searchedText).not.toContain('RP-A1');

    const online = await download('/api/report/xlsx/chargepoints?active=true&online=true');
    expect([...readZip(online.body).values()].join('')).not.toContain('RP-A');
  });

  it('never puts another tenant stations in its reports', async () => {
    const theirs = await download('/api/report/xlsx/chargepoints?active=true', {
      token: other.token,
      host: 'relatorios.localhost',
    });
    expect(theirs.status).toBe(200);
    const text = [...readZip(theirs.body).values()].join('');
    expect(text).toContain('OTHER-NET-1');
    expect(text).not.toContain('RP-A1');
    const pdf = await download('/api/report/assessment/unified', {
      token: other.token,
      host: 'relatorios.localhost',
      payload: {},
    });
    expect(pdf.status).toBe(200);
    const pdfText = readPdfText(pdf.body);
    expect(pdfText).toContain('OTHER-NET-1');
    expect(pdfText).not.toContain('RP-A1');
    // A tenant filter naming someone else's tenant finds nothing of it.
    const root = await database.handle.db
      .selectFrom('tenant')
      .select('tenant_pk')
      .where('parent_tenant_pk', 'is', null)
      .executeTakeFirstOrThrow();
    const narrowed = await download(
      `/api/report/xlsx/chargepoints?active=true&tenantPk=${root.tenant_pk}`,
      { token: other.token, host: 'relatorios.localhost' },
    );
    expect([...readZip(narrowed.body).values()].join('')).not.toContain('RP-A');
  });

  it('makes the unified assessment PDF of the period with energy, cost and income', async () => {
    const res = await download('/api/report/assessment/unified', {
      payload: { cost_kwh: 1.5, income_kwh: 2, active: true, search_input: 'RP-A' },
      language: 'pt-BR',
    });
    expect(res.status).toBe(200);
    expect(res.type).toBe('application/pdf');
    expect(res.body.subarray(0, 5).toString()).toBe('%PDF-');
    const text = readPdfText(res.body);
    expect(text).toContain('Relatório de avaliação');
    expect(text).toContain('Custo');
    expect(text).toContain('RP-A1');
    expect(text).toContain('RP-A2');
    // 7.5 + 2.5 kWh in the last 20 days; the 40 kWh recharge of 40 days ago is outside.
    expect(text).toContain('10,00');
    expect(text).not.toContain('50,00');
    expect(text.replace(/\s/g, ' ')).toContain('R$ 15,00');
    expect(text.replace(/\s/g, ' ')).toContain('R$ 20,00');
    expect(text).not.toContain('OTHER-NET-1');
  });

  it('writes the assessment PDF in the language of the request', async () => {
    const textIn = async (language: string) => {
      const res = await download('/api/report/assessment/unified', {
        payload: { cost_kwh: 1.5, income_kwh: 2, active: true, search_input: 'RP-A' },
        language,
      });
      expect(res.status).toBe(200);
      return readPdfText(res.body).replace(/\s/g, ' ');
    };
    const en = await textIn('en');
    const pt = await textIn('pt-BR');
    expect(en).toContain('Assessment report');
    expect(en).toContain('Energy (kWh)');
    expect(en).toContain('10.00');
    expect(en).toContain('R$15.00');
    expect(en).toMatch(/Period: \d\d\/\d\d\/\d{4}/);
    expect(pt).toContain('Relatório de avaliação');
    expect(pt).toContain('Energia (kWh)');
    expect(pt).toContain('10,00');
    expect(pt).toContain('R$ 15,00');
    expect(pt).not.toContain('Assessment report');
    expect(en).not.toContain('Relatório');
    const day = /Period: (\d\d)\/(\d\d)\/(\d{4})/.exec(en)!;
    expect(pt).toContain(`Período: ${day[2]}/${day[1]}/${day[3]}`);
  });

  it('zips one PDF per card user for the individual report', async () => {
    const res = await download('/api/report/assessment/users', { payload: { cost_kwh: 1 } });
    expect(res.status).toBe(200);
    expect(res.type).toBe('application/zip');
    const names = [...readZip(res.body).keys()];
    expect(names).toEqual([`Ana-Souza-${userPk}.pdf`]);
    const theirs = await download('/api/report/assessment/users', {
      token: other.token,
      host: 'relatorios.localhost',
      payload: {},
    });
    // The other tenant may not see users: no individual report for it.
    expect(theirs.status).toBe(403);
  });

  it('answers 400 naming the field for a bad period, without counting it', async () => {
    const before = (await app.api('GET', '/api/report/user/permissions')).body.reports as {
      used: number;
    };
    const cases: [object, string][] = [
      [{ from_date: 'yesterday' }, 'from_date'],
      [{ from_date: '2026-01-01', to_date: '2026-03-01' }, 'to_date'],
      [{ to_date: '2999-01-01' }, 'to_date'],
      [{ from_date: '2026-02-10', to_date: '2026-02-01' }, 'from_date'],
      [{ logo: 'https://example.com/logo.png' }, 'logo'],
      [{ cost_kwh: -1 }, 'cost_kwh'],
    ];
    for (const [payload, field] of cases) {
      const res = await download('/api/report/assessment/unified', { payload });
      expect(res.status, JSON.stringify(payload)).toBe(400);
      expect(JSON.stringify(res.json())).toContain(field);
    }
    const after = (await app.api('GET', '/api/report/user/permissions')).body.reports as {
      used: number;
    };
    expect(after.used).toBe(before.used);
  });

  it('refuses reports past the monthly limit with 403 and counts per month', async () => {
    const { db } = database.handle;
    await db
      .updateTable('tenant')
      .set({ limit_reports_month: 2 })
      .where('tenant_pk', '=', other.tenantPk)
      .execute();
    const otherLogin = await app.login('operator@relatorios.example', 'Admin123!', {
      host: 'relatorios.localhost',
    });
    const opts = { token: otherLogin, host: 'relatorios.localhost' };
    const usedBefore = await db
      .selectFrom('report_usage')
      .select('count')
      .where('tenant_pk', '=', other.tenantPk)
      .executeTakeFirst();
    await db.deleteFrom('report_usage').where('tenant_pk', '=', other.tenantPk).execute();
    expect(usedBefore?.count).toBe(3);

    expect((await download('/api/report/xlsx/ocpptags', opts)).status).toBe(200);
    expect((await download('/api/report/xlsx/chargepoints?active=true', opts)).status).toBe(200);
    const refused = await download('/api/report/assessment/unified', { ...opts, payload: {} });
    expect(refused.status).toBe(403);
    expect(refused.json().error).toBe(messagesEn.reportLimitReached);
    expect((await download('/api/report/xlsx/ocpptags', opts)).status).toBe(403);
    const transactionsExcel = await app.http.inject({
      method: 'GET',
      url: '/api/report/xlsx/transactions',
      headers: { authorization: `Bearer ${otherLogin}`, host: 'relatorios.localhost' },
    });
    expect(transactionsExcel.statusCode).toBe(403);
    expect(transactionsExcel.json()).toMatchObject({ error: messagesEn.reportLimitReached });

    const permissions = await app.http.inject({
      method: 'GET',
      url: '/api/report/user/permissions',
      headers: { authorization: `Bearer ${otherLogin}`, host: 'relatorios.localhost' },
    });
    expect(permissions.json()).toMatchObject({
      individualReport: false,
      reports: { used: 2, limit: 2, remaining: 0 },
    });

    // The next month starts from zero.
    const tenant = await db
      .selectFrom('tenant')
      .selectAll()
      .where('tenant_pk', '=', other.tenantPk)
      .executeTakeFirstOrThrow();
    const quota = new ReportQuota(db);
    const nextMonth = new Date(Date.now() + 32 * 24 * HOUR);
    await quota.claim(tenant, nextMonth);
    expect((await quota.usage(tenant, nextMonth)).used).toBe(1);
    expect((await quota.usage(tenant)).used).toBe(2);

    // The root tenant has no limit and is not affected.
    expect((await download('/api/report/xlsx/chargepoints?active=true')).status).toBe(200);
  });
});
