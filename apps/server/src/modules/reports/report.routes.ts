import {
  apiErrorBody,
  canAccess,
  fileAnswer,
  hasRole,
  reportPermissions,
} from '@chargedeck/shared';
import { z } from 'zod';
import type { Database } from '../../platform/db/database';
import type { ApiApp } from '../../platform/http/api-app';
import { badRequest, forbidden } from '../../platform/http/http-error';
import { type PreHandler } from '../../platform/http/pre-handler';
import { authOf } from '../../platform/http/access-of';
import { queryInstant } from '../../platform/http/zone-dates';
import { callerZone, requestLanguage } from '../../platform/http/human-time';
import { accessOf } from '../../platform/http/access-of';
import {
  unifiedAssessmentPdf,
  usersAssessmentZip,
  type AssessmentOptions,
} from './assessment-documents';
import { logoImage } from './pdf-table';
import type { ReportQuota } from './report-quota';
import { activeFlag, onlineFilter } from './station-scope';
import { stationWorkbook } from './station-workbook';
import { sessionRead } from '../../platform/http/open-read';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const DAY_MS = 86_400_000;
/** Spec 2 §9: the report range is at most 31 days, none of them in the future; default 20 days. */
export const REPORT_MAX_DAYS = 31;
export const REPORT_DEFAULT_DAYS = 20;
/** The route that shows the individual (per user) report: it lists users' recharges. */
const INDIVIDUAL_REPORT_ROUTE = '/users';

const optionalPk = z.coerce.number().int().positive().nullish();
const assessmentBody = z.object({
  from_date: z.string().max(40).nullish(),
  to_date: z.string().max(40).nullish(),
  /** A data:image/png or image/jpeg URL drawn at the top of each document. */
  logo: z.string().max(700_000).nullish(),
  cost_kwh: z.coerce.number().min(0).max(100_000).nullish(),
  income_kwh: z.coerce.number().min(0).max(100_000).nullish(),
  charge_box_group_pk: optionalPk,
  tenant_pk: optionalPk,
  search_input: z.string().trim().max(64).nullish(),
  active: activeFlag.default(true),
  online: onlineFilter.nullish(),
  timeZone: z.string().max(64).nullish(),
});
type AssessmentBody = z.infer<typeof assessmentBody>;

export interface ReportRoutesDeps {
  db: Database;
  quota: ReportQuota;
  authenticate: PreHandler;
  requireRoute: (path: string) => PreHandler;
}

/** Station reports of spec 2 §7: the station list Excel, the unified PDF and the per-user zip. */
export function registerReportRoutes(app: ApiApp, deps: ReportRoutesDeps): void {
  const { db, quota, authenticate, requireRoute } = deps;

  app.get(
    '/api/report/user/permissions',
    sessionRead(
      'reports',
      'Which reports the caller may make and how many are left this month',
      reportPermissions,
      authenticate,
    ),
    async (request) => {
      const auth = authOf(request);
      const access = accessOf(request);
      const usage = await quota.usage(auth.tenant);
      return {
        hasDisableTransactionOption: hasRole(access, 'DASH_DISABLE_TRANSACTION_OPTIONS'),
        individualReport: canAccess(access, INDIVIDUAL_REPORT_ROUTE),
        reports: {
          month: usage.month,
          used: usage.used,
          limit: usage.limit,
          remaining: usage.limit === null ? null : Math.max(usage.limit - usage.used, 0),
        },
      };
    },
  );

  app.post(
    '/api/report/xlsx/chargepoints',
    {
      schema: {
        tags: ['reports'],
        summary: 'The stations of the list filters as .xlsx (counts against the monthly limit)',
        querystring: z.object({
          active: activeFlag.default(true),
          chargeBoxGroupPk: z.coerce.number().int().positive().optional(),
          tenantPk: z.coerce.number().int().positive().optional(),
          searchInput: z.string().trim().max(64).optional(),
          online: onlineFilter.optional(),
        }),
        response: {
          200: fileAnswer(XLSX, 'the stations of the filters, one row each'),
          400: apiErrorBody,
          403: apiErrorBody,
        },
      },
      preHandler: [authenticate, requireRoute('/stations'), quota.countReport],
    },
    async (request, reply) => {
      const q = request.query;
      const scope = {
        visibleTenantPks: authOf(request).visibleTenantPks,
        active: q.active,
        chargeBoxGroupPk: q.chargeBoxGroupPk,
        tenantPk: q.tenantPk,
        searchInput: q.searchInput || undefined,
        status: q.online,
      };
      const stream = stationWorkbook(db, scope, requestLanguage(request));
      return reply
        .type(XLSX)
        .header('Content-Disposition', 'attachment; filename="stations.xlsx"')
        .header('Cache-Control', 'no-store')
        .send(stream);
    },
  );

  /** Validates the body, then counts the report: a refused request costs nothing. */
  async function assessmentOf(
    request: Parameters<PreHandler>[0],
    body: AssessmentBody,
  ): Promise<AssessmentOptions> {
    const auth = authOf(request);
    const zone = callerZone(request, body.timeZone ?? undefined);
    const now = new Date();
    const to = body.to_date ? queryInstant(body.to_date, zone, true) : now;
    if (!to) throw badRequest('to_date', 'notADate');
    const from = body.from_date
      ? queryInstant(body.from_date, zone, false)
      : new Date(Math.min(to.getTime(), now.getTime()) - REPORT_DEFAULT_DAYS * DAY_MS);
    if (!from) throw badRequest('from_date', 'notADate');
    if (from > now) throw badRequest('from_date', 'notInFuture');
    const toDay = body.to_date ? queryInstant(body.to_date, zone, false) : undefined;
    if (toDay && toDay > now) throw badRequest('to_date', 'notInFuture');
    if (from > to) throw badRequest('from_date', 'notAfter', { field: 'to_date' });
    if (to.getTime() - from.getTime() > REPORT_MAX_DAYS * DAY_MS)
      throw badRequest('to_date', 'periodAtMostDays', { days: REPORT_MAX_DAYS });
    const logo = logoImage(body.logo ?? undefined);
    if (body.logo && !logo) throw badRequest('logo', 'logoFormat');
    await quota.claim(auth.tenant);
    return {
      scope: {
        visibleTenantPks: auth.visibleTenantPks,
        active: body.active,
        chargeBoxGroupPk: body.charge_box_group_pk ?? undefined,
        tenantPk: body.tenant_pk ?? undefined,
        searchInput: body.search_input || undefined,
        status: body.online ?? undefined,
      },
      range: { from, to: to > now ? now : to },
      zone,
      costKwh: body.cost_kwh ?? 0,
      incomeKwh: body.income_kwh ?? 0,
      currency: auth.tenant.currency,
      accountName: auth.requestTenant.name,
      logo,
      locale: requestLanguage(request),
    };
  }

  app.post(
    '/api/report/assessment/unified',
    {
      schema: {
        tags: ['reports'],
        summary:
          'Assessment of the stations of the list filters over at most 31 days as one PDF (counts against the monthly limit)',
        body: assessmentBody,
        response: {
          200: fileAnswer('application/pdf', 'the assessment of the filtered stations'),
          400: apiErrorBody,
          403: apiErrorBody,
        },
      },
      preHandler: [authenticate, requireRoute('/stations')],
    },
    async (request, reply) => {
      const options = await assessmentOf(request, request.body);
      return reply
        .type('application/pdf')
        .header('Content-Disposition', 'attachment; filename="assessment-report.pdf"')
        .header('Cache-Control', 'no-store')
        .send(unifiedAssessmentPdf(db, options));
    },
  );

  app.post(
    '/api/report/assessment/users',
    {
      schema: {
        tags: ['reports'],
        summary:
          'Individual report: a zip with one PDF per card user who charged at the filtered stations (counts against the monthly limit)',
        body: assessmentBody,
        response: {
          200: fileAnswer('application/zip', 'one assessment PDF per card user'),
          400: apiErrorBody,
          403: apiErrorBody,
        },
      },
      preHandler: [authenticate, requireRoute('/stations')],
    },
    async (request, reply) => {
      if (!canAccess(accessOf(request), INDIVIDUAL_REPORT_ROUTE))
        throw forbidden('permissionRequired', { permission: INDIVIDUAL_REPORT_ROUTE });
      const options = await assessmentOf(request, request.body);
      return reply
        .type('application/zip')
        .header('Content-Disposition', 'attachment; filename="individual-reports.zip"')
        .header('Cache-Control', 'no-store')
        .send(usersAssessmentZip(db, options));
    },
  );
}
