import { createBrowserRouter, Navigate } from 'react-router';
import { LoginPage } from '../../features/auth/login-page';
import { RecoverChangePage } from '../../features/auth/recover-change-page';
import { RecoverPage } from '../../features/auth/recover-page';
import { RegisterPage } from '../../features/auth/register-page';
import { NotFoundPage } from '../../features/not-found/not-found-page';
import { AppLayout } from '../layout/app-layout';
import { RootLayout } from '../layout/root-layout';
import { ShellRealtime } from '../realtime/shell-realtime';
import { PageGate, RequireNoSession, RequireSession } from './guards';
import { lazyPage } from './lazy-page';
import { PAGES } from './page-registry';

const PrivacyPolicyPage = lazyPage(
  () => import('../../features/legal/privacy-policy-page'),
  'PrivacyPolicyPage',
);
const TermsOfUsePage = lazyPage(
  () => import('../../features/legal/terms-of-use-page'),
  'TermsOfUsePage',
);

const ThreeDsPage = lazyPage(() => import('../../features/payments/three-ds-page'), 'ThreeDsPage');
const QrStartPage = lazyPage(() => import('../../features/qrcode/qr-start-page'), 'QrStartPage');

export function createAppRouter() {
  return createBrowserRouter([
    {
      element: <RootLayout />,
      children: [
        {
          element: <RequireNoSession />,
          children: [
            { path: '/auth/login', element: <LoginPage /> },
            { path: '/auth/register', element: <RegisterPage /> },
            { path: '/auth/recover', element: <RecoverPage /> },
            { path: '/auth/recover/change', element: <RecoverChangePage /> },
          ],
        },
        { path: '/terms-of-use', element: <TermsOfUsePage /> },
        { path: '/privacy-policy', element: <PrivacyPolicyPage /> },
        { path: '/not-found', element: <NotFoundPage /> },
        { path: '/three-ds-authentication', element: <ThreeDsPage /> },
        { path: '/qrcode/start/:chargeBoxId/:connectorId', element: <QrStartPage /> },
        {
          element: <RequireSession />,
          children: [
            {
              element: (
                <ShellRealtime>
                  <AppLayout />
                </ShellRealtime>
              ),
              children: PAGES.map((page) => ({
                path: page.path,
                element: <PageGate page={page} />,
              })),
            },
          ],
        },
        { path: '*', element: <Navigate to="/not-found" replace /> },
      ],
    },
  ]);
}
