import type {
  MeterValuesRequest,
  StartTransactionRequest,
  StationAction,
  StationRequest,
  StationResponse,
  StopTransactionRequest,
} from '@chargedeck/shared/ocpp16';
import type { Cancel } from '../time/scheduler';
import { isRpcError, OfflineError } from './connection';

/** Transaction-related messages; they name their transaction by the station's local id. */
export type QueuedMessage =
  | { action: 'StartTransaction'; localId: number; request: StartTransactionRequest }
  | { action: 'MeterValues'; localId?: number; request: Omit<MeterValuesRequest, 'transactionId'> }
  | {
      action: 'StopTransaction';
      localId: number;
      request: Omit<StopTransactionRequest, 'transactionId'>;
    };

export interface QueueLink {
  isOnline(): boolean;
  call<A extends StationAction>(action: A, payload: StationRequest<A>): Promise<StationResponse<A>>;
  onStartAnswered(localId: number, response: StationResponse<'StartTransaction'>): void;
  onDelivered(message: QueuedMessage): void;
  onDropped(message: QueuedMessage, reason: string): void;
  /** TransactionMessageAttempts and TransactionMessageRetryInterval (seconds). */
  retryPolicy(): { attempts: number; intervalSec: number };
  retryAfter(simMs: number, run: () => void): Cancel;
}

type Outcome = 'sent' | 'dropped' | 'offline' | 'retry';

/**
 * Transaction messages go out one by one, in order, with the timestamps they were taken at.
 * While offline they wait here (like a station's non-volatile message store) and are replayed
 * on reconnect; ids of transactions started offline are swapped for the server's on the way.
 */
export class TransactionQueue {
  private readonly items: { message: QueuedMessage; attempts: number }[] = [];
  private readonly serverIds = new Map<number, number>();
  private pumping = false;
  private retry: Cancel | undefined;
  private waiters: (() => void)[] = [];

  constructor(private readonly link: QueueLink) {}

  get length(): number {
    return this.items.length;
  }

  get messages(): QueuedMessage[] {
    return this.items.map((item) => item.message);
  }

  enqueue(message: QueuedMessage): void {
    this.items.push({ message, attempts: 0 });
    void this.pump();
  }

  /** The server's id for a transaction known here by its local id. */
  serverId(localId: number): number | undefined {
    return this.serverIds.get(localId);
  }

  /** Sends what is waiting; called when the station comes (back) online. */
  resume(): void {
    void this.pump();
  }

  halt(): void {
    this.retry?.();
    this.retry = undefined;
  }

  /** Resolves once nothing more can be sent now: empty, offline or waiting to retry. */
  drained(): Promise<void> {
    if (!this.pumping) void this.pump();
    if (!this.pumping) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  private async pump(): Promise<void> {
    if (this.pumping || this.retry || !this.link.isOnline()) return;
    this.pumping = true;
    try {
      while (this.items.length > 0 && this.link.isOnline()) {
        const head = this.items[0] as { message: QueuedMessage; attempts: number };
        const outcome = await this.deliver(head);
        if (outcome === 'offline') break;
        if (outcome === 'retry') {
          const { intervalSec } = this.link.retryPolicy();
          this.retry = this.link.retryAfter(intervalSec * 1000 * head.attempts, () => {
            this.retry = undefined;
            void this.pump();
          });
          break;
        }
        this.items.shift();
        if (outcome === 'sent') this.link.onDelivered(head.message);
      }
    } finally {
      this.pumping = false;
      const waiters = this.waiters;
      this.waiters = [];
      for (const wake of waiters) wake();
    }
  }

  private async deliver(item: { message: QueuedMessage; attempts: number }): Promise<Outcome> {
    const { message } = item;
    try {
      if (message.action === 'StartTransaction') {
        const response = await this.link.call('StartTransaction', message.request);
        this.serverIds.set(message.localId, response.transactionId);
        this.link.onStartAnswered(message.localId, response);
        return 'sent';
      }
      const { localId } = message;
      const transactionId = localId === undefined ? undefined : this.serverIds.get(localId);
      if (localId !== undefined && transactionId === undefined) {
        this.link.onDropped(message, 'its StartTransaction was never accepted');
        return 'dropped';
      }
      if (message.action === 'MeterValues') {
        const request = message.request;
        await this.link.call(
          'MeterValues',
          transactionId === undefined ? request : { ...request, transactionId },
        );
      } else {
        await this.link.call('StopTransaction', {
          ...message.request,
          transactionId: transactionId as number,
        });
        this.serverIds.delete(message.localId);
      }
      return 'sent';
    } catch (error) {
      if (error instanceof OfflineError || (!isRpcError(error) && !this.link.isOnline()))
        return 'offline';
      item.attempts++;
      if (item.attempts < this.link.retryPolicy().attempts) return 'retry';
      this.link.onDropped(message, error instanceof Error ? error.message : String(error));
      return 'dropped';
    }
  }
}
