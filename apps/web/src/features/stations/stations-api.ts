import type { PrivateStationUser, TenantListItem } from '@chargedeck/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../app/api/api';
import { dataOrThrow } from '../../app/api/api-error';
import type {
  ConnectorTypeItem,
  MapSettings,
  StationDetail,
  StationEvent,
  StationGroupItem,
  StationListItem,
  StationPhoto,
  StationTransaction,
} from './stations-types';
import { useRecordById } from '../../app/api/use-record';

export type StationStatus = 'true' | 'false' | 'FAULTED';

export interface StationListQuery {
  page: number;
  active: boolean;
  searchInput?: string;
  chargeBoxGroupPk?: number;
  tenantPk?: number;
  online?: StationStatus;
}

const zone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

export function useStationList(q: StationListQuery) {
  return useQuery({
    queryKey: ['chargepoints', q],
    queryFn: async ({ signal }) =>
      dataOrThrow(
        await api.get<{ chargePointList: StationListItem[]; count: number }>('chargepoints', {
          query: { ...q, size: 10, timeZone: zone() },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

export function useStationDetail(id: number | undefined) {
  return useRecordById(
    ['chargepoint', id],
    'chargepoints',
    id,
    (body: { chargePointDetail: StationDetail }) => body.chargePointDetail,
  );
}

export function useStationEvents(chargeBoxId: string) {
  return useQuery({
    queryKey: ['notification', chargeBoxId],
    queryFn: async ({ signal }) =>
      dataOrThrow(
        await api.get<{ notificationList: StationEvent[] }>('notification/chargeBox', {
          query: { chargeBoxIds: chargeBoxId, limit: 30, timeZone: zone() },
          signal,
        }),
      ).notificationList,
  });
}

/** The card's last 10 days of transactions. */
export function useStationTransactions(chargeBoxPk: number, fromDate: string, toDate: string) {
  return useQuery({
    queryKey: ['transaction', chargeBoxPk, fromDate, toDate],
    queryFn: async ({ signal }) =>
      dataOrThrow(
        await api.get<{ list: StationTransaction[] }>('transaction', {
          query: { chargeBoxPK: chargeBoxPk, fromDate, toDate, timeZone: zone(), size: 500 },
          signal,
        }),
      ).list,
  });
}

export function useStationPhotos(chargeBoxId: string | undefined) {
  return useQuery({
    queryKey: ['photos', chargeBoxId],
    queryFn: async ({ signal }) =>
      dataOrThrow(
        await api.get<{ chargePointPhotos: StationPhoto[] }>(`chargepoints/${chargeBoxId}/photos`, {
          signal,
        }),
      ).chargePointPhotos,
    enabled: chargeBoxId !== undefined,
  });
}

export function useConnectorTypes() {
  return useQuery({
    queryKey: ['connector_types'],
    queryFn: async ({ signal }) =>
      dataOrThrow(
        await api.get<{ connectorTypeList: ConnectorTypeItem[] }>('connector_types', { signal }),
      ).connectorTypeList,
    staleTime: Infinity,
  });
}

export function useAllStationGroups() {
  return useQuery({
    queryKey: ['chargepoint-groups', 'all'],
    queryFn: async ({ signal }) =>
      dataOrThrow(
        await api.get<{ chargeBoxGroupList: StationGroupItem[] }>('chargepoint-groups', {
          query: { size: 1000 },
          signal,
        }),
      ).chargeBoxGroupList,
  });
}

export function useMapSettings() {
  return useQuery({
    queryKey: ['geocoding', 'settings'],
    queryFn: async ({ signal }) =>
      dataOrThrow(await api.get<MapSettings>('geocoding/settings', { signal })),
    staleTime: Infinity,
  });
}

export const stationsApi = {
  create: (body: object) => api.post<{ data: { chargeBoxPk: number } }>('chargepoints', body),
  update: (pk: number, body: object) =>
    api.put<{ data: { chargeBoxPk: number } }>('chargepoints', pk, body),
  remove: (pk: number) => api.delete('chargepoints', pk),
  saveConnector: (pk: number, connectorId: number, body: object) =>
    api.put(`chargepoints/${pk}/connector`, connectorId, body),
  uploadPhotos: (chargeBoxId: string, files: File[]) => {
    const form = new FormData();
    for (const file of files) form.append('photos', file, file.name);
    return api.post<{ chargePointPhotos: StationPhoto[] }>(
      `chargepoints/${encodeURIComponent(chargeBoxId)}/photos`,
      form,
    );
  },
  removePhoto: (chargeBoxId: string, photoPk: number) =>
    api.delete(`chargepoints/${encodeURIComponent(chargeBoxId)}/photos`, photoPk),
  zip: (zip: string) =>
    api.get<{ addressForm: { street: string; city: string; state: string } }>(
      `users_data/ceps/${zip}`,
    ),
  geocode: (query: Record<string, string | undefined>) =>
    api.get<{ features: { latitude: number; longitude: number }[] }>('geocoding/search', {
      query,
    }),
};

export type { PrivateStationUser };

/** The user with this CPF for a private station's access control (undefined when none). */
export async function findStationUserByCpf(digits: string, chargeBoxPk: number | undefined) {
  const result = await api.get<{
    userPrivateStation: { user_pk: number; user_name: string; email: string };
  }>(`users_data/tenant_parent/cpf/${digits}`, { query: { chargeBoxPK: chargeBoxPk } });
  return result.ok ? result.data?.userPrivateStation : undefined;
}

export function usePrivateStationUsers(chargeBoxPk: number | undefined) {
  return useQuery({
    queryKey: ['private_charge_point', chargeBoxPk],
    queryFn: async ({ signal }) =>
      dataOrThrow(
        await api.get<{ userList: PrivateStationUser[] }>('users_data/private_charge_point', {
          query: { chargeBoxPK: chargeBoxPk },
          signal,
        }),
      ).userList,
  });
}

/** An account a station can belong to, from GET tenants. */
export type TenantChoice = Pick<TenantListItem, 'tenant_pk' | 'name' | 'tenant_device_reader'>;

export function useTenantChoices() {
  return useQuery({
    queryKey: ['tenants', 'choices'],
    queryFn: async ({ signal }) =>
      dataOrThrow(await api.get<{ tenantList: TenantChoice[] }>('tenants', { signal })).tenantList,
    staleTime: 5 * 60_000,
  });
}
