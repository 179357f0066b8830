import type { ChargingProfileBody, ChargingProfileForm } from '@chargedeck/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../app/api/api';
import { dataOrThrow } from '../../app/api/api-error';

export function useChargingProfile(id: number | undefined) {
  return useQuery({
    queryKey: ['charging_profiles', id],
    queryFn: async ({ signal }) =>
      dataOrThrow(
        await api.get<{ form: ChargingProfileForm }>(`charging_profiles/${id}`, { signal }),
      ).form,
    enabled: id !== undefined,
    retry: false,
  });
}

export const chargingProfilesApi = {
  create: (body: ChargingProfileBody) => api.post('charging_profiles', body),
  update: (id: number, body: ChargingProfileBody) => api.put('charging_profiles', id, body),
};
