import { describe, expect, it } from 'vitest';
import { localDateTime } from './notification';
import { eventTypeLabel, notificationToastText } from './notification-texts';
import type { RealtimeMessage } from './realtime-context';
import { TopicSubscriptions, type SubscriptionCommand } from './topic-subscriptions';

function setup() {
  const sent: [SubscriptionCommand, string][] = [];
  const answers: ((ok: boolean) => void)[] = [];
  const live: string[][] = [];
  const topics = new TopicSubscriptions(
    (command, topic, acknowledged) => {
      sent.push([command, topic]);
      if (command === 'subscribe') answers.push(acknowledged);
    },
    (list) => live.push(list),
  );
  return { sent, topics, answers, live };
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

  it('reports as live only the topics the server accepted on the current connection', () => {
    const { topics, answers, live } = setup();
    topics.listen('k/notification/chargeBox', () => undefined);
    const stop = topics.listen('/topic/status/chargeBox/CB-9', () => undefined);
    topics.connect();
    expect(live).toEqual([]);
    answers[0]?.(true);
    answers[1]?.(false);
    expect(live.at(-1)).toEqual(['k/notification/chargeBox']);
    topics.disconnect();
    expect(live.at(-1)).toEqual([]);
    // An answer from the connection that was lost counts for nothing.
    answers[0]?.(true);
    expect(live.at(-1)).toEqual([]);
    topics.connect();
    answers[1]?.(true);
    expect(live.at(-1)).toEqual([]);
    answers[2]?.(true);
    answers[3]?.(true);
    expect(live.at(-1)).toEqual(['k/notification/chargeBox', '/topic/status/chargeBox/CB-9']);
    stop();
    expect(live.at(-1)).toEqual(['k/notification/chargeBox']);
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
    expect(eventTypeLabel('StartRejected')).toBe('Start rejected');
    expect(eventTypeLabel('TaskFailed')).toBe('Task failed');
  });

  it('show times as local DD/MM/YYYY HH:mm', () => {
    const at = new Date(2026, 0, 5, 7, 4);
    expect(localDateTime(at.toISOString())).toBe('05/01/2026 07:04');
    expect(localDateTime('nonsense')).toBe('');
  });
});
