import type { SetChargingProfileRequest } from '@chargedeck/shared/ocpp16';
import type { OperationsService } from '../operations';

/** The smart-charging profile of a connector keeps one id, so each new one replaces it. */
const PROFILE_ID_BASE = 9_000;
const STACK_LEVEL = 9;

/**
 * The TxDefaultProfile of a connector: a constant limit in A per phase from now on (a Relative
 * schedule of one period), which also holds its running recharge when it has no TxProfile.
 */
export function smartProfileOf(
  connectorId: number,
  limitA: number,
  phases: number,
): SetChargingProfileRequest {
  return {
    connectorId,
    csChargingProfiles: {
      chargingProfileId: PROFILE_ID_BASE + connectorId,
      stackLevel: STACK_LEVEL,
      chargingProfilePurpose: 'TxDefaultProfile',
      chargingProfileKind: 'Relative',
      chargingSchedule: {
        chargingRateUnit: 'A',
        chargingSchedulePeriod: [{ startPeriod: 0, limit: limitA, numberPhases: phases }],
      },
    },
  };
}

export interface ProfileOrder {
  tenantPk: number;
  chargeBoxId: string;
  connectorId: number;
  limitA: number;
  phases: number;
}

/** Sends a limit as SetChargingProfile through the command service: one persisted task each. */
export async function sendProfile(operations: OperationsService, order: ProfileOrder) {
  const { done } = await operations.execute({
    command: 'SetChargingProfile',
    chargeBoxIds: [order.chargeBoxId],
    request: smartProfileOf(order.connectorId, order.limitA, order.phases),
    caller: balancerCaller(order.tenantPk),
  });
  return done;
}

/** The load balancer as the sender of a task (the task list shows its origin). */
export const balancerCaller = (tenantPk: number) => ({
  tenantPk,
  userPk: null,
  visibleTenantPks: [tenantPk],
  origin: 'smart-charging',
});
