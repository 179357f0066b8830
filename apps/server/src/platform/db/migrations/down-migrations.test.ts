import { Migrator, sql } from 'kysely';
import { expect, it } from 'vitest';
import { describeDatabases } from '../../../testing/test-databases';
import { migrations } from './index';

/** The migrations whose down is checked, from this one to the last. */
const FIRST_CHECKED = '2026-11-22-0945-tag-charge-totals';

describeDatabases('down migrations', (database) => {
  it('each down brings back the schema its up found, triggers and functions included', async () => {
    const db = database.handle.db;
    const schema = async () => {
      const { rows } = await sql<{ item: string }>`
        select 'table ' || table_name || '.' || column_name || ' ' || data_type as item
          from information_schema.columns where table_schema = 'public'
        union all select 'index ' || indexdef from pg_indexes where schemaname = 'public'
        union all select 'constraint ' || conrelid::regclass || ' ' || pg_get_constraintdef(oid)
          from pg_constraint where connamespace = 'public'::regnamespace
        union all select 'trigger ' || pg_get_triggerdef(oid) from pg_trigger where not tgisinternal
        union all select 'function ' || pg_get_functiondef(p.oid) from pg_proc p
          join pg_namespace n on n.oid = p.pronamespace
          where n.nspname = 'public' and p.prokind = 'f' and not exists (
            select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')
        order by 1`.execute(db);
      return rows.map((row) => row.item);
    };
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    const names = Object.keys(migrations);
    const checked = names.slice(names.indexOf(FIRST_CHECKED));
    // Down one at a time from the latest, then up again: after each step down the schema must be
    // the one the same migration found on the way up.
    const before = new Map<string, string[]>();
    for (const name of [...checked].reverse()) {
      const { error } = await migrator.migrateDown();
      expect(error).toBeUndefined();
      before.set(name, await schema());
    }
    for (const name of checked) {
      expect(await schema(), `before ${name}`).toEqual(before.get(name));
      const { error } = await migrator.migrateUp();
      expect(error).toBeUndefined();
    }
  });
});
