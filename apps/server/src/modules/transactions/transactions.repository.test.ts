import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { describeDatabases } from '../../testing/test-databases';
import { TransactionsRepository, type TransactionStart } from './transactions.repository';

describeDatabases('transactions repository', (database) => {
  const start = (chargeBoxPk: number, connectorId: number, at: string): TransactionStart => ({
    chargeBoxPk,
    connectorId,
    idTag: 'REPO-TAG|1',
    ocppTagPk: null,
    idTagStatus: 'Accepted',
    startTimestamp: new Date(at),
    meterStart: 100,
    reservationId: null,
  });

  beforeAll(async () => {
    await sql`insert into tenant (tenant_pk, name, alias, api_key)
      values (801, 'Repo', 'repo', 'repo-key')`.execute(database.handle.db);
    await sql`insert into charge_box (charge_box_pk, charge_box_id, tenant_pk)
      select 800 + i, 'REPO-' || i, 801 from generate_series(1, 300) as i`.execute(
      database.handle.db,
    );
  });

  it('opens a batch of starts in order, and finds the ones a replay already opened', async () => {
    const repository = new TransactionsRepository(database.handle.db);
    const first = [
      start(801, 1, '2026-04-01T10:00:00Z'),
      start(802, 2, '2026-04-01T10:00:00Z'),
      // The same start twice in one batch: one transaction.
      start(801, 1, '2026-04-01T10:00:00Z'),
    ];
    const opened = await repository.startMany(first);
    expect(opened.map((o) => o.created)).toEqual([true, true, true]);
    expect(opened[2]?.transactionPk).toBe(opened[0]?.transactionPk);
    expect(opened[1]?.transactionPk).not.toBe(opened[0]?.transactionPk);

    // Replayed after a lost answer, among new starts: same ids, nothing opened twice.
    const many = Array.from({ length: 300 }, (_, i) =>
      start(801 + i, 3, `2026-04-01T11:${String(i % 60).padStart(2, '0')}:00Z`),
    );
    const again = await repository.startMany([
      first[1] as TransactionStart,
      ...many,
      first[0] as TransactionStart,
    ]);
    expect(again[0]).toEqual({ transactionPk: opened[1]?.transactionPk, created: false });
    expect(again.at(-1)).toEqual({ transactionPk: opened[0]?.transactionPk, created: false });
    expect(again.slice(1, -1).every((o) => o.created)).toBe(true);
    expect(new Set(again.map((o) => o.transactionPk)).size).toBe(302);

    const stored = await sql<{ n: number; boxes: number }>`
      select count(*)::int as n, count(distinct charge_box_pk)::int as boxes
      from charging_transaction`.execute(database.handle.db);
    expect(stored.rows[0]).toEqual({ n: 302, boxes: 300 });
    // Each item got the transaction of its own station and connector.
    const owners = await sql<{ ok: boolean }>`
      select bool_and(charge_box_pk = 800 + i and connector_id = 3) as ok
      from unnest(${again.slice(1, -1).map((o) => o.transactionPk)}::int[]) with ordinality as t(pk, i)
      join charging_transaction x on x.transaction_pk = t.pk`.execute(database.handle.db);
    expect(owners.rows[0]?.ok).toBe(true);
  });
});
