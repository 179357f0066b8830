import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startOcppApp, waitFor, type OcppTestApp } from '../../testing/ocpp-test-kit';
import { addTag } from '../../testing/scripted-station';
import { smartChargingSite, type SmartChargingSite } from '../../testing/smart-charging-site';
import { describeDatabases } from '../../testing/test-databases';

const BREAKER_A = 20;
/** The simulated stations' own maximum, per phase: 22 kW over 3 × 230 V. */
const STATION_MAX_A = 22_000 / (230 * 3);

describeDatabases('smart charging ends: the limits are taken away', (database) => {
  let app: OcppTestApp;
  let site: SmartChargingSite;

  const setup = (fields: { enabled: boolean; end_date?: string }) =>
    app.api('PUT', `/smart-charging/smart-charging/${site.setupId}`, {
      start_date: '2020-01-01',
      end_date: '2099-12-31',
      current_nominal_a: BREAKER_A,
      meter_device_remote_id: 'sc-end-meter',
      ...fields,
    });

  /** Both EVs limited under the breaker. */
  const limited = () =>
    waitFor(async () => {
      await site.pushReading(0);
      const amps = site.offeredAmps();
      return amps.every((a) => a >= 6 && a < 15) ? amps : undefined;
    }, 25_000);

  /** Both EVs back to the stations' own maximum. */
  const released = () =>
    waitFor(async () => {
      const amps = site.offeredAmps();
      return amps.every((a) => Math.abs(a - STATION_MAX_A) < 0.1) ? amps : undefined;
    }, 15_000);

  const tasksOf = async (name: string) =>
    (
      await database.handle.db
        .selectFrom('ocpp_task')
        .select('operation_name')
        .where('origin', '=', 'smart-charging')
        .where('operation_name', '=', name)
        .execute()
    ).length;

  const eventTypes = async () => {
    const events = await app.api('GET', `/gateway/virtual-groups/${site.groupId}/events?size=100`);
    return (events.body.content as { event_type: string }[]).map((e) => e.event_type);
  };

  beforeAll(async () => {
    app = await startOcppApp(database);
    await addTag(database, 'SC-END-TAG', { max_active_transaction_count: null });
    site = await smartChargingSite(app, database, {
      ids: ['SC-END-1', 'SC-END-2'],
      breakerA: BREAKER_A,
      meterId: 'sc-end-meter',
      mac: 'AA:BB:CC:DD:EE:02',
    });
    for (const s of site.stations) {
      s.plugIn(1);
      expect((await s.startTransaction(1, 'SC-END-TAG')).status).toBe('Accepted');
    }
  });
  afterAll(async () => {
    for (const s of site?.stations ?? []) await s.stop();
    await app?.close();
  });

  it('turning the setup off clears the profiles, as tasks, and records it', async () => {
    await limited();
    expect((await setup({ enabled: false })).statusCode).toBe(200);
    await released();
    expect(await tasksOf('ClearChargingProfile')).toBe(2);
    const types = await eventTypes();
    expect(types).toContain('SmartChargingEnded');
    expect(types.filter((t) => t === 'SmartChargingCleared')).toHaveLength(2);
  }, 60_000);

  it('when the end date passes, the next tick clears them', async () => {
    expect((await setup({ enabled: true })).statusCode).toBe(200);
    await limited();
    // The stations' statuses settle; then nothing tells the balancer: only its tick (every
    // 5 s) sees the setup end.
    await new Promise((r) => setTimeout(r, 1_500));
    await database.handle.db
      .updateTable('smart_charging')
      .set({ end_date: sql`current_date - 1` })
      .where('smart_charging_pk', '=', site.setupId)
      .execute();
    await released();
    expect(await tasksOf('ClearChargingProfile')).toBe(4);
  }, 60_000);

  it('deleting the configuration clears them too', async () => {
    expect((await setup({ enabled: true })).statusCode).toBe(200);
    await limited();
    const deleted = await app.api('DELETE', `/gateway/virtual-groups/${site.groupId}`);
    expect(deleted.statusCode).toBeLessThan(300);
    await released();
    expect(await tasksOf('ClearChargingProfile')).toBe(6);
  }, 60_000);
});
