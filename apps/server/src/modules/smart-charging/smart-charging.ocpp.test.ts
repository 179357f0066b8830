import { afterAll, beforeAll, expect, it } from 'vitest';
import { startOcppApp, waitFor, type OcppTestApp } from '../../testing/ocpp-test-kit';
import { addTag } from '../../testing/scripted-station';
import { startSmartChargingSite } from '../../testing/smart-charging-site';
import { describeDatabases } from '../../testing/test-databases';

const BREAKER_A = 20;
const VOLTS = 230;
const PHASES = 3;

describeDatabases('smart charging over OCPP', (database) => {
  let app: OcppTestApp;
  let site: Awaited<ReturnType<typeof startSmartChargingSite>>;
  const stations = () => site.stations;
  const pushReading = (a: number) => site.pushReading(a);
  let groupId: number;

  /** What each simulated EV is allowed to draw per phase now (A). */
  const offeredAmps = () =>
    stations().map((s) => {
      const connector = s.connector(1);
      return connector.transaction ? connector.offeredW / (VOLTS * PHASES) : 0;
    });

  beforeAll(async () => {
    app = await startOcppApp(database);
    await addTag(database, 'SC-TAG', { max_active_transaction_count: null });
    site = await startSmartChargingSite(app, database, {
      chargeBoxIds: ['SC-OCPP-1', 'SC-OCPP-2'],
      breakerA: BREAKER_A,
      meterId: 'sc-ocpp-meter',
      macAddress: 'AA:BB:CC:DD:EE:01',
      volts: VOLTS,
      phases: PHASES,
    });
    groupId = site.groupId;
    expect((await pushReading(0)).statusCode).toBe(200);
  });
  afterAll(async () => {
    for (const s of stations()) await s.stop();
    await app?.close();
  });

  it('sends profiles whose sum stays under the breaker, and records the decisions', async () => {
    for (const s of stations()) {
      s.plugIn(1);
      expect((await s.startTransaction(1, 'SC-TAG')).status).toBe('Accepted');
    }
    // Both EVs get a limit: the breaker minus its 2 A margin, shared fairly (the first one
    // keeps its limit for 10 s after it was sent, then gives half of it to the second).
    const limits = await waitFor(async () => {
      await pushReading(0);
      const amps = offeredAmps();
      return amps.every((a) => a > 0 && a < 32) ? amps : undefined;
    }, 20_000);
    expect(limits.map((a) => Math.round(a * 10) / 10)).toEqual([9, 9]);
    expect(limits.reduce((s, a) => s + a, 0)).toBeLessThanOrEqual(BREAKER_A);

    const tasks = await database.handle.db
      .selectFrom('ocpp_task')
      .selectAll()
      .where('origin', '=', 'smart-charging')
      .where('operation_name', '=', 'SetChargingProfile')
      .execute();
    expect(tasks.length).toBeGreaterThanOrEqual(2);

    const events = await app.api('GET', `/gateway/virtual-groups/${groupId}/events?size=50`);
    const types = (events.body.content as { event_type: string }[]).map((e) => e.event_type);
    expect(types).toContain('SmartChargingResume');

    // The building takes 10 A more on every phase: the EVs share what is left, 4 A each is
    // under the 6 A minimum, so one pauses and the other gets 8 A.
    const after = await waitFor(async () => {
      await pushReading(10 + limits[0]! + limits[1]!);
      const amps = offeredAmps();
      return amps.some((a) => a === 0) ? amps : undefined;
    }, 20_000);
    expect(after.reduce((s, a) => s + a, 0)).toBeLessThanOrEqual(BREAKER_A - 2 - 10);
  }, 60_000);
});
