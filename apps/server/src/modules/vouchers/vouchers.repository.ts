import { sql, type Transaction } from 'kysely';
import type {
  VoucherKind,
  VoucherListQuery,
  VoucherStatus,
  VoucherUserSource,
  VoucherUserStatus,
  VoucherExpireType,
} from '@chargedeck/shared';
import type { Database } from '../../platform/db/database';
import type { DB } from '../../platform/db/schema';
import { containsText } from '../../platform/db/text-search';
import { voucherStatusIs, voucherStatusSql } from './voucher-status-sql';

/** A stored voucher with its status at the moment it was read. */
export interface VoucherRow {
  voucher_pk: number;
  tenant_pk: number;
  code: string;
  title: string;
  description: string;
  kind: VoucherKind;
  kind_value: number;
  value_used: number;
  units: number;
  uses: number;
  used_total: number;
  uses_per_user: number;
  expire_type: VoucherExpireType;
  start_at: Date;
  expire_at: Date;
  active: boolean;
  charge_box_pks: number[];
  created_user_name: string | null;
  status: VoucherStatus;
}

export interface VoucherUserRow {
  user_pk: number;
  source: VoucherUserSource;
  status: VoucherUserStatus;
  uses: number;
  name: string;
  email: string;
}

/** What a create or an update writes (the code only at creation). */
export interface VoucherValues {
  title: string;
  description: string;
  kind: VoucherKind;
  kind_value: number;
  units: number;
  uses_per_user: number;
  expire_type: VoucherExpireType;
  start_at: Date;
  expire_at: Date;
  active: boolean;
  charge_box_pks: number[];
}

export interface HistoryRow {
  transaction_pk: number;
  entry_kind: 'USE' | 'REFUND';
  amount_used: number;
  balance_after: number | null;
  created_at: Date;
  transaction_start_timestamp: Date | null;
  transaction_amount: number | null;
  charge_box_name: string | null;
  street: string | null;
  house_number: string | null;
  user_pk: number | null;
  user_name: string | null;
  user_email: string | null;
}

type Db = Database | Transaction<DB>;

const VOUCHER_COLUMNS = [
  'v.voucher_pk',
  'v.tenant_pk',
  'v.code',
  'v.title',
  'v.description',
  'v.kind',
  'v.kind_value',
  'v.value_used',
  'v.units',
  'v.uses',
  'v.used_total',
  'v.uses_per_user',
  'v.expire_type',
  'v.start_at',
  'v.expire_at',
  'v.active',
  'v.charge_box_pks',
  'v.created_user_name',
] as const;

/** Vouchers, their users and history (SQL only; the tenants are always an argument). */
export class VouchersRepository {
  constructor(private readonly db: Database) {}

  /** A page of the tenants' vouchers, newest first, filtered as the list screen asks. */
  async list(
    tenantPks: readonly number[],
    query: VoucherListQuery,
    now: Date,
  ): Promise<{ count: number; rows: VoucherRow[] }> {
    let base = this.db.selectFrom('voucher as v').where('v.tenant_pk', 'in', tenantPks);
    if (query.code) base = base.where(containsText('v.code', query.code));
    if (query.title) base = base.where(containsText('v.title', query.title));
    if (query.description) base = base.where(containsText('v.description', query.description));
    if (query.kind) base = base.where('v.kind', '=', query.kind);
    if (query.status) base = base.where(voucherStatusIs(query.status, now));
    const filtered = [query.code, query.title, query.description, query.kind, query.status].some(
      Boolean,
    );
    const [counted, rows] = await Promise.all([
      filtered
        ? base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow()
        : this.tenantCount(tenantPks),
      this.db
        .selectFrom('voucher as v')
        .select(VOUCHER_COLUMNS)
        .select(voucherStatusSql(now).as('status'))
        .where(
          'v.voucher_pk',
          'in',
          // The page's keys first (an index-only walk past the skipped ones), then their rows.
          base
            .select('v.voucher_pk')
            .orderBy('v.voucher_pk', 'desc')
            .limit(query.size)
            .offset((query.page - 1) * query.size),
        )
        .orderBy('v.voucher_pk', 'desc')
        .execute(),
    ]);
    return { count: Number(counted.count), rows };
  }

  /** The number of vouchers of the tenants, from the counts the triggers keep. */
  private async tenantCount(tenantPks: readonly number[]): Promise<{ count: number | string }> {
    return this.db
      .selectFrom('voucher_tenant_count')
      .select(sql<string>`coalesce(sum(vouchers), 0)`.as('count'))
      .where('tenant_pk', 'in', tenantPks)
      .executeTakeFirstOrThrow();
  }

  /** One voucher of the tenants, or undefined (another tenant's voucher is not found). */
  async find(
    voucherPk: number,
    tenantPks: readonly number[],
    now: Date,
    db: Db = this.db,
  ): Promise<VoucherRow | undefined> {
    return db
      .selectFrom('voucher as v')
      .select(VOUCHER_COLUMNS)
      .select(voucherStatusSql(now).as('status'))
      .where('v.voucher_pk', '=', voucherPk)
      .where('v.tenant_pk', 'in', tenantPks)
      .executeTakeFirst();
  }

  /** Locks the voucher's row for the rest of the transaction and reads it. */
  async lock(
    trx: Transaction<DB>,
    voucherPk: number,
    tenantPks: readonly number[],
    now: Date,
  ): Promise<VoucherRow | undefined> {
    return trx
      .selectFrom('voucher as v')
      .select(VOUCHER_COLUMNS)
      .select(voucherStatusSql(now).as('status'))
      .where('v.voucher_pk', '=', voucherPk)
      .where('v.tenant_pk', 'in', tenantPks)
      .forUpdate()
      .executeTakeFirst();
  }

  async usersOf(voucherPk: number, db: Db = this.db): Promise<VoucherUserRow[]> {
    return db
      .selectFrom('voucher_user as vu')
      .innerJoin('app_user as u', 'u.user_pk', 'vu.user_pk')
      .select(['vu.user_pk', 'vu.source', 'vu.status', 'vu.uses', 'u.email'])
      .select(sql<string>`trim(concat_ws(' ', u.name, u.last_name))`.as('name'))
      .where('vu.voucher_pk', '=', voucherPk)
      .orderBy('vu.created_at')
      .orderBy('vu.user_pk')
      .execute();
  }

  /** The newest voucher of the tenants with this code, with its status. */
  async lastByCode(
    code: string,
    tenantPks: readonly number[],
    now: Date,
  ): Promise<{ voucher_pk: number; code: string; status: VoucherStatus } | undefined> {
    return this.db
      .selectFrom('voucher as v')
      .select(['v.voucher_pk', 'v.code'])
      .select(voucherStatusSql(now).as('status'))
      .where('v.tenant_pk', 'in', tenantPks)
      .where('v.code', '=', code)
      .orderBy('v.voucher_pk', 'desc')
      .executeTakeFirst();
  }

  /** The ACTIVE voucher of the tenant with this code (the one a driver activates). */
  async activeByCode(
    code: string,
    tenantPk: number,
    now: Date,
    db: Db = this.db,
  ): Promise<VoucherRow | undefined> {
    return db
      .selectFrom('voucher as v')
      .select(VOUCHER_COLUMNS)
      .select(voucherStatusSql(now).as('status'))
      .where('v.tenant_pk', '=', tenantPk)
      .where('v.code', '=', code)
      .where(voucherStatusIs('ACTIVE', now))
      .orderBy('v.voucher_pk', 'desc')
      .executeTakeFirst();
  }

  /** Whether every charge box (`charge_box`) or user (`app_user`) of the list is the tenant's. */
  async allOwned(
    table: 'charge_box' | 'app_user',
    pks: readonly number[],
    tenantPk: number,
    db: Db = this.db,
  ): Promise<boolean> {
    if (pks.length === 0) return true;
    const key = table === 'charge_box' ? 'charge_box_pk' : 'user_pk';
    const { owned } = await db
      .selectFrom(table)
      .select((eb) => eb.fn.count<number>(key).distinct().as('owned'))
      .where(key, 'in', pks)
      .where('tenant_pk', '=', tenantPk)
      .executeTakeFirstOrThrow();
    return Number(owned) === new Set(pks).size;
  }

  /** Writes a voucher and its guests (source GUEST) in one transaction. */
  /** Holds the tenant's code until the transaction ends (creations of one code queue here). */
  async lockCode(trx: Transaction<DB>, tenantPk: number, code: string): Promise<void> {
    await sql`select pg_advisory_xact_lock(${tenantPk}::int, hashtext(${`voucher:${code}`}))`.execute(
      trx,
    );
  }

  async create(
    trx: Transaction<DB>,
    tenantPk: number,
    code: string,
    values: VoucherValues,
    creator: { userPk: number; name: string },
    guestPks: readonly number[],
  ): Promise<number> {
    const { voucher_pk } = await trx
      .insertInto('voucher')
      .values({
        ...values,
        tenant_pk: tenantPk,
        code,
        created_user_pk: creator.userPk,
        created_user_name: creator.name,
      })
      .returning('voucher_pk')
      .executeTakeFirstOrThrow();
    await this.addGuests(trx, voucher_pk, tenantPk, guestPks);
    return voucher_pk;
  }

  async addGuests(
    trx: Transaction<DB>,
    voucherPk: number,
    tenantPk: number,
    userPks: readonly number[],
  ): Promise<void> {
    if (userPks.length === 0) return;
    await trx
      .insertInto('voucher_user')
      .values(
        userPks.map((user_pk) => ({
          voucher_pk: voucherPk,
          user_pk,
          tenant_pk: tenantPk,
          source: 'GUEST' as const,
        })),
      )
      .onConflict((oc) => oc.columns(['voucher_pk', 'user_pk']).doNothing())
      .execute();
  }

  async removeUsers(
    trx: Transaction<DB>,
    voucherPk: number,
    userPks: readonly number[],
  ): Promise<void> {
    if (userPks.length === 0) return;
    await trx
      .deleteFrom('voucher_user')
      .where('voucher_pk', '=', voucherPk)
      .where('user_pk', 'in', userPks)
      .execute();
  }

  async update(trx: Transaction<DB>, voucherPk: number, values: VoucherValues): Promise<void> {
    await trx
      .updateTable('voucher')
      .set({ ...values, updated_at: new Date() })
      .where('voucher_pk', '=', voucherPk)
      .execute();
  }

  /** Runs `work` in one database transaction. */
  async inTransaction<T>(work: (trx: Transaction<DB>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }

  /** Adds a driver who activated the voucher (source ACTIVATION). */
  async addActivation(
    trx: Transaction<DB>,
    voucherPk: number,
    tenantPk: number,
    userPk: number,
  ): Promise<void> {
    await trx
      .insertInto('voucher_user')
      .values({ voucher_pk: voucherPk, user_pk: userPk, tenant_pk: tenantPk, source: 'ACTIVATION' })
      .execute();
  }

  /** A page of the voucher's history, newest first, optionally one user's. */
  async history(
    voucherPk: number,
    page: { page: number; size: number; userPk?: number | undefined },
  ): Promise<{ count: number; rows: HistoryRow[] }> {
    let base = this.db.selectFrom('voucher_history as h').where('h.voucher_pk', '=', voucherPk);
    if (page.userPk !== undefined) base = base.where('h.user_pk', '=', page.userPk);
    const [counted, rows] = await Promise.all([
      base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
      base
        .leftJoin('charging_transaction as t', 't.transaction_pk', 'h.transaction_pk')
        .leftJoin('charge_box as cb', 'cb.charge_box_pk', 't.charge_box_pk')
        .leftJoin('app_user as u', 'u.user_pk', 'h.user_pk')
        .select([
          'h.transaction_pk',
          'h.entry_kind',
          'h.amount_used',
          'h.balance_after',
          'h.created_at',
          't.start_timestamp as transaction_start_timestamp',
          't.transaction_amount',
          'cb.street',
          'cb.house_number',
          'h.user_pk',
          'u.email as user_email',
        ])
        .select(
          sql<string | null>`coalesce(nullif(cb.description, ''), cb.charge_box_id)`.as(
            'charge_box_name',
          ),
        )
        .select(sql<string | null>`trim(concat_ws(' ', u.name, u.last_name))`.as('user_name'))
        .orderBy('h.created_at', 'desc')
        .orderBy('h.voucher_history_pk', 'desc')
        .limit(page.size)
        .offset((page.page - 1) * page.size)
        .execute(),
    ]);
    return { count: Number(counted.count), rows };
  }

  /** The vouchers a user holds, newest first, with the voucher's status. */
  async ofUser(userPk: number, now: Date): Promise<(VoucherRow & { user: VoucherUserRow })[]> {
    const rows = await this.db
      .selectFrom('voucher_user as vu')
      .innerJoin('voucher as v', 'v.voucher_pk', 'vu.voucher_pk')
      .select(VOUCHER_COLUMNS)
      .select(voucherStatusSql(now).as('status'))
      .select(['vu.user_pk', 'vu.source', 'vu.status as user_status', 'vu.uses as user_uses'])
      .where('vu.user_pk', '=', userPk)
      .orderBy('v.voucher_pk', 'desc')
      .limit(1000)
      .execute();
    return rows.map(({ user_pk, source, user_status, user_uses, ...voucher }) => ({
      ...voucher,
      user: { user_pk, source, status: user_status, uses: user_uses, name: '', email: '' },
    }));
  }
}
