import {
  checkRequest,
  StationOfflineError,
  type CommandRouter,
  type LocalCommandRouter,
} from '../command-router';
import type { CommandRelay } from './command-relay';
import type { StationHolders } from './station-holders';
import type { CommandRequest, CommandResponse, ServerCommand } from '@chargedeck/shared/ocpp16';

/**
 * Several nodes: a station connected here is served by the local router; another node's
 * station gets the command through the relay, to the node the registry names.
 */
export class ClusterCommandRouter implements CommandRouter {
  constructor(
    private readonly nodeId: string,
    private readonly local: LocalCommandRouter,
    private readonly holders: StationHolders,
    private readonly relay: CommandRelay,
  ) {}

  async send<C extends ServerCommand>(
    chargeBoxId: string,
    command: C,
    request: CommandRequest<C>,
    timeoutMs: number,
  ): Promise<CommandResponse<C>> {
    if (this.local.holds(chargeBoxId))
      return this.local.send(chargeBoxId, command, request, timeoutMs);
    checkRequest(command, request);
    const holder = await this.holders.holderOf(chargeBoxId);
    if (!holder || holder === this.nodeId) throw new StationOfflineError(chargeBoxId);
    return this.relay.forward(holder, chargeBoxId, command, request, timeoutMs);
  }
}
