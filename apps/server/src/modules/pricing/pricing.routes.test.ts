import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRICING_MESSAGES as M, messageText } from '@chargedeck/shared';
import { describeDatabases } from '../../testing/test-databases';
import { startOcppApp, type OcppTestApp } from '../../testing/ocpp-test-kit';
import { secondTenant, type SecondTenant } from '../../testing/second-tenant';

/** A rule's message key as the API answers it in English (the test app's language). */
const en = (key: string) => messageText(key, 'en');

const general = (dayOfWeek: string, extra: object = {}) => ({
  dayOfWeek,
  general: true,
  servicePrice: 200,
  kwhPrice: 150,
  operationFee: 0.05,
  taxes: 0.15,
  ...extra,
});
const period = (dayOfWeek: string, startTimeGMT: string, endTimeGMT: string, extra = {}) => ({
  dayOfWeek,
  active: true,
  startTimeGMT,
  endTimeGMT,
  kwhPrice: 90,
  ...extra,
});
const exception = (startDate: string, endDate: string | null, extra = {}) => ({
  exception: true,
  general: true,
  startDate,
  endDate,
  durationPrice: 600,
  ...extra,
});

describeDatabases('Pricing profiles API', (database) => {
  let app: OcppTestApp;
  let other: SecondTenant;
  let profile: string;

  const monetization = (on: boolean) =>
    database.handle.db
      .updateTable('tenant')
      .set({ feature_monetization: on, feature_payment: on })
      .where('tenant_pk', '=', other.tenantPk)
      .execute();
  const put = (list: object[], uuid = profile) =>
    app.api('PUT', `/api/dynamic-pricing/${uuid}/detail`, { dynamicPricingDetailFormList: list });
  const refused = async (list: object[], field: string, message: string) => {
    const res = await put(list);
    expect(res.statusCode).toBe(400);
    expect(res.body.field).toBe(field);
    expect(res.body.error).toBe(`${field}: ${message}`);
  };

  beforeAll(async () => {
    app = await startOcppApp(database);
    other = await secondTenant(app, database, 'precos', ['/dynamic-pricing']);
    await monetization(true);
    const created = await app.api('POST', '/api/dynamic-pricing', { name: 'Noite barata' });
    expect(created.statusCode).toBe(201);
    profile = created.body.dynamicPricingUuid as string;
  });
  afterAll(async () => {
    await app?.close();
  });

  it('lists profiles with the number of chargers each prices', async () => {
    const list = await app.api('GET', '/api/dynamic-pricing');
    expect(list.statusCode).toBe(200);
    expect(list.body).toEqual({
      dynamicPricingList: [{ uuid: profile, name: 'Noite barata', chargeBoxCount: 0 }],
      error: null,
    });
  });

  it('saves the full set of entries and reads it back, fee and taxes as fractions', async () => {
    const saved = await put([
      general('MONDAY'),
      period('MONDAY', '00:00:00', '06:00:00'),
      period('MONDAY', '18:00:00', '22:00:00', { kwhPrice: 250 }),
      exception('2026-12-25', null),
    ]);
    expect(saved.statusCode).toBe(200);
    const read = await app.api('GET', `/api/dynamic-pricing/${profile}/detail`);
    const list = read.body.dynamicPricingDetailList as Record<string, unknown>[];
    expect(list).toHaveLength(4);
    expect(list[0]).toMatchObject({
      dayOfWeek: 'MONDAY',
      general: true,
      servicePrice: 200,
      kwhPrice: 150,
      durationPrice: null,
      operationFee: 0.05,
      taxes: 0.15,
      service_price_income_human_readable: 'R$\u00a02,00',
    });
    expect(list[1]).toMatchObject({
      startTimeGMT: '00:00:00',
      endTimeGMT: '06:00:00',
      active: true,
    });
    expect(list[3]).toMatchObject({
      exception: true,
      dayOfWeek: null,
      startDate: '2026-12-25',
      endDate: '2026-12-25',
      durationPrice: 600,
    });
  });

  it('removes an exception by saving the set without it', async () => {
    await put([general('MONDAY'), exception('2026-12-25', null)]);
    await put([general('MONDAY')]);
    const read = await app.api('GET', `/api/dynamic-pricing/${profile}/detail`);
    expect(read.body.dynamicPricingDetailList).toHaveLength(1);
  });

  it('leaves the stored set untouched when the new one breaks a rule', async () => {
    await put([general('TUESDAY')]);
    await put([general('TUESDAY'), general('WEDNESDAY', { kwhPrice: null })]);
    const read = await app.api('GET', `/api/dynamic-pricing/${profile}/detail`);
    expect(read.body.dynamicPricingDetailList).toEqual([
      expect.objectContaining({ dayOfWeek: 'TUESDAY' }),
    ]);
  });

  describe('spec 3 §5 "Pricing profile", each rule answering 400 with its text', () => {
    it('requires the profile name', async () => {
      for (const name of ['', '   ']) {
        const res = await app.api('POST', '/api/dynamic-pricing', { name });
        expect(res.statusCode).toBe(400);
        expect(res.body).toMatchObject({ field: 'name', error: `name: ${en(M.nameRequired)}` });
      }
      const missing = await app.api('POST', '/api/dynamic-pricing', {});
      expect(missing.body).toMatchObject({ field: 'name', error: `name: ${en(M.nameRequired)}` });
    });

    it('requires a price per duration or per kWh, not both', async () => {
      const f = 'dynamicPricingDetailFormList.0.kwhPrice';
      await refused([general('MONDAY', { kwhPrice: null })], f, en(M.durationOrKwh));
      await refused([general('MONDAY', { durationPrice: 100 })], f, en(M.durationOrKwh));
    });

    it('requires the start date of an exception', async () => {
      const f = 'dynamicPricingDetailFormList.0.startDate';
      await refused([exception('', null)], f, 'must be a date YYYY-MM-DD');
      await refused(
        [{ ...exception('2026-12-25', null), startDate: null }],
        f,
        en(M.startDateRequired),
      );
    });

    it('refuses an exception starting after it ends', async () => {
      const f = 'dynamicPricingDetailFormList.0.startDate';
      await refused([exception('2026-12-26', '2026-12-25')], f, en(M.startAfterEnd));
    });

    it('refuses an exception inside another', async () => {
      const f = 'dynamicPricingDetailFormList.1.startDate';
      await refused(
        [exception('2026-12-24', '2026-12-26'), exception('2026-12-25', null)],
        f,
        en(M.overlapsException),
      );
      await refused(
        [exception('2026-12-24', '2026-12-26'), exception('2026-12-26', '2026-12-31')],
        f,
        en(M.overlapsException),
      );
    });

    it('refuses an exception enclosing another', async () => {
      await refused(
        [exception('2026-12-25', null), exception('2026-12-20', '2026-12-31')],
        'dynamicPricingDetailFormList.1.startDate',
        en(M.enclosesException),
      );
    });

    it('requires the start and end of a time period', async () => {
      await refused(
        [period('MONDAY', '', '06:00:00')],
        'dynamicPricingDetailFormList.0.startTimeGMT',
        'must be HH:mm:ss',
      );
      await refused(
        [{ ...period('MONDAY', '00:00:00', '06:00:00'), startTimeGMT: null }],
        'dynamicPricingDetailFormList.0.startTimeGMT',
        en(M.startTimeRequired),
      );
      await refused(
        [{ ...period('MONDAY', '00:00:00', '06:00:00'), endTimeGMT: null }],
        'dynamicPricingDetailFormList.0.endTimeGMT',
        en(M.endTimeRequired),
      );
    });

    it('refuses a time period starting and ending at the same time', async () => {
      await refused(
        [period('MONDAY', '06:00:00', '06:00:00')],
        'dynamicPricingDetailFormList.0.endTimeGMT',
        en(M.sameStartAndEnd),
      );
    });

    it('refuses a time period starting later than it ends', async () => {
      await refused(
        [period('MONDAY', '08:00:00', '06:00:00')],
        'dynamicPricingDetailFormList.0.startTimeGMT',
        en(M.startTimeAfterEnd),
      );
    });

    it('refuses two periods of one weekday sharing a start or an end', async () => {
      const f = 'dynamicPricingDetailFormList.1.startTimeGMT';
      await refused(
        [period('MONDAY', '00:00:00', '06:00:00'), period('MONDAY', '00:00:00', '05:00:00')],
        f,
        en(M.periodClash),
      );
      await refused(
        [period('MONDAY', '00:00:00', '06:00:00'), period('MONDAY', '01:00:00', '06:00:00')],
        f,
        en(M.periodClash),
      );
      const otherDay = await put([
        period('MONDAY', '00:00:00', '06:00:00'),
        period('TUESDAY', '00:00:00', '06:00:00'),
      ]);
      expect(otherDay.statusCode).toBe(200);
    });
  });

  describe('bad input', () => {
    it('refuses negative, fractional and huge prices, and fees of 100% or more', async () => {
      const cases: [object, string][] = [
        [{ kwhPrice: -1 }, 'kwhPrice'],
        [{ kwhPrice: 1.5 }, 'kwhPrice'],
        [{ servicePrice: 1e12 }, 'servicePrice'],
        [{ operationFee: 1 }, 'operationFee'],
        [{ taxes: -0.1 }, 'taxes'],
        [{ taxes: 0.12345 }, 'taxes'],
      ];
      for (const [extra, field] of cases) {
        const res = await put([general('MONDAY', extra)]);
        expect(res.statusCode, field).toBe(400);
        expect(res.body.field).toBe(`dynamicPricingDetailFormList.0.${field}`);
      }
    });

    it('refuses an unknown weekday, a bad uuid and a NUL byte in the name', async () => {
      const day = await put([general('MONDAYS')]);
      expect(day.body.field).toBe('dynamicPricingDetailFormList.0.dayOfWeek');
      const uuid = await app.api('GET', '/api/dynamic-pricing/not-a-uuid/detail');
      expect(uuid.statusCode).toBe(400);
      expect(uuid.body.field).toBe('uuid');
      const nul = await app.api('POST', '/api/dynamic-pricing', { name: 'a\u0000b' });
      expect(nul.statusCode).toBe(400);
      expect(nul.body.field).toBe('name');
    });
  });

  describe('another tenant', () => {
    const as = (method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object) =>
      app.http.inject({
        method,
        url,
        headers: { authorization: `Bearer ${other.token}`, host: 'precos.localhost' },
        ...(payload ? { payload } : {}),
      });

    it('neither sees, reads, writes nor deletes a profile it does not own (404)', async () => {
      const list = await as('GET', '/api/dynamic-pricing');
      expect(list.json()).toEqual({ dynamicPricingList: [], error: null });
      expect((await as('GET', `/api/dynamic-pricing/${profile}/detail`)).statusCode).toBe(404);
      const write = await as('PUT', `/api/dynamic-pricing/${profile}/detail`, {
        dynamicPricingDetailFormList: [],
      });
      expect(write.statusCode).toBe(404);
      expect((await as('DELETE', `/api/dynamic-pricing/${profile}`)).statusCode).toBe(404);
      const still = await app.api('GET', `/api/dynamic-pricing/${profile}/detail`);
      expect(still.statusCode).toBe(200);
      expect(still.body.dynamicPricingDetailList).not.toHaveLength(0);
    });

    it('is refused the routes while its monetization switch is off', async () => {
      await monetization(false);
      try {
        expect((await as('GET', '/api/dynamic-pricing')).statusCode).toBe(403);
      } finally {
        await monetization(true);
      }
    });
  });

  it('deletes a profile with its entries', async () => {
    const created = await app.api('POST', '/api/dynamic-pricing', { name: 'Apagar' });
    const uuid = created.body.dynamicPricingUuid as string;
    await put([general('FRIDAY')], uuid);
    const gone = await app.api('DELETE', `/api/dynamic-pricing/${uuid}`);
    expect(gone).toEqual({ statusCode: 200, body: { message: en(M.deleted) } });
    expect((await app.api('GET', `/api/dynamic-pricing/${uuid}/detail`)).statusCode).toBe(404);
    const entries = await database.handle.db
      .selectFrom('pricing_entry')
      .select('pricing_entry_uuid')
      .where('pricing_profile_uuid', '=', uuid)
      .execute();
    expect(entries).toEqual([]);
  });
});
