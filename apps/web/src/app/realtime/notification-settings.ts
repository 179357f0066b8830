import {
  DEFAULT_TOAST_TYPES,
  type NotificationSettings,
  type NotificationUnread,
} from '@chargedeck/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../api/api';
import { dataOrThrow } from '../api/api-error';

const SETTINGS_KEY = ['notification', 'settings'] as const;
export const UNREAD_KEY = ['notification', 'unread'] as const;

/** The signed-in user's notification settings, kept on the server. */
export function useNotificationSettings() {
  return useQuery({
    queryKey: SETTINGS_KEY,
    queryFn: async ({ signal }) =>
      dataOrThrow(await api.get<NotificationSettings>('notification/settings', { signal })),
    staleTime: Infinity,
  });
}

/** The event types that raise a toast (the defaults until the settings are read). */
export function useToastTypes(): readonly string[] {
  return useNotificationSettings().data?.toastTypes ?? DEFAULT_TOAST_TYPES;
}

export function useSaveNotificationSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (settings: NotificationSettings) =>
      dataOrThrow(await api.put<NotificationSettings>('notification', 'settings', settings)),
    onMutate: (settings) => client.setQueryData(SETTINGS_KEY, settings),
    onSuccess: (saved) => client.setQueryData(SETTINGS_KEY, saved),
    onError: () => void client.invalidateQueries({ queryKey: SETTINGS_KEY }),
  });
}

/** The bell's unread count, as the server counts it after the user's read mark. */
export function useUnreadCount() {
  return useQuery({
    queryKey: UNREAD_KEY,
    queryFn: async ({ signal }) =>
      dataOrThrow(await api.get<NotificationUnread>('notification/unread', { signal })),
  });
}

/** Marks everything up to this notification as read (the bell was opened). */
export function useMarkNotificationsRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (upToPk: number) =>
      dataOrThrow(await api.post<NotificationUnread>('notification/read', { upToPk })),
    onMutate: (upToPk) =>
      client.setQueryData<NotificationUnread>(UNREAD_KEY, { count: 0, readUpToPk: upToPk }),
    onSuccess: (unread) => client.setQueryData(UNREAD_KEY, unread),
  });
}
