import type { MessageTrigger } from '@chargedeck/shared/ocpp16';
import { reportAllStatuses, reportStatus } from '../station/status-reporter';
import { answer, type CommandHandlers, type CommandStation } from './command-handler';

async function send(
  station: CommandStation,
  message: MessageTrigger,
  connectorId: number | undefined,
): Promise<void> {
  const { ctx } = station;
  switch (message) {
    case 'BootNotification':
      await station.lifecycle.sendBootNotification();
      return;
    case 'Heartbeat':
      await ctx.notify('Heartbeat', {});
      return;
    case 'StatusNotification': {
      const connector = connectorId === undefined ? undefined : ctx.connector(connectorId);
      await (connector ? reportStatus(ctx, connector, true) : reportAllStatuses(ctx));
      return;
    }
    case 'MeterValues':
      station.metering.trigger(connectorId);
      await ctx.queue.drained();
      return;
    case 'DiagnosticsStatusNotification':
      await ctx.notify('DiagnosticsStatusNotification', { status: ctx.diagnosticsStatus });
      return;
    case 'FirmwareStatusNotification':
      await ctx.notify('FirmwareStatusNotification', { status: ctx.firmwareStatus });
      return;
  }
}

export const triggerCommands: Pick<CommandHandlers, 'TriggerMessage'> = {
  TriggerMessage: (station, { requestedMessage, connectorId }) => {
    if (connectorId !== undefined && !station.ctx.connector(connectorId))
      return answer({ status: 'Rejected' });
    return answer({ status: 'Accepted' }, () => send(station, requestedMessage, connectorId));
  },
};
