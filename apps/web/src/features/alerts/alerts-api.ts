import { useQuery } from '@tanstack/react-query';
import { api } from '../../app/api/api';
import { dataOrThrow } from '../../app/api/api-error';
import { mergeAlerts, type AlertItem } from './alert-rules';

/** The newest notifications the list holds (the server's largest page; spec 1 §9). */
export const ALERT_FETCH_LIMIT = 100;
const zone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

async function fetchAlerts(search: string | undefined, signal: AbortSignal) {
  const answer = dataOrThrow(
    await api.get<{ notificationList: AlertItem[] }>('notification/chargeBox', {
      query: { limit: ALERT_FETCH_LIMIT, timeZone: zone(), ...(search ? { search } : {}) },
      signal,
    }),
  );
  return answer.notificationList;
}

/**
 * The newest notifications matching any of the search tags: the server filters each tag (name
 * or chargeBoxId, spaces stripped, case ignored) and the answers are merged.
 */
export function useAlerts(terms: readonly string[]) {
  return useQuery({
    queryKey: ['alerts', terms],
    queryFn: async ({ signal }) => {
      if (terms.length === 0) return fetchAlerts(undefined, signal);
      return mergeAlerts(await Promise.all(terms.map((term) => fetchAlerts(term, signal))));
    },
  });
}

/** The events of one transaction, oldest first (timeline of a Short Recharge). */
export function useTransactionEvents(transactionId: number | null) {
  return useQuery({
    queryKey: ['alerts', 'transaction', transactionId],
    enabled: transactionId !== null,
    queryFn: async ({ signal }) =>
      dataOrThrow(
        await api.get<{ notificationList: AlertItem[] }>(
          `notification/transaction/${transactionId}`,
          { query: { timeZone: zone() }, signal },
        ),
      ).notificationList,
  });
}
