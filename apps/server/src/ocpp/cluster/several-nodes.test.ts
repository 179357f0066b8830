import { SimulatedStation, silentLogger } from '@chargedeck/simulator';
import { sql } from 'kysely';
import { Redis } from 'ioredis';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATION_KEY, upgradeStatus, waitFor, type OcppTestApp } from '../../testing/ocpp-test-kit';
import { clusterMissing, startTwoNodes, type TwoNodes } from '../../testing/test-cluster';
import { stationKey } from './station-holders';

interface Task {
  taskId: number;
  endTimestamp: string | null;
  taskDetail: {
    resultMap: Record<string, { response: string | null; errorMessage: string | null }>;
  };
}

const missing = clusterMissing();
if (missing) console.warn(`several nodes: skipped, ${missing}`);

/**
 * Two nodes in one process on one PostgreSQL database and one Redis (docs/architecture.md
 * "Several nodes"): stations on node A, the dashboard on node B.
 */
describe.skipIf(missing !== undefined)(
  `several nodes (needs PostgreSQL and Redis${missing ? `: ${missing}` : ''})`,
  () => {
    let nodes: TwoNodes;
    let a: OcppTestApp;
    let b: OcppTestApp;
    const stations: SimulatedStation[] = [];
    const sockets: Socket[] = [];
    const spies: Redis[] = [];

    const onNode = async (app: OcppTestApp, chargeBoxId: string) => {
      const station = new SimulatedStation({
        url: app.ocppUrl,
        chargeBoxId,
        password: STATION_KEY,
        logger: silentLogger,
        reconnect: false,
      });
      stations.push(station);
      await station.connect();
      return station;
    };
    const taskOn = async (app: OcppTestApp, taskId: number, timeoutMs = 10_000) =>
      waitFor(async () => {
        const res = await app.api('GET', '/api/operations/tasks');
        const task = (res.body.taskList as Task[]).find((t) => t.taskId === taskId);
        return task?.endTimestamp ? task : undefined;
      }, timeoutMs);
    const command = async (app: OcppTestApp, path: string, body: object) => {
      const res = await app.api('POST', `/api/operations/v1.6/${path}`, body);
      expect(res.statusCode).toBe(200);
      return (res.body.data as { taskId: number }).taskId;
    };

    beforeAll(async () => {
      // B's commands wait 2 s for a station, so a silent holder fails them within seconds.
      nodes = await startTwoNodes({ OCPP_CALL_TIMEOUT: '2', OCPP_AUTH_FAILURES_PER_ADDRESS: '2' });
      ({ a, b } = nodes);
    });
    afterAll(async () => {
      for (const socket of sockets) socket.disconnect();
      await Promise.all(stations.map((s) => s.stop()));
      for (const spy of spies) spy.disconnect();
      await nodes?.close();
    });

    it('registers a station in Redis under the node that holds it, and forgets it on close', async () => {
      await a.addStation('CL-REG');
      const redis = new Redis(nodes.redis.url);
      spies.push(redis);
      const station = await onNode(a, 'CL-REG');
      expect(await waitFor(() => redis.get(stationKey('CL-REG')).then((v) => v ?? undefined))).toBe(
        'node-a',
      );
      expect(await redis.pttl(stationKey('CL-REG'))).toBeGreaterThan(20_000);
      await station.stop();
      await waitFor(async () =>
        (await redis.exists(stationKey('CL-REG'))) === 0 ? true : undefined,
      );
    });

    it('runs a command issued on node B on a station connected to node A, and records its answer', async () => {
      await a.addStation('CL-1');
      await onNode(a, 'CL-1');
      const taskId = await command(b, 'get_configuration', {
        chargePointSelectList: [{ chargeBoxId: 'CL-1' }],
        confKeyList: ['HeartbeatInterval'],
      });
      const task = await taskOn(b, taskId);
      expect(task.taskDetail.resultMap['CL-1']).toMatchObject({ errorMessage: null });
      const details = await b.api('GET', `/api/operations/tasks/${taskId}/details/CL-1`);
      expect(details.body.configurationKeys).toEqual([
        { key: 'HeartbeatInterval', value: expect.stringMatching(/^\d+$/), readonly: false },
      ]);
      // The station's own answer text, relayed back: a Reset the simulator accepts.
      const reset = await command(b, 'reset', {
        chargePointSelectList: [{ chargeBoxId: 'CL-1' }],
        resetType: 'SOFT',
      });
      expect((await taskOn(b, reset)).taskDetail.resultMap['CL-1']).toEqual({
        errorMessage: null,
        response: 'Accepted',
        hasDetail: false,
      });
    });

    it('fails the task at once when the node named for the station is gone', async () => {
      await a.addStation('CL-GONE');
      const redis = new Redis(nodes.redis.url);
      spies.push(redis);
      // A node killed without a clean stop leaves its key until the key expires.
      await redis.set(stationKey('CL-GONE'), 'node-dead', 'PX', 30_000);
      const started = Date.now();
      const taskId = await command(b, 'clear_cache', {
        chargePointSelectList: [{ chargeBoxId: 'CL-GONE' }],
      });
      const task = await taskOn(b, taskId);
      expect(task.taskDetail.resultMap['CL-GONE']?.errorMessage).toBe('Station CL-GONE is offline');
      expect(Date.now() - started).toBeLessThan(2_000);
    });

    it('fails the task within the timeout when the holder listens but never answers', async () => {
      await a.addStation('CL-SILENT');
      const redis = new Redis(nodes.redis.url);
      const silent = new Redis(nodes.redis.url);
      spies.push(redis, silent);
      await silent.subscribe('cd:node:node-silent');
      await redis.set(stationKey('CL-SILENT'), 'node-silent', 'PX', 30_000);
      const started = Date.now();
      const taskId = await command(b, 'clear_cache', {
        chargePointSelectList: [{ chargeBoxId: 'CL-SILENT' }],
      });
      const task = await taskOn(b, taskId, 15_000);
      expect(task.taskDetail.resultMap['CL-SILENT']?.errorMessage).toBe(
        'the station did not answer in time',
      );
      // OCPP_CALL_TIMEOUT (2 s) and the relay's margin (2 s).
      expect(Date.now() - started).toBeLessThan(6_000);
    });

    type Message = { topic: string; type: string; body: Record<string, unknown> };
    const dashboardOn = (app: OcppTestApp) => {
      const socket = io(`http://127.0.0.1:${app.port}`, {
        path: '/socket.io',
        auth: { token: app.token },
        transports: ['websocket'],
        reconnection: false,
        forceNew: true,
      });
      sockets.push(socket);
      const received: Message[] = [];
      socket.on('message', (raw: Message) => {
        if (raw.type === 'batch') received.push(...(raw.body as unknown as Message[]));
        else received.push(raw);
      });
      const subscribe = async (topic: string) =>
        expect(await socket.emitWithAck('subscribe', topic)).toEqual({ ok: true, topic });
      return { received, subscribe };
    };

    it('gives a dashboard socket on node B the status change of a station on node A', async () => {
      await a.addStation('CL-RT');
      const station = await onNode(a, 'CL-RT');
      const dashboard = dashboardOn(b);
      const topic = '/topic/status/chargeBox/CL-RT/connector/1';
      await dashboard.subscribe(topic);
      await station.setStatus(1, 'Unavailable');
      const status = await waitFor(() =>
        dashboard.received.find((m) => m.topic === topic && m.body.status === 'Unavailable'),
      );
      expect(status).toMatchObject({
        type: 'update',
        body: { chargeBoxId: 'CL-RT', connectorId: 1 },
      });
    });

    it('tells each dashboard a station event once, though every node reads it', async () => {
      const { api_key: apiKey } = await nodes.database.handle.db
        .selectFrom('tenant')
        .select('api_key')
        .where('parent_tenant_pk', 'is', null)
        .executeTakeFirstOrThrow();
      const topic = `${apiKey}/notification/chargeBox`;
      const onA = dashboardOn(a);
      const onB = dashboardOn(b);
      await onA.subscribe(topic);
      await onB.subscribe(topic);
      await a.addStation('CL-NOTE');
      await onNode(a, 'CL-NOTE');
      const mine = (dashboard: { received: Message[] }) =>
        dashboard.received.filter((m) => m.topic === topic && m.body.chargeBoxId === 'CL-NOTE');
      await waitFor(() => (mine(onA).length > 0 && mine(onB).length > 0 ? true : undefined));
      // Both nodes' feeds have had time to look (each looks every second).
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      for (const dashboard of [onA, onB]) {
        const pks = mine(dashboard).map((m) => m.body.notificationPk);
        expect(pks.length).toBeGreaterThanOrEqual(2);
        expect(pks).toEqual([...new Set(pks)]);
      }
    });

    it('shares the failed-authentication limits between the nodes', async () => {
      await a.addStation('CL-AUTH');
      const url = (app: OcppTestApp) => app.ocppUrl;
      expect(await upgradeStatus(url(a), 'CL-AUTH', { password: 'wrong-password-0001' })).toBe(401);
      expect(await upgradeStatus(url(b), 'CL-AUTH', { password: 'wrong-password-0002' })).toBe(401);
      // Two failures (OCPP_AUTH_FAILURES_PER_ADDRESS) over both nodes: even the right key waits.
      await waitFor(async () =>
        (await upgradeStatus(url(a), 'CL-AUTH')) === 429 ? true : undefined,
      );
    });

    it('runs the scheduled jobs on one leader, and moves it when its connection ends', async () => {
      expect(await a.jobs.trigger('payments-reconcile')).toBe('done');
      expect(await b.jobs.trigger('payments-reconcile')).toBe('elsewhere');
      const { rows } = await sql<{ ended: boolean }>`
        select pg_terminate_backend(pid) as ended from pg_stat_activity
        where application_name = 'chargedeck jobs leader node-a'`.execute(nodes.database.handle.db);
      expect(rows).toEqual([{ ended: true }]);
      const started = Date.now();
      await waitFor(
        async () => ((await b.jobs.trigger('payments-reconcile')) === 'done' ? true : undefined),
        10_000,
      );
      expect(Date.now() - started).toBeLessThan(8_000);
      await waitFor(
        async () =>
          (await a.jobs.trigger('payments-reconcile')) === 'elsewhere' ? true : undefined,
        10_000,
      );
    });
  },
);
