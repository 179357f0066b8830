export { ReportQuota, REPORT_LIMIT_MESSAGE, monthKeyOf } from './report-quota';
export { registerReportRoutes } from './report.routes';
export { reportsModule } from './reports.module';
