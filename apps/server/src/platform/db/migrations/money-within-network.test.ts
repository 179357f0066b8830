import { Migrator, sql } from 'kysely';
import { expect, it } from 'vitest';
import { describeDatabases } from '../../../testing/test-databases';
import { migrations } from './index';

const MIGRATION = '2026-11-24-0110-money-within-network';

describeDatabases('money within one network of tenants', (database) => {
  const run = (query: string) => sql.raw(query).execute(database.handle.db);

  it('relates a tenant to its ancestors and descendants, never to a sibling', async () => {
    // 901 ─┬─ 902 ── 903
    //      └─ 904
    await run(`insert into tenant (tenant_pk, parent_tenant_pk, name, alias, api_key) values
      (901, null, 'Top', 'top', 'top-key'), (902, 901, 'Left', 'left', 'left-key'),
      (903, 902, 'Leaf', 'leaf', 'leaf-key'), (904, 901, 'Right', 'right', 'right-key')`);
    const { rows } = await sql<{ pair: string; shared: boolean }>`
      select a || '-' || coalesce(b::text, 'null') as pair, tenants_share_network(a, b) as shared
      from (values (902, 902), (903, 901), (901, 903), (902, 903), (903, 904), (902, 904),
        (902, null::int)) as p (a, b)`.execute(database.handle.db);
    expect(Object.fromEntries(rows.map((r) => [r.pair, r.shared]))).toEqual({
      '902-902': true,
      '903-901': true,
      '901-903': true,
      '902-903': true,
      '903-904': false,
      '902-904': false,
      '902-null': false,
    });
  });

  it('unlinks the refused starts stored with a card of another network, and only those', async () => {
    const migrator = new Migrator({
      db: database.handle.db,
      provider: { getMigrations: async () => migrations },
    });
    const names = Object.keys(migrations);
    const { error: down } = await migrator.migrateTo(names[names.indexOf(MIGRATION) - 1] ?? '');
    expect(down).toBeUndefined();
    await run(`insert into ocpp_tag (ocpp_tag_pk, id_tag, tenant_pk) values
      (902, 'LEFT-CARD', 902), (904, 'RIGHT-CARD', 904)`);
    await run(`insert into charge_box (charge_box_pk, charge_box_id, tenant_pk)
      values (904, 'RIGHT-BOX', 904)`);
    await run(`insert into connector (connector_pk, charge_box_pk, connector_id)
      values (904, 904, 1)`);
    await run(`insert into charging_transaction (transaction_pk, charge_box_pk, connector_pk,
        connector_id, id_tag, ocpp_tag_pk, start_id_tag_status, start_timestamp, start_value)
      values (9041, 904, 904, 1, 'LEFT-CARD', 902, 'Invalid', '2026-05-01T08:00:00Z', 0),
        (9042, 904, 904, 1, 'RIGHT-CARD', 904, 'Blocked', '2026-05-01T09:00:00Z', 0),
        (9043, 904, 904, 1, 'RIGHT-CARD', 904, 'Accepted', '2026-05-01T10:00:00Z', 0)`);
    const { error: up } = await migrator.migrateToLatest();
    expect(up).toBeUndefined();
    const { rows } = await sql<{ transaction_pk: number; ocpp_tag_pk: number | null }>`
      select transaction_pk, ocpp_tag_pk from charging_transaction
      where charge_box_pk = 904 order by transaction_pk`.execute(database.handle.db);
    expect(rows).toEqual([
      { transaction_pk: 9041, ocpp_tag_pk: null },
      { transaction_pk: 9042, ocpp_tag_pk: 904 },
      { transaction_pk: 9043, ocpp_tag_pk: 904 },
    ]);
  });
});
