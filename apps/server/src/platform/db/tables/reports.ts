/** Table types: monthly report counters (migration 0730). */
export interface ReportUsageTable {
  tenant_pk: number;
  /** The tenant's local month, 'YYYY-MM'. */
  month: string;
  count: number;
}
