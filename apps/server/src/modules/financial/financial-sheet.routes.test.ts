import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { FinancialSummary, FinancialTransactionPage } from '@chargedeck/shared';
import { describeDatabases } from '../../testing/test-databases';
import { HOUR, day, RANGE, financialKit } from './financial-test-kit';

describeDatabases(
  'Financial movements: spreadsheet, hourly sums and payment references',
  (database) => {
    const kit = financialKit(database);
    const { pk, get, json, list } = kit;

    it('writes the movements of the filters to relatorio-movimentacoes-financeiras.xlsx', async () => {
      const res = await kit.app.http.inject({
        method: 'GET',
        url: `/api/financial/transactions/xlsx?${RANGE}&searchTenantChildren=true`,
        headers: { authorization: `Bearer ${kit.alfa.token}`, 'accept-language': 'pt-BR' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toContain(
        'relatorio-movimentacoes-financeiras.xlsx',
      );
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.getWorksheet('Movimentações financeiras')!;
      const rows = sheet.getSheetValues().filter(Boolean) as unknown[][];
      const header = rows[0]!.slice(1);
      expect(header.slice(0, 3)).toEqual(['ID', 'Tipo', 'Pago em']);
      const body = rows.slice(1).map((r) => r.slice(1));
      expect(body).toHaveLength(7);
      const col = (name: string) => header.indexOf(name);
      const deposit = body.find((r) => r[0] === pk.deposit && r[1] === 'Depósito')!;
      expect(deposit[col('Reembolsado')]).toBe(15);
      expect(deposit[col('Disponível')]).toBe(35);
      // Labelled as on the screen: some refunded of an approved deposit.
      expect(deposit[col('Status do pagamento')]).toBe('Devolução parcial');
      const child = body.find((r) => r[0] === pk.child)!;
      expect(child[1]).toBe('Recarga');
      expect(child[col('Moeda')]).toBe('COL');
      expect(child[col('Conta')]).toBe('Alfa Colombia');
      expect(child[col('Estação')]).toBe('Estación Bogotá');
      expect(child[col('ChargeBox ID')]).toBe('FIN-CO');
      expect(body.some((r) => r[1] === 'Ociosidade')).toBe(true);
    });

    it('writes the movements of the tab asked for to the spreadsheet', async () => {
      const kinds = async (tab: string) => {
        const res = await kit.app.http.inject({
          method: 'GET',
          url: `/api/financial/transactions/xlsx?${RANGE}&searchTenantChildren=true&tab=${tab}`,
          headers: { authorization: `Bearer ${kit.alfa.token}`, 'accept-language': 'pt-BR' },
        });
        expect(res.statusCode, res.body).toBe(200);
        const workbook = new ExcelJS.Workbook();
        await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
        const rows = workbook.getWorksheet('Movimentações financeiras')!.getSheetValues();
        const body = (rows.filter(Boolean) as unknown[][]).slice(1);
        return [...new Set(body.map((r) => r[2]))].sort();
      };
      expect(await kinds('deposits')).toEqual(['Depósito']);
      expect(await kinds('recharges')).toEqual(['Ociosidade', 'Recarga']);
      expect(await kinds('all')).toEqual(['Depósito', 'Ociosidade', 'Recarga']);
      const bad = await kit.app.http.inject({
        method: 'GET',
        url: `/api/financial/transactions/xlsx?${RANGE}&tab=idle`,
        headers: { authorization: `Bearer ${kit.alfa.token}` },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().field).toBe('tab');
    });

    it('sums whole hours and partial ones alike, and follows a later payment', async () => {
      const inZone = async (url: string, offset: string) => {
        const res = await kit.app.http.inject({
          method: 'GET',
          url,
          headers: { authorization: `Bearer ${kit.alfa.token}`, 'x-timezone-offset': offset },
        });
        expect(res.statusCode, res.body).toBe(200);
        return res.json() as unknown;
      };
      for (const offset of ['-3', '5:30', '0']) {
        const summary = (await inZone(
          `/api/financial/transactions/summary?${RANGE}`,
          offset,
        )) as FinancialSummary;
        const page = (await inZone(
          `/api/financial/transactions?${RANGE}&size=100`,
          offset,
        )) as FinancialTransactionPage;
        const total = page.content.reduce((sum, r) => sum + r.paymentTransactionAmount, 0);
        expect([summary.totalTransactions, summary.totalValue], offset).toEqual([
          page.content.length,
          total,
        ]);
        expect(page.totalElements, offset).toBe(page.content.length);
      }
      const before = (await inZone(
        `/api/financial/transactions/summary?startDate=${day(0)}&endDate=${day(0)}`,
        '0',
      )) as FinancialSummary;
      await database.handle.db
        .updateTable('charging_transaction')
        .set({ paid_at: new Date(), payment_status: 'approved' })
        .where('transaction_pk', '=', pk.unpaid!)
        .execute();
      const after = (await inZone(
        `/api/financial/transactions/summary?startDate=${day(0)}&endDate=${day(0)}`,
        '0',
      )) as FinancialSummary;
      const moved = before.totalTransactions < after.totalTransactions;
      // Stopped 8 hours ago: it moves to today's payments unless it already was today's.
      expect(moved || new Date(Date.now() - 8 * HOUR).toISOString().slice(0, 10) === day(0)).toBe(
        true,
      );
      const paid = await list(`/api/financial/transactions/recharges?${RANGE}`);
      expect(paid.content[0]).toMatchObject({
        transactionPk: pk.unpaid,
        paymentStatus: 'approved',
      });
    });

    describe('payment references', () => {
      it('answers the external id of a charge without its prefix, in the caller network only', async () => {
        const res = await get(kit.alfa.token, '/api/payments/chargeId/pay_abc');
        expect(res.statusCode).toBe(200);
        expect(res.body).toBe('ch_1');
        expect((await get(kit.alfa.token, '/api/payments/chargeId/pay_beta')).statusCode).toBe(404);
        expect(await json(kit.alfa.token, '/api/payments/externalReferenceId/pay_abc')).toEqual([
          'ch_1',
        ]);
        expect(await json(kit.alfa.token, '/api/payments/externalReferenceId/abc')).toEqual([
          'ch_1',
        ]);
        expect(await json(kit.alfa.token, '/api/payments/externalReferenceId/pay_beta')).toEqual(
          [],
        );
      });
    });
  },
);
