import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeDatabases } from '../testing/test-databases';
import { createHttpServer } from '../platform/http/create-http-server';
import { routeUpgrades } from '../platform/http/upgrade-router';
import { QR_COMMANDS_PER_ADDRESS } from '../modules/qrcode/qrcode.service';
import { startOcppApp, upgradeStatus, type OcppTestApp } from '../testing/ocpp-test-kit';
import { rawConnection, upgradeRequest, within } from './raw-socket';

const portOf = (server: { address(): unknown }) => (server.address() as AddressInfo).port;

describeDatabases('Sockets: every upgrade is answered, a stop closes every socket', (database) => {
  let app: OcppTestApp;

  beforeAll(async () => {
    app = await startOcppApp(database);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('answers an upgrade to a path nobody serves with 404 and closes the socket', async () => {
    const connection = await rawConnection(app.port, upgradeRequest('/foo'));
    await within(2_000, connection.closed);
    expect(connection.received()).toMatch(/^HTTP\/1\.1 404 Not Found\r\n/);
  });

  it('closes many foreign upgrades at once, none left waiting', async () => {
    const connections = await Promise.all(
      Array.from({ length: 50 }, (_, i) => rawConnection(app.port, upgradeRequest(`/x/${i}`))),
    );
    await within(3_000, Promise.all(connections.map((c) => c.closed)));
    expect(connections.every((c) => c.received().startsWith('HTTP/1.1 404'))).toBe(true);
  });

  it('still serves the realtime socket and OCPP upgrades', async () => {
    const realtime = await rawConnection(
      app.port,
      upgradeRequest('/socket.io/?EIO=4&transport=websocket'),
    );
    await expect.poll(() => realtime.received()).toMatch(/^HTTP\/1\.1 101 /);
    realtime.socket.destroy();
    const ocpp = await rawConnection(app.port, upgradeRequest('/ocpp/NOBODY'));
    await within(2_000, ocpp.closed);
    expect(ocpp.received()).toMatch(/^HTTP\/1\.1 400 /);
  });

  it('stops within a bound with a foreign upgrade and an idle keep-alive connection open', async () => {
    const foreign = await rawConnection(app.port, upgradeRequest('/foo'));
    const idle = await rawConnection(
      app.port,
      'GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n',
    );
    await expect.poll(() => idle.received()).toMatch(/^HTTP\/1\.1 200 /);
    await within(6_000, app.close());
    await within(1_000, Promise.all([foreign.closed, idle.closed]));
  });
});

describe('Sockets: a stop is bounded', () => {
  it('destroys an upgraded socket that a handler kept and a half-sent request', async () => {
    const http = await createHttpServer({
      logLevel: 'silent',
      trustProxy: false,
      version: 'test',
      closeGraceMs: 300,
    });
    // A handler that takes the socket and never lets go, as a hung WebSocket peer would.
    routeUpgrades(http.server).route('/held/', () => undefined);
    await http.listen({ port: 0, host: '127.0.0.1' });
    const held = await rawConnection(portOf(http.server), upgradeRequest('/held/1'));
    const slow = await rawConnection(portOf(http.server), 'GET / HTTP/1.1\r\nHost: x\r\n');
    await new Promise((resolve) => setTimeout(resolve, 100));
    const took = await within(3_000, http.close());
    expect(took).toBeGreaterThanOrEqual(250);
    await within(1_000, Promise.all([held.closed, slow.closed]));
  });
});

const forgedTls = (cn: string) => ({
  'x-forwarded-proto': 'https',
  'x-ssl-client-verify': 'SUCCESS',
  'x-ssl-client-s-dn': `CN=${cn},O=Test`,
});
const forgedFor = (i: number) => ({ 'x-forwarded-for': `203.0.113.${i}` });

/** Wrong-key attempts, each claiming another address; the status of each. */
async function wrongKeyAttempts(app: OcppTestApp, chargeBoxId: string, count: number) {
  const statuses: number[] = [];
  for (let i = 1; i <= count; i += 1) {
    const options = { password: 'wrong-key-0123456789', headers: forgedFor(i) };
    statuses.push(await upgradeStatus(app.ocppUrl, chargeBoxId, options));
  }
  return statuses;
}

// The test client is 127.0.0.1, which is not the listed proxy: its forwarded headers are its own.
describeDatabases('Proxy headers from a client that is not a listed proxy', (database) => {
  let app: OcppTestApp;

  beforeAll(async () => {
    app = await startOcppApp(database, {
      TRUST_PROXY: '192.0.2.1',
      OCPP_AUTH_FAILURES_PER_ADDRESS: '3',
    });
    await app.addStation('FORGE-3', { ocppSecurityProfile: 3 });
    await app.addStation('FORGE-2', { ocppSecurityProfile: 2 });
    await app.addStation('FORGE-1');
  });
  afterAll(async () => {
    await app?.close();
  });

  it('does not admit a profile 3 station over ws:// on forged TLS headers', async () => {
    const headers = forgedTls('FORGE-3');
    expect(await upgradeStatus(app.ocppUrl, 'FORGE-3', { password: null, headers })).toBe(403);
    expect(await upgradeStatus(app.ocppUrl, 'FORGE-2', { headers })).toBe(403);
  });

  it('counts OCPP failures against the real address whatever X-Forwarded-For says', async () => {
    expect(await wrongKeyAttempts(app, 'FORGE-1', 4)).toEqual([401, 401, 401, 429]);
  });

  it('counts QR commands against the real address whatever X-Forwarded-For says', async () => {
    const statuses = new Set<number>();
    for (let i = 1; i <= QR_COMMANDS_PER_ADDRESS + 1; i += 1) {
      const res = await app.http.inject({
        method: 'POST',
        url: '/api/qrcode/start',
        headers: forgedFor(i),
        payload: { chargeBoxId: 'FORGE-1', connectorId: 1, token: 'forged' },
      });
      statuses.add(res.statusCode);
    }
    expect([...statuses]).toEqual([403, 429]);
  });
});

describeDatabases('Proxy headers from a listed proxy', (database) => {
  let app: OcppTestApp;

  beforeAll(async () => {
    app = await startOcppApp(database, {
      TRUST_PROXY: '127.0.0.1',
      OCPP_AUTH_FAILURES_PER_ADDRESS: '3',
    });
    await app.addStation('PROXIED-3', { ocppSecurityProfile: 3 });
    await app.addStation('PROXIED-1');
  });
  afterAll(async () => {
    await app?.close();
  });

  it('admits a profile 3 station whose certificate the proxy verified', async () => {
    const headers = forgedTls('PROXIED-3');
    expect(await upgradeStatus(app.ocppUrl, 'PROXIED-3', { password: null, headers })).toBe(101);
  });

  it('counts failures per forwarded client address', async () => {
    expect(await wrongKeyAttempts(app, 'PROXIED-1', 4)).toEqual([401, 401, 401, 401]);
  });
});
