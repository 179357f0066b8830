import type { ChargingProfileBody, ChargingProfileForm } from '@chargedeck/shared';
import { api } from '../../app/api/api';
import { useRecordById } from '../../app/api/use-record';

export function useChargingProfile(id: number | undefined) {
  return useRecordById(
    ['charging_profiles', id],
    'charging_profiles',
    id,
    (body: { form: ChargingProfileForm }) => body.form,
  );
}

export const chargingProfilesApi = {
  create: (body: ChargingProfileBody) => api.post('charging_profiles', body),
  update: (id: number, body: ChargingProfileBody) => api.put('charging_profiles', id, body),
};
