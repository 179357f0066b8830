import type { TenantsService } from '../tenants';
import type { UserRow, UsersRepository } from '../users';

/**
 * The account an e-mail names on a tenant's host: one of that tenant, else of the nearest
 * ancestor (an operator signs in on its customers' hosts too).
 */
export async function findAccount(
  users: UsersRepository,
  tenants: TenantsService,
  email: string,
  tenantPk: number,
): Promise<UserRow | undefined> {
  const lineage = await tenants.lineage(tenantPk);
  const candidates = await users.findByEmail(email, lineage);
  candidates.sort((a, b) => lineage.indexOf(a.tenant_pk) - lineage.indexOf(b.tenant_pk));
  return candidates[0];
}
