import { SimulatedStation, silentLogger } from '@chargedeck/simulator';
import { expect } from 'vitest';
import { STATION_KEY, type OcppTestApp } from './ocpp-test-kit';
import type { TestDatabase } from './test-databases';

interface SmartChargingSiteOptions {
  chargeBoxIds: readonly string[];
  breakerA: number;
  meterId: string;
  macAddress: string;
  volts: number;
  phases: number;
}

/**
 * A configuration of simulated three-phase stations (connected over real sockets, with their
 * technical settings) and a site meter, its smart charging set up and switched on.
 */
export async function startSmartChargingSite(
  app: OcppTestApp,
  database: TestDatabase,
  options: SmartChargingSiteOptions,
) {
  const stations: SimulatedStation[] = [];
  const pks: number[] = [];
  for (const id of options.chargeBoxIds) {
    pks.push(await app.addStation(id));
    const station = simulatedStation(app, id, options);
    stations.push(station);
    await station.connect();
  }
  await database.handle.db
    .updateTable('charge_box')
    .set({ system: 'THREE_PHASE', phase: 'ABC', voltage: '220/380', charging_rate_unit: 'A' })
    .where('charge_box_pk', 'in', pks)
    .execute();
  const meter = await app.api('POST', '/smart-charging/meters', {
    mac_address: options.macAddress,
    device_remote_id: options.meterId,
  });
  const meterToken = meter.body.token as string;
  const setupBody = {
    enabled: true,
    start_date: '2020-01-01',
    end_date: '2099-12-31',
    current_nominal_a: options.breakerA,
    meter_device_remote_id: options.meterId,
    charge_boxs: pks.map((charge_box_id) => ({ charge_box_id })),
  };
  const setup = await app.api('POST', '/smart-charging/smart-charging', setupBody);
  expect(setup.statusCode).toBe(201);
  const group = await app.api('POST', '/gateway/virtual-groups', {
    name: 'Garagem',
    description: 'Disjuntor pequeno',
    charge_boxs: pks.map((charge_box_id) => ({ charge_box_id })),
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
      headers: { authorization: `Bearer ${meterToken}` },
      payload: { current: { phase: { '01': a, '02': b, '03': c } } },
    });
  /** Switches the setup on or off (PUT, as the configuration form does). */
  const setEnabled = (enabled: boolean) =>
    app.api('PUT', `/smart-charging/smart-charging/${setupId}`, { ...setupBody, enabled });
  return { stations, pks, groupId, setupId, pushReading, setEnabled };
}

/** A simulated station of the site, not connected yet. */
export function simulatedStation(
  app: OcppTestApp,
  chargeBoxId: string,
  options: Pick<SmartChargingSiteOptions, 'volts' | 'phases'>,
) {
  return new SimulatedStation({
    url: app.ocppUrl,
    chargeBoxId,
    password: STATION_KEY,
    connectors: 1,
    voltage: options.volts,
    phases: options.phases,
    logger: silentLogger,
    reconnect: false,
  });
}
