import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { FullPageSpinner } from '../../components/full-page-spinner';
import { CookieBanner } from '../../features/legal/cookie-banner';
import { SessionProvider } from '../auth/session-provider';

/** Everything under the router: the session, lazily loaded pages and the LGPD cookie notice. */
export function RootLayout() {
  return (
    <SessionProvider>
      <Suspense fallback={<FullPageSpinner />}>
        <Outlet />
      </Suspense>
      <CookieBanner />
      <ScrollRestoration />
    </SessionProvider>
  );
}
