import type { ReportPermissions } from '@chargedeck/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../app/api/api';
import { dataOrThrow } from '../../app/api/api-error';

/** The station list's filters, which every station report takes (spec 2 §7). */
export interface StationReportFilters {
  active: boolean;
  chargeBoxGroupPk?: number;
  tenantPk?: number;
  searchInput?: string;
  online?: string;
}

export interface AssessmentParams {
  fromDate: string;
  toDate: string;
  costKwh?: number;
  incomeKwh?: number;
}

export type { ReportPermissions };

export function useReportPermissions() {
  return useQuery({
    queryKey: ['report-permissions'],
    queryFn: async ({ signal }) =>
      dataOrThrow(await api.get<ReportPermissions>('report/user/permissions', { signal })),
  });
}

const zone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

function assessmentBody(filters: StationReportFilters, params: AssessmentParams) {
  return {
    from_date: params.fromDate,
    to_date: params.toDate,
    cost_kwh: params.costKwh ?? null,
    income_kwh: params.incomeKwh ?? null,
    charge_box_group_pk: filters.chargeBoxGroupPk ?? null,
    tenant_pk: filters.tenantPk ?? null,
    search_input: filters.searchInput ?? null,
    active: filters.active,
    online: filters.online ?? null,
    timeZone: zone(),
  };
}

export const reportsApi = {
  stationsExcel: (filters: StationReportFilters) =>
    api.download('report/xlsx/chargepoints', {
      method: 'POST',
      query: {
        active: filters.active,
        chargeBoxGroupPk: filters.chargeBoxGroupPk,
        tenantPk: filters.tenantPk,
        searchInput: filters.searchInput,
        online: filters.online,
      },
    }),
  unified: (filters: StationReportFilters, params: AssessmentParams) =>
    api.download('report/assessment/unified', {
      method: 'POST',
      body: assessmentBody(filters, params),
    }),
  individual: (filters: StationReportFilters, params: AssessmentParams) =>
    api.download('report/assessment/users', {
      method: 'POST',
      body: assessmentBody(filters, params),
    }),
};
