import { describe, expect, it } from 'vitest';
import type { MeterValue } from '@chargedeck/shared/ocpp16';
import { connectedStationPerTest, until } from '../test-support/harness';

const TX_ACTIONS = new Set(['StartTransaction', 'MeterValues', 'StopTransaction']);

describe('offline transaction queue', () => {
  const sim = connectedStationPerTest(
    { invalidTags: ['BLOCKED'] },
    { speed: 3000, meterIntervalSec: 300 },
  );

  it('replays a session run offline in order, with its original timestamps and the server id', async () => {
    sim.station.cut();
    expect(sim.station.state).toBe('offline');
    const mark = sim.csms.calls.length;

    const outcome = await sim.station.startTransaction(1, 'TAG-OFFLINE');
    expect(outcome.status).toBe('Accepted');
    const tx = outcome.status === 'Accepted' ? outcome.transaction : undefined;
    expect(tx?.localId).toBeLessThan(0);
    await until(() => sim.station.queue.length >= 5, { what: 'queued samples' });
    await sim.station.stopTransaction(1);
    const queued = sim.station.queue.messages;
    expect(queued[0]?.action).toBe('StartTransaction');
    expect(queued.at(-1)?.action).toBe('StopTransaction');
    expect(sim.csms.calls.length).toBe(mark);

    const reconnectedAt = sim.station.scheduler.clock.now();
    await sim.station.connect();
    await sim.station.settled();
    expect(sim.station.queue.length).toBe(0);

    const replayed = sim.csms.calls.slice(mark).filter((c) => TX_ACTIONS.has(c.action));
    expect(replayed.map((c) => c.action)).toEqual(queued.map((m) => m.action));
    expect(sim.csms.callsOf('Authorize')).toHaveLength(0);

    const start = replayed[0]?.params;
    expect(start).toMatchObject({
      connectorId: 1,
      idTag: 'TAG-OFFLINE',
      timestamp: new Date(tx?.startedAt ?? 0).toISOString(),
    });
    expect(tx?.transactionId).toBe(1000);
    const rest = replayed.slice(1).map((c) => c.params);
    expect(rest.every((p) => p.transactionId === 1000)).toBe(true);

    const stamps = rest.flatMap((p) =>
      p.meterValue
        ? (p.meterValue as MeterValue[]).map((m) => m.timestamp)
        : [p.timestamp as string],
    );
    const times = stamps.map((s) => Date.parse(s));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    expect(times.every((t) => t <= reconnectedAt)).toBe(true);
  });

  it('keeps meter values of a session when the server drops the socket, and sends them after reconnecting', async () => {
    const outcome = await sim.station.startTransaction(2, 'TAG-ONLINE');
    expect(outcome.status === 'Accepted' && outcome.transaction.transactionId).toBe(1000);
    const sentBefore = sim.csms.callsOf('MeterValues').length;

    sim.csms.dropAll();
    await until(() => sim.station.state === 'offline', { what: 'offline' });
    await until(() => sim.station.queue.length >= 2, { what: 'samples queued offline' });
    await until(() => sim.station.isOnline, { timeoutMs: 8000, what: 'automatic reconnect' });
    await sim.station.settled();

    const values = sim.csms.callsOf('MeterValues').slice(sentBefore);
    expect(values.length).toBeGreaterThanOrEqual(2);
    expect(values.every((c) => c.params.transactionId === 1000 && c.params.connectorId === 2)).toBe(
      true,
    );
    expect(sim.csms.callsOf('BootNotification')).toHaveLength(1);
    const statuses = sim.csms
      .callsOf('StatusNotification')
      .filter((c) => c.params.connectorId === 2);
    expect(statuses.at(-1)?.params.status).toBe('Charging');
  });

  it('ends a session started offline when the server refuses its id tag on replay', async () => {
    sim.station.cut();
    await sim.station.startTransaction(1, 'BLOCKED');
    expect(sim.station.connector(1).status()).toBe('Charging');
    await sim.station.connect();
    const stop = await sim.csms.waitForCall('StopTransaction');
    expect(stop.params).toMatchObject({ transactionId: 1000, reason: 'DeAuthorized' });
    expect(sim.station.connector(1).transaction).toBeUndefined();
  });
});
