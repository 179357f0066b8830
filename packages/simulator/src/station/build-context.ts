import type { StationAction, StationRequest, StationResponse } from '@chargedeck/shared/ocpp16';
import type { StationContext } from './station-context';

export type ContextParts = Omit<
  StationContext,
  'clock' | 'notify' | 'connector' | 'firmwareStatus' | 'diagnosticsStatus'
>;

export function buildContext(parts: ContextParts): StationContext {
  const { station, connectors, log, chargeBoxId } = parts;
  return {
    ...parts,
    clock: parts.timers.scheduler.clock,
    firmwareStatus: 'Idle',
    diagnosticsStatus: 'Idle',
    connector: (connectorId) => (connectorId === 0 ? station : connectors[connectorId - 1]),
    notify: async <A extends StationAction>(
      action: A,
      payload: StationRequest<A>,
    ): Promise<StationResponse<A> | undefined> => {
      if (!parts.isOnline()) return undefined;
      try {
        return await parts.call(action, payload);
      } catch (error) {
        log.debug(`${action} not answered`, { chargeBoxId, error: String(error) });
        return undefined;
      }
    },
  };
}
