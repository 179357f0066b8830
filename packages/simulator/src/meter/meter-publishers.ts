import { connectAsync, type MqttClient } from 'mqtt';
import type { PhaseAmps } from './building-load';

/** Where the simulated meter sends its readings. */
export interface MeterPublisher {
  /** Sends one reading measured at `at`; rejects when it was not taken. */
  publish(amps: PhaseAmps, at: Date): Promise<void>;
  close(): Promise<void>;
}

const twoDecimals = (value: number) => Math.round(value * 100) / 100;

/**
 * HTTP push, as a meter gateway does: `POST /smart-charging/meters/readings` with the meter's
 * token. `url` is the server (http://HOST:PORT) or the full readings URL.
 */
export function httpPublisher(url: string, token: string): MeterPublisher {
  const target = url.endsWith('/readings')
    ? url
    : `${url.replace(/\/$/, '')}/smart-charging/meters/readings`;
  return {
    publish: async ([a, b, c], at) => {
      const res = await fetch(target, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({
          timestamp: at.toISOString(),
          current: { phase: { '01': twoDecimals(a), '02': twoDecimals(b), '03': twoDecimals(c) } },
        }),
      });
      if (!res.ok) throw new Error(`reading refused: ${res.status} ${await res.text()}`);
    },
    close: async () => {},
  };
}

/** The device id of a Shelly Pro 3EM: `shellypro3em-` and its MAC in lower-case hex. */
export function shellyDeviceId(mac: string): string {
  return `shellypro3em-${mac.replace(/[^0-9a-fA-F]/g, '').toLowerCase()}`;
}

/**
 * MQTT, as a Shelly Pro 3EM does with status updates on: the `em:0` status on
 * `<device id>/status/em:0`.
 */
export async function mqttPublisher(url: string, mac: string): Promise<MeterPublisher> {
  const deviceId = shellyDeviceId(mac);
  const client: MqttClient = await connectAsync(url, { clientId: deviceId, reconnectPeriod: 5000 });
  return {
    publish: async ([a, b, c]) => {
      const status = {
        id: 0,
        a_current: twoDecimals(a),
        b_current: twoDecimals(b),
        c_current: twoDecimals(c),
        total_current: twoDecimals(a + b + c),
      };
      await client.publishAsync(`${deviceId}/status/em:0`, JSON.stringify(status));
    },
    close: async () => {
      await client.endAsync();
    },
  };
}
