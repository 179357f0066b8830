import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { api } from '../api/api';
import { dataOrThrow } from '../api/api-error';
import { isNotification, type StationNotification } from './notification';
import { HEADER_NOTIFICATION_TYPES } from './notification-texts';
import { useRealtimeConnected, useTenantTopics, useTopic } from './use-topic';

const LIMIT = 100;
const KEY = ['notification', 'header'] as const;

/** The header's last 100 Failure, Warning and Disconnected notifications, kept live. */
export function useHeaderNotifications() {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: KEY,
    queryFn: async ({ signal }) =>
      dataOrThrow(
        await api.get<{ notificationList: StationNotification[] }>('notification/chargeBox', {
          query: { limit: LIMIT, type: HEADER_NOTIFICATION_TYPES.join(',') },
          signal,
        }),
      ).notificationList,
  });
  const { notifications } = useTenantTopics();
  useTopic(notifications, (message) => {
    const n = message.body;
    if (!isNotification(n) || !(HEADER_NOTIFICATION_TYPES as readonly string[]).includes(n.type))
      return;
    client.setQueryData<StationNotification[]>(KEY, (list) =>
      [n, ...(list ?? []).filter((old) => old.notificationPk !== n.notificationPk)].slice(0, LIMIT),
    );
  });
  // What happened while the connection was down is read again once it is back.
  const connected = useRealtimeConnected();
  const wasUp = useRef(false);
  const { refetch } = query;
  useEffect(() => {
    if (!connected) return;
    if (wasUp.current) void refetch();
    wasUp.current = true;
  }, [connected, refetch]);
  return query;
}
