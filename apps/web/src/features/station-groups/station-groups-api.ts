import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../app/api/api';
import { dataOrThrow } from '../../app/api/api-error';
import type { StationGroupItem } from '../stations/stations-types';
import { useRecordById } from '../../app/api/use-record';

export type GroupSort = 'name' | 'address' | 'externalId';

export interface GroupListQuery {
  page: number;
  searchInput?: string;
  sort: GroupSort;
  order: 'asc' | 'desc';
}

export function useStationGroups(q: GroupListQuery) {
  return useQuery({
    queryKey: ['chargepoint-groups', q],
    queryFn: async ({ signal }) =>
      dataOrThrow(
        await api.get<{ chargeBoxGroupList: StationGroupItem[]; count: number }>(
          'chargepoint-groups',
          {
            query: { ...q, size: 10 },
            signal,
          },
        ),
      ),
    placeholderData: keepPreviousData,
  });
}

export function useStationGroup(id: number | undefined) {
  return useRecordById(
    ['chargepoint-group', id],
    'chargepoint-groups',
    id,
    (body: { chargeBoxGroup: StationGroupItem }) => body.chargeBoxGroup,
  );
}

export const stationGroupsApi = {
  create: (body: object) => api.post('chargepoint-groups', body),
  update: (id: number, body: object) => api.put('chargepoint-groups', id, body),
};
