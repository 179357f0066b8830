import { apiErrorBody, stationNotification } from '@chargedeck/shared';
import { z } from 'zod';
import type { Database } from '../../platform/db/database';
import type { ApiApp } from '../../platform/http/api-app';
import { badRequest } from '../../platform/http/http-error';
import { type PreHandler } from '../../platform/http/pre-handler';
import { authOf } from '../../platform/http/access-of';
import { queryInstant } from '../../platform/http/zone-dates';
import { callerZone } from '../../platform/http/human-time';
import { notificationViewOf } from './notification-view';
import { NOTIFICATION_TYPES, NotificationsRepository } from './notifications.repository';

export const NOTIFICATION_LIMIT = 100;

const typeList = z
  .string()
  .max(300)
  .transform((text, ctx) => {
    const types = text
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    const unknown = types.find((t) => !(NOTIFICATION_TYPES as readonly string[]).includes(t));
    if (unknown) {
      ctx.addIssue({
        code: 'custom',
        message: `unknown type ${unknown}; one of ${NOTIFICATION_TYPES.join(', ')}`,
      });
      return z.NEVER;
    }
    return types as (typeof NOTIFICATION_TYPES)[number][];
  });

const notificationQuery = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(NOTIFICATION_LIMIT)
    .default(NOTIFICATION_LIMIT)
    .describe('Newest notifications to return when no page is asked (1–100, default 100)'),
  page: z.coerce
    .number()
    .int()
    .min(1)
    .optional()
    .describe('1-based page; with it the answer carries count and size applies'),
  size: z.coerce
    .number()
    .int()
    .min(1)
    .max(NOTIFICATION_LIMIT)
    .default(10)
    .describe('Page size (1–100, default 10), used with page'),
  search: z
    .string()
    .max(64)
    .optional()
    .describe('Station name or chargeBoxId; spaces are stripped and case ignored'),
  type: typeList
    .optional()
    .describe(`Comma-separated event types: ${NOTIFICATION_TYPES.join(', ')}`),
  from: z
    .string()
    .max(40)
    .optional()
    .describe('From this day (YYYY-MM-DD, caller zone) or instant'),
  to: z.string().max(40).optional().describe('Up to the end of this day or this instant'),
  chargeBoxIds: z.string().max(2000).optional().describe('Comma-separated chargeBoxIds'),
  userPk: z.coerce
    .number()
    .int()
    .positive()
    .optional()
    .describe("Only events of this user's recharges (the users list's expanded row)"),
  timeZone: z
    .string()
    .max(64)
    .optional()
    .describe('IANA zone or hour offset for dates; default X-Timezone-Offset, else UTC'),
});

/**
 * GET notification/chargeBox: station events as notifications, newest first, of the caller's
 * visible tenants (the header menu, station cards, alerts and the dashboard's live list).
 */
export function registerNotificationRoutes(
  app: ApiApp,
  deps: { db: Database; authenticate: PreHandler },
): void {
  const repository = new NotificationsRepository(deps.db);
  app.get(
    '/api/notification/chargeBox',
    {
      config: { access: 'session' },
      schema: {
        tags: ['notifications'],
        summary: 'Station notifications (events), newest first',
        description:
          'Without page: the newest `limit` notifications. With page: `size` per page and the ' +
          'total in `count`. Each item has type, chargeBoxName, chargeBoxId, userName, userPk, ' +
          'notificationTimestamp (ISO, UTC), notificationTimestampDT (caller zone), connectorId, ' +
          'transactionId, connectorErrorMsg, connectorErrorCode, addressState, addressCity, ' +
          'addressStreet.',
        querystring: notificationQuery,
        response: {
          200: z.object({
            notificationList: z.array(stationNotification),
            count: z.number().optional(),
            page: z.number().optional(),
            size: z.number().optional(),
          }),
          400: apiErrorBody,
        },
      },
      preHandler: [deps.authenticate],
    },
    async (request) => {
      const q = request.query;
      const zone = callerZone(request, q.timeZone);
      const from = q.from ? queryInstant(q.from, zone, false) : undefined;
      const to = q.to ? queryInstant(q.to, zone, true) : undefined;
      if (q.from && !from) throw badRequest('from', 'notADate');
      if (q.to && !to) throw badRequest('to', 'notADate');
      const filter = {
        visibleTenantPks: authOf(request).visibleTenantPks,
        chargeBoxIds: (q.chargeBoxIds ?? '')
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
        search: q.search,
        userPk: q.userPk,
        types: q.type,
        from,
        to,
      };
      if (q.page === undefined) {
        const rows = await repository.find(filter, { offset: 0, limit: q.limit });
        return { notificationList: rows.map((row) => notificationViewOf(row, zone)) };
      }
      const [count, rows] = await Promise.all([
        repository.count(filter),
        repository.find(filter, { offset: (q.page - 1) * q.size, limit: q.size }),
      ]);
      return {
        notificationList: rows.map((row) => notificationViewOf(row, zone)),
        count,
        page: q.page,
        size: q.size,
      };
    },
  );
}
