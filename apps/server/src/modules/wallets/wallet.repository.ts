import type { Insertable } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../../platform/db/database';
import type { WalletEntryTable } from '../../platform/db/schema';

export interface DepositRow {
  wallet_entry_pk: number;
  kind: 'DEPOSIT' | 'RECHARGE' | 'IDLE_CHARGE' | 'REFUND';
  amount_cents: number;
  transaction_pk: number | null;
  refunded_cents: number;
  payment_type: string | null;
  payment_status: string;
  created_at: Date;
}

/** The wallet ledger. Balances are sums over the entries; nothing else holds them. */
export class WalletRepository {
  constructor(private readonly db: Database) {}

  async record(entry: Insertable<WalletEntryTable>): Promise<number> {
    const row = await this.db
      .insertInto('wallet_entry')
      .values(entry)
      .returning('wallet_entry_pk')
      .executeTakeFirstOrThrow();
    return row.wallet_entry_pk;
  }

  /**
   * Money in (deposits) and out for recharges and idle time, and the refunds of either, newest
   * first, with what was refunded (or, for a cancelled debit, given back) of each.
   */
  async deposits(userPk: number): Promise<DepositRow[]> {
    const rows = await this.db
      .selectFrom('wallet_entry as e')
      .select([
        'e.wallet_entry_pk',
        'e.kind',
        'e.amount_cents',
        'e.payment_type',
        'e.payment_status',
        'e.created_at',
        'e.transaction_pk',
        (eb) =>
          eb
            .selectFrom('wallet_entry as r')
            .select(sql<number>`coalesce(sum(abs(r.amount_cents)), 0)`.as('refunded'))
            .whereRef('r.refund_of_pk', '=', 'e.wallet_entry_pk')
            .as('refunded_cents'),
      ])
      .where('e.user_pk', '=', userPk)
      .where('e.kind', 'in', ['DEPOSIT', 'RECHARGE', 'IDLE_CHARGE', 'REFUND'])
      .orderBy('e.created_at', 'desc')
      .orderBy('e.wallet_entry_pk', 'desc')
      .execute();
    return rows.map((r) => ({
      ...r,
      kind: r.kind === 'CANCEL' ? 'DEPOSIT' : r.kind,
      amount_cents: Number(r.amount_cents),
      refunded_cents: Number(r.refunded_cents ?? 0),
      created_at: new Date(r.created_at),
    }));
  }

  /** Approved deposits minus every debit and refund. */
  async balance(userPk: number): Promise<number> {
    const row = await this.db
      .selectFrom('wallet_entry')
      .select(sql<number>`coalesce(sum(amount_cents), 0)`.as('total'))
      .where('user_pk', '=', userPk)
      .where((eb) => eb.or([eb('kind', '<>', 'DEPOSIT'), eb('payment_status', '=', 'approved')]))
      .executeTakeFirstOrThrow();
    return Number(row.total);
  }
}
