import { expect, it } from 'vitest';
import { describeDatabases } from '../../testing/test-databases';
import {
  UNKNOWN_STATIONS_PER_TENANT,
  UnknownStationsRepository,
} from './unknown-stations.repository';

describeDatabases('Unknown-station inbox', (database) => {
  const newTenant = async (alias: string) =>
    (
      await database.handle.db
        .insertInto('tenant')
        .values({ name: alias, alias, api_key: `k-${alias}` })
        .returning('tenant_pk')
        .executeTakeFirstOrThrow()
    ).tenant_pk;

  /** A full inbox: the tenant's entries, an hour apart, the oldest first. */
  async function fill(tenantPk: number | null, prefix: string, count: number) {
    const start = Date.now() - (count + 10) * 3_600_000;
    const rows = Array.from({ length: count }, (_, i) => ({
      charge_box_id: `${prefix}-${i}`,
      tenant_pk: tenantPk,
      last_attempt_timestamp: new Date(start + i * 3_600_000),
    }));
    await database.handle.db.insertInto('unknown_charge_box').values(rows).execute();
  }
  const idsOf = async (tenantPk: number | null) =>
    (
      await database.handle.db
        .selectFrom('unknown_charge_box')
        .select('charge_box_id')
        .where('tenant_pk', tenantPk === null ? 'is' : '=', tenantPk)
        .execute()
    ).map((row) => row.charge_box_id);
  const attempt = (chargeBoxId: string, tenantPk: number | null) => ({
    chargeBoxId,
    tenantPk,
    remoteAddress: '203.0.113.9',
    protocol: 'ocpp1.6',
  });

  it("keeps each tenant's newest entries, forgetting its oldest and no one else's", async () => {
    const flooded = await newTenant('inundada');
    const quiet = await newTenant('tranquila');
    await fill(flooded, 'FLOOD', UNKNOWN_STATIONS_PER_TENANT);
    await fill(quiet, 'QUIET', 3);
    await fill(null, 'NOWHERE', 2);
    const inbox = new UnknownStationsRepository(database.handle.db);

    await inbox.recordAttempt(attempt('NEW-1', flooded));
    await inbox.recordAttempt(attempt('NEW-2', flooded));
    await inbox.recordAttempt(attempt('FLOOD-5', flooded));

    const kept = await idsOf(flooded);
    expect(kept).toHaveLength(UNKNOWN_STATIONS_PER_TENANT);
    expect(kept).toEqual(expect.arrayContaining(['NEW-1', 'NEW-2', 'FLOOD-5', 'FLOOD-999']));
    expect(kept).not.toContain('FLOOD-0');
    expect(kept).not.toContain('FLOOD-1');
    expect(kept).toContain('FLOOD-2');
    expect(await idsOf(quiet)).toHaveLength(3);
    expect(await idsOf(null)).toHaveLength(2);
  });

  it('bounds the entries of connections of no known tenant the same way', async () => {
    await fill(null, 'STRAY', UNKNOWN_STATIONS_PER_TENANT);
    const inbox = new UnknownStationsRepository(database.handle.db);
    await inbox.recordAttempt(attempt('STRAY-NEW', null));
    const kept = await idsOf(null);
    expect(kept).toHaveLength(UNKNOWN_STATIONS_PER_TENANT);
    expect(kept).toEqual(expect.arrayContaining(['STRAY-NEW', 'NOWHERE-0', 'STRAY-3']));
    expect(kept).not.toContain('STRAY-2');
  });
});
