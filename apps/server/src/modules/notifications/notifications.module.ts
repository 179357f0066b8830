import type { ModuleContext } from '../../platform/module-context';
import { registerNotificationRoutes } from './notifications.routes';

/** The notifications list (the realtime feed pushes new ones). */
export function notificationsModule(ctx: ModuleContext): void {
  registerNotificationRoutes(ctx.http, { db: ctx.db, authenticate: ctx.authenticate });
}
