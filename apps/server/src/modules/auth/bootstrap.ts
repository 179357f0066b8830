import { randomBytes } from 'node:crypto';
import {
  ROLES,
  ROUTES,
  RESTRICTING_ROLES,
  isValidPassword,
  type PermissionEntry,
} from '@chargedeck/shared';
import type { FastifyBaseLogger } from 'fastify';
import { newApiKey, type TenantsRepository } from '../tenants';
import type { UsersRepository } from '../users';
import { hashPassword } from '../../platform/security/password-hash';

/** Every route and every granting role: what the first administrator holds. */
export function administratorPermissions(): PermissionEntry[] {
  return [
    ...ROUTES.map((r) => ({ role_id: null, route: r.path, status: true })),
    ...ROLES.filter((role) => !RESTRICTING_ROLES.includes(role)).map((role) => ({
      role_id: role,
      route: null,
      status: true,
    })),
  ];
}

function generatedPassword(): string {
  // Meets the password rule: upper, lower, digit and special character, 20 characters.
  return `Cd${randomBytes(12).toString('base64url').slice(0, 15)}7!`;
}

/**
 * The generated administrator's credentials as a framed block with blank lines around it, so
 * it stands out among the log lines of a first start.
 */
function administratorNotice(email: string, password: string): string {
  const lines = [
    'Chargedeck: the first administrator was created',
    '',
    `  e-mail:    ${email}`,
    `  password:  ${password}`,
    '',
    'This password is shown once only. Sign in and change it.',
  ];
  const width = Math.max(...lines.map((line) => line.length));
  const rule = `+${'='.repeat(width + 4)}+`;
  const framed = lines.map((line) => `|  ${line.padEnd(width)}  |`);
  return `\n${[rule, ...framed, rule].join('\n')}\n\n`;
}

/** First start: the root tenant and an administrator with every permission. */
export async function bootstrapFirstStart(
  tenants: TenantsRepository,
  users: UsersRepository,
  admin: { email?: string; password?: string },
  log: FastifyBaseLogger,
): Promise<void> {
  if (await tenants.findRoot()) return;
  if (admin.password && !isValidPassword(admin.password)) {
    throw new Error(
      'ADMIN_PASSWORD must be 8 to 25 characters with an uppercase letter, a lowercase letter, a digit and a special character',
    );
  }
  const root = await tenants.create(
    {
      parent_tenant_pk: null,
      name: 'Chargedeck',
      alias: 'root',
      api_key: newApiKey(),
      feature_monetization: true,
      feature_vouchers: true,
      feature_logs: true,
      feature_smart_charging: true,
      feature_payment: true,
    },
    [],
  );
  const email = (admin.email ?? 'admin@chargedeck.local').toLowerCase();
  const password = admin.password ?? generatedPassword();
  const user = await users.create({
    tenant_pk: root.tenant_pk,
    name: 'Administrator',
    email,
    password_hash: await hashPassword(password),
  });
  await users.grant(user.user_pk, administratorPermissions());
  if (admin.password) {
    log.info({ email }, 'created the root tenant and its administrator');
  } else {
    // Printed once, on the console only: it is not kept anywhere in clear.
    process.stdout.write(administratorNotice(email, password));
  }
}
