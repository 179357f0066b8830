import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './database';

describe('a new embedded database folder', () => {
  const dir = mkdtempSync(join(tmpdir(), 'chargedeck-init-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('is created by a process of its own, so the server does not keep initdb’s memory', async () => {
    const before = process.memoryUsage.rss();
    const first = openDatabase({ dataDir: dir });
    await sql`create table kept (n integer)`.execute(first.db);
    await sql`insert into kept values (7)`.execute(first.db);
    const grown = process.memoryUsage.rss() - before;
    await first.close();
    expect(existsSync(join(dir, 'PG_VERSION'))).toBe(true);
    // Created in this process, the new database grew it by about 450 MB; opened, by about 100 MB.
    expect(grown / 1048576).toBeLessThan(250);

    const again = openDatabase({ dataDir: dir });
    const rows = await sql<{ n: number }>`select n from kept`.execute(again.db);
    expect(rows.rows).toEqual([{ n: 7 }]);
    await again.close();
  });
});
