import { SimulatedStation, silentLogger } from '@chargedeck/simulator';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { STATION_KEY, startOcppApp, waitFor, type OcppTestApp } from '../../testing/ocpp-test-kit';
import { addTag } from '../../testing/scripted-station';
import { describeDatabases } from '../../testing/test-databases';

const BREAKER_A = 20;
const VOLTS = 230;
const PHASES = 3;

describeDatabases('smart charging over OCPP', (database) => {
  let app: OcppTestApp;
  const stations: SimulatedStation[] = [];
  let groupId: number;
  let meterToken: string;

  const pushReading = (a: number, b = a, c = a) =>
    app.http.inject({
      method: 'POST',
      url: '/smart-charging/meters/readings',
      headers: { authorization: `Bearer ${meterToken}` },
      payload: { current: { phase: { '01': a, '02': b, '03': c } } },
    });

  /** What each simulated EV is allowed to draw per phase now (A). */
  const offeredAmps = () =>
    stations.map((s) => {
      const connector = s.connector(1);
      return connector.transaction ? connector.offeredW / (VOLTS * PHASES) : 0;
    });

  beforeAll(async () => {
    app = await startOcppApp(database);
    await addTag(database, 'SC-TAG', { max_active_transaction_count: null });
    const pks: number[] = [];
    for (const id of ['SC-OCPP-1', 'SC-OCPP-2']) {
      pks.push(await app.addStation(id));
      const station = new SimulatedStation({
        url: app.ocppUrl,
        chargeBoxId: id,
        password: STATION_KEY,
        connectors: 1,
        voltage: VOLTS,
        phases: PHASES,
        logger: silentLogger,
        reconnect: false,
      });
      stations.push(station);
      await station.connect();
    }
    await database.handle.db
      .updateTable('charge_box')
      .set({ system: 'THREE_PHASE', phase: 'ABC', voltage: '220/380', charging_rate_unit: 'A' })
      .where('charge_box_pk', 'in', pks)
      .execute();
    const meter = await app.api('POST', '/smart-charging/meters', {
      mac_address: 'AA:BB:CC:DD:EE:01',
      device_remote_id: 'sc-ocpp-meter',
    });
    meterToken = meter.body.token as string;
    const setup = await app.api('POST', '/smart-charging/smart-charging', {
      enabled: true,
      start_date: '2020-01-01',
      end_date: '2099-12-31',
      current_nominal_a: BREAKER_A,
      meter_device_remote_id: 'sc-ocpp-meter',
      charge_boxs: pks.map((charge_box_id) => ({ charge_box_id })),
    });
    expect(setup.statusCode).toBe(201);
    const group = await app.api('POST', '/gateway/virtual-groups', {
      name: 'Garagem',
      description: 'Disjuntor pequeno',
      charge_boxs: pks.map((charge_box_id) => ({ charge_box_id })),
    });
    groupId = group.body.virtual_group_id as number;
    const link = await app.api('POST', '/gateway/virtual-groups/smart-charging', {
      virtual_group_id: groupId,
      enabled: true,
      smart_charging_id: setup.body.smart_charging_id,
    });
    expect(link.statusCode).toBe(201);
    expect((await pushReading(0)).statusCode).toBe(200);
  });
  afterAll(async () => {
    for (const s of stations) await s.stop();
    await app?.close();
  });

  it('sends profiles whose sum stays under the breaker, and records the decisions', async () => {
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
    expect(tasks.length).toBeGreaterThanOrEqual(2);
    expect(tasks.every((t) => t.operation_name === 'SetChargingProfile')).toBe(true);

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
