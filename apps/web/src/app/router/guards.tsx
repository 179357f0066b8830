import { canAccess } from '@chargedeck/shared';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../auth/session-context';
import type { PageDefinition } from './page-registry';

/** Protected routes need a session; visitors go to the login (spec 1 §2, routing rules). */
export function RequireSession() {
  const { session } = useSession();
  const location = useLocation();
  if (!session) return <Navigate to="/auth/login" replace state={{ from: location.pathname }} />;
  return <Outlet />;
}

/** A signed-in user has nothing to do on the /auth pages. */
export function RequireNoSession() {
  const { session } = useSession();
  return session ? <Navigate to="/" replace /> : <Outlet />;
}

/** A page the user may not open is, for that user, a page that does not exist. */
export function PageGate({ page }: { page: PageDefinition }) {
  const { access } = useSession();
  if (!access || !canAccess(access, page.path)) return <Navigate to="/not-found" replace />;
  const Page = page.component;
  return <Page />;
}
