import type { Connector } from '../station/connector';
import { reportStatus } from '../station/status-reporter';
import { answer, type CommandHandlers, type CommandStation } from './command-handler';

function release(station: CommandStation, connector: Connector): Promise<void> {
  connector.reservation?.cancelExpiry();
  connector.reservation = undefined;
  return reportStatus(station.ctx, connector);
}

export const reservationCommands: Pick<CommandHandlers, 'ReserveNow' | 'CancelReservation'> = {
  ReserveNow: (station, { connectorId, expiryDate, idTag, parentIdTag, reservationId }) => {
    const { ctx, config } = station;
    const connector = connectorId > 0 ? ctx.connector(connectorId) : undefined;
    if (!connector || (connectorId === 0 && !config.bool('ReserveConnectorZeroSupported')))
      return answer({ status: 'Rejected' });
    const sameReservation = connector.reservation?.reservationId === reservationId;
    if (connector.fault || ctx.station.fault) return answer({ status: 'Faulted' });
    if (connector.availability === 'Inoperative' || ctx.station.availability === 'Inoperative')
      return answer({ status: 'Unavailable' });
    if (connector.transaction || connector.plugged || (connector.reservation && !sameReservation))
      return answer({ status: 'Occupied' });
    const previous = ctx.connectors.find((c) => c.reservation?.reservationId === reservationId);
    if (previous === connector) connector.reservation?.cancelExpiry();
    else if (previous) void release(station, previous);
    const expiresAt = Date.parse(expiryDate);
    connector.reservation = {
      reservationId,
      idTag,
      ...(parentIdTag ? { parentIdTag } : {}),
      expiresAt,
      cancelExpiry: ctx.timers.after(Math.max(0, expiresAt - ctx.clock.now()), () => {
        if (connector.reservation?.reservationId === reservationId)
          void release(station, connector);
      }),
    };
    connector.manualStatus = undefined;
    return answer({ status: 'Accepted' }, () => reportStatus(ctx, connector));
  },

  CancelReservation: (station, { reservationId }) => {
    const connector = station.ctx.connectors.find(
      (c) => c.reservation?.reservationId === reservationId,
    );
    if (!connector) return answer({ status: 'Rejected' });
    connector.reservation?.cancelExpiry();
    connector.reservation = undefined;
    return answer({ status: 'Accepted' }, () => reportStatus(station.ctx, connector));
  },
};
