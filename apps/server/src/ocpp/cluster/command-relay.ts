import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Cluster, NodeMessage } from '../../platform/cluster';
import { StationOfflineError, type CommandRouter } from '../command-router';
import { OutboundCallError, type CallFailureKind } from '../transport/ocpp-transport';
import type { CommandRequest, CommandResponse, ServerCommand } from '@chargedeck/shared/ocpp16';

type FailureKind = CallFailureKind | 'offline' | 'other';

interface RelayedCommand extends NodeMessage {
  kind: 'command';
  id: string;
  /** The node that waits for the answer. */
  from: string;
  chargeBoxId: string;
  command: ServerCommand;
  request: unknown;
  timeoutMs: number;
}

interface RelayedAnswer extends NodeMessage {
  kind: 'command-answer';
  id: string;
  response?: unknown;
  failure?: { kind: FailureKind; message: string; errorCode?: string };
}

interface Waiting {
  chargeBoxId: string;
  resolve(response: unknown): void;
  reject(error: Error): void;
  timer: NodeJS.Timeout;
}

/** Time an answer may take beyond the station's own timeout to come back through Redis. */
const RELAY_MARGIN_MS = 2_000;

function failureOf(error: unknown): NonNullable<RelayedAnswer['failure']> {
  if (error instanceof StationOfflineError) return { kind: 'offline', message: error.message };
  if (error instanceof OutboundCallError)
    return { kind: error.kind, message: error.message, errorCode: error.errorCode };
  return { kind: 'other', message: error instanceof Error ? error.message : String(error) };
}

function errorOf(chargeBoxId: string, failure: NonNullable<RelayedAnswer['failure']>): Error {
  if (failure.kind === 'offline') return new StationOfflineError(chargeBoxId);
  if (failure.kind === 'other') return new Error(failure.message);
  return new OutboundCallError(failure.kind, failure.message, failure.errorCode);
}

/**
 * Commands between nodes over Redis pub/sub. The caller publishes the command on the holder's
 * channel and waits; the holder runs it through its local router and publishes the answer (or
 * the failure, with the same text a local call gives) on the caller's channel. A holder that is
 * gone fails the command at once when nobody listens on its channel, else after the station's
 * timeout and a margin, as a station that did not answer.
 */
export class CommandRelay {
  private readonly waiting = new Map<string, Waiting>();

  constructor(
    private readonly cluster: Cluster,
    local: CommandRouter,
    private readonly log: FastifyBaseLogger,
  ) {
    cluster.messages.on('command', (message) => void this.run(local, message as RelayedCommand));
    cluster.messages.on('command-answer', (message) => this.answered(message as RelayedAnswer));
  }

  async forward<C extends ServerCommand>(
    holder: string,
    chargeBoxId: string,
    command: C,
    request: CommandRequest<C>,
    timeoutMs: number,
  ): Promise<CommandResponse<C>> {
    const id = randomUUID();
    const message: RelayedCommand = {
      kind: 'command',
      id,
      from: this.cluster.nodeId,
      chargeBoxId,
      command,
      request,
      timeoutMs,
    };
    const answer = new Promise<unknown>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiting.delete(id);
        reject(new OutboundCallError('timeout', 'the station did not answer in time'));
      }, timeoutMs + RELAY_MARGIN_MS);
      this.waiting.set(id, { chargeBoxId, resolve, reject, timer });
    });
    // Settled by the timer if nobody takes it; never left unhandled while we publish.
    answer.catch(() => undefined);
    let listeners: number;
    try {
      listeners = await this.cluster.messages.send(holder, message);
    } catch (error) {
      this.settle(id);
      throw error;
    }
    if (listeners === 0) {
      this.settle(id);
      throw new StationOfflineError(chargeBoxId);
    }
    return (await answer) as CommandResponse<C>;
  }

  /** Fails every command still waiting (this node stops). */
  close(): void {
    for (const id of [...this.waiting.keys()])
      this.settle(id)?.reject(new Error('the server is stopping'));
  }

  private async run(local: CommandRouter, message: RelayedCommand): Promise<void> {
    const { id, from, chargeBoxId, command, request, timeoutMs } = message;
    let answer: RelayedAnswer;
    try {
      const response = await local.send(chargeBoxId, command, request as never, timeoutMs);
      answer = { kind: 'command-answer', id, response };
    } catch (error) {
      answer = { kind: 'command-answer', id, failure: failureOf(error) };
    }
    await this.cluster.messages.send(from, answer).catch((error: unknown) => {
      this.log.error({ err: error, chargeBoxId, command }, 'could not return a command answer');
    });
  }

  private answered(answer: RelayedAnswer): void {
    const waiting = this.settle(answer.id);
    if (!waiting) return;
    if (answer.failure) waiting.reject(errorOf(waiting.chargeBoxId, answer.failure));
    else waiting.resolve(answer.response);
  }

  private settle(id: string): Waiting | undefined {
    const waiting = this.waiting.get(id);
    if (!waiting) return undefined;
    clearTimeout(waiting.timer);
    this.waiting.delete(id);
    return waiting;
  }
}
