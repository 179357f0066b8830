import { sql, type Insertable } from 'kysely';
import type { Database } from '../../platform/db/database';
import type { AppUserTable } from '../../platform/db/schema';

export type AccountRefusal = 'limit' | 'email';

export type AccountCreation =
  { created: true; userPk: number } | { created: false; reason: AccountRefusal };

/**
 * Creates an account within its tenant's rules (see refusalIn), in one transaction so that
 * concurrent creations cannot pass the user limit together.
 */
export async function createWithinRules(
  db: Database,
  values: Insertable<AppUserTable>,
  then: (trx: Database, userPk: number) => Promise<void> = async () => {},
): Promise<AccountCreation> {
  return db.transaction().execute(async (trx) => {
    const reason = await refusalIn(trx, values.tenant_pk, values.email);
    if (reason) return { created: false, reason };
    const { user_pk } = await trx
      .insertInto('app_user')
      .values(values)
      .returning('user_pk')
      .executeTakeFirstOrThrow();
    await then(trx, user_pk);
    return { created: true, userPk: user_pk };
  });
}

/**
 * Why the tenant cannot take one more account with this e-mail, if it cannot; call it inside a
 * transaction: it locks the tenant's row until the transaction ends. Beyond the user limit, an
 * e-mail with an account in the tenant, an ancestor or a descendant is refused: signing in on a
 * tenant's host finds the nearest account of its lineage, so one would shadow the other.
 * `movingUserPk` is an account moving in from another tenant, which does not clash with itself.
 */
export async function refusalIn(
  trx: Database,
  tenantPk: number,
  email: string,
  movingUserPk = 0,
): Promise<AccountRefusal | undefined> {
  const tenant = await trx
    .selectFrom('tenant')
    .select('limit_users')
    .where('tenant_pk', '=', tenantPk)
    .forUpdate()
    .executeTakeFirstOrThrow();
  if (tenant.limit_users !== null && (await countUsers(trx, tenantPk)) >= tenant.limit_users) {
    return 'limit';
  }
  if (await emailInFamily(trx, tenantPk, email, movingUserPk)) return 'email';
  return undefined;
}

async function countUsers(db: Database, tenantPk: number): Promise<number> {
  const row = await db
    .selectFrom('app_user')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('tenant_pk', '=', tenantPk)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Whether the e-mail has an account in the tenant, one of its ancestors or descendants. */
async function emailInFamily(
  db: Database,
  tenantPk: number,
  email: string,
  exceptUserPk: number,
): Promise<boolean> {
  const result = await sql<{ user_pk: number }>`
    with recursive up as (
      select tenant_pk, parent_tenant_pk from tenant where tenant_pk = ${tenantPk}
      union
      select t.tenant_pk, t.parent_tenant_pk from tenant t join up on t.tenant_pk = up.parent_tenant_pk
    ), down as (
      select tenant_pk from tenant where tenant_pk = ${tenantPk}
      union
      select t.tenant_pk from tenant t join down on t.parent_tenant_pk = down.tenant_pk
    )
    select user_pk from app_user
    where lower(email) = ${email.toLowerCase()} and user_pk <> ${exceptUserPk}
      and tenant_pk in (select tenant_pk from up union select tenant_pk from down)
    limit 1`.execute(db);
  return result.rows.length > 0;
}
