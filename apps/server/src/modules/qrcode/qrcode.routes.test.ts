import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeDatabases } from '../../testing/test-databases';
import { startOcppApp, type OcppTestApp } from '../../testing/ocpp-test-kit';
import { bootedStation, rootTenantPk, type ScriptedStation } from '../../testing/scripted-station';
import { secondTenant, type SecondTenant } from '../../testing/second-tenant';
import { QrTokens } from './qr-token';

describeDatabases('Public QR page API', (database) => {
  let app: OcppTestApp;
  let station: ScriptedStation;
  let other: SecondTenant;
  let token1: string;
  let token2: string;

  const call = async (
    method: 'GET' | 'POST',
    url: string,
    payload?: object,
    remoteAddress = '198.51.100.7',
  ) => {
    const res = await app.http.inject({
      method,
      url,
      remoteAddress,
      ...(payload ? { payload } : {}),
    });
    return {
      status: res.statusCode,
      body: res.json() as Record<string, unknown>,
      headers: res.headers,
    };
  };
  const tokenOf = async (connectorId: number, bearer = app.token) => {
    const res = await app.http.inject({
      method: 'GET',
      url: `/api/qrcode/token/QR-1/${connectorId}`,
      headers: { authorization: `Bearer ${bearer}` },
    });
    return { status: res.statusCode, body: res.json() as { token: string; path: string } };
  };
  const waitFor = async (check: () => Promise<boolean>) => {
    for (let i = 0; i < 50; i += 1) {
      if (await check()) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('condition not reached');
  };

  beforeAll(async () => {
    app = await startOcppApp(database);
    station = await bootedStation(app, 'QR-1', { description: 'Posto Avenida Paulista' });
    other = await secondTenant(app, database, 'qr-b', ['/stations']);
    await station.status(1, 'Available');
    await station.status(2, 'Available');
    await waitFor(async () => (await tokenOf(2)).status === 200);
    token1 = (await tokenOf(1)).body.token;
    token2 = (await tokenOf(2)).body.token;
  });
  afterAll(async () => {
    await station?.close();
    await app?.close();
  });

  it('gives signed-in users with station rights the token and page path of their connectors', async () => {
    const { status, body } = await tokenOf(1);
    expect(status).toBe(200);
    expect(body.path).toBe(`/qrcode/start/QR-1/1?token=${encodeURIComponent(body.token)}`);
    expect(token1).not.toBe(token2);
    expect((await tokenOf(1, other.token)).status).toBe(404);
    expect((await call('GET', '/api/qrcode/token/QR-1/1')).status).toBe(401);
    expect(app.verifyQrToken('QR-1', 1, token1)).toBe(true);
    expect(app.verifyQrToken('QR-1', 2, token1)).toBe(false);
  });

  it('shows the station and connector status, and nothing for a forged or foreign token', async () => {
    const ok = await call('GET', `/api/qrcode/status/QR-1/1?token=${token1}`);
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({
      chargeBoxId: 'QR-1',
      description: 'Posto Avenida Paulista',
      connectorId: 1,
      status: 'Available',
      online: true,
      charging: false,
    });
    expect((await call('GET', `/api/qrcode/status/QR-1/1?token=${token2}`)).status).toBe(403);
    expect((await call('GET', '/api/qrcode/status/QR-1/1?token=forged')).status).toBe(403);
    const secret = readFileSync(join(app.dataDir, 'qr-secret'), 'utf8').trim();
    const unknown = new QrTokens(secret).sign('NOPE-1', 1);
    expect((await call('GET', `/api/qrcode/status/NOPE-1/1?token=${unknown}`)).status).toBe(404);
    expect(
      (
        await call('POST', '/api/qrcode/start', {
          chargeBoxId: 'QR-1',
          connectorId: 1,
          token: token2,
        })
      ).status,
    ).toBe(403);
  });

  it('answers 400 naming the field', async () => {
    const missing = await call('POST', '/api/qrcode/start', {
      chargeBoxId: 'QR-1',
      connectorId: 1,
    });
    expect(missing.status).toBe(400);
    expect(missing.body.field).toBe('token');
    const bad = await call('POST', '/api/qrcode/stop', {
      chargeBoxId: 'QR-1',
      connectorId: 'x',
      token: token1,
    });
    expect(bad.body.field).toBe('connectorId');
    expect((await call('GET', '/api/qrcode/status/QR-1/1')).body.field).toBe('token');
  });

  it('START sends RemoteStart with the tenant QR tag and STOP sends RemoteStop of its recharge', async () => {
    const noRecharge = await call('POST', '/api/qrcode/stop', {
      chargeBoxId: 'QR-1',
      connectorId: 1,
      token: token1,
    });
    expect(noRecharge.status).toBe(409);

    const start = await call('POST', '/api/qrcode/start', {
      chargeBoxId: 'QR-1',
      connectorId: 1,
      token: token1,
      recaptchaResponse: '',
    });
    expect(start.status).toBe(200);
    expect(start.body.status).toBe('Accepted');
    const idTag = `QR-CODE-${await rootTenantPk(database)}`;
    expect(station.received.at(-1)).toEqual({
      action: 'RemoteStartTransaction',
      payload: { connectorId: 1, idTag },
    });
    const started = await station.call<{ transactionId: number; idTagInfo: { status: string } }>(
      'StartTransaction',
      { connectorId: 1, idTag, meterStart: 0, timestamp: new Date().toISOString() },
    );
    expect(started.idTagInfo.status).toBe('Accepted');
    await station.status(1, 'Charging');
    await waitFor(async () => {
      const s = await call('GET', `/api/qrcode/status/QR-1/1?token=${token1}`);
      return s.body.status === 'Charging' && s.body.charging === true;
    });

    const stop = await call('POST', '/api/qrcode/stop', {
      chargeBoxId: 'QR-1',
      connectorId: 1,
      token: token1,
      stopSecret: start.body.stopSecret,
    });
    expect(stop.status).toBe(200);
    expect(station.received.at(-1)).toEqual({
      action: 'RemoteStopTransaction',
      payload: { transactionId: started.transactionId },
    });
  });

  it('a rejected command is told as such', async () => {
    station.answer('RemoteStartTransaction', () => ({ status: 'Rejected' }));
    const res = await call('POST', '/api/qrcode/start', {
      chargeBoxId: 'QR-1',
      connectorId: 2,
      token: token2,
    });
    expect(res.status).toBe(409);
    expect(String(res.body.error)).toContain('Rejected');
  });

  it('limits commands per connector and per address with 429', async () => {
    const stop2 = (address: string) =>
      call(
        'POST',
        '/api/qrcode/stop',
        { chargeBoxId: 'QR-1', connectorId: 2, token: token2 },
        address,
      );
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) statuses.push((await stop2(`203.0.113.${i + 1}`)).status);
    // One START on connector 2 above counts too.
    expect(statuses.slice(0, 5)).toEqual([409, 409, 409, 409, 409]);
    const limited = await stop2('203.0.113.99');
    expect(limited.status).toBe(429);
    expect(String(limited.body.error)).toContain('Too many commands for this connector');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

    let answer = await call(
      'POST',
      '/api/qrcode/stop',
      { chargeBoxId: 'QR-1', connectorId: 1, token: 'x' },
      '192.0.2.1',
    );
    for (let i = 0; i < 25 && answer.status !== 429; i += 1) {
      expect(answer.status).toBe(403);
      answer = await call(
        'POST',
        '/api/qrcode/stop',
        { chargeBoxId: 'QR-1', connectorId: 1, token: 'x' },
        '192.0.2.1',
      );
    }
    expect(answer.status).toBe(429);
    expect(String(answer.body.error)).toContain('Too many QR commands from this address');
    // Another address is not affected.
    expect(
      (await call('GET', `/api/qrcode/status/QR-1/1?token=${token1}`, undefined, '192.0.2.2'))
        .status,
    ).toBe(200);
  });
});
