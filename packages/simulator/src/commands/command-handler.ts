import type { ServerCommand, CommandRequest, CommandResponse } from '@chargedeck/shared/ocpp16';
import type { SimulatedStation } from '../station/station';

/**
 * The answer to a command and what the station does next. `then` runs after the answer has
 * been sent, as a real station acts only once it has confirmed the command.
 */
export interface CommandOutcome<A extends ServerCommand> {
  response: CommandResponse<A>;
  then?: () => Promise<unknown> | void;
}

export type CommandHandler<A extends ServerCommand> = (
  station: SimulatedStation,
  request: CommandRequest<A>,
) => CommandOutcome<A>;

export type CommandHandlers = { [A in ServerCommand]: CommandHandler<A> };

export const answer = <A extends ServerCommand>(
  response: CommandResponse<A>,
  then?: () => Promise<unknown> | void,
): CommandOutcome<A> => (then ? { response, then } : { response });
