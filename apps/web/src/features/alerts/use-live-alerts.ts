import { useQueryClient } from '@tanstack/react-query';
import { isNotification } from '../../app/realtime/notification';
import { useTenantTopics, useTopic } from '../../app/realtime/use-topic';
import { matchesSearch, mergeAlerts, type AlertItem } from './alert-rules';
import { ALERT_FETCH_LIMIT } from './alerts-api';

/** New notifications from `{apiKey}/notification/chargeBox` go to the top of the list as they come. */
export function useLiveAlerts(terms: readonly string[]): void {
  const queryClient = useQueryClient();
  useTopic(useTenantTopics().notifications, (message) => {
    if (!isNotification(message.body)) return;
    const alert = message.body as AlertItem;
    if (!matchesSearch(alert, terms)) return;
    queryClient.setQueryData<AlertItem[]>(['alerts', terms], (list) =>
      list ? mergeAlerts([[alert], list]).slice(0, ALERT_FETCH_LIMIT) : list,
    );
  });
}
