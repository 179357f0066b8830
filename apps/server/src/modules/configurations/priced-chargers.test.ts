import { expect, it } from 'vitest';
import { describeDatabases } from '../../testing/test-databases';
import { ConfigurationsRepository } from './configurations.repository';
import { PricedChargers } from './priced-chargers';

describeDatabases('chargers a configuration prices', (database) => {
  it('answers from memory, loads again after a change or 30 s, and names only priced ones', async () => {
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
    let now = 0;
    const chargers = new PricedChargers(db, () => now);
    const all = [priced, off, later];
    expect([...(await chargers.among(all))]).toEqual([priced]);

    await repository.createGroup(group(true, 'other'), [later]);
    // Not told of the change: still the set it loaded.
    expect([...(await chargers.among(all))]).toEqual([priced]);
    chargers.changed();
    expect([...(await chargers.among(all))].sort()).toEqual([priced, later].sort());

    await db.deleteFrom('virtual_group_charge_box').where('charge_box_pk', '=', later).execute();
    now += 29_000;
    expect((await chargers.among(all)).has(later)).toBe(true);
    now += 1_000;
    expect([...(await chargers.among(all))]).toEqual([priced]);
  });
});
