import type { RealtimeEvent } from './realtime-bus';

export interface CoalescerOptions {
  /** Least time between two deliveries on one topic (250 ms: at most 4 a second). */
  intervalMs?: number;
}

/**
 * Limits each topic to a few deliveries a second. The first event after a quiet spell goes out
 * at once; the ones arriving within the interval wait for the next delivery, where each key
 * keeps only its newest event (in the order of their last change, so the final state comes
 * last) and keyless events are all kept.
 */
export class TopicCoalescer {
  private readonly intervalMs: number;
  private readonly pending = new Map<string, Map<string, RealtimeEvent>>();
  private readonly lastDelivery = new Map<string, number>();
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private serial = 0;

  constructor(
    private readonly deliver: (topic: string, events: RealtimeEvent[]) => void,
    options: CoalescerOptions = {},
  ) {
    this.intervalMs = options.intervalMs ?? 250;
  }

  add(event: RealtimeEvent): void {
    let queue = this.pending.get(event.topic);
    if (!queue) {
      queue = new Map();
      this.pending.set(event.topic, queue);
    }
    const key = event.key === undefined ? `#${(this.serial += 1)}` : `k:${event.key}`;
    queue.delete(key);
    queue.set(key, event);
    this.schedule(event.topic);
  }

  private schedule(topic: string): void {
    if (this.timers.has(topic)) return;
    const wait = (this.lastDelivery.get(topic) ?? -Infinity) + this.intervalMs - Date.now();
    if (wait <= 0) {
      this.flush(topic);
      return;
    }
    this.timers.set(
      topic,
      setTimeout(() => {
        this.timers.delete(topic);
        this.flush(topic);
      }, wait),
    );
  }

  private flush(topic: string): void {
    const queue = this.pending.get(topic);
    this.pending.delete(topic);
    if (!queue || queue.size === 0) return;
    this.lastDelivery.set(topic, Date.now());
    this.deliver(topic, [...queue.values()]);
    if (this.lastDelivery.size > 10_000) this.forgetQuiet();
  }

  /** Topics quiet for longer than the interval need no memory. */
  private forgetQuiet(): void {
    const before = Date.now() - this.intervalMs;
    for (const [topic, at] of this.lastDelivery) {
      if (at < before && !this.timers.has(topic)) this.lastDelivery.delete(topic);
    }
  }

  close(): void {
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    this.pending.clear();
  }
}
