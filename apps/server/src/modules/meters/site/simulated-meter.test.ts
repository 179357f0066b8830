import {
  SimulatedSiteMeter,
  SimulatedStation,
  buildingLoad,
  httpPublisher,
  mqttPublisher,
  silentLogger,
  type MeterPublisher,
} from '@chargedeck/simulator';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestBroker, type TestBroker } from '../../../testing/mqtt-broker';
import {
  STATION_KEY,
  startOcppApp,
  waitFor,
  type OcppTestApp,
} from '../../../testing/ocpp-test-kit';
import { addTag } from '../../../testing/scripted-station';
import { describeDatabases } from '../../../testing/test-databases';

/** The simulator's site meter against the product: a charging station plus the building. */
describeDatabases('the simulated site meter', (database) => {
  let broker: TestBroker;
  let app: OcppTestApp;
  let station: SimulatedStation;
  const publishers: MeterPublisher[] = [];

  beforeAll(async () => {
    broker = await startTestBroker();
    app = await startOcppApp(database, { METER_MQTT_URL: broker.url });
    await addTag(database, 'METER-TAG', { max_active_transaction_count: null });
    await app.addStation('METER-SIM-1');
    station = new SimulatedStation({
      url: app.ocppUrl,
      chargeBoxId: 'METER-SIM-1',
      password: STATION_KEY,
      connectors: 1,
      idTags: ['METER-TAG'],
      logger: silentLogger,
      reconnect: false,
    });
    await station.connect();
  });
  afterAll(async () => {
    for (const publisher of publishers) await publisher.close();
    await station?.stop();
    await app?.close();
    await broker?.close();
  });

  const register = async (mac: string, id: string) => {
    const res = await app.api('POST', '/smart-charging/meters', {
      mac_address: mac,
      device_remote_id: id,
    });
    expect(res.statusCode).toBe(201);
    return String(res.body.token);
  };
  const measurement = async (id: string) =>
    (await app.api('GET', `/smart-charging/meters/measurements?device_remote_id=${id}`)).body as {
      status: number;
      current: { phase: Record<string, number> } | null;
    };
  /** A steady building: 10 A on every phase, no swing, no noise. */
  const meterWith = (publisher: MeterPublisher) => {
    publishers.push(publisher);
    return new SimulatedSiteMeter({
      stations: [station],
      building: buildingLoad({ meanA: 10, swingA: 0, random: () => 0.5 }),
      publisher,
    });
  };

  it('measures what the stations draw plus the building, and pushes it by HTTP', async () => {
    const token = await register('02:00:00:00:00:01', 'sim-http');
    const meter = meterWith(httpPublisher(`http://127.0.0.1:${app.port}`, token));
    station.plugIn(1);
    const outcome = await station.startTransaction(1, 'METER-TAG');
    expect(outcome.status).toBe('Accepted');
    await waitFor(() => station.connector(1).powerW > 0);
    const perPhase = station.connector(1).powerW / (230 * 3);
    const amps = await meter.tick();
    expect(amps[0]).toBeCloseTo(10 + perPhase, 6);
    const shown = await measurement('sim-http');
    expect(shown.status).toBe(1);
    for (const phase of ['01', '02', '03'])
      expect(shown.current?.phase[phase]).toBeCloseTo(10 + perPhase, 1);
  });

  it('publishes as a Shelly Pro 3EM over MQTT', async () => {
    await register('02:00:00:00:00:02', 'sim-mqtt');
    const meter = meterWith(await mqttPublisher(broker.url, '02:00:00:00:00:02'));
    const perPhase = station.connector(1).powerW / (230 * 3);
    const shown = await waitFor(async () => {
      await meter.tick();
      const answer = await measurement('sim-mqtt');
      return answer.current ? answer : undefined;
    }, 10_000);
    expect(shown.current?.phase['02']).toBeCloseTo(10 + perPhase, 1);
  });
});
