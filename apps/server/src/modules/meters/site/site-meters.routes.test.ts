import { afterAll, beforeAll, expect, it } from 'vitest';
import { secondTenant, type SecondTenant } from '../../../testing/second-tenant';
import { describeDatabases } from '../../../testing/test-databases';
import { ADMIN_PASSWORD, startTestApp, type TestApp } from '../../../testing/test-app';

type Method = 'GET' | 'POST';

describeDatabases('site meters API', (database) => {
  let app: TestApp;
  let admin: string;
  let other: SecondTenant;
  let meterToken: string;

  beforeAll(async () => {
    app = await startTestApp(database);
    admin = await app.login();
    other = await secondTenant(app, database, 'meters-other', ['/virtual-groups']);
  });
  afterAll(async () => {
    await app?.close();
  });

  const call = async (
    method: Method,
    url: string,
    options: { token?: string; host?: string; payload?: object } = {},
  ) => {
    const res = await app.http.inject({
      method,
      url,
      headers: {
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...(options.host ? { host: options.host } : {}),
      },
      ...(options.payload ? { payload: options.payload } : {}),
    });
    return {
      status: res.statusCode,
      body: res.body ? (res.json() as Record<string, unknown>) : {},
    };
  };
  const asAdmin = (method: Method, url: string, payload?: object) =>
    call(method, url, { token: admin, ...(payload ? { payload } : {}) });
  const asOther = (method: Method, url: string) =>
    call(method, url, { token: other.token, host: 'meters-other.localhost' });
  const push = (payload: object, token = meterToken) =>
    call('POST', '/smart-charging/meters/readings', { token, payload });
  const phase = (a: number, b: number, c: number) => ({ phase: { '01': a, '02': b, '03': c } });

  it('registers a meter and answers its gateway token once', async () => {
    const created = await asAdmin('POST', '/smart-charging/meters', {
      mac_address: 'c8-f0-9e-8a-1b-2c',
      device_remote_id: 'garage-meter',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      mac_address: 'C8:F0:9E:8A:1B:2C',
      device_remote_id: 'garage-meter',
    });
    meterToken = String(created.body.token);
    expect(meterToken).toMatch(/^mtr_/);
    const stored = await database.handle.db
      .selectFrom('site_meter')
      .select('token_hash')
      .executeTakeFirstOrThrow();
    expect(stored.token_hash).not.toContain(meterToken);

    const again = await asAdmin('POST', '/smart-charging/meters', {
      mac_address: 'C8:F0:9E:8A:1B:2C',
    });
    expect(again).toMatchObject({ status: 409, body: { field: 'mac_address' } });
    const sameId = await asAdmin('POST', '/smart-charging/meters', {
      mac_address: 'C8:F0:9E:8A:1B:2D',
      device_remote_id: 'garage-meter',
    });
    expect(sameId).toMatchObject({ status: 409, body: { field: 'device_remote_id' } });
  });

  it('shows a meter never read as offline, without a reading', async () => {
    const answer = await asAdmin(
      'GET',
      '/smart-charging/meters/measurements?device_remote_id=garage-meter',
    );
    expect(answer).toEqual({
      status: 200,
      body: {
        mac_address: 'C8:F0:9E:8A:1B:2C',
        device_remote_id: 'garage-meter',
        status: 0,
        timestamp: null,
        current: null,
        phaseMaxValue: null,
      },
    });
  });

  it('takes a pushed reading and shows it as the latest, by MAC address or id', async () => {
    const timestamp = new Date(Date.now() - 2000).toISOString();
    const pushed = await push({ timestamp, current: phase(12.31, 30, 7.5) });
    expect(pushed.status).toBe(200);
    const expected = {
      mac_address: 'C8:F0:9E:8A:1B:2C',
      device_remote_id: 'garage-meter',
      status: 1,
      timestamp,
      current: phase(12.31, 30, 7.5),
      phaseMaxValue: 30,
    };
    expect(pushed.body).toEqual(expected);
    const byMac = await asAdmin(
      'GET',
      '/smart-charging/meters/measurements?mac_address=c8:f0:9e:8a:1b:2c',
    );
    expect(byMac).toEqual({ status: 200, body: expected });
    const list = await asAdmin(
      'GET',
      '/smart-charging/meters/measurements/list?device_remote_ids=nobody,garage-meter',
    );
    expect(list).toEqual({ status: 200, body: [expected] });

    // Without a timestamp, the reading is taken now.
    const now = await push({ current: phase(1, 2, 3.04) });
    expect(now.body).toMatchObject({ status: 1, phaseMaxValue: 3.1 });
    expect(Date.now() - Date.parse(String(now.body.timestamp))).toBeLessThan(5000);
  });

  it('refuses a push without the meter token, or a bad, stale or early reading', async () => {
    const reading = { current: phase(1, 1, 1) };
    expect((await push(reading, '')).status).toBe(401);
    expect((await push(reading, 'mtr_not-a-token')).status).toBe(401);
    expect((await push(reading, admin)).status).toBe(401);

    const stale = await push({
      ...reading,
      timestamp: new Date(Date.now() - 31_000).toISOString(),
    });
    expect(stale.status).toBe(400);
    expect(stale.body).toMatchObject({
      field: 'timestamp',
      error: 'timestamp: is older than 30 s: the reading is stale',
    });
    const early = await push({
      ...reading,
      timestamp: new Date(Date.now() + 60_000).toISOString(),
    });
    expect(early).toMatchObject({ status: 400, body: { field: 'timestamp' } });
    const older = await push({
      ...reading,
      timestamp: new Date(Date.now() - 10_000).toISOString(),
    });
    expect(older.status).toBe(400);
    expect(older.body.error).toBe("timestamp: is not later than the meter's latest reading");

    const negative = await push({ current: phase(1, -2, 1) });
    expect(negative).toMatchObject({ status: 400, body: { field: 'current.phase.02' } });
    const tooBig = await push({ current: phase(1, 2, 1001) });
    expect(tooBig).toMatchObject({ status: 400, body: { field: 'current.phase.03' } });
    const noPhases = await push({ current: { phase: { '01': 1 } } });
    expect(noPhases).toMatchObject({ status: 400, body: { field: 'current.phase.02' } });
    const badTime = await push({ ...reading, timestamp: 'yesterday' });
    expect(badTime).toMatchObject({ status: 400, body: { field: 'timestamp' } });

    // Nothing refused was stored.
    const latest = await asAdmin(
      'GET',
      '/smart-charging/meters/measurements?device_remote_id=garage-meter',
    );
    expect(latest.body).toMatchObject({ current: phase(1, 2, 3.04) });
  });

  it("answers a meter's readings of the last hour for the chart, one per 10 s at most", async () => {
    const history = await asAdmin(
      'GET',
      '/smart-charging/meters/measurements/history?device_remote_id=garage-meter',
    );
    expect(history.status).toBe(200);
    const readings = history.body.readings as { timestamp: string; current: object }[];
    // Two readings were taken a few seconds apart: one row, or two across a 10 s boundary.
    expect(readings.length).toBeGreaterThanOrEqual(1);
    expect(readings.length).toBeLessThanOrEqual(2);
    expect(readings.at(-1)?.current).toEqual(phase(1, 2, 3.04));
    expect(history.body.device_remote_id).toBe('garage-meter');
    const none = await asAdmin(
      'GET',
      '/smart-charging/meters/measurements/history?device_remote_id=garage-meter&minutes=0',
    );
    expect(none).toMatchObject({ status: 400, body: { field: 'minutes' } });
  });

  it('asks a measurement by one of its keys, well written', async () => {
    const none = await asAdmin('GET', '/smart-charging/meters/measurements');
    expect(none.status).toBe(400);
    expect(none.body).toMatchObject({ field: 'mac_address' });
    expect(String(none.body.error)).toContain('mac_address or device_remote_id is required');
    const badMac = await asAdmin('GET', '/smart-charging/meters/measurements?mac_address=c8:f0');
    expect(badMac).toMatchObject({ status: 400, body: { field: 'mac_address' } });
    const unknown = await asAdmin(
      'GET',
      '/smart-charging/meters/measurements?mac_address=c8:f0:9e:8a:1b:2f',
    );
    expect(unknown).toMatchObject({ status: 404, body: { error: 'Could not find the meter' } });
    const emptyList = await asAdmin(
      'GET',
      '/smart-charging/meters/measurements/list?device_remote_ids=,',
    );
    expect(emptyList).toMatchObject({ status: 400, body: { field: 'device_remote_ids' } });
  });

  it("answers 404 for a sibling tenant's meter, and 403 without the permission", async () => {
    expect(
      (await asOther('GET', '/smart-charging/meters/measurements?device_remote_id=garage-meter'))
        .status,
    ).toBe(403);
    const { user_pk: userPk } = await database.handle.db
      .selectFrom('app_user')
      .select('user_pk')
      .where('email', '=', 'operator@meters-other.example')
      .executeTakeFirstOrThrow();
    await database.handle.db
      .insertInto('user_permission')
      .values({ user_pk: userPk, route: null, role_id: 'DASH_SMART_CHARGING_CREATE', status: true })
      .execute();
    other.token = await app.login('operator@meters-other.example', ADMIN_PASSWORD, {
      host: 'meters-other.localhost',
    });
    const byId = await asOther(
      'GET',
      '/smart-charging/meters/measurements?device_remote_id=garage-meter',
    );
    expect(byId).toMatchObject({ status: 404, body: { error: 'Could not find the meter' } });
    const byMac = await asOther(
      'GET',
      '/smart-charging/meters/measurements?mac_address=C8:F0:9E:8A:1B:2C',
    );
    expect(byMac.status).toBe(404);
    const list = await asOther(
      'GET',
      '/smart-charging/meters/measurements/list?device_remote_ids=garage-meter',
    );
    const history = await asOther(
      'GET',
      '/smart-charging/meters/measurements/history?device_remote_id=garage-meter',
    );
    expect(history.status).toBe(404);
    expect(list).toEqual({ status: 200, body: [] });
  });
});
