import { afterAll, beforeAll, expect, it } from 'vitest';
import { type TestApp } from '../../testing/test-app';
import { describeDatabases } from '../../testing/test-databases';
import type { caller } from './vouchers-test-kit';
import { voucherBody, vouchersFixture } from './vouchers-test-kit';

describeDatabases('Vouchers API: racing creations of one code', (database) => {
  let app: TestApp;
  let api: ReturnType<typeof caller>;

  beforeAll(async () => {
    ({ app, api } = await vouchersFixture(database));
  });
  afterAll(async () => {
    await app?.close();
  });

  it('creates one ACTIVE voucher when five operators save the same code at once', async () => {
    // Every request then finds an open database connection, so none runs ahead of the others.
    await Promise.all([1, 2, 3, 4, 5].map(() => api('GET', '/api/vouchers?size=1')));
    const answers = await Promise.all(
      [1, 2, 3, 4, 5].map(() => api('POST', '/api/vouchers', voucherBody({ code: 'CORRIDA' }))),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 400, 400, 400, 400]);
    const refused = answers.find((answer) => answer.statusCode === 400);
    expect(refused?.body).toMatchObject({ field: 'code' });
    const stored = await database.handle.db
      .selectFrom('voucher')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('code', '=', 'CORRIDA')
      .executeTakeFirstOrThrow();
    expect(Number(stored.count)).toBe(1);
  });
});
