import { expect, it, vi } from 'vitest';
import { describeDatabases } from '../../testing/test-databases';
import { ConfigurationsRepository } from './configurations.repository';
import { profilesForOf } from './profiles-for';

describeDatabases('configuration pricing resolver', (database) => {
  it("answers each connector's profile in one query, only for enabled pricing", async () => {
    const { db } = database.handle;
    const tenant = await db
      .insertInto('tenant')
      .values({ name: 'Resolver', alias: 'resolver', api_key: 'resolver-key' })
      .returning('tenant_pk')
      .executeTakeFirstOrThrow();
    const station = (id: string) =>
      db
        .insertInto('charge_box')
        .values({ charge_box_id: id, tenant_pk: tenant.tenant_pk, authorization_key_hash: null })
        .returning('charge_box_pk')
        .executeTakeFirstOrThrow()
        .then((r) => r.charge_box_pk);
    const [s1, s2, s3, s4] = [
      await station('R-1'),
      await station('R-2'),
      await station('R-3'),
      await station('R-4'),
    ];
    const repository = new ConfigurationsRepository(db);
    const base = { tenant_pk: tenant.tenant_pk, name: 'g', description: 'd' };
    await repository.createGroup(
      {
        ...base,
        dynamic_pricing_enabled: true,
        dynamic_pricing_type: 'station',
        connector1_dynamic_pricing_id: 'site',
        connector2_dynamic_pricing_id: null,
        connector3_dynamic_pricing_id: null,
      },
      [s1],
    );
    await repository.createGroup(
      {
        ...base,
        dynamic_pricing_enabled: true,
        dynamic_pricing_type: 'connectors',
        connector1_dynamic_pricing_id: 'c1',
        connector2_dynamic_pricing_id: 'c2',
        connector3_dynamic_pricing_id: 'c3',
      },
      [s2],
    );
    await repository.createGroup(
      {
        ...base,
        dynamic_pricing_enabled: false,
        dynamic_pricing_type: 'station',
        connector1_dynamic_pricing_id: 'off',
        connector2_dynamic_pricing_id: 'off',
        connector3_dynamic_pricing_id: 'off',
      },
      [s3],
    );
    const pricingOf = vi.spyOn(repository, 'pricingOf');
    const profilesFor = profilesForOf(repository);
    const answer = await profilesFor([
      { chargeBoxPk: s1, connectorId: 1 },
      { chargeBoxPk: s1, connectorId: 2 },
      { chargeBoxPk: s2, connectorId: 1 },
      { chargeBoxPk: s2, connectorId: 3 },
      { chargeBoxPk: s2, connectorId: 4 },
      { chargeBoxPk: s3, connectorId: 1 },
      { chargeBoxPk: s4, connectorId: 1 },
    ]);
    expect(pricingOf).toHaveBeenCalledTimes(1);
    expect(Object.fromEntries(answer)).toEqual({
      [`${s1}:1`]: 'site',
      [`${s1}:2`]: 'site',
      [`${s2}:1`]: 'c1',
      [`${s2}:3`]: 'c3',
    });
    expect((await profilesFor([])).size).toBe(0);
    expect(pricingOf).toHaveBeenCalledTimes(1);
  });
});
