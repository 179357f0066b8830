import { App, type UploadFile } from 'antd';
import { createElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { bodyOf, type StationFormValues } from './station-form-values';
import { stationsApi } from './stations-api';
import { STATION_TEXTS } from './stations-texts';
import type { StationPhoto } from './stations-types';

const REDIRECT_MS = 1000;

/**
 * Saves the station, then its connectors and photos (spec 2 §4, §8): 403 on create is the
 * station limit modal, a duplicate id its message, success redirects to /stations after 1 s.
 */
export function useStationSave(pk: number | undefined, savedPhotos: StationPhoto[]) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  return async (values: StationFormValues, photos: UploadFile[]): Promise<void> => {
    const creating = pk === undefined;
    const body = bodyOf(values, creating);
    const result = creating ? await stationsApi.create(body) : await stationsApi.update(pk, body);
    if (!result.ok) {
      if (creating && result.status === 403) {
        modal.warning({
          title: STATION_TEXTS.limitTitle,
          content: createElement('p', null, t('stations.form.limitText')),
        });
        return;
      }
      const error = result.error;
      if (
        result.status === 409 ||
        (error as { code?: string } | undefined)?.code === 'CHARGEBOX_ID_DUPLICATE'
      ) {
        const detail =
          error?.error && error.error !== STATION_TEXTS.duplicate ? ` ${error.error}` : '';
        void message.error(`${STATION_TEXTS.duplicate}${detail}`);
      } else if (error?.error) {
        void message.warning(error.error);
      } else {
        void message.error(STATION_TEXTS.saveFailure);
      }
      return;
    }
    const stationPk = result.data?.data.chargeBoxPk ?? pk;
    if (stationPk === undefined) return;
    for (const c of values.connectors) {
      if (!c.connectorTypePk) continue;
      const saved = await stationsApi.saveConnector(stationPk, c.connectorId, {
        connectorTypePk: c.connectorTypePk,
        powerMax: c.powerMax ?? null,
        unusualStatus: c.unusualStatus ?? null,
      });
      if (!saved.ok) void message.warning(saved.error?.error ?? STATION_TEXTS.saveFailure);
    }
    const kept = new Set(photos.map((f) => f.uid));
    for (const photo of savedPhotos) {
      if (!kept.has(`photo-${photo.photoPk}`))
        await stationsApi.removePhoto(values.chargeBoxId, photo.photoPk);
    }
    const fresh = photos.flatMap((f) => (f.originFileObj ? [f.originFileObj as File] : []));
    if (fresh.length > 0) {
      const uploaded = await stationsApi.uploadPhotos(values.chargeBoxId, fresh);
      if (!uploaded.ok) void message.error(STATION_TEXTS.uploadFailed);
    }
    await queryClient.invalidateQueries({ queryKey: ['chargepoints'] });
    await queryClient.invalidateQueries({ queryKey: ['chargepoint'] });
    void message.success(creating ? STATION_TEXTS.created : STATION_TEXTS.updated);
    setTimeout(() => void navigate('/stations'), REDIRECT_MS);
  };
}
