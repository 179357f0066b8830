import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FakeCsms } from '../test-support/fake-csms';
import { seededRandom, until } from '../test-support/harness';
import { scaledClock } from '../time/clock';
import { fleetChargeBoxIds, runFleet, type Fleet } from './fleet';

describe('runFleet', () => {
  let csms: FakeCsms;
  let fleet: Fleet | undefined;

  beforeEach(async () => {
    csms = await FakeCsms.start({ password: 'fleet-password-0123456789' });
  });

  afterEach(async () => {
    await fleet?.stop();
    await csms.close();
  });

  it('names stations by prefix and number', () => {
    expect(fleetChargeBoxIds('SIM', 3)).toEqual(['SIM0001', 'SIM0002', 'SIM0003']);
    expect(fleetChargeBoxIds('X', 12_345)[12_344]).toBe('X12345');
  });

  it('connects every station and drives sessions with meter values', async () => {
    fleet = runFleet({
      url: csms.url,
      stations: 30,
      prefix: 'FLT',
      password: 'fleet-password-0123456789',
      connectors: 2,
      meterIntervalSec: 60,
      transactions: { idleSec: [10, 60], chargeSec: [300, 600] },
      connectConcurrency: 10,
      clock: scaledClock(600),
      random: seededRandom(7),
    });
    await fleet.ready;
    expect(fleet.snapshot().online).toBe(30);
    expect(csms.clients.size).toBe(30);
    expect(new Set(csms.callsOf('BootNotification').map((c) => c.identity)).size).toBe(30);

    await until(
      () => fleet?.snapshot().transactionsStopped !== 0 && fleet?.snapshot().charging !== 0,
      {
        timeoutMs: 8000,
        what: 'sessions starting and ending',
      },
    );
    await fleet.stop();
    const snapshot = fleet.snapshot();
    expect(snapshot.online).toBe(0);
    expect(snapshot.meterValuesSent).toBeGreaterThan(0);
    expect(snapshot.callErrors).toBe(0);
    expect(snapshot.callsAnswered).toBe(snapshot.callsSent);
    expect(csms.callsOf('MeterValues').length).toBe(snapshot.meterValuesSent);
    expect(fleet.scheduler.size).toBe(0);
    await until(() => csms.clients.size === 0, { what: 'sockets closed' });
    fleet = undefined;
  });
});
