import type { ModuleContext } from '../../platform/module-context';
import { ReportQuota } from './report-quota';
import { registerReportRoutes } from './report.routes';

/** Station reports and the monthly report quota the other report screens count against. */
export function reportsModule(ctx: ModuleContext) {
  const quota = new ReportQuota(ctx.db);
  registerReportRoutes(ctx.http, {
    db: ctx.db,
    quota,
    authenticate: ctx.authenticate,
    requireRoute: ctx.requireRoute,
  });
  return { countReport: quota.countReport };
}
