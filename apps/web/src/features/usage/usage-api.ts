import type { StatsInfo, StatsSums, UsageGraphs, UsagePeriod } from '@chargedeck/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../app/api/api';
import { dataOrThrow } from '../../app/api/api-error';

export interface UsageFilter {
  days: UsagePeriod;
  stationId?: number;
  userId?: number;
}

/** Local minus UTC, in hours (spec 1 §7 timeDiff). */
const timeDiff = () => -new Date().getTimezoneOffset() / 60;
const zone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

export function useUsageGraphs(filter: UsageFilter) {
  return useQuery({
    queryKey: ['stations', 'dashboard', 'graphs', filter],
    queryFn: async ({ signal }) =>
      dataOrThrow(
        await api.get<UsageGraphs>('stations/dashboard/graphs', {
          query: { ...filter, timeDiff: timeDiff() },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

export interface UserOption {
  user_pk: number;
  user_name: string;
}

/** Spec 1 §9: the dropdown's user list is page 1 of size 30000. */
export function useUserOptions() {
  return useQuery({
    queryKey: ['users', 'dropdown'],
    queryFn: async ({ signal }) =>
      dataOrThrow(
        await api.get<{ userDashboardList: UserOption[] }>('users_data/dashboard-details', {
          query: { activeUsers: true, page: 1, size: 30_000 },
          signal,
        }),
      ).userDashboardList,
    staleTime: 60_000,
  });
}

export interface StationOption {
  chargeBoxPk: number;
  chargeBoxId: string;
  description: string;
}

export function useStationOptions() {
  return useQuery({
    queryKey: ['chargepoints', 'dropdown'],
    queryFn: async ({ signal }) =>
      dataOrThrow(
        await api.get<{ chargePointList: StationOption[] }>('chargepoints', {
          query: { originType: 'MOVE' },
          signal,
        }),
      ).chargePointList,
    staleTime: 60_000,
  });
}

/** Header tiles shared with the home dashboard (GET stats/sums and stats/info). */
export type UsageSums = Pick<StatsSums, 'energy' | 'cost' | 'income' | 'coin' | 'envIndicator'>;
export type UsageInfo = Pick<StatsInfo, 'users' | 'stations'>;

export function useUsageSums(range: { fromDate: string; toDate: string } | undefined) {
  return useQuery({
    queryKey: ['stats', 'sums', 'usage', range],
    queryFn: async ({ signal }) =>
      dataOrThrow(
        await api.get<UsageSums>('stats/sums', { query: { ...range, timeZone: zone() }, signal }),
      ),
    enabled: range !== undefined,
    placeholderData: keepPreviousData,
  });
}

export function useUsageInfo(range: { fromDate: string; toDate: string } | undefined) {
  return useQuery({
    queryKey: ['stats', 'info', 'usage', range],
    queryFn: async ({ signal }) =>
      dataOrThrow(
        await api.get<UsageInfo>('stats/info', { query: { ...range, timeZone: zone() }, signal }),
      ),
    enabled: range !== undefined,
    placeholderData: keepPreviousData,
  });
}
