import type { PushNotificationResult, PushProviderAnswer } from '@chargedeck/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../app/api/api';
import { dataOrThrow } from '../../app/api/api-error';

export const pushApi = {
  send: (message: string) => api.post<PushNotificationResult>('push-notification', { message }),
};

/** Which push service delivers: the page labels the sandbox as such. */
export function usePushProvider() {
  return useQuery({
    queryKey: ['push-notification', 'provider'],
    queryFn: async ({ signal }) =>
      dataOrThrow(await api.get<PushProviderAnswer>('push-notification/provider', { signal })),
    staleTime: 5 * 60_000,
  });
}
