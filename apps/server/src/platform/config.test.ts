import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('configuration', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 8080, robotCheck: 'altcha', databaseUrl: undefined });
    expect(config.dataDir).toMatch(/data$/);
  });
  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(
      new ConfigError('PORT must be a non-negative integer, got "eighty"'),
    );
    expect(() => loadConfig({ ROBOT_CHECK: 'captcha' })).toThrow(/ROBOT_CHECK must be one of/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ ROBOT_CHECK: 'turnstile' })).toThrow(/ROBOT_CHECK_SITE_KEY/);
  });
  it('reads the listen backlog, 4096 by default', () => {
    expect(loadConfig({}).listenBacklog).toBe(4096);
    expect(loadConfig({ LISTEN_BACKLOG: '8192' }).listenBacklog).toBe(8192);
    expect(() => loadConfig({ LISTEN_BACKLOG: '0' })).toThrow(/LISTEN_BACKLOG/);
  });
  it('reads when boots are answered Pending under saturation', () => {
    expect(loadConfig({}).ocpp).toMatchObject({
      saturationLagMs: 1000,
      saturationRetrySeconds: 10,
    });
    expect(
      loadConfig({ OCPP_SATURATION_LAG_MS: '0', OCPP_SATURATION_RETRY_SECONDS: '3' }).ocpp,
    ).toMatchObject({ saturationLagMs: 0, saturationRetrySeconds: 3 });
    expect(() => loadConfig({ OCPP_SATURATION_RETRY_SECONDS: '0' })).toThrow(
      new ConfigError('OCPP_SATURATION_RETRY_SECONDS must be a positive integer, got "0"'),
    );
    expect(() => loadConfig({ OCPP_SATURATION_LAG_MS: 'soon' })).toThrow(/OCPP_SATURATION_LAG_MS/);
  });
  it('reads REDIS_URL and the node name, one node named local without them', () => {
    expect(loadConfig({}).cluster).toEqual({ redisUrl: undefined, nodeId: 'local' });
    expect(loadConfig({ OCPP_NODE_ID: 'old-name' }).cluster.nodeId).toBe('old-name');
    const named = loadConfig({ REDIS_URL: 'redis://10.0.0.5:6379', NODE_ID: 'node-1' });
    expect(named.cluster).toEqual({ redisUrl: 'redis://10.0.0.5:6379', nodeId: 'node-1' });
    // With Redis and no name, each start gets its own.
    const first = loadConfig({ REDIS_URL: 'rediss://cache.example:6380' }).cluster.nodeId;
    expect(first).toMatch(/^node-[0-9a-f]{8}$/);
    expect(loadConfig({ REDIS_URL: 'rediss://cache.example:6380' }).cluster.nodeId).not.toBe(first);
    expect(() => loadConfig({ REDIS_URL: 'localhost:6379' })).toThrow(
      new ConfigError('REDIS_URL must be a redis:// or rediss:// URL, got "localhost:6379"'),
    );
    expect(() => loadConfig({ NODE_ID: 'node one' })).toThrow(/^NODE_ID must be 1 to 64/);
  });
  it('chooses the payment provider and refuses unknown names', () => {
    expect(loadConfig({}).payments).toMatchObject({
      provider: 'sandbox',
      sandbox: { settleDelayMs: 2000, failure: 'off' },
    });
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'stripe' })).toThrow(
      new ConfigError(
        'PAYMENT_PROVIDER must be one of sandbox, mercadopago, pagbank, got "stripe"',
      ),
    );
    expect(() => loadConfig({ PAYMENT_SANDBOX_FAILURE: 'sometimes' })).toThrow(
      /PAYMENT_SANDBOX_FAILURE must be one of off, timeout, 5xx/,
    );
    expect(() => loadConfig({ PAYMENT_SANDBOX_FAILURE_RATE: '2' })).toThrow(ConfigError);
    expect(
      loadConfig({ PAYMENT_SANDBOX_FAILURE: 'timeout', PAYMENT_SANDBOX_FAILURE_RATE: '0.5' })
        .payments.sandbox,
    ).toMatchObject({ failure: 'timeout', failureRate: 0.5 });
  });
  it('reads the Mercado Pago and PagBank accounts, naming what is missing or wrong', () => {
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'mercadopago' })).toThrow(
      new ConfigError('PAYMENT_PROVIDER=mercadopago needs MERCADOPAGO_ACCESS_TOKEN'),
    );
    expect(() =>
      loadConfig({ PAYMENT_PROVIDER: 'mercadopago', MERCADOPAGO_ACCESS_TOKEN: 'APP_USR-1' }),
    ).toThrow(new ConfigError('PAYMENT_PROVIDER=mercadopago needs MERCADOPAGO_WEBHOOK_SECRET'));
    const mercadopago = {
      PAYMENT_PROVIDER: 'mercadopago',
      MERCADOPAGO_ACCESS_TOKEN: 'APP_USR-1',
      MERCADOPAGO_WEBHOOK_SECRET: 'secret',
    };
    expect(
      loadConfig({ ...mercadopago, PUBLIC_URL: 'https://csms.example/' }).payments,
    ).toMatchObject({
      provider: 'mercadopago',
      mercadopago: {
        accessToken: 'APP_USR-1',
        webhookSecret: 'secret',
        baseUrl: 'https://api.mercadopago.com',
        timeoutMs: 15_000,
        notificationUrl: 'https://csms.example/api/payments/webhooks/mercadopago',
      },
    });
    expect(() => loadConfig({ ...mercadopago, MERCADOPAGO_BASE_URL: 'ftp://x' })).toThrow(
      new ConfigError('MERCADOPAGO_BASE_URL must be an http(s) URL, got "ftp://x"'),
    );
    expect(() => loadConfig({ ...mercadopago, MERCADOPAGO_TIMEOUT_MS: '0' })).toThrow(
      /MERCADOPAGO_TIMEOUT_MS must be more than 0/,
    );
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'pagbank' })).toThrow(
      new ConfigError('PAYMENT_PROVIDER=pagbank needs PAGBANK_TOKEN'),
    );
    expect(
      loadConfig({ PAYMENT_PROVIDER: 'pagbank', PAGBANK_TOKEN: 'tok', PAGBANK_ENV: 'sandbox' })
        .payments.pagbank,
    ).toMatchObject({
      accessToken: 'tok',
      webhookSecret: 'tok',
      baseUrl: 'https://sandbox.api.pagseguro.com',
    });
    expect(
      loadConfig({
        PAYMENT_PROVIDER: 'pagbank',
        PAGBANK_TOKEN: 'tok',
        PAGBANK_BASE_URL: 'http://127.0.0.1:9/',
      }).payments.pagbank?.baseUrl,
    ).toBe('http://127.0.0.1:9');
    expect(() =>
      loadConfig({ PAYMENT_PROVIDER: 'pagbank', PAGBANK_TOKEN: 'tok', PAGBANK_ENV: 'test' }),
    ).toThrow(new ConfigError('PAGBANK_ENV must be sandbox or production, got "test"'));
  });
  it('reads when the embedded database is maintained', () => {
    expect(loadConfig({}).dbMaintenanceCron).toBe('*/5 * * * *');
    expect(loadConfig({ DB_MAINTENANCE_CRON: '*/30 * * * * *' }).dbMaintenanceCron).toBe(
      '*/30 * * * * *',
    );
    expect(loadConfig({ DB_MAINTENANCE_CRON: 'off' }).dbMaintenanceCron).toBeUndefined();
    expect(() => loadConfig({ DB_MAINTENANCE_CRON: 'every 5 minutes' })).toThrow(
      /^DB_MAINTENANCE_CRON must be a cron pattern or off, got "every 5 minutes"/,
    );
    expect(() => loadConfig({ DB_MAINTENANCE_CRON: '61 * * * *' })).toThrow(
      /DB_MAINTENANCE_CRON .*minute/,
    );
  });
  it('reads the broker of the site meters, refusing what is not an MQTT URL', () => {
    expect(loadConfig({}).meters).toEqual({
      mqttUrl: undefined,
      mqttTopics: ['+/status/em:0', '+/events/rpc'],
    });
    expect(
      loadConfig({
        METER_MQTT_URL: 'mqtts://meters:secret@broker.example:8883',
        METER_MQTT_TOPICS: 'site/+/status/em:0, $share/chargedeck/+/events/rpc',
      }).meters,
    ).toEqual({
      mqttUrl: 'mqtts://meters:secret@broker.example:8883',
      mqttTopics: ['site/+/status/em:0', '$share/chargedeck/+/events/rpc'],
    });
    for (const url of ['http://broker.example', 'broker.example:1883', 'mqtt//x'])
      expect(() => loadConfig({ METER_MQTT_URL: url })).toThrow(
        new ConfigError('METER_MQTT_URL must be an mqtt://, mqtts://, ws:// or wss:// URL'),
      );
    expect(() => loadConfig({ METER_MQTT_TOPICS: 'a/#/b' })).toThrow(/METER_MQTT_TOPICS/);
  });
});
