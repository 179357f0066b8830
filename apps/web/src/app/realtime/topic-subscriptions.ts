import type { RealtimeListener, RealtimeMessage } from './realtime-context';
import { messagesOf } from './realtime-messages';

export type SubscriptionCommand = 'subscribe' | 'unsubscribe';
/** Sends a command; `acknowledged` is called with the server's answer to a subscribe. */
export type SubscriptionSender = (
  command: SubscriptionCommand,
  topic: string,
  acknowledged: (ok: boolean) => void,
) => void;

/**
 * The topics components listen to on one connection: the server is asked once per topic, told
 * when the last listener leaves, and asked again for every topic after a reconnect. The topics
 * the server has accepted on the current connection are reported to `onLive`.
 */
export class TopicSubscriptions {
  private readonly listeners = new Map<string, Set<RealtimeListener>>();
  private readonly live = new Set<string>();
  private connected = false;
  /** Counts connections, so that an answer on a lost one is not taken for the current one. */
  private connection = 0;

  constructor(
    private readonly sender: SubscriptionSender,
    private readonly onLive: (topics: string[]) => void = () => undefined,
  ) {}

  listen(topic: string, listener: RealtimeListener): () => void {
    let set = this.listeners.get(topic);
    if (!set) {
      set = new Set();
      this.listeners.set(topic, set);
      if (this.connected) this.subscribe(topic);
    }
    set.add(listener);
    return () => {
      const current = this.listeners.get(topic);
      if (!current?.delete(listener) || current.size > 0) return;
      this.listeners.delete(topic);
      if (this.live.delete(topic)) this.reportLive();
      if (this.connected) this.sender('unsubscribe', topic, () => undefined);
    };
  }

  connect(): void {
    this.connected = true;
    this.connection += 1;
    for (const topic of this.listeners.keys()) this.subscribe(topic);
  }

  disconnect(): void {
    this.connected = false;
    if (this.live.size === 0) return;
    this.live.clear();
    this.reportLive();
  }

  private subscribe(topic: string): void {
    const connection = this.connection;
    this.sender('subscribe', topic, (ok) => {
      if (!ok || !this.connected || connection !== this.connection) return;
      if (!this.listeners.has(topic)) return;
      this.live.add(topic);
      this.reportLive();
    });
  }

  private reportLive(): void {
    this.onLive([...this.live]);
  }

  /** One delivery (a message or a batch) to the listeners of each message's topic. */
  dispatch(raw: RealtimeMessage): void {
    for (const message of messagesOf(raw)) {
      const set = this.listeners.get(message.topic);
      if (set) for (const listener of [...set]) listener(message);
    }
  }
}
