import { describe, expect, it } from 'vitest';
import { apiFromOcppUrl, parseCliArgs, UsageError } from './args';

describe('CLI arguments', () => {
  it('reads the options of the issue', () => {
    const options = parseCliArgs(
      '--url ws://127.0.0.1:8080/ocpp --stations 25 --prefix SIM --password sixteen-chars-long --connectors 2 --meter-interval 10 --transactions'.split(
        ' ',
      ),
    );
    expect(options).toMatchObject({
      url: 'ws://127.0.0.1:8080/ocpp',
      stations: 25,
      prefix: 'SIM',
      password: 'sixteen-chars-long',
      connectors: 2,
      meterIntervalSec: 10,
      transactions: { idleSec: [30, 600], chargeSec: [600, 3600] },
    });
    expect(options.provision).toBeUndefined();
  });

  it('derives the API from the OCPP URL for provisioning', () => {
    const options = parseCliArgs([
      '--url',
      'wss://cs.example.com/ocpp',
      '--provision',
      '--email',
      'a@b.co',
      '--password-admin',
      'Secret1!',
      '--idle',
      '1-2',
    ]);
    expect(options.provision).toEqual({
      api: 'https://cs.example.com',
      email: 'a@b.co',
      password: 'Secret1!',
      drivers: false,
      pricing: false,
    });
    expect(apiFromOcppUrl('ws://127.0.0.1:8080/ocpp')).toBe('http://127.0.0.1:8080');
  });

  it('reads the point the provisioned stations are placed around', () => {
    const base = ['--provision', '--email', 'a@b.co', '--password-admin', 'Secret1!'];
    expect(parseCliArgs([...base, '--around=-23.5505,-46.6333']).provision?.around).toEqual({
      latitude: -23.5505,
      longitude: -46.6333,
    });
    expect(() => parseCliArgs([...base, '--around=-123,4'])).toThrow(/--around/);
    expect(() => parseCliArgs([...base, '--around=Paulista'])).toThrow(/--around/);
  });

  it('reads the drivers and the stations price to provision', () => {
    const base = ['--provision', '--email', 'a@b.co', '--password-admin', 'Secret1!'];
    expect(parseCliArgs([...base, '--drivers', '--price-kwh', '189']).provision).toMatchObject({
      drivers: true,
      pricePerKwhCents: 189,
    });
    expect(() => parseCliArgs([...base, '--price-kwh', 'free'])).toThrow(/--price-kwh/);
  });

  it('reads whether the provisioned stations are priced by the demo profile', () => {
    const base = ['--provision', '--email', 'a@b.co', '--password-admin', 'Secret1!'];
    expect(parseCliArgs([...base, '--pricing']).provision?.pricing).toBe(true);
    expect(parseCliArgs(base).provision?.pricing).toBe(false);
  });

  it('explains what is wrong', () => {
    expect(() => parseCliArgs(['--stations', 'many'])).toThrow(UsageError);
    expect(() => parseCliArgs(['--password', 'short'])).toThrow(/16 to 40/);
    expect(() => parseCliArgs(['--provision'])).toThrow(/--email/);
    expect(() => parseCliArgs(['--transactions', '--idle', '9-3'])).toThrow(/30-600/);
    expect(() => parseCliArgs(['--url', 'http://x'])).toThrow(/ws:\/\//);
    expect(() => parseCliArgs(['--nonsense'])).toThrow();
  });

  it('reads the site meter: HTTP push with a token, or MQTT', () => {
    const http = parseCliArgs(
      '--meter C8:F0:9E:8A:1B:2C --token mtr_x --building-load 30'.split(' '),
    );
    expect(http.meter).toEqual({
      mac: 'C8:F0:9E:8A:1B:2C',
      target: { kind: 'http', url: 'http://127.0.0.1:8080', token: 'mtr_x' },
      everySec: 5,
      building: { meanA: 30, swingA: 10, periodSec: 600 },
    });
    const mqtt = parseCliArgs(
      '--meter c8f09e8a1b2c --mqtt mqtt://127.0.0.1:1883 --meter-every 2'.split(' '),
    );
    expect(mqtt.meter).toMatchObject({
      target: { kind: 'mqtt', url: 'mqtt://127.0.0.1:1883' },
      everySec: 2,
    });
    expect(parseCliArgs([]).meter).toBeUndefined();
  });

  it('refuses a meter without a way to send, or with two', () => {
    const usage = (line: string) => () => parseCliArgs(line.split(' '));
    expect(usage('--meter C8:F0:9E:8A:1B:2C')).toThrow(UsageError);
    expect(usage('--meter C8:F0 --token t')).toThrow(/MAC address/);
    expect(usage('--meter C8:F0:9E:8A:1B:2C --token t --mqtt mqtt://h')).toThrow(/not both/);
    expect(usage('--meter C8:F0:9E:8A:1B:2C --mqtt http://h')).toThrow(/--mqtt/);
    expect(usage('--token t')).toThrow(/go with --meter/);
  });
});
