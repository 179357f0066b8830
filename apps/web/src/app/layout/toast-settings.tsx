import { STATION_EVENT_TYPES, type StationEventType } from '@chargedeck/shared';
import { Alert, Checkbox, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSaveNotificationSettings, useToastTypes } from '../realtime/notification-settings';

/** The user's choice of station events that raise a toast, saved on the server as it changes. */
export function ToastSettings() {
  const { t } = useTranslation();
  const toastTypes = useToastTypes();
  const save = useSaveNotificationSettings();
  return (
    <Flex vertical gap={8} data-testid="toast-settings">
      <Typography.Text type="secondary">{t('notifications.toastSettingsHint')}</Typography.Text>
      <Checkbox.Group<StationEventType>
        value={toastTypes as StationEventType[]}
        onChange={(toastTypes) => save.mutate({ toastTypes })}
        aria-label={t('notifications.toastSettings')}
      >
        <Flex vertical gap={4}>
          {STATION_EVENT_TYPES.map((type) => (
            <Checkbox key={type} value={type}>
              {t(`alerts.types.${type}`)}
            </Checkbox>
          ))}
        </Flex>
      </Checkbox.Group>
      {save.isError && (
        <Alert type="error" showIcon title={t('notifications.toastSettingsFailed')} />
      )}
    </Flex>
  );
}
