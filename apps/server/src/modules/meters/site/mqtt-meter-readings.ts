import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { MeterConfig } from '../../../platform/config';
import { parseShellyMessage } from './shelly-message';
import type { SiteMetersService } from './site-meters.service';

export interface MqttMeterReadings {
  close(): Promise<void>;
}

/**
 * The MQTT provider of readings: subscribes to the configured broker's topics (again after
 * each reconnection) and stores each Shelly Pro 3EM reading for the meter of its MAC address.
 * Messages of unknown meters, stale readings and anything else are logged and dropped. The MQTT
 * client is loaded here, only where a broker is configured (docs/performance.md).
 */
export async function subscribeMeterReadings(
  config: MeterConfig & { mqttUrl: string },
  meters: SiteMetersService,
  log: FastifyBaseLogger,
): Promise<MqttMeterReadings> {
  const { connect } = await import('mqtt');
  const client = connect(config.mqttUrl, {
    clientId: `chargedeck-meters-${randomBytes(6).toString('hex')}`,
    reconnectPeriod: 5000,
    connectTimeout: 10_000,
  });
  const broker = new URL(config.mqttUrl).host;
  client.on('connect', () => {
    log.info({ broker }, 'meter broker connected');
    client.subscribe([...config.mqttTopics], { qos: 0 }, (error) => {
      if (error) log.error({ broker, error: error.message }, 'meter topics not subscribed');
    });
  });
  client.on('error', (error) => log.warn({ broker, error: error.message }, 'meter broker error'));
  client.on('message', (topic, payload) => {
    const reading = parseShellyMessage(topic, payload);
    if (!reading) {
      log.debug({ topic }, 'meter message without a reading');
      return;
    }
    meters
      .recordByMac(reading.mac, reading.phases, reading.readAt)
      .then((outcome) => {
        if (outcome !== 'stored')
          log.debug({ topic, mac: reading.mac, outcome }, 'meter reading dropped');
      })
      .catch((error: unknown) =>
        log.error({ topic, error: String(error) }, 'meter reading not stored'),
      );
  });
  return {
    close: async () => {
      await client.endAsync(true);
    },
  };
}
