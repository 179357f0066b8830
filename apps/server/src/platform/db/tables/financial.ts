/** Table types: financial movements, kept by triggers (migration 2200). */
import type { ColumnType } from 'kysely';

type Instant = ColumnType<Date, Date | string, Date | string>;

export type FinancialMovementType = 'TRANSACTION' | 'IDLE' | 'USER';

export interface FinancialMovementTable {
  target_type: FinancialMovementType;
  /** The transaction (TRANSACTION, IDLE) or the wallet entry (USER). */
  source_pk: ColumnType<number, number, number>;
  tenant_pk: number;
  charge_box_pk: number | null;
  user_pk: number | null;
  amount_cents: number;
  created_at: Instant;
  paid_at: Instant | null;
  paid_sort_at: Instant;
}

export interface FinancialHourTable {
  tenant_pk: number;
  /** An hour's sums by payment or creation time, or a day's (`_day`, keyed by its first hour). */
  by_time: 'paid' | 'created' | 'paid_day' | 'created_day';
  /** Hours since the epoch (UTC). */
  hour: ColumnType<number, number, number>;
  target_type: FinancialMovementType;
  movements: number;
  amount_cents: ColumnType<number, number, number>;
}
