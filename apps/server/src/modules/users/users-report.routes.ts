import { isLocale, messageText } from '@chargedeck/shared';
import { z } from 'zod';
import type { ApiApp } from '../../platform/http/api-app';
import type { Mailer } from '../../platform/mail/mailer';
import { type PreHandler } from '../../platform/http/pre-handler';
import { authOf } from '../../platform/http/access-of';
import { requestLanguage } from '../../platform/http/human-time';
import type { UserDashboardRepository } from './user-dashboard.repository';
import { usersWorkbook } from './users-report';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** GET report/xlsx/users: the users list is built and e-mailed to whoever asked for it. */
export function registerUsersReportRoutes(
  app: ApiApp,
  deps: {
    dashboard: UserDashboardRepository;
    mailer: Mailer;
    authenticate: PreHandler;
    requireRoute: (path: string) => PreHandler;
  },
): void {
  app.get(
    '/api/report/xlsx/users',
    {
      schema: {
        tags: ['users'],
        summary: 'E-mail the users list (.xlsx) to the requester',
        querystring: z.object({
          activeUsers: z.enum(['true', 'false']).default('true'),
          searchInput: z.string().trim().max(80).optional(),
        }),
        response: { 200: z.object({ message: z.string() }) },
      },
      preHandler: [deps.authenticate, deps.requireRoute('/users')],
    },
    async (request) => {
      const auth = authOf(request);
      // The file is read later, from the mailbox: in the user's saved language when there is one.
      const saved = auth.user.locale;
      const locale = isLocale(saved) ? saved : requestLanguage(request);
      const filter = {
        visibleTenantPks: auth.visibleTenantPks,
        activeUsers: request.query.activeUsers === 'true',
        searchInput: request.query.searchInput || undefined,
      };
      const content = await usersWorkbook(deps.dashboard, filter, locale);
      await deps.mailer.send({
        to: auth.user.email,
        subject: messageText('mailUsersReportSubject', locale),
        text: messageText('mailUsersReportText', locale, { account: auth.tenant.name }),
        attachments: [{ filename: 'users.xlsx', content, contentType: XLSX }],
      });
      return { message: messageText('usersReportSent', requestLanguage(request)) };
    },
  );
}
