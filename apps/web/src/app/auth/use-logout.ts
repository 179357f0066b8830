import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api } from '../api/api';
import { useSession } from './session-context';
import { SESSION_TEXTS, REDIRECT_MESSAGE_SECONDS } from './session-texts';

/**
 * POST /api/logout, then the session is forgotten here whatever the answer: a 401 means the
 * server had already ended it, and a user who asked to leave is never kept signed in.
 */
export function useLogout(): () => Promise<void> {
  const { signOut } = useSession();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const { t } = useTranslation();

  return async () => {
    const result = await api.post('logout', undefined, { sessionExpiry: false });
    if (result.ok || result.status === 401) {
      void message.success(SESSION_TEXTS.logout, REDIRECT_MESSAGE_SECONDS);
    } else {
      void message.error(result.kind === 'network' ? t('errors.network') : t('errors.generic'));
    }
    signOut();
    await navigate('/auth/login', { replace: true });
  };
}
