import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RealtimeEvent } from './realtime-bus';
import { TopicCoalescer } from './topic-coalescer';

describe('topic coalescer', () => {
  let deliveries: { topic: string; events: RealtimeEvent[] }[];
  let coalescer: TopicCoalescer;

  beforeEach(() => {
    vi.useFakeTimers();
    deliveries = [];
    coalescer = new TopicCoalescer((topic, events) => deliveries.push({ topic, events }), {
      intervalMs: 250,
    });
  });
  afterEach(() => {
    coalescer.close();
    vi.useRealTimers();
  });

  it('delivers the first event at once and at most 4 times a second after it', () => {
    coalescer.add({ topic: 't', type: 'update', body: 0, key: 'c1' });
    expect(deliveries).toHaveLength(1);
    for (let i = 1; i <= 100; i += 1) {
      coalescer.add({ topic: 't', type: 'update', body: i, key: 'c1' });
      vi.advanceTimersByTime(10);
    }
    vi.advanceTimersByTime(1_000);
    // 1 s of updates: the first at once, then one per 250 ms.
    expect(deliveries.length).toBeLessThanOrEqual(6);
    expect(deliveries.at(-1)?.events.map((e) => e.body)).toEqual([100]);
  });

  it('keeps the newest state of each key, the last changed last, and every keyless event', () => {
    coalescer.add({ topic: 't', type: 'update', body: 'first', key: 'a' });
    coalescer.add({ topic: 't', type: 'update', body: 'a1', key: 'a' });
    coalescer.add({ topic: 't', type: 'update', body: 'b1', key: 'b' });
    coalescer.add({ topic: 't', type: 'update', body: 'a2', key: 'a' });
    coalescer.add({ topic: 't', type: 'insert', body: 'n1' });
    coalescer.add({ topic: 't', type: 'insert', body: 'n2' });
    coalescer.add({ topic: 'other', type: 'update', body: 'o', key: 'a' });
    vi.advanceTimersByTime(250);
    expect(deliveries.map((d) => [d.topic, d.events.map((e) => e.body)])).toEqual([
      ['t', ['first']],
      ['other', ['o']],
      ['t', ['b1', 'a2', 'n1', 'n2']],
    ]);
  });
});
