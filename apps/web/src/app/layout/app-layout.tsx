import { Drawer, Layout } from 'antd';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { BrandLogo } from '../../components/brand-logo';
import { FullPageSpinner } from '../../components/full-page-spinner';
import { useSessionCheck } from '../auth/use-session-check';
import { AppHeader } from './app-header';
import { SideMenu } from './side-menu';
import { SIDEBAR_COLLAPSED, Sidebar } from './sidebar';
import { useWideScreen } from './use-wide-screen';

const DRAWER_WIDTH = 280;

/** The signed-in shell: sidebar (or drawer below 1025 px), header and the page. */
export function AppLayout() {
  const { t } = useTranslation();
  const wide = useWideScreen();
  const [drawerOpen, setDrawerOpen] = useState(false);
  useSessionCheck();
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <a href="#main-content" className="skip-link">
        {t('layout.skipToContent')}
      </a>
      {wide && <Sidebar />}
      {!wide && (
        <Drawer
          placement="left"
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          size={DRAWER_WIDTH}
          title={<BrandLogo height={28} />}
          styles={{ body: { padding: 0 } }}
        >
          <nav aria-label={t('layout.navigation')}>
            <SideMenu onNavigate={() => setDrawerOpen(false)} />
          </nav>
        </Drawer>
      )}
      <Layout style={{ marginInlineStart: wide ? SIDEBAR_COLLAPSED : 0 }}>
        <AppHeader onOpenMenu={wide ? undefined : () => setDrawerOpen(true)} />
        <Layout.Content
          id="main-content"
          tabIndex={-1}
          style={{ padding: wide ? 24 : 16, outline: 'none' }}
        >
          <Suspense fallback={<FullPageSpinner />}>
            <Outlet />
          </Suspense>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
