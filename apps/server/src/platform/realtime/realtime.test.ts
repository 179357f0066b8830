import type { RPCClient } from 'ocpp-rpc';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeDatabases } from '../../testing/test-databases';
import {
  connectedStation,
  startOcppApp,
  waitFor,
  type OcppTestApp,
} from '../../testing/ocpp-test-kit';
import { secondTenant, type SecondTenant } from '../../testing/second-tenant';

interface Message {
  topic: string;
  type: string;
  body: Record<string, unknown>;
}

/** A socket.io client that records every message, batches unpacked. */
function client(port: number, auth: Record<string, unknown>) {
  const socket = io(`http://127.0.0.1:${port}`, {
    path: '/socket.io',
    auth,
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  });
  const received: Message[] = [];
  let deliveries = 0;
  socket.on('message', (raw: Message) => {
    deliveries += 1;
    if (raw.type === 'batch') received.push(...(raw.body as unknown as Message[]));
    else received.push(raw);
  });
  return { socket, received, deliveries: () => deliveries };
}

function connected(socket: Socket): Promise<void> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
}

function refusal(socket: Socket): Promise<string> {
  return new Promise((resolve) => {
    socket.once('connect', () => resolve('connected'));
    socket.once('connect_error', (error: Error) => resolve(error.message));
  });
}

function subscribe(socket: Socket, topic: string, options?: object) {
  return (
    options
      ? socket.emitWithAck('subscribe', topic, options)
      : socket.emitWithAck('subscribe', topic)
  ) as Promise<{ ok: boolean; error?: string }>;
}

describeDatabases('realtime socket', (database) => {
  let app: OcppTestApp;
  let apiKey: string;
  let rival: SecondTenant;
  let rivalKey: string;
  let station: RPCClient;
  const sockets: Socket[] = [];
  const open = (auth: Record<string, unknown>) => {
    const c = client(app.port, auth);
    sockets.push(c.socket);
    return c;
  };

  beforeAll(async () => {
    app = await startOcppApp(database);
    const { db } = database.handle;
    const root = await db
      .selectFrom('tenant')
      .select('api_key')
      .where('parent_tenant_pk', 'is', null)
      .executeTakeFirstOrThrow();
    apiKey = root.api_key;
    rival = await secondTenant(app, database, 'rivalrt', ['/stations']);
    const rivalRow = await db
      .selectFrom('tenant')
      .select('api_key')
      .where('tenant_pk', '=', rival.tenantPk)
      .executeTakeFirstOrThrow();
    rivalKey = rivalRow.api_key;
    await app.addStation('RT-1');
    station = await connectedStation(app.ocppUrl, 'RT-1');
    await station.call('BootNotification', { chargePointVendor: 'V', chargePointModel: 'M' });
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await station?.close({ code: 1000 });
    await app?.close();
  });

  it('refuses a handshake without a token or with a bad one', async () => {
    expect(await refusal(open({}).socket)).toBe('unauthorized');
    expect(await refusal(open({ token: 'not-a-token' }).socket)).toBe('unauthorized');
    const forged = `${app.token.slice(0, -4)}AAAA`;
    expect(await refusal(open({ token: forged }).socket)).toBe('unauthorized');
    const header = io(`http://127.0.0.1:${app.port}`, {
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      extraHeaders: { Authorization: `Bearer ${app.token}` },
    });
    sockets.push(header);
    expect(await refusal(header)).toBe('connected');
  });

  it('delivers a committed StatusNotification and its Failure notification to own topics', async () => {
    const c = open({ token: app.token });
    await connected(c.socket);
    for (const topic of [
      `${apiKey}/chargeBox`,
      `${apiKey}/stats`,
      `${apiKey}/notification/chargeBox`,
      '/topic/status/chargeBox/RT-1',
      '/topic/status/chargeBox/RT-1/connector/1',
    ]) {
      expect(await subscribe(c.socket, topic), topic).toEqual({ ok: true, topic });
    }
    await station.call('StatusNotification', {
      connectorId: 1,
      status: 'Faulted',
      errorCode: 'GroundFailure',
      info: 'leak',
      timestamp: new Date().toISOString(),
    });
    const byTopic = (topic: string) => c.received.find((m) => m.topic === topic);
    const status = await waitFor(() => byTopic('/topic/status/chargeBox/RT-1/connector/1'));
    expect(status).toMatchObject({
      type: 'update',
      body: { chargeBoxId: 'RT-1', connectorId: 1, status: 'Faulted', errorCode: 'GroundFailure' },
    });
    expect(await waitFor(() => byTopic('/topic/status/chargeBox/RT-1'))).toMatchObject({
      body: { status: 'Faulted' },
    });
    expect(await waitFor(() => byTopic(`${apiKey}/chargeBox`))).toMatchObject({
      type: 'update',
      body: { chargeBoxId: 'RT-1', connectorId: 1, status: 'Faulted' },
    });
    expect(await waitFor(() => byTopic(`${apiKey}/stats`))).toMatchObject({ type: 'update' });
    // The station's earlier Connected event may be published first: look for the Failure.
    const notification = await waitFor(
      () =>
        c.received.find(
          (m) =>
            m.topic === `${apiKey}/notification/chargeBox` &&
            (m.body as { type?: string }).type === 'Failure',
        ),
      5_000,
    );
    expect(notification).toMatchObject({
      type: 'insert',
      body: {
        type: 'Failure',
        chargeBoxId: 'RT-1',
        chargeBoxName: 'Station RT-1',
        connectorId: 1,
        connectorErrorCode: 'GroundFailure',
        connectorErrorMsg: 'leak',
      },
    });
  });

  it('delivers a card refused at Authorize as a StartRejected notification', async () => {
    const c = open({ token: app.token });
    await connected(c.socket);
    expect(await subscribe(c.socket, `${apiKey}/notification/chargeBox`)).toMatchObject({
      ok: true,
    });
    const answer = (await station.call('Authorize', { idTag: 'RT-NO-SUCH-CARD' })) as {
      idTagInfo: { status: string };
    };
    expect(answer.idTagInfo.status).toBe('Invalid');
    const notification = await waitFor(
      () =>
        c.received.find(
          (m) =>
            m.topic === `${apiKey}/notification/chargeBox` &&
            (m.body as { type?: string }).type === 'StartRejected',
        ),
      5_000,
    );
    expect(notification).toMatchObject({
      type: 'insert',
      body: { type: 'StartRejected', chargeBoxId: 'RT-1', detail: 'RT-NO-SUCH-CARD Invalid' },
    });
  });

  it('tells a new station and its connection on the tenant chargeBox topic', async () => {
    const c = open({ token: app.token });
    await connected(c.socket);
    expect(await subscribe(c.socket, `${apiKey}/chargeBox`)).toMatchObject({ ok: true });
    await app.addStation('RT-NEW');
    const insert = await waitFor(() =>
      c.received.find((m) => m.type === 'insert' && m.body.chargeBoxId === 'RT-NEW'),
    );
    expect(insert.body).toMatchObject({ description: 'Station RT-NEW', online: false });
    const fresh = await connectedStation(app.ocppUrl, 'RT-NEW');
    const online = await waitFor(() =>
      c.received.find((m) => m.body.chargeBoxId === 'RT-NEW' && m.body.online === true),
    );
    expect(online.type).toBe('update');
    await fresh.close({ code: 1000 });
    await waitFor(() =>
      c.received.find((m) => m.body.chargeBoxId === 'RT-NEW' && m.body.online === false),
    );
  });

  it("refuses another tenant's topics and never delivers their events", async () => {
    const theirs = open({ token: rival.token });
    await connected(theirs.socket);
    for (const topic of [
      `${apiKey}/chargeBox`,
      `${apiKey}/notification/chargeBox`,
      `${apiKey}/stats`,
      '/topic/status/chargeBox/RT-1',
      '/topic/status/chargeBox/RT-1/connector/1',
    ]) {
      expect(await subscribe(theirs.socket, topic), topic).toMatchObject({
        ok: false,
        error: 'forbidden',
      });
    }
    expect(await subscribe(theirs.socket, 'nonsense')).toMatchObject({ ok: false });
    expect(await subscribe(theirs.socket, `${rivalKey}/chargeBox`)).toMatchObject({ ok: true });
    expect(await subscribe(theirs.socket, `${rivalKey}/notification/chargeBox`)).toMatchObject({
      ok: true,
    });
    const ours = open({ token: app.token });
    await connected(ours.socket);
    await subscribe(ours.socket, '/topic/status/chargeBox/RT-1/connector/2');
    await station.call('StatusNotification', {
      connectorId: 2,
      status: 'Faulted',
      errorCode: 'HighTemperature',
      timestamp: new Date().toISOString(),
    });
    await waitFor(() => ours.received.length > 0 || undefined);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(theirs.received).toEqual([]);
  });

  it('refuses subscriptions once the session is ended', async () => {
    const token = await app.login();
    const c = open({ token });
    await connected(c.socket);
    expect(await subscribe(c.socket, `${apiKey}/stats`)).toMatchObject({ ok: true });
    const out = await app.http.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(out.statusCode).toBeLessThan(300);
    expect(await subscribe(c.socket, `${apiKey}/chargeBox`)).toMatchObject({ ok: false });
    expect(await refusal(open({ token }).socket)).toBe('unauthorized');
  });

  it('closes an open socket whose session has ended', async () => {
    const token = await app.login();
    const c = open({ token });
    await connected(c.socket);
    expect(await subscribe(c.socket, `${apiKey}/stats`)).toMatchObject({ ok: true });
    const closed = new Promise<string>((resolve) => c.socket.once('disconnect', resolve));
    await app.http.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    await app.realtime.server.checkSessions();
    expect(await closed).toBe('io server disconnect');
  });

  it('lets a socket without session follow one connector only with its QR token', async () => {
    const pub = open({ public: true });
    await connected(pub.socket);
    const topic = '/topic/status/chargeBox/RT-1/connector/1';
    expect(await subscribe(pub.socket, topic)).toMatchObject({ ok: false });
    expect(
      await subscribe(pub.socket, topic, { token: 'forged-token-forged-token-forged' }),
    ).toMatchObject({
      ok: false,
    });
    const wrong = await qrToken('RT-1', 2);
    expect(await subscribe(pub.socket, topic, { token: wrong })).toMatchObject({ ok: false });
    expect(await subscribe(pub.socket, `${apiKey}/chargeBox`)).toMatchObject({ ok: false });
    expect(await subscribe(pub.socket, topic, { token: await qrToken('RT-1', 1) })).toMatchObject({
      ok: true,
    });
    await station.call('StatusNotification', {
      connectorId: 1,
      status: 'Available',
      errorCode: 'NoError',
      timestamp: new Date().toISOString(),
    });
    const update = await waitFor(() =>
      pub.received.find((m) => m.topic === topic && m.body.status === 'Available'),
    );
    expect(update.body).toMatchObject({ chargeBoxId: 'RT-1', connectorId: 1 });
  });

  async function qrToken(chargeBoxId: string, connectorId: number): Promise<string> {
    const res = await app.api('GET', `/api/qrcode/token/${chargeBoxId}/${connectorId}`);
    return (res.body.token as string | undefined) ?? '';
  }

  it('coalesces a burst of 100 updates into a few deliveries, the final state last', async () => {
    const c = open({ token: app.token });
    await connected(c.socket);
    const topic = '/topic/status/chargeBox/BURST-1/connector/1';
    await app.addStation('BURST-1');
    expect(await subscribe(c.socket, topic)).toMatchObject({ ok: true });
    const started = Date.now();
    for (let i = 1; i <= 100; i += 1) {
      app.realtime.bus.publish({ topic, type: 'update', body: { seq: i }, key: 'status' });
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const last = await waitFor(() => c.received.find((m) => m.body.seq === 100));
    const seconds = (Date.now() - started) / 1000;
    expect(last).toBeDefined();
    expect(c.deliveries()).toBeLessThanOrEqual(Math.ceil(seconds * 4) + 1);
    expect(c.deliveries()).toBeLessThan(25);
    expect(c.received.at(-1)?.body.seq).toBe(100);
    const seqs = c.received.map((m) => m.body.seq as number);
    expect([...seqs].sort((a, b) => a - b)).toEqual(seqs);
  });

  it('keeps every notification of a burst (batched, never dropped)', async () => {
    const c = open({ token: app.token });
    await connected(c.socket);
    const topic = `${apiKey}/notification/chargeBox`;
    expect(await subscribe(c.socket, topic)).toMatchObject({ ok: true });
    for (let i = 1; i <= 50; i += 1) {
      app.realtime.bus.publish({ topic, type: 'insert', body: { notificationPk: -i } });
    }
    await waitFor(
      () =>
        c.received.filter((m) => (m.body.notificationPk as number) < 0).length === 50 || undefined,
    );
    expect(c.deliveries()).toBeLessThanOrEqual(3);
  });
});

describe('topic names', () => {
  it('parses the spec topics', async () => {
    const { parseTopic } = await import('./topics');
    expect(parseTopic('abc/stats')).toEqual({ kind: 'tenant', apiKey: 'abc', channel: 'stats' });
    expect(parseTopic('abc/notification/chargeBox')).toMatchObject({
      channel: 'notification/chargeBox',
    });
    expect(parseTopic('/topic/status/chargeBox/CB-1/connector/2')).toEqual({
      kind: 'connector',
      chargeBoxId: 'CB-1',
      connectorId: 2,
    });
    expect(parseTopic('/topic/status/chargeBox/CB-1')).toEqual({
      kind: 'station',
      chargeBoxId: 'CB-1',
    });
    expect(parseTopic('/topic/other')).toBeUndefined();
    expect(parseTopic(42)).toBeUndefined();
  });
});
