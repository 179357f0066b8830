import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MeterValue } from '@chargedeck/shared/ocpp16';
import { FakeCsms } from '../test-support/fake-csms';
import { testStation, until } from '../test-support/harness';
import type { SimulatedStation } from './station';

const TX_ACTIONS = new Set(['StartTransaction', 'MeterValues', 'StopTransaction']);

describe('offline transaction queue', () => {
  let csms: FakeCsms;
  let station: SimulatedStation;

  beforeEach(async () => {
    csms = await FakeCsms.start({ invalidTags: ['BLOCKED'] });
    station = testStation(csms, { speed: 3000, meterIntervalSec: 300 });
    await station.connect();
  });

  afterEach(async () => {
    await station.stop();
    await csms.close();
  });

  it('replays a session run offline in order, with its original timestamps and the server id', async () => {
    station.cut();
    expect(station.state).toBe('offline');
    const mark = csms.calls.length;

    const outcome = await station.startTransaction(1, 'TAG-OFFLINE');
    expect(outcome.status).toBe('Accepted');
    const tx = outcome.status === 'Accepted' ? outcome.transaction : undefined;
    expect(tx?.localId).toBeLessThan(0);
    await until(() => station.queue.length >= 5, { what: 'queued samples' });
    await station.stopTransaction(1);
    const queued = station.queue.messages;
    expect(queued[0]?.action).toBe('StartTransaction');
    expect(queued.at(-1)?.action).toBe('StopTransaction');
    expect(csms.calls.length).toBe(mark);

    const reconnectedAt = station.scheduler.clock.now();
    await station.connect();
    await station.settled();
    expect(station.queue.length).toBe(0);

    const replayed = csms.calls.slice(mark).filter((c) => TX_ACTIONS.has(c.action));
    expect(replayed.map((c) => c.action)).toEqual(queued.map((m) => m.action));
    expect(csms.callsOf('Authorize')).toHaveLength(0);

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
    const outcome = await station.startTransaction(2, 'TAG-ONLINE');
    expect(outcome.status === 'Accepted' && outcome.transaction.transactionId).toBe(1000);
    const sentBefore = csms.callsOf('MeterValues').length;

    csms.dropAll();
    await until(() => station.state === 'offline', { what: 'offline' });
    await until(() => station.queue.length >= 2, { what: 'samples queued offline' });
    await until(() => station.isOnline, { timeoutMs: 8000, what: 'automatic reconnect' });
    await station.settled();

    const values = csms.callsOf('MeterValues').slice(sentBefore);
    expect(values.length).toBeGreaterThanOrEqual(2);
    expect(values.every((c) => c.params.transactionId === 1000 && c.params.connectorId === 2)).toBe(
      true,
    );
    expect(csms.callsOf('BootNotification')).toHaveLength(1);
    const statuses = csms.callsOf('StatusNotification').filter((c) => c.params.connectorId === 2);
    expect(statuses.at(-1)?.params.status).toBe('Charging');
  });

  it('ends a session started offline when the server refuses its id tag on replay', async () => {
    station.cut();
    await station.startTransaction(1, 'BLOCKED');
    expect(station.connector(1).status()).toBe('Charging');
    await station.connect();
    const stop = await csms.waitForCall('StopTransaction');
    expect(stop.params).toMatchObject({ transactionId: 1000, reason: 'DeAuthorized' });
    expect(station.connector(1).transaction).toBeUndefined();
  });
});
