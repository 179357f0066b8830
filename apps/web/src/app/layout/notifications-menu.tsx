import { BellOutlined } from '@ant-design/icons';
import { Badge, Button, Empty, Popover } from 'antd';
import { useTranslation } from 'react-i18next';

/** Header notifications (types Failure, Warning and Disconnected); the list is empty until realtime delivers events. */
export function NotificationsMenu() {
  const { t } = useTranslation();
  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      title={t('layout.notifications')}
      content={
        <div style={{ width: 280 }}>
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('layout.noNotifications')} />
        </div>
      }
    >
      <Badge count={0} size="small">
        <Button
          type="text"
          shape="circle"
          icon={<BellOutlined />}
          aria-label={t('layout.notifications')}
        />
      </Badge>
    </Popover>
  );
}
