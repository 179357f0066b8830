import {
  UNREAD_COUNT_CAP,
  apiErrorBody,
  markNotificationsRead,
  notificationSettings,
  notificationUnread,
} from '@chargedeck/shared';
import type { Database } from '../../platform/db/database';
import type { ApiApp } from '../../platform/http/api-app';
import { authOf } from '../../platform/http/access-of';
import type { PreHandler } from '../../platform/http/pre-handler';
import { NotificationPreferencesRepository } from './notification-preferences.repository';
import { NotificationsRepository } from './notifications.repository';

/**
 * The signed-in user's notification settings (which events raise a toast) and the bell's
 * unread count, both kept on the server so they survive a reload and another browser.
 */
export function registerNotificationPreferenceRoutes(
  app: ApiApp,
  deps: { db: Database; authenticate: PreHandler },
): void {
  const preferences = new NotificationPreferencesRepository(deps.db);
  const notifications = new NotificationsRepository(deps.db);
  const session = { config: { access: 'session' as const }, preHandler: deps.authenticate };

  async function unread(userPk: number, visibleTenantPks: number[]) {
    const readUpToPk = await preferences.readUpTo(userPk);
    const count = await notifications.countAfter(
      { visibleTenantPks },
      readUpToPk,
      UNREAD_COUNT_CAP,
    );
    return { count, readUpToPk };
  }

  app.get(
    '/api/notification/settings',
    {
      ...session,
      schema: {
        tags: ['notifications'],
        summary: "The signed-in user's notification settings",
        response: { 200: notificationSettings },
      },
    },
    async (request) => preferences.settings(authOf(request).user.user_pk),
  );

  app.put(
    '/api/notification/settings',
    {
      ...session,
      schema: {
        tags: ['notifications'],
        summary: 'Choose which station events raise a toast; the others go to the bell only',
        body: notificationSettings,
        response: { 200: notificationSettings, 400: apiErrorBody },
      },
    },
    async (request) => {
      const userPk = authOf(request).user.user_pk;
      await preferences.saveSettings(userPk, request.body);
      return preferences.settings(userPk);
    },
  );

  app.get(
    '/api/notification/unread',
    {
      ...session,
      schema: {
        tags: ['notifications'],
        summary: 'How many station notifications the signed-in user has not read yet',
        description: `Counted up to ${UNREAD_COUNT_CAP}.`,
        response: { 200: notificationUnread },
      },
    },
    async (request) => {
      const auth = authOf(request);
      return unread(auth.user.user_pk, auth.visibleTenantPks);
    },
  );

  app.post(
    '/api/notification/read',
    {
      ...session,
      schema: {
        tags: ['notifications'],
        summary: 'Mark the notifications up to this one as read (the bell was opened)',
        body: markNotificationsRead,
        response: { 200: notificationUnread, 400: apiErrorBody },
      },
    },
    async (request) => {
      const auth = authOf(request);
      await preferences.markRead(auth.user.user_pk, request.body.upToPk);
      return unread(auth.user.user_pk, auth.visibleTenantPks);
    },
  );
}
