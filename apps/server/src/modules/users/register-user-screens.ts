import type { Database } from '../../platform/db/database';
import type { ApiApp } from '../../platform/http/api-app';
import type { Mailer } from '../../platform/mail/mailer';
import type { PreHandler } from '../../platform/http/pre-handler';
import type { TenantsRepository } from '../tenants';
import { UserBlockRepository } from './user-block.repository';
import { registerUserBlockRoutes } from './user-block.routes';
import { UserDashboardRepository } from './user-dashboard.repository';
import { UserFormRepository } from './user-form.repository';
import { UserFormService } from './user-form.service';
import { registerPermissionRoutes } from './permissions.routes';
import { UserPermissionsRepository } from './user-permissions.repository';
import { registerUserRoutes } from './users.routes';
import { registerUsersReportRoutes } from './users-report.routes';
import { UserGroupsRepository } from './user-groups.repository';
import { registerUserGroupRoutes } from './user-groups.routes';

/** The API of the users list, the user form and the users report. */
export function registerUserScreens(
  app: ApiApp,
  deps: {
    db: Database;
    tenants: TenantsRepository;
    mailer: Mailer;
    authenticate: PreHandler;
    requireRoute: (path: string) => PreHandler;
    /** The guard of the routes the users screens share with others (the voucher guests). */
    requireAnyRoute: (...paths: string[]) => PreHandler;
  },
): void {
  const dashboard = new UserDashboardRepository(deps.db);
  const groups = new UserGroupsRepository(deps.db);
  const service = new UserFormService(new UserFormRepository(deps.db), deps.tenants, groups);
  const guards = { authenticate: deps.authenticate, requireRoute: deps.requireRoute };
  registerUserRoutes(app, { dashboard, service, ...guards });
  registerUsersReportRoutes(app, { dashboard, mailer: deps.mailer, ...guards });
  registerUserBlockRoutes(app, { blocks: new UserBlockRepository(deps.db), ...guards });
  registerPermissionRoutes(app, { permissions: new UserPermissionsRepository(deps.db), ...guards });
  registerUserGroupRoutes(app, {
    groups,
    authenticate: deps.authenticate,
    guard: deps.requireAnyRoute('/users', '/vouchers'),
  });
}
