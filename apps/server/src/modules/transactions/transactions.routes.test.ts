import ExcelJS from 'exceljs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { rootTenantPk } from '../../testing/scripted-station';
import { describeDatabases } from '../../testing/test-databases';
import { waitFor, type OcppTestApp } from '../../testing/ocpp-test-kit';
import { rechargeOverSocket, startWithPaidStation } from '../../testing/socket-recharge';
import { readZip } from '../../testing/read-zip';
import { secondTenant, type SecondTenant } from '../../testing/second-tenant';

interface ListAnswer {
  list: Record<string, unknown>[];
  count: number;
}

describeDatabases('Transactions API', (database) => {
  let app: OcppTestApp;
  let other: SecondTenant;
  const ids: number[] = [];

  /** A recharge of `wh` over a real socket, with one power sample. */
  const recharge = (idTag: string, wh: number): Promise<number> =>
    rechargeOverSocket(app, 'TX-1', {
      idTag,
      meterStart: 10_000,
      startedMsAgo: 3_600_000,
      sample: {
        msAgo: 1_800_000,
        sampledValue: [{ value: '7200', measurand: 'Power.Active.Import', unit: 'W' }],
      },
      meterStop: 10_000 + wh,
    });

  beforeAll(async () => {
    app = await startWithPaidStation(database, 'TX-1');
    const rootPk = await rootTenantPk(database);
    await app.api('POST', '/api/ocpptags', {
      id_tag: 'TX-TAG',
      tenant_pk: rootPk,
      note: 'x',
    });
    ids.push(await recharge('TX-TAG', 7_500));
    ids.push(await recharge('TX-TAG', 2_000));
    other = await secondTenant(app, database, 'recargas', ['/transactions']);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('prices a stopped transaction from the station payment settings', async () => {
    const answer = (await app.api('GET', `/api/transaction?userOcppTag=TX-TAG&size=10`))
      .body as unknown as ListAnswer;
    expect(answer.count).toBe(2);
    const first = answer.list.find((t) => t.id === ids[0]);
    // 7.5 kWh × 150 + 100 = 1225 cents; income 7.5 × 120 × 0.9 = 810 cents.
    expect(first).toMatchObject({
      energyWh: 7500,
      energyHumanReadable: '7.50 kWh',
      transactionAmount: 1225,
      income: 810,
      hasPayment: true,
      paymentStatus: 'pending',
      isPaid: false,
    });
    expect(String(first?.transactionAmountHumanReadable).replace(/\s/g, ' ')).toBe('R$12.25');
    const inPortuguese = await app.http.inject({
      method: 'GET',
      url: '/api/transaction?userOcppTag=TX-TAG&size=10',
      headers: { authorization: `Bearer ${app.token}`, 'accept-language': 'pt-BR' },
    });
    const pt = (inPortuguese.json() as ListAnswer).list.find((t) => t.id === ids[0]);
    expect(pt).toMatchObject({ energyHumanReadable: '7,50 kWh' });
    expect(String(pt?.transactionAmountHumanReadable).replace(/\s/g, ' ')).toBe('R$ 12,25');
  });

  it('returns the power series of one transaction in kW', async () => {
    const detail = await app.api('GET', `/api/transaction/${ids[0]}`);
    expect(detail.body.transaction).toMatchObject({ id: ids[0], chargeBoxId: 'TX-1' });
    const values = await waitFor(async () => {
      const d = await app.api('GET', `/api/transaction/${ids[0]}`);
      const series = (d.body.values as Record<string, { value: number }[]>)['Power.Active.Import'];
      return series && series.length > 0 ? series : undefined;
    });
    expect(values[0]?.value).toBe(7.2);
  });

  it('confirms a payment by hand and approves the rest in bulk, filtering by status', async () => {
    const paid = await app.api('POST', `/payments/transaction/${ids[0]}/pay`, {
      paid_timestamp: new Date().toISOString(),
      payment_type: 'MANUAL_DASHBOARD',
      payment_external_id: 'receipt-1',
    });
    expect(paid.body).toMatchObject({ data: { paymentStatus: 'approved' } });
    expect((await app.api('POST', `/payments/transaction/${ids[0]}/pay`)).statusCode).toBe(409);
    const pending = (await app.api('GET', '/api/transaction?paymentStatus=pending'))
      .body as unknown as ListAnswer;
    expect(pending.list.map((t) => t.id)).toEqual([ids[1]]);
    const bulk = await app.api('POST', '/payments/transaction/confirm_payments', {
      transaction_pks: [ids[0], ids[1]],
      paid_timestamp: new Date().toISOString(),
      payment_type: 'MANUAL_DASHBOARD',
    });
    expect(bulk.body).toEqual({ data: { confirmed: [ids[1]] } });
    const approved = (await app.api('GET', '/api/transaction?paymentStatus=approved'))
      .body as unknown as ListAnswer;
    expect(approved.list).toHaveLength(2);
    expect(approved.list[0]).toMatchObject({ paymentType: 'MANUAL_DASHBOARD', isPaid: true });
  });

  it("downloads the transactions and one transaction's meter values as Excel files", async () => {
    const get = (url: string) =>
      app.http.inject({ method: 'GET', url, headers: { authorization: `Bearer ${app.token}` } });
    const list = await get('/api/report/xlsx/transactions?ocppUserTag=TX-TAG');
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-type']).toContain('spreadsheetml');
    const strings = [...readZip(list.rawPayload).values()].join('\n');
    expect(strings).toContain('TX-TAG');
    expect(strings).toContain('7.50 kWh');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(list.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Transactions')!;
    expect(sheet.getRow(1).getCell(1).value).toBe('ID');
    expect(sheet.getRow(1).getCell(6).value).toBe('Tag');
    const rows = sheet.getSheetValues().slice(2) as unknown[][];
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(typeof row[1]).toBe('number');
      expect(row[6]).toBe('TX-TAG');
    }
    expect(rows.map((row) => row[1])).toEqual(
      [...rows.map((row) => row[1] as number)].sort((a, b) => b - a),
    );
    const meter = await get(`/api/report/xlsx/transactions/${ids[0]}/meter-values`);
    expect(meter.statusCode).toBe(200);
    expect([...readZip(meter.rawPayload).values()].join('\n')).toContain('Power.Active.Import');
    const meterBook = new ExcelJS.Workbook();
    await meterBook.xlsx.load(meter.rawPayload as unknown as ArrayBuffer);
    const meterSheet = meterBook.getWorksheet('Meter values')!;
    expect(meterSheet.getRow(2).getCell(3).value).toBe('Power.Active.Import');
    expect((await get('/api/report/xlsx/transactions/999999/meter-values')).statusCode).toBe(404);
  });

  it('writes the Excel export in the language of the request: headers, labels, numbers, dates', async () => {
    const sheetIn = async (language: string) => {
      const answer = await app.http.inject({
        method: 'GET',
        url: '/api/report/xlsx/transactions?ocppUserTag=TX-TAG',
        headers: { authorization: `Bearer ${app.token}`, 'accept-language': language },
      });
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(answer.rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0]!;
      const header = sheet.getRow(1).values as unknown[];
      const rows = sheet.getSheetValues().slice(2) as unknown[][];
      return { name: sheet.name, header, rows, cells: rows.flat().map(String) };
    };
    const en = await sheetIn('en-US,en;q=0.9');
    const pt = await sheetIn('pt-BR');
    expect(en.name).toBe('Transactions');
    expect(pt.name).toBe('Transações');
    expect(en.header.slice(1, 4)).toEqual(['ID', 'Station', 'Box ID']);
    expect(pt.header.slice(1, 4)).toEqual(['ID', 'Estação', 'ID da estação']);
    expect(pt.header).toContain('Status do pagamento');
    expect(en.cells).toContain('7.50 kWh');
    expect(pt.cells).toContain('7,50 kWh');
    expect(en.cells).toContain('Approved');
    expect(pt.cells).toContain('Aprovado');
    expect(pt.cells).not.toContain('approved');
    // Start (column 7) and End (column 8): DD/MM/YYYY in pt-BR, MM/DD/YYYY in English.
    const started = new Date(
      String(en.rows[0]![7]).replace(/^(\d\d)\/(\d\d)\/(\d{4})/, '$3-$1-$2'),
    );
    expect(Number.isNaN(started.getTime())).toBe(false);
    const [month, day, year] = String(en.rows[0]![7]).slice(0, 10).split('/');
    expect(String(pt.rows[0]![7]).slice(0, 10)).toBe(`${day}/${month}/${year}`);
    expect(String(pt.rows[0]![8])).toMatch(/^\d\d\/\d\d\/\d{4} \d\d:\d\d:\d\d$/);
    const meter = await app.http.inject({
      method: 'GET',
      url: `/api/report/xlsx/transactions/${ids[0]}/meter-values`,
      headers: { authorization: `Bearer ${app.token}`, 'accept-language': 'pt-BR' },
    });
    const meterBook = new ExcelJS.Workbook();
    await meterBook.xlsx.load(meter.rawPayload as unknown as ArrayBuffer);
    expect(meterBook.worksheets[0]!.name).toBe('Medições');
    expect(meterBook.worksheets[0]!.getRow(1).getCell(3).value).toBe('Grandeza');
  });

  it("pages a long transaction's meter values in time order, each once", async () => {
    const db = database.handle.db;
    const { charge_box_pk } = await db
      .selectFrom('charging_transaction')
      .select('charge_box_pk')
      .where('transaction_pk', '=', ids[1]!)
      .executeTakeFirstOrThrow();
    // 2,400 samples (three pages), stored out of time order; three measurands share each
    // instant, so pages end inside an instant; the instants carry microseconds.
    const measurands = ['Current.Import', 'Energy.Active.Import.Register', 'Voltage'];
    const instants = Array.from({ length: 800 }, (_, i) => (i * 7919) % 800);
    const at = (i: number) =>
      `2026-01-01T10:00:${String(i % 60).padStart(2, '0')}.${String(Math.floor(i / 60)).padStart(
        3,
        '0',
      )}250Z`;
    await db
      .insertInto('meter_value')
      .values(
        instants.flatMap((i) =>
          measurands.map((measurand) => ({
            charge_box_pk,
            connector_id: 1,
            transaction_pk: ids[1]!,
            value_timestamp: at(i),
            measurand,
            value: String(i),
          })),
        ),
      )
      .execute();
    const meter = await app.http.inject({
      method: 'GET',
      url: `/api/report/xlsx/transactions/${ids[1]}/meter-values`,
      headers: { authorization: `Bearer ${app.token}` },
    });
    expect(meter.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(meter.rawPayload as unknown as ArrayBuffer);
    const rows = (book.getWorksheet('Meter values')!.getSheetValues().slice(2) as unknown[][])
      .map((row): [string, string] => [row[1] as string, row[3] as string])
      .filter(([, measurand]) => measurands.includes(measurand));
    const expected = Array.from({ length: 800 }, (_, i) => at(i))
      .sort()
      .flatMap((time) => measurands.map((measurand) => [time.replace('250Z', 'Z'), measurand]));
    expect(rows).toEqual(expected);
  });

  it("hides another tenant's transactions and finance fields without the financial role", async () => {
    const asOther = (method: 'GET' | 'POST', url: string) =>
      app.http.inject({
        method,
        url,
        headers: { authorization: `Bearer ${other.token}`, host: 'recargas.localhost' },
      });
    expect((await asOther('GET', `/api/transaction/${ids[0]}`)).statusCode).toBe(404);
    expect((await asOther('GET', '/api/transaction')).json()).toEqual({ list: [], count: 0 });

    await database.handle.db
      .deleteFrom('user_permission')
      .where('role_id', '=', 'DASH_FINANCIAL_INDICATORS')
      .execute();
    const detail = await app.api('GET', `/api/transaction/${ids[0]}`);
    expect(detail.body.transaction).toMatchObject({ energyWh: 7500 });
    expect(detail.body.transaction).not.toHaveProperty('transactionAmount');
    expect(detail.body.transaction).not.toHaveProperty('incomeHumanReadable');
  });

  it('answers 400 naming a date that is not one', async () => {
    const res = await app.api('GET', '/api/transaction?fromDate=yesterday');
    expect(res).toMatchObject({ statusCode: 400, body: { field: 'fromDate' } });
  });
});
