import { createRPCError } from 'ocpp-rpc';
import type { ServerCommand, CommandRequest } from '@chargedeck/shared/ocpp16';
import { isAborted } from '../time/timer-group';
import { availabilityCommands } from './availability-commands';
import type {
  CommandHandler,
  CommandHandlers,
  CommandOutcome,
  CommandStation,
} from './command-handler';
import { configurationCommands } from './configuration-commands';
import { localListCommands } from './local-list-commands';
import { maintenanceCommands } from './maintenance-commands';
import { reservationCommands } from './reservation-commands';
import { smartChargingCommands } from './smart-charging-commands';
import { transactionCommands } from './transaction-commands';
import { triggerCommands } from './trigger-message';

/** Every OCPP 1.6 command a central system can send, answered as a station would. */
export const commandHandlers: CommandHandlers = {
  ...availabilityCommands,
  ...configurationCommands,
  ...localListCommands,
  ...maintenanceCommands,
  ...reservationCommands,
  ...smartChargingCommands,
  ...transactionCommands,
  ...triggerCommands,
};

function isCommandAction(action: string): action is ServerCommand {
  return Object.hasOwn(commandHandlers, action);
}

function handle<A extends ServerCommand>(
  station: CommandStation,
  action: A,
  request: CommandRequest<A>,
): CommandOutcome<A> {
  const handler: CommandHandler<A> = commandHandlers[action];
  return handler(station, request);
}

export async function dispatchCommand(
  station: CommandStation,
  action: string,
  params: unknown,
): Promise<object> {
  station.counters.commandsReceived++;
  if (!isCommandAction(action)) {
    station.emit('command', { action, payload: params, error: 'NotImplemented' });
    throw createRPCError('NotImplemented', `${action} is not supported by this station`);
  }
  // ocpp-rpc strict mode has validated params against the OCPP 1.6 schema of this action.
  const outcome = handle(station, action, params as CommandRequest<typeof action>);
  station.emit('command', { action, payload: params, response: outcome.response });
  const { then } = outcome;
  if (then) {
    // After the CALLRESULT is on the wire: one macrotask later than this answer.
    station.ctx.timers.after(0, () => {
      Promise.resolve()
        .then(then)
        .catch((error: unknown) => {
          if (!isAborted(error))
            station.ctx.log.warn(`${action} follow-up failed`, { error: String(error) });
        });
    });
  }
  return outcome.response;
}
