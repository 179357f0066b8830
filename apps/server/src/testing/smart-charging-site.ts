import { SimulatedStation, silentLogger } from '@chargedeck/simulator';
import { expect } from 'vitest';
import { STATION_KEY, type ApiAnswer, type OcppTestApp } from './ocpp-test-kit';
import type { TestDatabase } from './test-databases';

const VOLTS = 230;
const PHASES = 3;

export interface SmartChargingSite {
  stations: SimulatedStation[];
  groupId: number;
  setupId: number;
  /** Pushes one reading of the site meter (A per phase). */
  pushReading(a: number, b?: number, c?: number): Promise<{ statusCode: number }>;
  /** What each simulated EV is allowed to draw per phase now (A), 0 without a recharge. */
  offeredAmps(): number[];
  /** Turns the setup on or off (PUT, as the configuration form does). */
  setEnabled(enabled: boolean): Promise<ApiAnswer>;
}

/**
 * A configuration with smart charging on, over real sockets: simulated three-phase stations
 * (one connector each, technical settings filled), a site meter with its token, the setup under
 * `breakerA` and its link, and a first reading of 0 A.
 */
export async function smartChargingSite(
  app: OcppTestApp,
  database: TestDatabase,
  options: {
    ids: readonly string[];
    breakerA: number;
    meterId: string;
    mac: string;
    /** Several nodes: the node each station connects to, by index (`app` when absent). */
    nodes?: readonly OcppTestApp[];
  },
): Promise<SmartChargingSite> {
  const stations: SimulatedStation[] = [];
  const pks: number[] = [];
  for (const [i, id] of options.ids.entries()) {
    pks.push(await app.addStation(id));
    const station = simulatedStation(options.nodes?.[i] ?? app, id);
    stations.push(station);
    await station.connect();
  }
  await database.handle.db
    .updateTable('charge_box')
    .set({ system: 'THREE_PHASE', phase: 'ABC', voltage: '220/380', charging_rate_unit: 'A' })
    .where('charge_box_pk', 'in', pks)
    .execute();
  const meter = await app.api('POST', '/smart-charging/meters', {
    mac_address: options.mac,
    device_remote_id: options.meterId,
  });
  const token = meter.body.token as string;
  const chargers = pks.map((charge_box_id) => ({ charge_box_id }));
  const setupBody = {
    enabled: true,
    start_date: '2020-01-01',
    end_date: '2099-12-31',
    current_nominal_a: options.breakerA,
    meter_device_remote_id: options.meterId,
    charge_boxs: chargers,
  };
  const setup = await app.api('POST', '/smart-charging/smart-charging', setupBody);
  expect(setup.statusCode).toBe(201);
  const group = await app.api('POST', '/gateway/virtual-groups', {
    name: `Garagem ${options.meterId}`,
    description: 'Disjuntor pequeno',
    charge_boxs: chargers,
  });
  const groupId = group.body.virtual_group_id as number;
  const setupId = setup.body.smart_charging_id as number;
  const link = await app.api('POST', '/gateway/virtual-groups/smart-charging', {
    virtual_group_id: groupId,
    enabled: true,
    smart_charging_id: setupId,
  });
  expect(link.statusCode).toBe(201);
  const pushReading = (a: number, b = a, c = a) =>
    app.http.inject({
      method: 'POST',
      url: '/smart-charging/meters/readings',
      headers: { authorization: `Bearer ${token}` },
      payload: { current: { phase: { '01': a, '02': b, '03': c } } },
    });
  expect((await pushReading(0)).statusCode).toBe(200);
  const offeredAmps = () =>
    stations.map((s) => {
      const connector = s.connector(1);
      return connector.transaction ? connector.offeredW / (VOLTS * PHASES) : 0;
    });
  const setEnabled = (enabled: boolean) =>
    app.api('PUT', `/smart-charging/smart-charging/${setupId}`, { ...setupBody, enabled });
  return { stations, groupId, setupId, pushReading, offeredAmps, setEnabled };
}

/** A simulated three-phase station of one connector, not connected yet. */
export function simulatedStation(app: OcppTestApp, chargeBoxId: string) {
  return new SimulatedStation({
    url: app.ocppUrl,
    chargeBoxId,
    password: STATION_KEY,
    connectors: 1,
    voltage: VOLTS,
    phases: PHASES,
    logger: silentLogger,
    reconnect: false,
  });
}
