import { ALERT_EVENT_TYPES } from '@chargedeck/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../app/api/api';
import { dataOrThrow } from '../../app/api/api-error';
import { mergeAlerts, type AlertItem } from './alert-rules';

/** The newest notifications the list holds (the server's largest page; spec 1 §9). */
export const ALERT_FETCH_LIMIT = 100;
const zone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

async function fetchAlerts(search: string | undefined, all: boolean, signal: AbortSignal) {
  const answer = dataOrThrow(
    await api.get<{ notificationList: AlertItem[] }>('notification/chargeBox', {
      query: {
        limit: ALERT_FETCH_LIMIT,
        timeZone: zone(),
        ...(search ? { search } : {}),
        ...(all ? {} : { type: ALERT_EVENT_TYPES.join(',') }),
      },
      signal,
    }),
  );
  return answer.notificationList;
}

/** The list's query key: its search tags and whether routine events are shown too. */
export const alertsKey = (terms: readonly string[], all: boolean) => ['alerts', terms, all];

/**
 * The newest notifications matching any of the search tags: the server filters each tag (name
 * or chargeBoxId, spaces stripped, case ignored) and the answers are merged. Only alert-worthy
 * events (failure, disconnection, short recharge) unless `all`.
 */
export function useAlerts(terms: readonly string[], all: boolean) {
  return useQuery({
    queryKey: alertsKey(terms, all),
    queryFn: async ({ signal }) => {
      if (terms.length === 0) return fetchAlerts(undefined, all, signal);
      return mergeAlerts(await Promise.all(terms.map((term) => fetchAlerts(term, all, signal))));
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
