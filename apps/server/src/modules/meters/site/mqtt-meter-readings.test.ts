import { connectAsync, type MqttClient } from 'mqtt';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestBroker, type TestBroker } from '../../../testing/mqtt-broker';
import { describeDatabases } from '../../../testing/test-databases';
import { startTestApp, type TestApp } from '../../../testing/test-app';

/** Waits until `check` answers something, or fails after `ms`. */
async function eventually<T>(check: () => Promise<T | undefined>, ms = 10_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describeDatabases('site meter readings over MQTT', (database) => {
  let broker: TestBroker;
  let app: TestApp;
  let admin: string;
  let shelly: MqttClient;

  beforeAll(async () => {
    broker = await startTestBroker();
    app = await startTestApp(database, { METER_MQTT_URL: broker.url });
    admin = await app.login();
    shelly = await connectAsync(broker.url, { clientId: 'shellypro3em-c8f09e8a1b2c' });
    const registered = await app.http.inject({
      method: 'POST',
      url: '/smart-charging/meters',
      headers: { authorization: `Bearer ${admin}` },
      payload: { mac_address: 'C8:F0:9E:8A:1B:2C', device_remote_id: 'mqtt-meter' },
    });
    expect(registered.statusCode).toBe(201);
  });
  afterAll(async () => {
    await shelly?.endAsync();
    await app?.close();
    await broker?.close();
  });

  const measurement = async () => {
    const res = await app.http.inject({
      method: 'GET',
      url: '/smart-charging/meters/measurements?device_remote_id=mqtt-meter',
      headers: { authorization: `Bearer ${admin}` },
    });
    return res.json() as { status: number; current: { phase: object } | null; timestamp: string };
  };

  /** Publishes until the measurement shows `expected` (the server may still be subscribing). */
  const publishUntil = (topic: string, payload: () => object, expected: object) =>
    eventually(async () => {
      await shelly.publishAsync(topic, JSON.stringify(payload()));
      const answer = await measurement();
      return JSON.stringify(answer.current?.phase) === JSON.stringify(expected)
        ? answer
        : undefined;
    });

  it("stores a Shelly Pro 3EM's status update as the meter's reading", async () => {
    const status = {
      id: 0,
      a_current: 20.5,
      b_current: 10.25,
      c_current: 0.5,
      total_current: 31.25,
    };
    const answer = await publishUntil('shellypro3em-c8f09e8a1b2c/status/em:0', () => status, {
      '01': 20.5,
      '02': 10.25,
      '03': 0.5,
    });
    expect(answer).toMatchObject({ status: 1, phaseMaxValue: 20.5 });
  });

  it('overlays the phases a NotifyStatus changed on the latest reading, at its time', async () => {
    let ts = 0;
    const answer = await publishUntil(
      'shellypro3em-c8f09e8a1b2c/events/rpc',
      () => {
        ts = Date.now() / 1000;
        return {
          src: 'shellypro3em-c8f09e8a1b2c',
          dst: 'shellypro3em-c8f09e8a1b2c/events',
          method: 'NotifyStatus',
          params: { ts, 'em:0': { id: 0, c_current: 16 } },
        };
      },
      { '01': 20.5, '02': 10.25, '03': 16 },
    );
    expect(answer.status).toBe(1);
    expect(Math.abs(Date.parse(answer.timestamp) - ts * 1000)).toBeLessThan(1000);
  });

  it('drops a stale notification and messages of unknown meters', async () => {
    const stale = {
      src: 'shellypro3em-c8f09e8a1b2c',
      method: 'NotifyStatus',
      params: { ts: Date.now() / 1000 - 60, 'em:0': { a_current: 99 } },
    };
    await shelly.publishAsync('shellypro3em-c8f09e8a1b2c/events/rpc', JSON.stringify(stale));
    await shelly.publishAsync(
      'shellypro3em-000000000001/status/em:0',
      JSON.stringify({ a_current: 1, b_current: 1, c_current: 1 }),
    );
    // A later message is stored, so the ones before it were handled (and dropped).
    await publishUntil(
      'shellypro3em-c8f09e8a1b2c/status/em:0',
      () => ({ a_current: 1, b_current: 2, c_current: 3 }),
      { '01': 1, '02': 2, '03': 3 },
    );
    const meters = await database.handle.db
      .selectFrom('site_meter')
      .select('mac_address')
      .execute();
    expect(meters.map((m) => m.mac_address)).toEqual(['C8:F0:9E:8A:1B:2C']);
  });
});
