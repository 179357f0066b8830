import { hasRole } from '@chargedeck/shared';
import { useSession } from '../../app/auth/session-context';

/** DASH_SMART_CHARGING_CREATE (spec 3 §6): without it every smart-charging part is hidden. */
export function useSmartChargingAccess(): boolean {
  const { access } = useSession();
  return access !== null && hasRole(access, 'DASH_SMART_CHARGING_CREATE');
}
