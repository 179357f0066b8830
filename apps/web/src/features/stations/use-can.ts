import { canAccess } from '@chargedeck/shared';
import { useSession } from '../../app/auth/session-context';

/** Whether the signed-in user may use a route (spec 2 §6). */
export function useCan(): (path: string) => boolean {
  const { access } = useSession();
  return (path) => access !== null && canAccess(access, path);
}
