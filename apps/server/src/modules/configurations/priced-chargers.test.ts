import { expect, it } from 'vitest';
import type { Database } from '../../platform/db/database';
import { describeDatabases } from '../../testing/test-databases';
import { ConfigurationsRepository } from './configurations.repository';
import { pricedAmong } from './priced-chargers';

describeDatabases('chargers a configuration prices', (database) => {
  it('names only priced ones, and sees a change of configuration at once', async () => {
    const { db } = database.handle;
    const tenant = await db
      .insertInto('tenant')
      .values({ name: 'Priced', alias: 'priced', api_key: 'priced-key' })
      .returning('tenant_pk')
      .executeTakeFirstOrThrow();
    const station = async (id: string) =>
      (
        await db
          .insertInto('charge_box')
          .values({ charge_box_id: id, tenant_pk: tenant.tenant_pk, authorization_key_hash: null })
          .returning('charge_box_pk')
          .executeTakeFirstOrThrow()
      ).charge_box_pk;
    const [priced, off, later] = [await station('P-1'), await station('P-2'), await station('P-3')];
    const repository = new ConfigurationsRepository(db);
    const group = (enabled: boolean, profile: string | null) => ({
      tenant_pk: tenant.tenant_pk,
      name: 'g',
      description: 'd',
      dynamic_pricing_enabled: enabled,
      dynamic_pricing_type: 'station' as const,
      connector1_dynamic_pricing_id: profile,
      connector2_dynamic_pricing_id: null,
      connector3_dynamic_pricing_id: null,
    });
    await repository.createGroup(group(true, 'site'), [priced]);
    await repository.createGroup(group(false, 'site'), [off]);
    await repository.createGroup(group(true, null), []);
    const all = [priced, off, later, priced];
    expect([...(await pricedAmong(db, all))]).toEqual([priced]);

    await repository.createGroup(group(true, 'other'), [later]);
    expect([...(await pricedAmong(db, all))].sort()).toEqual([priced, later].sort());

    await db.deleteFrom('virtual_group_charge_box').where('charge_box_pk', '=', later).execute();
    expect([...(await pricedAmong(db, all))]).toEqual([priced]);
  });
});

it('asks nothing of the database for a batch without chargers', async () => {
  const unreachable = new Proxy({} as Database, {
    get() {
      throw new Error('no query expected');
    },
  });
  expect((await pricedAmong(unreachable, [])).size).toBe(0);
});
