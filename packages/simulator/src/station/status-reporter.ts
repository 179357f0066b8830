import type { ChargePointStatus } from '@chargedeck/shared/ocpp16';
import type { Connector } from './connector';
import type { StationContext } from './station-context';

/**
 * Sends a StatusNotification when the connector's status or error changed (or when forced).
 * Offline the change is only remembered: every status is sent again on reconnect. Without a
 * change it resolves when the last notification of the connector has been answered.
 */
export function reportStatus(
  ctx: StationContext,
  connector: Connector,
  force = false,
): Promise<void> {
  const status: ChargePointStatus = connector.status();
  const errorCode = connector.errorCode();
  if (!force && status === connector.reportedStatus && errorCode === connector.reportedErrorCode)
    return connector.lastReport;
  connector.reportedStatus = status;
  connector.reportedErrorCode = errorCode;
  ctx.events.emit('status', { connectorId: connector.id, status, errorCode });
  const info = connector.fault?.info;
  connector.lastReport = ctx
    .notify('StatusNotification', {
      connectorId: connector.id,
      errorCode,
      status,
      timestamp: new Date(ctx.clock.now()).toISOString(),
      ...(info ? { info } : {}),
    })
    .then(() => undefined);
  return connector.lastReport;
}

/** Connector 0 and every connector, one after the other (after boot or a reconnect). */
export async function reportAllStatuses(ctx: StationContext): Promise<void> {
  for (const connector of [ctx.station, ...ctx.connectors])
    await reportStatus(ctx, connector, true);
}
