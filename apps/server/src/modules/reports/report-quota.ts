import { sql } from 'kysely';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../platform/db/database';
import { HttpError } from '../../platform/http/http-error';
import { authOf } from '../../platform/http/access-of';
import type { TenantRow } from '../tenants';

/** The text the dashboard shows for the refusal (spec 2 §8). */

/** 'YYYY-MM' of the instant in the tenant's zone (UTC when the zone is unknown). */
export function monthKeyOf(timeZone: string, at = new Date()): string {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
    }).formatToParts(at);
  } catch {
    parts = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'UTC',
      year: 'numeric',
      month: '2-digit',
    }).formatToParts(at);
  }
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}`;
}

export interface ReportUsage {
  month: string;
  used: number;
  /** null: no limit. */
  limit: number | null;
}

/**
 * Every report and Excel download is counted for the caller's own tenant in its local month;
 * once limit_reports_month is reached the next one is refused with 403. The count is taken
 * in one statement, so two downloads started together cannot both pass the last free slot.
 */
export class ReportQuota {
  constructor(private readonly db: Database) {}

  async usage(tenant: TenantRow, at = new Date()): Promise<ReportUsage> {
    const month = monthKeyOf(tenant.timezone, at);
    const row = await this.db
      .selectFrom('report_usage')
      .select('count')
      .where('tenant_pk', '=', tenant.tenant_pk)
      .where('month', '=', month)
      .executeTakeFirst();
    return { month, used: row?.count ?? 0, limit: tenant.limit_reports_month };
  }

  /** Counts one report, or throws 403 when the month's limit is already used up. */
  async claim(tenant: TenantRow, at = new Date()): Promise<void> {
    const limit = tenant.limit_reports_month;
    if (limit !== null && limit <= 0) throw reportLimitReached();
    const month = monthKeyOf(tenant.timezone, at);
    const counted = await this.db
      .insertInto('report_usage')
      .values({ tenant_pk: tenant.tenant_pk, month, count: 1 })
      .onConflict((oc) =>
        oc
          .columns(['tenant_pk', 'month'])
          .doUpdateSet({ count: sql<number>`report_usage.count + 1` })
          .where(sql<boolean>`${limit}::integer is null or report_usage.count < ${limit}::integer`),
      )
      .returning('count')
      .executeTakeFirst();
    if (!counted) throw reportLimitReached();
  }

  /** preHandler for a report route, placed after authentication and the route check. */
  readonly countReport = async (request: FastifyRequest): Promise<void> => {
    await this.claim(authOf(request).tenant);
  };
}

export function reportLimitReached(): HttpError {
  return new HttpError(403, 'reportLimitReached', { extra: { code: 'REPORT_LIMIT_REACHED' } });
}
