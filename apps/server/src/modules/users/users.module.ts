import type { PreHandler } from '../../platform/http/pre-handler';
import type { ModuleContext } from '../../platform/module-context';
import type { TenantDirectory } from '../tenants';
import { registerUserScreens } from './register-user-screens';
import type { UsersRepository } from './users.repository';

/** The users, permissions and user report screens. */
export function usersModule(
  ctx: ModuleContext,
  deps: {
    users: UsersRepository;
    tenants: TenantDirectory;
    requireAnyRoute: (...paths: string[]) => PreHandler;
  },
): void {
  registerUserScreens(ctx.http, {
    db: ctx.db,
    tenants: deps.tenants.repository,
    mailer: ctx.mailer,
    authenticate: ctx.authenticate,
    requireRoute: ctx.requireRoute,
    requireAnyRoute: deps.requireAnyRoute,
  });
}
