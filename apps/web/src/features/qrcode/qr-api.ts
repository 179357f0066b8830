import type { QrCommandAnswer, QrConnectorStatus, QrStartAnswer } from '@chargedeck/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../app/api/api';
import { dataOrThrow } from '../../app/api/api-error';

/** How often the public page reads the connector status: often without the live topic. */
export const QR_STATUS_POLL_MS = 3000;
export const QR_STATUS_POLL_LIVE_MS = 30_000;

export interface QrTarget {
  chargeBoxId: string;
  connectorId: number;
  token: string;
}

const path = (t: QrTarget) => `qrcode/status/${encodeURIComponent(t.chargeBoxId)}/${t.connectorId}`;

export function useQrStatus(target: QrTarget, live: boolean) {
  return useQuery({
    queryKey: ['qrcode', 'status', target],
    queryFn: async ({ signal }) =>
      dataOrThrow(
        await api.get<QrConnectorStatus>(path(target), {
          query: { token: target.token },
          signal,
          sessionExpiry: false,
        }),
      ),
    refetchInterval: (query) =>
      // A refused token (403) or an unknown station (404) will not change by asking again.
      query.state.error && 'failure' in query.state.error
        ? false
        : live
          ? QR_STATUS_POLL_LIVE_MS
          : QR_STATUS_POLL_MS,
    retry: false,
  });
}

export const qrApi = {
  start: (target: QrTarget, recaptchaResponse: string) =>
    api.post<QrStartAnswer>(
      'qrcode/start',
      { ...target, recaptchaResponse },
      { sessionExpiry: false },
    ),
  stop: (target: QrTarget, stopSecret: string | undefined) =>
    api.post<QrCommandAnswer>('qrcode/stop', { ...target, stopSecret }, { sessionExpiry: false }),
  token: (chargeBoxId: string, connectorId: number) =>
    api.get<{ token: string; path: string }>(
      `qrcode/token/${encodeURIComponent(chargeBoxId)}/${connectorId}`,
    ),
};
