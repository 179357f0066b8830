import type { ServerCommand, CommandRequest, CommandResponse } from '@chargedeck/shared/ocpp16';
import type { EventEmitter } from 'node:events';
import type { StationConfiguration } from '../station/configuration';
import type { Connector } from '../station/connector';
import type { StationCounters } from '../station/counters';
import type { StationEvents } from '../station/events';
import type { Lifecycle } from '../station/lifecycle';
import type { Maintenance } from '../station/maintenance';
import type { Metering } from '../station/metering';
import type { StationContext } from '../station/station-context';
import type { Transactions } from '../station/transactions';
import type { Scheduler } from '../time/scheduler';

/**
 * The station as command handlers see it. The station implements it and dispatches to the
 * handlers, so the handlers name this interface rather than import the station.
 */
export interface CommandStation extends Pick<EventEmitter<StationEvents>, 'emit'> {
  readonly config: StationConfiguration;
  readonly counters: StationCounters;
  readonly scheduler: Scheduler;
  readonly ctx: StationContext;
  readonly metering: Metering;
  readonly sessions: Transactions;
  readonly lifecycle: Lifecycle;
  readonly maintenance: Maintenance;
  readonly isOnline: boolean;
  connector(connectorId: number): Connector;
  scheduleUnplug(connector: Connector): void;
}

/**
 * The answer to a command and what the station does next. `then` runs after the answer has
 * been sent, as a real station acts only once it has confirmed the command.
 */
export interface CommandOutcome<A extends ServerCommand> {
  response: CommandResponse<A>;
  then?: () => Promise<unknown> | void;
}

export type CommandHandler<A extends ServerCommand> = (
  station: CommandStation,
  request: CommandRequest<A>,
) => CommandOutcome<A>;

export type CommandHandlers = { [A in ServerCommand]: CommandHandler<A> };

export const answer = <A extends ServerCommand>(
  response: CommandResponse<A>,
  then?: () => Promise<unknown> | void,
): CommandOutcome<A> => (then ? { response, then } : { response });
