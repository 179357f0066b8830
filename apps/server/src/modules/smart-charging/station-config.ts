import type { OperationsService } from '../operations';
import { callerOf } from './profile-sender';

/** Reads and changes a station's configuration keys, each a persisted task of the balancer. */
export interface StationConfigurator {
  /** The key's value on the station; null when it did not say (unknown key, offline). */
  read(tenantPk: number, chargeBoxId: string, key: string): Promise<string | null>;
  /** Resolves true when the station accepted the new value. */
  change(tenantPk: number, chargeBoxId: string, key: string, value: string): Promise<boolean>;
}

/** The configurator over the command service (GetConfiguration, ChangeConfiguration). */
export function stationConfiguratorOf(operations: OperationsService): StationConfigurator {
  return {
    async read(tenantPk, chargeBoxId, key) {
      const { taskId, done } = await operations.execute({
        command: 'GetConfiguration',
        chargeBoxIds: [chargeBoxId],
        request: { key: [key] },
        caller: callerOf(tenantPk),
      });
      await done;
      const { response } = await operations.stationResponse(taskId, chargeBoxId, [tenantPk]);
      const keys = (response as { configurationKey?: { key: string; value?: string }[] } | null)
        ?.configurationKey;
      return keys?.find((k) => k.key === key)?.value ?? null;
    },
    async change(tenantPk, chargeBoxId, key, value) {
      const { done } = await operations.execute({
        command: 'ChangeConfiguration',
        chargeBoxIds: [chargeBoxId],
        request: { key, value },
        caller: callerOf(tenantPk),
      });
      const task = await done;
      return task.taskDetail.resultMap[chargeBoxId]?.response === 'Accepted';
    },
  };
}
