import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createChallenge, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { afterEach, describe, expect, it } from 'vitest';
import { typeConnectors } from './connector-types';
import { provisionStations } from './provision';

const SECRET = 'test-secret';

interface Received {
  path: string;
  headers: IncomingMessage['headers'];
  body: Record<string, unknown>;
}

/**
 * A stand-in for the dashboard API: ALTCHA sign-in, stations with duplicates refused, tags,
 * users, and the station list whose SIM0001 reports connector 1 untyped and 2 typed.
 */
async function fakeApi(
  withAltcha: boolean,
): Promise<{ server: Server; url: string; received: Received[] }> {
  const received: Received[] = [];
  const stations = new Set(['SIM0002']);
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      void (async () => {
        const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
        received.push({ path: req.url ?? '', headers: req.headers, body });
        const send = (status: number, payload: object): void => {
          res
            .writeHead(status, { 'Content-Type': 'application/json' })
            .end(JSON.stringify(payload));
        };
        if (req.url === '/api/altcha/challenge' && withAltcha) {
          const challenge = await createChallenge({
            algorithm: 'SHA-256',
            cost: 1,
            counter: 300,
            deriveKey,
            hmacSignatureSecret: SECRET,
          });
          return send(200, challenge);
        }
        if (req.url === '/api/login') {
          const response = String(body.recaptchaResponse ?? '');
          if (withAltcha) {
            const payload = JSON.parse(Buffer.from(response, 'base64').toString()) as {
              challenge: Challenge;
              solution: Solution;
            };
            const result = await verifySolution({
              ...payload,
              deriveKey,
              hmacSignatureSecret: SECRET,
            });
            if (!result.verified) return send(403, { error: 'robot check failed' });
          }
          return body.password === 'Admin123!'
            ? send(200, { token: 'T0KEN', user: { tenant_pk: 7 } })
            : send(401, { error: 'bad credentials' });
        }
        if (req.url === '/api/chargepoints' && req.headers.authorization === 'Bearer T0KEN') {
          const id = String(body.chargeBoxId);
          if (stations.has(id))
            return send(409, {
              error: 'There is already a station registered with this identifier.',
            });
          stations.add(id);
          return send(201, { data: { chargeBoxPk: stations.size, chargeBoxId: id } });
        }
        if (req.url === '/api/users_data' && req.headers.authorization === 'Bearer T0KEN') {
          return body.email === 'sim-tag-2@example.com'
            ? send(409, { error: 'This e-mail is already registered.', field: 'email' })
            : send(201, { data: { user_pk: 3 } });
        }
        if (req.url === '/api/connector_types') {
          return send(200, {
            connectorTypeList: [
              { connectorTypeId: 1, name: 'Type 1' },
              { connectorTypeId: 2, name: 'Type 2' },
            ],
          });
        }
        if (req.url?.startsWith('/api/chargepoints?')) {
          const connectors = [
            { connectorId: 1, connectorTypeId: null },
            { connectorId: 2, connectorTypeId: 1 },
          ];
          return send(200, {
            chargePointList: [
              { chargeBoxPk: 11, chargeBoxId: 'SIM0001', connectors },
              { chargeBoxPk: 12, chargeBoxId: 'OTHER', connectors },
            ],
          });
        }
        if (req.method === 'PUT' && req.url?.startsWith('/api/chargepoints/11/connector/')) {
          return send(200, { data: { chargeBoxPk: 11, connectorId: 1 } });
        }
        if (req.url === '/api/ocpptags' && req.headers.authorization === 'Bearer T0KEN') {
          return body.tenant_pk === 7
            ? send(201, { data: { id_tag: body.id_tag } })
            : send(400, { error: 'tenant_pk: is required', field: 'tenant_pk' });
        }
        send(404, { error: 'Not found' });
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, received };
}

describe('provisionStations', () => {
  let server: Server | undefined;

  afterEach(async () => {
    await new Promise((resolve) => server?.close(resolve));
  });

  it('signs in through the ALTCHA check and creates stations, taking duplicates as done', async () => {
    const api = await fakeApi(true);
    server = api.server;
    const result = await provisionStations({
      api: api.url,
      email: 'admin@example.com',
      password: 'Admin123!',
      chargeBoxIds: ['SIM0001', 'SIM0002', 'SIM0003'],
      authorizationKey: 'station-secret-key-01',
      idTags: ['SIM-TAG-1'],
    });
    expect(result.stations).toEqual({
      created: ['SIM0001', 'SIM0003'],
      existing: ['SIM0002'],
      failed: [],
    });
    expect(result.tags).toEqual({ created: ['SIM-TAG-1'], existing: [], failed: [] });
    const create = api.received.find((r) => r.path === '/api/chargepoints');
    expect(create?.headers.platform).toBe('DASHBOARD');
    expect(create?.body).toMatchObject({
      chargeBoxId: 'SIM0001',
      ocppSecurityProfile: 1,
      authorizationKey: 'station-secret-key-01',
    });
  });

  it('places the stations around a city centre when asked', async () => {
    const api = await fakeApi(false);
    server = api.server;
    const ids = Array.from({ length: 20 }, (_, i) => `SP${String(i + 1).padStart(3, '0')}`);
    await provisionStations({
      api: api.url,
      email: 'admin@example.com',
      password: 'Admin123!',
      chargeBoxIds: ids,
      around: { latitude: -23.5505, longitude: -46.6333 },
    });
    const positions = api.received
      .filter((r) => r.path === '/api/chargepoints')
      .map((r) => [r.body.locationLatitude, r.body.locationLongitude] as [number, number]);
    expect(positions).toHaveLength(20);
    expect(new Set(positions.map((p) => p.join())).size).toBe(20);
    for (const [lat, lng] of positions) {
      // Within about 8 km of the centre: 0.08 degree of latitude, 0.09 of longitude there.
      expect(Math.abs(lat - -23.5505)).toBeLessThan(0.08);
      expect(Math.abs(lng - -46.6333)).toBeLessThan(0.09);
    }
  });

  it('creates a driver who owns each card, and prices the stations per kWh', async () => {
    const api = await fakeApi(false);
    server = api.server;
    const result = await provisionStations({
      api: api.url,
      email: 'admin@example.com',
      password: 'Admin123!',
      chargeBoxIds: ['SIM0001'],
      idTags: ['SIM-TAG-1', 'SIM-TAG-2'],
      drivers: true,
      pricePerKwhCents: 189,
    });
    expect(result.drivers).toEqual({ created: ['SIM-TAG-1'], existing: ['SIM-TAG-2'], failed: [] });
    const users = api.received.filter((r) => r.path === '/api/users_data').map((r) => r.body);
    expect(users[0]).toMatchObject({
      firstName: 'Ana Silva',
      email: 'sim-tag-1@example.com',
      tenant_pk: 7,
      ocppTags: ['SIM-TAG-1'],
    });
    expect(String(users[0]?.password)).toMatch(/^(?=.*[A-Z])(?=.*[a-z])(?=.*\d)(?=.*\W).{8,20}$/);
    expect(api.received.find((r) => r.path === '/api/chargepoints')?.body).toMatchObject({
      hasPayment: true,
      paymentChargeTypeCost: 'KWH',
      moneyPerKilowattCost: 189,
      paymentChargeTypeIncome: 'KWH',
      moneyPerKilowattIncome: 189,
    });
  });

  it('gives the untyped reported connectors of its stations a type, and no other', async () => {
    const api = await fakeApi(false);
    server = api.server;
    const { session } = await provisionStations({
      api: api.url,
      email: 'admin@example.com',
      password: 'Admin123!',
      chargeBoxIds: [],
    });
    const typing = await typeConnectors(session, { chargeBoxIds: ['SIM0001'], connectors: 2 });
    expect(typing).toEqual({ typed: 1, missing: [] });
    const puts = api.received.filter((r) => r.path.includes('/connector/'));
    expect(puts).toEqual([
      expect.objectContaining({
        path: '/api/chargepoints/11/connector/1',
        body: { connectorTypePk: 2 },
      }),
    ]);
  });

  it('reports a failed sign-in', async () => {
    const api = await fakeApi(false);
    server = api.server;
    await expect(
      provisionStations({
        api: api.url,
        email: 'admin@example.com',
        password: 'wrong',
        chargeBoxIds: ['X'],
      }),
    ).rejects.toThrow(/HTTP 401/);
  });
});
