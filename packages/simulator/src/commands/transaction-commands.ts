import type { Connector } from '../station/connector';
import { answer, type CommandHandlers, type CommandStation } from './command-handler';

function pickConnector(
  station: CommandStation,
  idTag: string,
  connectorId: number | undefined,
): Connector | undefined {
  const { ctx, sessions } = station;
  const usable = (c: Connector): boolean =>
    c.isFree &&
    !sessions.isStarting(c.id) &&
    (!c.reservation || c.reservation.idTag === idTag) &&
    ctx.station.availability === 'Operative' &&
    !ctx.station.fault;
  if (connectorId === undefined) return ctx.connectors.find(usable);
  const connector = connectorId > 0 ? ctx.connector(connectorId) : undefined;
  return connector && usable(connector) ? connector : undefined;
}

export const transactionCommands: Pick<
  CommandHandlers,
  'RemoteStartTransaction' | 'RemoteStopTransaction' | 'UnlockConnector'
> = {
  RemoteStartTransaction: (station, { idTag, connectorId, chargingProfile }) => {
    const connector = pickConnector(station, idTag, connectorId);
    if (!connector || (chargingProfile && chargingProfile.chargingProfilePurpose !== 'TxProfile'))
      return answer({ status: 'Rejected' });
    return answer({ status: 'Accepted' }, async () => {
      const outcome = await station.sessions.start(connector, idTag, {
        skipAuthorize: !station.config.bool('AuthorizeRemoteTxRequests'),
        ...(chargingProfile ? { chargingProfile } : {}),
      });
      if (outcome.status === 'Rejected')
        station.ctx.log.info('remote start refused', { idTag, reason: outcome.reason });
    });
  },

  RemoteStopTransaction: (station, { transactionId }) => {
    const connector = station.sessions.find(transactionId);
    if (!connector) return answer({ status: 'Rejected' });
    return answer({ status: 'Accepted' }, async () => {
      await station.sessions.stop(connector, 'Remote');
      station.scheduleUnplug(connector);
    });
  },

  UnlockConnector: (station, { connectorId }) => {
    const connector = connectorId > 0 ? station.ctx.connector(connectorId) : undefined;
    if (!connector) return answer({ status: 'NotSupported' });
    return answer({ status: 'Unlocked' }, async () => {
      if (connector.transaction) await station.sessions.stop(connector, 'UnlockCommand');
      if (connector.plugged) station.scheduleUnplug(connector);
    });
  },
};
