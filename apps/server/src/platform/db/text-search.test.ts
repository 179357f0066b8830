import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { describeDatabases } from '../../testing/test-databases';
import { containsText } from './text-search';

describeDatabases('containsText', (database) => {
  it('finds the text anywhere in any case, taking % _ and \\ literally', async () => {
    const names = ['CB-100', 'cb_100', 'Station 50%', 'back\\slash'];
    const found = async (text: string) => {
      const { rows } = await sql<{ name: string }>`
        select name from unnest(${names}::text[]) as t(name)
        where ${containsText('name', text)}`.execute(database.handle.db);
      return rows.map((row) => row.name).sort();
    };
    expect(await found('cb')).toEqual(['CB-100', 'cb_100']);
    expect(await found('B_1')).toEqual(['cb_100']);
    expect(await found('50%')).toEqual(['Station 50%']);
    expect(await found('%')).toEqual(['Station 50%']);
    expect(await found('k\\s')).toEqual(['back\\slash']);
  });
});
