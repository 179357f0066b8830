import type { TenantListItem } from '@chargedeck/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../app/api/api';
import { dataOrThrow } from '../../app/api/api-error';

/** One entry of GET /api/tenants. */
export type { TenantListItem };

export function useTenantList() {
  return useQuery({
    queryKey: ['tenants'],
    queryFn: async ({ signal }) =>
      dataOrThrow(await api.get<{ tenantList: TenantListItem[] }>('tenants', { signal }))
        .tenantList,
    staleTime: 5 * 60_000,
  });
}

/** The end of today's log of a tenant (GET /api/log/?tenant=). */
export function useRecentLog(tenant: string | undefined) {
  return useQuery({
    queryKey: ['log', tenant],
    queryFn: async ({ signal }) => {
      const result = await api.get<string>('log', { query: { tenant }, signal });
      if (result.ok && result.data === undefined) return '';
      return dataOrThrow(result);
    },
    enabled: tenant !== undefined,
  });
}

export const logsApi = {
  download: (tenant: string, dateFrom: string, dateTo: string) =>
    api.download('log/download', { query: { tenant, dateFrom, dateTo } }),
};
