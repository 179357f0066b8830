import type { ModuleContext } from '../../platform/module-context';
import { registerNotificationPreferenceRoutes } from './notification-preferences.routes';
import { registerNotificationRoutes } from './notifications.routes';

/** The notifications list (the realtime feed pushes new ones), the bell's unread count and toasts. */
export function notificationsModule(ctx: ModuleContext): void {
  const deps = { db: ctx.db, authenticate: ctx.authenticate };
  registerNotificationRoutes(ctx.http, deps);
  registerNotificationPreferenceRoutes(ctx.http, deps);
}
