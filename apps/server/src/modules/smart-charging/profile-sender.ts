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

/** A command to one station of a site. */
export interface StationOrder {
  tenantPk: number;
  chargeBoxId: string;
}

export interface ProfileOrder extends StationOrder {
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
    caller: callerOf(order.tenantPk),
  });
  return done;
}

/** The load balancer as the sender of a task (the task list shows its origin). */
export const callerOf = (tenantPk: number) => ({
  tenantPk,
  userPk: null,
  visibleTenantPks: [tenantPk],
  origin: 'smart-charging',
});

/** A connector whose smart-charging limit is taken away (its setup ended). */
export type ClearOrder = StationOrder & { connectorId: number };

/**
 * Takes a connector's smart-charging profile away (ClearChargingProfile by its id) through the
 * command service, one persisted task: the station falls back to its own maximum.
 */
export async function clearProfile(operations: OperationsService, order: ClearOrder) {
  const { done } = await operations.execute({
    command: 'ClearChargingProfile',
    chargeBoxIds: [order.chargeBoxId],
    request: { id: PROFILE_ID_BASE + order.connectorId, connectorId: order.connectorId },
    caller: callerOf(order.tenantPk),
  });
  return done;
}
