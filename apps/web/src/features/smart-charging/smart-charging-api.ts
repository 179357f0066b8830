import type {
  GroupSmartChargingLink,
  MeterHistory,
  MeterMeasurement,
  SmartChargingSetup,
} from '@chargedeck/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../app/api/api';
import { dataOrThrow } from '../../app/api/api-error';

/** How often the meter banner, card and chart read the meter again. */
export const METER_REFRESH_MS = 10_000;

/** A configuration's smart-charging link and setup (GET /gateway/virtual-groups/smart-charging/{id}). */
export function useGroupSmartCharging(groupId: number | undefined, enabled = true) {
  return useQuery({
    queryKey: ['virtual-group-smart-charging', groupId],
    queryFn: async ({ signal }) =>
      dataOrThrow(
        await api.get<GroupSmartChargingLink>(`/gateway/virtual-groups/smart-charging/${groupId}`, {
          signal,
        }),
      ),
    enabled: enabled && groupId !== undefined,
    retry: false,
  });
}

/** A meter's status and latest reading, read again every 10 s. */
export function useMeterMeasurement(deviceRemoteId: string | null | undefined) {
  return useQuery({
    queryKey: ['meter-measurement', deviceRemoteId],
    queryFn: async ({ signal }) =>
      dataOrThrow(
        await api.get<MeterMeasurement>('/smart-charging/meters/measurements', {
          query: { device_remote_id: deviceRemoteId ?? undefined },
          signal,
        }),
      ),
    enabled: Boolean(deviceRemoteId),
    refetchInterval: METER_REFRESH_MS,
    retry: false,
  });
}

/** A meter's readings of the last hour, for the Smart Charging tab's chart. */
export function useMeterHistory(deviceRemoteId: string | null | undefined) {
  return useQuery({
    queryKey: ['meter-history', deviceRemoteId],
    queryFn: async ({ signal }) =>
      dataOrThrow(
        await api.get<MeterHistory>('/smart-charging/meters/measurements/history', {
          query: { device_remote_id: deviceRemoteId ?? undefined, minutes: 60 },
          signal,
        }),
      ),
    enabled: Boolean(deviceRemoteId),
    refetchInterval: METER_REFRESH_MS,
    retry: false,
  });
}

export const smartChargingApi = {
  create: (body: object) => api.post<SmartChargingSetup>('/smart-charging/smart-charging', body),
  update: (id: number, body: object) =>
    api.put<SmartChargingSetup>('/smart-charging/smart-charging', id, body),
  link: (body: { virtual_group_id: number; enabled: boolean; smart_charging_id: number }) =>
    api.post<GroupSmartChargingLink>('/gateway/virtual-groups/smart-charging', body),
  meterByMac: (mac: string) =>
    api.get<MeterMeasurement>('/smart-charging/meters/measurements', {
      query: { mac_address: mac },
    }),
};
