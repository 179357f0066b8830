import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

/** A message between nodes; `kind` picks its handler. */
export interface NodeMessage {
  kind: string;
}

type Handler = (message: NodeMessage) => void;

const nodeChannel = (nodeId: string) => `cd:node:${nodeId}`;
const EVERY_NODE = 'cd:nodes';

/**
 * Redis pub/sub between nodes: each node listens on its own channel (`cd:node:<id>`) and on the
 * channel of every node (`cd:nodes`). A message reaches only nodes listening now: nothing is
 * queued for a node that is down.
 */
export class NodeMessages {
  private readonly handlers = new Map<string, Handler>();

  constructor(
    private readonly nodeId: string,
    private readonly publisher: Redis,
    private readonly subscriber: Redis,
    private readonly log: FastifyBaseLogger,
  ) {
    subscriber.on('message', (_channel: string, text: string) => this.deliver(text));
  }

  /** Starts listening; resolves once Redis confirmed both subscriptions. */
  async listen(): Promise<void> {
    await this.subscriber.subscribe(nodeChannel(this.nodeId), EVERY_NODE);
  }

  on(kind: string, handler: Handler): void {
    if (this.handlers.has(kind)) throw new Error(`node messages of kind ${kind} already handled`);
    this.handlers.set(kind, handler);
  }

  /** Sends to one node; resolves with how many listeners got it (0: that node is gone). */
  send(nodeId: string, message: NodeMessage): Promise<number> {
    return this.publisher.publish(nodeChannel(nodeId), JSON.stringify(message));
  }

  /** Sends to every node listening, this one included. */
  async broadcast(message: NodeMessage): Promise<void> {
    await this.publisher.publish(EVERY_NODE, JSON.stringify(message));
  }

  private deliver(text: string): void {
    let message: NodeMessage;
    try {
      message = JSON.parse(text) as NodeMessage;
    } catch {
      this.log.warn({ text: text.slice(0, 200) }, 'unreadable message from another node');
      return;
    }
    const handler = this.handlers.get(message.kind);
    if (!handler) return;
    try {
      handler(message);
    } catch (error) {
      this.log.error({ err: error, kind: message.kind }, 'a message from another node failed');
    }
  }
}
