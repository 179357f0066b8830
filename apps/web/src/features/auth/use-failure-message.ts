import { App } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Failure } from './auth-outcomes';

/** Shows a failed auth call: the spec's text, or the translated connection problem. */
export function useFailureMessage(): (failure: Failure) => void {
  const { message } = App.useApp();
  const { t } = useTranslation();
  return useCallback(
    (failure: Failure) =>
      void message.error('text' in failure ? failure.text : t('errors.network')),
    [message, t],
  );
}
