import { SimulatedStation, silentLogger } from '@chargedeck/simulator';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeDatabases } from '../testing/test-databases';
import { STATION_KEY, startOcppApp, type OcppTestApp } from '../testing/ocpp-test-kit';

/** Holds the event loop of this process, which is also the server's, as a backlog would. */
function busy(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

describeDatabases('BootNotification while the server is saturated', (database) => {
  let app: OcppTestApp;

  beforeAll(async () => {
    app = await startOcppApp(database, {
      OCPP_SATURATION_LAG_MS: '250',
      OCPP_SATURATION_RETRY_SECONDS: '1',
    });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('answers Pending with a retry interval; the simulator boots again after it and is Accepted', async () => {
    await app.addStation('SAT-1');
    const station = new SimulatedStation({
      url: app.ocppUrl,
      chargeBoxId: 'SAT-1',
      password: STATION_KEY,
      logger: silentLogger,
      reconnect: false,
    });
    let held = false;
    station.on('call', ({ action }) => {
      // The first boot reaches a server whose event loop has just been held for 700 ms.
      if (action === 'BootNotification' && !held) {
        held = true;
        busy(700);
      }
    });
    const boots: { status: string; interval: number; at: number }[] = [];
    station.on('booted', ({ status, interval }) =>
      boots.push({ status, interval, at: Date.now() }),
    );
    try {
      await station.connect();
      expect(boots[0]?.status).toBe('Pending');
      expect(boots.at(-1)).toMatchObject({ status: 'Accepted', interval: 300 });
      for (let i = 1; i < boots.length; i++) {
        const before = boots[i - 1];
        if (!before || before.status !== 'Pending') continue;
        expect(before.interval).toBeGreaterThanOrEqual(1);
        expect(before.interval).toBeLessThanOrEqual(2);
        // OCPP: the interval is the least wait before the next BootNotification.
        expect((boots[i]?.at ?? 0) - before.at).toBeGreaterThanOrEqual(before.interval * 1000 - 20);
      }
      // The Accepted boot was stored and the station is online and registered.
      const row = await database.handle.db
        .selectFrom('charge_box')
        .select(['registration_status', 'charge_point_vendor'])
        .where('charge_box_id', '=', 'SAT-1')
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        registration_status: 'Accepted',
        charge_point_vendor: 'Chargedeck',
      });
    } finally {
      await station.stop();
    }
  });
});
