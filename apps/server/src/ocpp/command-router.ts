import type { ConnectionRegistry } from './connection-registry';
import { statusOf, type OcppTrafficLog } from './traffic-log';
import { OutboundCallError } from './transport/ocpp-transport';
import { SchemaViolation, validatePayload } from './v16/schema-validator';
import type { CommandRequest, CommandResponse, ServerCommand } from '@chargedeck/shared/ocpp16';

export class StationOfflineError extends Error {
  constructor(chargeBoxId: string) {
    super(`Station ${chargeBoxId} is offline`);
    this.name = 'StationOfflineError';
  }
}

/**
 * Delivers a command to the node that holds the station's socket. This node's router delivers
 * locally; a router for several nodes forwards to the node named in the connection registry.
 */
export interface CommandRouter {
  send<C extends ServerCommand>(
    chargeBoxId: string,
    command: C,
    request: CommandRequest<C>,
    timeoutMs: number,
  ): Promise<CommandResponse<C>>;
}

export class LocalCommandRouter implements CommandRouter {
  constructor(
    private readonly registry: ConnectionRegistry,
    private readonly traffic?: OcppTrafficLog,
  ) {}

  /** Whether this node holds the station's open socket. */
  holds(chargeBoxId: string): boolean {
    return this.registry.get(chargeBoxId)?.open ?? false;
  }

  async send<C extends ServerCommand>(
    chargeBoxId: string,
    command: C,
    request: CommandRequest<C>,
    timeoutMs: number,
  ): Promise<CommandResponse<C>> {
    checkRequest(command, request);
    const connection = this.registry.get(chargeBoxId);
    if (!connection?.open) throw new StationOfflineError(chargeBoxId);
    const { session } = connection;
    try {
      const response = await connection.call(command, request, timeoutMs);
      let answer: CommandResponse<C>;
      try {
        answer = validatePayload<CommandResponse<C>>(
          `urn:${command}.conf`,
          response,
          session.tolerances,
        );
      } catch (error) {
        throw new OutboundCallError(
          'invalid',
          `the station's answer is invalid: ${messageOf(error)}`,
        );
      }
      this.traffic?.command(session, command, statusOf(answer) ?? 'answered', false);
      return answer;
    } catch (error) {
      this.traffic?.command(session, command, messageOf(error), true);
      throw error;
    }
  }
}

/** Refuses a request the OCPP schema refuses, before it goes anywhere. */
export function checkRequest<C extends ServerCommand>(command: C, request: CommandRequest<C>) {
  try {
    validatePayload(`urn:${command}.req`, request);
  } catch (error) {
    throw new OutboundCallError(
      'invalid',
      `the ${command} request is invalid: ${messageOf(error)}`,
    );
  }
}

function messageOf(error: unknown): string {
  return error instanceof SchemaViolation || error instanceof Error ? error.message : String(error);
}
