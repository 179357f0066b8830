import type { CommandAction, CommandRequest, CommandResponse } from '../ocpp/command-types';
import type { SimulatedStation } from '../station/station';

/**
 * The answer to a command and what the station does next. `then` runs after the answer has
 * been sent, as a real station acts only once it has confirmed the command.
 */
export interface CommandOutcome<A extends CommandAction> {
  response: CommandResponse<A>;
  then?: () => Promise<unknown> | void;
}

export type CommandHandler<A extends CommandAction> = (
  station: SimulatedStation,
  request: CommandRequest<A>,
) => CommandOutcome<A>;

export type CommandHandlers = { [A in CommandAction]: CommandHandler<A> };

export const answer = <A extends CommandAction>(
  response: CommandResponse<A>,
  then?: () => Promise<unknown> | void,
): CommandOutcome<A> => (then ? { response, then } : { response });
