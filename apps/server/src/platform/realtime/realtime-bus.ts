/** One change for the subscribers of a topic (spec 1 §7, real-time socket). */
export interface RealtimeEvent {
  topic: string;
  type: string;
  body: unknown;
  /**
   * What the event is the latest state of (e.g. one connector): within a burst only the newest
   * event of a key is delivered. Events without a key are never dropped.
   */
  key?: string;
  /**
   * Several nodes: every node publishes this event itself (each reads it from the database), so
   * it goes to this node's sockets only. Other events reach the sockets of every node.
   */
  localOnly?: true;
}

export type RealtimeListener = (event: RealtimeEvent) => void;

/**
 * Fan-out of realtime events. The in-process bus serves one node; with several nodes a bus over
 * Redis pub/sub (or the Socket.IO Redis adapter) takes its place behind the same interface.
 */
export interface RealtimeBus {
  publish(event: RealtimeEvent): void;
  subscribe(listener: RealtimeListener): () => void;
}

export class InProcessRealtimeBus implements RealtimeBus {
  private readonly listeners = new Set<RealtimeListener>();

  constructor(private readonly onError: (error: unknown) => void = () => undefined) {}

  publish(event: RealtimeEvent): void {
    for (const listener of this.listeners) {
      try {
        listener(event);
      } catch (error) {
        this.onError(error);
      }
    }
  }

  subscribe(listener: RealtimeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
