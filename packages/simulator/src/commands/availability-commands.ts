import { reportStatus } from '../station/status-reporter';
import { answer, type CommandHandlers } from './command-handler';

export const availabilityCommands: Pick<CommandHandlers, 'Reset' | 'ChangeAvailability'> = {
  Reset: (station, { type }) =>
    answer({ status: 'Accepted' }, () =>
      station.lifecycle.reboot(type === 'Soft' ? 'SoftReset' : 'HardReset'),
    ),

  ChangeAvailability: (station, { connectorId, type }) => {
    const { ctx } = station;
    const connector = ctx.connector(connectorId);
    if (!connector) return answer({ status: 'Rejected' });
    const targets = connectorId === 0 ? [ctx.station, ...ctx.connectors] : [connector];
    let scheduled = false;
    for (const target of targets) {
      // A session in progress finishes first; the change follows when it ends.
      if (target.transaction && type === 'Inoperative') {
        target.scheduledAvailability = type;
        scheduled = true;
      } else {
        target.availability = type;
        target.scheduledAvailability = undefined;
        target.manualStatus = undefined;
      }
    }
    return answer({ status: scheduled ? 'Scheduled' : 'Accepted' }, async () => {
      for (const target of targets) await reportStatus(ctx, target);
    });
  },
};
