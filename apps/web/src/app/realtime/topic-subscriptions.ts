import type { RealtimeListener, RealtimeMessage } from './realtime-context';
import { messagesOf } from './realtime-messages';

export type SubscriptionCommand = 'subscribe' | 'unsubscribe';

/**
 * The topics components listen to on one connection: the server is asked once per topic, told
 * when the last listener leaves, and asked again for every topic after a reconnect.
 */
export class TopicSubscriptions {
  private readonly listeners = new Map<string, Set<RealtimeListener>>();
  private connected = false;

  constructor(private readonly send: (command: SubscriptionCommand, topic: string) => void) {}

  listen(topic: string, listener: RealtimeListener): () => void {
    let set = this.listeners.get(topic);
    if (!set) {
      set = new Set();
      this.listeners.set(topic, set);
      if (this.connected) this.send('subscribe', topic);
    }
    set.add(listener);
    return () => {
      const current = this.listeners.get(topic);
      if (!current?.delete(listener) || current.size > 0) return;
      this.listeners.delete(topic);
      if (this.connected) this.send('unsubscribe', topic);
    };
  }

  connect(): void {
    this.connected = true;
    for (const topic of this.listeners.keys()) this.send('subscribe', topic);
  }

  disconnect(): void {
    this.connected = false;
  }

  /** One delivery (a message or a batch) to the listeners of each message's topic. */
  dispatch(raw: RealtimeMessage): void {
    for (const message of messagesOf(raw)) {
      const set = this.listeners.get(message.topic);
      if (set) for (const listener of [...set]) listener(message);
    }
  }
}
