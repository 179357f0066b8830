import { LogoutOutlined, MenuOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Flex, Layout, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BrandLogo } from '../../components/brand-logo';
import { useSession } from '../auth/session-context';
import { useLogout } from '../auth/use-logout';
import { LanguageMenu } from './language-menu';
import { NotificationsMenu } from './notifications-menu';

export function AppHeader({ onOpenMenu }: { onOpenMenu?: () => void }) {
  const { t } = useTranslation();
  const { session } = useSession();
  const logout = useLogout();
  const user = session?.user;
  return (
    <Layout.Header
      style={{
        position: 'sticky',
        top: 0,
        zIndex: 10,
        display: 'flex',
        alignItems: 'center',
        gap: 12,
        paddingInline: 16,
        borderBottom: '1px solid rgba(5, 5, 5, 0.06)',
      }}
    >
      {onOpenMenu && (
        <>
          <Button
            type="text"
            icon={<MenuOutlined />}
            onClick={onOpenMenu}
            aria-label={t('layout.openMenu')}
          />
          <BrandLogo height={28} />
        </>
      )}
      <Flex align="center" gap={8} style={{ marginInlineStart: 'auto' }}>
        <NotificationsMenu />
        <LanguageMenu compact={Boolean(onOpenMenu)} />
        {user && (
          <Link
            to={`/user/${user.id}`}
            aria-label={t('layout.profile')}
            title={t('layout.profile')}
          >
            <Flex align="center" gap={8}>
              <Avatar size="small" icon={<UserOutlined />} />
              {!onOpenMenu && (
                <Typography.Text ellipsis style={{ maxWidth: 180 }}>
                  {user.name || user.email}
                </Typography.Text>
              )}
            </Flex>
          </Link>
        )}
        <Button
          type="text"
          icon={<LogoutOutlined />}
          onClick={() => void logout()}
          aria-label={onOpenMenu ? t('layout.logout') : undefined}
        >
          {onOpenMenu ? null : t('layout.logout')}
        </Button>
      </Flex>
    </Layout.Header>
  );
}
