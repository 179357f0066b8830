import type { NotificationUnread } from '@chargedeck/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { api } from '../api/api';
import { dataOrThrow } from '../api/api-error';
import { isNotification, type StationNotification } from './notification';
import { UNREAD_KEY } from './notification-settings';
import { useRealtimeConnected, useTenantTopics, useTopic } from './use-topic';

const LIMIT = 100;
const KEY = ['notification', 'header'] as const;

/**
 * The bell's last 100 station notifications of every type, kept live: each new one goes to
 * the top of the list and, when newer than the read mark, adds one to the unread count.
 */
export function useHeaderNotifications() {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: KEY,
    queryFn: async ({ signal }) =>
      dataOrThrow(
        await api.get<{ notificationList: StationNotification[] }>('notification/chargeBox', {
          query: { limit: LIMIT },
          signal,
        }),
      ).notificationList,
  });
  const { notifications } = useTenantTopics();
  useTopic(notifications, (message) => {
    const n = message.body;
    if (!isNotification(n)) return;
    const known = client
      .getQueryData<StationNotification[]>(KEY)
      ?.some((old) => old.notificationPk === n.notificationPk);
    client.setQueryData<StationNotification[]>(KEY, (list) =>
      [n, ...(list ?? []).filter((old) => old.notificationPk !== n.notificationPk)].slice(0, LIMIT),
    );
    if (known) return;
    client.setQueryData<NotificationUnread>(UNREAD_KEY, (unread) =>
      unread && n.notificationPk > unread.readUpToPk
        ? { ...unread, count: unread.count + 1 }
        : unread,
    );
  });
  // What happened while the connection was down is read again once it is back.
  const connected = useRealtimeConnected();
  const wasUp = useRef(false);
  const { refetch } = query;
  useEffect(() => {
    if (!connected) return;
    if (wasUp.current) {
      void refetch();
      void client.invalidateQueries({ queryKey: UNREAD_KEY });
    }
    wasUp.current = true;
  }, [connected, refetch, client]);
  return query;
}
