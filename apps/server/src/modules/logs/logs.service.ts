import { stat } from 'node:fs/promises';
import { notFound } from '../../platform/http/http-error';
import type { AuthContext } from '../../platform/http/auth-context';
import type { TenantRow, TenantsService } from '../tenants';
import { utcDay } from './log-line';
import { callerToday, checkLogRange } from './log-range';
import type { TenantLog } from './tenant-log';

/** The screen shows the end of today's file. */
export const RECENT_LOG_LINES = 2000;

export interface LogFile {
  day: string;
  path: string;
  size: number;
  mtime: Date;
}

/** Reading tenants' logs for the logs screen; a tenant the caller may not see does not exist. */
export class LogsService {
  constructor(
    private readonly tenants: TenantsService,
    private readonly tenantLog: TenantLog,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** By alias first, then by name; the request's tenant when none is named. */
  async visibleTenant(auth: AuthContext, aliasOrName: string | undefined): Promise<TenantRow> {
    const wanted = aliasOrName?.trim();
    if (!wanted) return auth.requestTenant;
    const visible = await this.tenants.list(auth.visibleTenantPks);
    const lower = wanted.toLowerCase();
    const tenant =
      visible.find((t) => t.alias === wanted) ??
      visible.find((t) => t.alias.toLowerCase() === lower) ??
      visible.find((t) => t.name.toLowerCase() === lower);
    if (!tenant) throw notFound('tenantNotFound');
    return tenant;
  }

  async recent(auth: AuthContext, aliasOrName: string | undefined): Promise<string> {
    const tenant = await this.visibleTenant(auth, aliasOrName);
    return this.tenantLog.tail(tenant.alias, utcDay(this.now()), RECENT_LOG_LINES);
  }

  /** The daily files of a checked range; 404 when there is none. */
  async filesInRange(
    auth: AuthContext,
    query: { tenant?: string; dateFrom: string; dateTo: string },
    offsetHours: number | undefined,
  ): Promise<{ tenant: TenantRow; files: LogFile[] }> {
    checkLogRange(query.dateFrom, query.dateTo, callerToday(this.now(), offsetHours));
    const tenant = await this.visibleTenant(auth, query.tenant);
    const days = await this.tenantLog.daysWithFiles(tenant.alias, query.dateFrom, query.dateTo);
    const files: LogFile[] = [];
    for (const day of days) {
      const path = this.tenantLog.pathOf(tenant.alias, day);
      try {
        const info = await stat(path);
        files.push({ day, path, size: info.size, mtime: info.mtime });
      } catch {
        // removed meanwhile: not part of the answer
      }
    }
    if (files.length === 0) throw notFound('noLogInRange');
    return { tenant, files };
  }
}
