import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeDatabases } from '../platform/db/test-databases';
import { createHttpServer } from '../platform/http/create-http-server';
import { routeUpgrades } from '../platform/http/upgrade-router';
import { startOcppApp, type OcppTestApp } from '../testing/ocpp-test-kit';
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
