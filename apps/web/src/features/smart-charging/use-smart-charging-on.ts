import { useGroupSmartCharging } from './smart-charging-api';
import { useSmartChargingAccess } from './use-smart-charging-access';

/**
 * Whether the chargers being picked go to a configuration with smart charging on (spec 3 §5
 * "Adding chargers"): the group's link and setup when adding to a group, else the create form's
 * draft with its smart-charging block included.
 */
export function useSmartChargingOn(
  groupId: number | undefined,
  draft: Record<string, unknown> | undefined,
): boolean {
  const access = useSmartChargingAccess();
  const link = useGroupSmartCharging(groupId, access);
  if (!access) return false;
  if (groupId === undefined) {
    const block = draft?.smart_charging as { included?: unknown } | undefined;
    return block?.included === true;
  }
  return Boolean(link.data?.enabled && link.data.smart_charging?.enabled);
}
