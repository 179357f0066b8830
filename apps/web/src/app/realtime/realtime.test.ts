import { describe, expect, it } from 'vitest';
import { localDateTime } from './notification';
import { eventTypeLabel, notificationToastText } from './notification-texts';
import type { RealtimeMessage } from './realtime-context';
import { TopicSubscriptions, type SubscriptionCommand } from './topic-subscriptions';

function setup() {
  const sent: [SubscriptionCommand, string][] = [];
  const topics = new TopicSubscriptions((command, topic) => sent.push([command, topic]));
  return { sent, topics };
}

describe('topic subscriptions', () => {
  it('subscribes once per topic, again after a reconnect, and leaves with the last listener', () => {
    const { sent, topics } = setup();
    const a: RealtimeMessage[] = [];
    const b: RealtimeMessage[] = [];
    const stopA = topics.listen('k/stats', (m) => a.push(m));
    expect(sent).toEqual([]);
    topics.connect();
    expect(sent).toEqual([['subscribe', 'k/stats']]);
    const stopB = topics.listen('k/stats', (m) => b.push(m));
    topics.listen('/topic/status/chargeBox/CB-1', () => undefined);
    expect(sent).toEqual([
      ['subscribe', 'k/stats'],
      ['subscribe', '/topic/status/chargeBox/CB-1'],
    ]);
    topics.disconnect();
    topics.connect();
    expect(sent.slice(2)).toEqual([
      ['subscribe', 'k/stats'],
      ['subscribe', '/topic/status/chargeBox/CB-1'],
    ]);
    topics.dispatch({ topic: 'k/stats', type: 'update', body: { reason: 'status' } });
    expect(a).toHaveLength(1);
    expect(b).toHaveLength(1);
    stopA();
    expect(sent).toHaveLength(4);
    stopB();
    expect(sent.at(-1)).toEqual(['unsubscribe', 'k/stats']);
    topics.dispatch({ topic: 'k/stats', type: 'update', body: {} });
    expect(a).toHaveLength(1);
  });

  it('unpacks a batch into its messages, in order', () => {
    const { topics } = setup();
    const seen: unknown[] = [];
    topics.listen('k/notification/chargeBox', (m) => seen.push(m.body));
    topics.dispatch({
      topic: 'k/notification/chargeBox',
      type: 'batch',
      body: [
        { topic: 'k/notification/chargeBox', type: 'insert', body: 1 },
        { topic: 'k/notification/chargeBox', type: 'insert', body: 2 },
      ],
    });
    expect(seen).toEqual([1, 2]);
  });
});

describe('notification texts', () => {
  it('raise the spec toast with the display names of event types', () => {
    expect(notificationToastText('Estação 1', 'Failure')).toBe(
      'Estação 1 acionou o evento Failure',
    );
    expect(notificationToastText('CB-1', 'StationBooted')).toBe(
      'CB-1 acionou o evento Station started',
    );
    expect(eventTypeLabel('Warning')).toBe('Short Recharge');
  });

  it('show times as local DD/MM/YYYY HH:mm', () => {
    const at = new Date(2026, 0, 5, 7, 4);
    expect(localDateTime(at.toISOString())).toBe('05/01/2026 07:04');
    expect(localDateTime('nonsense')).toBe('');
  });
});
