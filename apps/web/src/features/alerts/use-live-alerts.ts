import { isAlertEventType } from '@chargedeck/shared';
import { useQueryClient } from '@tanstack/react-query';
import { isNotification } from '../../app/realtime/notification';
import { useTenantTopics, useTopic } from '../../app/realtime/use-topic';
import { matchesSearch, mergeAlerts, type AlertItem } from './alert-rules';
import { ALERT_FETCH_LIMIT, alertsKey } from './alerts-api';

/**
 * New notifications from `{apiKey}/notification/chargeBox` go to the top of the list as they
 * come (routine ones only when the list shows all events).
 */
export function useLiveAlerts(terms: readonly string[], all: boolean): void {
  const queryClient = useQueryClient();
  useTopic(useTenantTopics().notifications, (message) => {
    if (!isNotification(message.body)) return;
    const alert = message.body as AlertItem;
    if (!matchesSearch(alert, terms) || !(all || isAlertEventType(alert.type))) return;
    queryClient.setQueryData<AlertItem[]>(alertsKey(terms, all), (list) =>
      list ? mergeAlerts([[alert], list]).slice(0, ALERT_FETCH_LIMIT) : list,
    );
  });
}
