import { Drawer, Layout } from 'antd';
import { Suspense, useRef, useState } from 'react';
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
  // Closed by following a link: focus goes to the new page, not back to the menu button.
  const [closedByNavigation, setClosedByNavigation] = useState(false);
  const mainRef = useRef<HTMLElement>(null);
  useSessionCheck();

  function openDrawer() {
    setClosedByNavigation(false);
    setDrawerOpen(true);
  }

  function navigated() {
    setClosedByNavigation(true);
    setDrawerOpen(false);
  }

  function afterDrawerChange(open: boolean) {
    if (open || !closedByNavigation) return;
    // Someone already moved on to the page (e.g. opened a picker): leave their focus alone.
    const active = document.activeElement;
    if (!active || active === document.body || active.closest('.ant-drawer'))
      mainRef.current?.focus({ preventScroll: true });
  }
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
          afterOpenChange={afterDrawerChange}
          focusable={{ focusTriggerAfterClose: !closedByNavigation }}
          size={DRAWER_WIDTH}
          title={<BrandLogo height={28} />}
          styles={{ body: { padding: 0 } }}
        >
          <nav aria-label={t('layout.navigation')}>
            <SideMenu onNavigate={navigated} />
          </nav>
        </Drawer>
      )}
      <Layout style={{ marginInlineStart: wide ? SIDEBAR_COLLAPSED : 0 }}>
        <AppHeader onOpenMenu={wide ? undefined : openDrawer} />
        <Layout.Content
          id="main-content"
          ref={mainRef}
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
