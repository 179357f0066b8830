import { useQuery } from '@tanstack/react-query';
import { App } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { sessionUser } from '@chargedeck/shared';
import { api } from '../api/api';
import { ApiError, dataOrThrow } from '../api/api-error';
import { useSession } from './session-context';

/**
 * Asks the server about the stored session when the shell opens (GET /api/session): an expired
 * or forged token ends in the 401 handling, and changed permissions reach the menu.
 */
export function useSessionCheck(): void {
  const { session, updateUser } = useSession();
  const { message } = App.useApp();
  const { t } = useTranslation();
  const token = session?.token;
  const check = useQuery({
    queryKey: ['session', token],
    queryFn: async ({ signal }) =>
      dataOrThrow(await api.get<{ user?: unknown }>('session', { signal })),
    enabled: Boolean(token),
    staleTime: Infinity,
  });

  useEffect(() => {
    const parsed = sessionUser.safeParse(check.data?.user);
    if (parsed.success) updateUser(parsed.data);
  }, [check.data, updateUser]);

  const networkDown = check.error instanceof ApiError && check.error.failure.kind === 'network';
  useEffect(() => {
    if (networkDown) void message.error(t('errors.network'));
  }, [networkDown, message, t]);
}
