import { afterAll, beforeAll, expect, it } from 'vitest';
import { startOcppApp, waitFor, type OcppTestApp } from '../../testing/ocpp-test-kit';
import { addTag } from '../../testing/scripted-station';
import { smartChargingSite, type SmartChargingSite } from '../../testing/smart-charging-site';
import { describeDatabases } from '../../testing/test-databases';

const BREAKER_A = 20;

describeDatabases('smart charging over OCPP', (database) => {
  let app: OcppTestApp;
  let site: SmartChargingSite;

  beforeAll(async () => {
    app = await startOcppApp(database);
    await addTag(database, 'SC-TAG', { max_active_transaction_count: null });
    site = await smartChargingSite(app, database, {
      ids: ['SC-OCPP-1', 'SC-OCPP-2'],
      breakerA: BREAKER_A,
      meterId: 'sc-ocpp-meter',
      mac: 'AA:BB:CC:DD:EE:01',
    });
  });
  afterAll(async () => {
    for (const s of site?.stations ?? []) await s.stop();
    await app?.close();
  });

  it('sends profiles whose sum stays under the breaker, and records the decisions', async () => {
    const { stations, pushReading, offeredAmps, groupId } = site;
    for (const s of stations) {
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
      .execute();
    const profiles = tasks.filter((t) => t.operation_name === 'SetChargingProfile');
    expect(profiles.length).toBeGreaterThanOrEqual(2);
    // The balancer also asked each station for a Current.Import sample every 2 s (reading
    // its interval first, to give it back when the site stops).
    const sampling = tasks.filter((t) => t.operation_name === 'ChangeConfiguration');
    const reads = tasks.filter((t) => t.operation_name === 'GetConfiguration');
    expect(sampling).toHaveLength(2);
    expect(reads).toHaveLength(2);
    expect(profiles.length + sampling.length + reads.length).toBe(tasks.length);
    for (const s of stations) expect(s.config.int('MeterValueSampleInterval')).toBe(2);

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
