import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { USER_TEXTS } from './users-texts';

/** The spec's 'Limite de usuários atingido!' dialog, shown on the check before New user and on create. */
export function useUserLimitModal(): () => void {
  const { modal } = App.useApp();
  const { t } = useTranslation();
  return () => {
    modal.warning({ title: USER_TEXTS.limitReached, content: t('users.form.limitHint') });
  };
}
