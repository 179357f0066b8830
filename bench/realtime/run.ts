// Realtime delivery benchmark: many stations send StatusNotifications at a fixed total rate to
// the product (its own process, 127.0.0.1); a Socket.IO client subscribed to the tenant's
// chargeBox topic measures the time from each send to the delivery of that state. The baseline
// is a single status change on a quiet server, measured in the same run.
import { parseArgs } from 'node:util';
import { RPCClient } from 'ocpp-rpc';
import { io } from 'socket.io-client';
import { BENCH_KEY } from '../ocpp/bench-protocol';
import { ServerChild } from '../ocpp/server-child';
import { median, percentile, round } from '../support/stats';

const { values } = parseArgs({
  options: {
    stations: { type: 'string', default: '200' },
    rate: { type: 'string', default: '1000' },
    duration: { type: 'string', default: '5' },
    'database-url': { type: 'string' },
  },
});
const stationCount = Math.max(1, Math.min(2_000, Number(values.stations)));
const rate = Math.max(1, Math.min(5_000, Number(values.rate)));
const durationSec = Math.max(1, Math.min(60, Number(values.duration)));
const stationIdOf = (i: number) => `RT-${String(i).padStart(5, '0')}`;

const server = await ServerChild.start('../realtime/product.ts', {
  BENCH_STATIONS: String(stationCount),
  ...(values['database-url'] ? { BENCH_DATABASE_URL: values['database-url'] } : {}),
});
const base = `http://127.0.0.1:${server.port}`;
const clients: RPCClient[] = [];
const sockets: ReturnType<typeof io>[] = [];
try {
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'bench@example.com', password: 'Bench123!' }),
  });
  const { token } = (await login.json()) as { token: string };
  const apiKey = (await fetch(`${base}/`)).headers.get('api-key') ?? '';

  for (let i = 0; i < stationCount; i += 1) {
    const client = new RPCClient({
      endpoint: `ws://127.0.0.1:${server.port}/ocpp`,
      identity: stationIdOf(i),
      protocols: ['ocpp1.6'],
      password: BENCH_KEY,
      reconnect: false,
      callTimeoutMs: 30_000,
      strictMode: false,
    } as never);
    clients.push(client);
  }
  for (let i = 0; i < clients.length; i += 50) {
    await Promise.all(clients.slice(i, i + 50).map((c) => c.connect()));
  }
  await Promise.all(
    clients.map((c) =>
      c.call('BootNotification', { chargePointVendor: 'Bench', chargePointModel: 'RT' }),
    ),
  );

  // Delivery times by the send stamp carried in `info`.
  const sentAt = new Map<string, number>();
  const latencies: number[] = [];
  // The station's answer comes once the status is stored: the write path alone.
  const answers: number[] = [];
  const answeredAt = new Map<string, number>();
  const afterAnswer: number[] = [];
  let deliveries = 0;
  const socket = io(base, { auth: { token }, transports: ['websocket'], reconnection: false });
  sockets.push(socket);
  const received = (stamp: string) => {
    const at = sentAt.get(stamp);
    if (at === undefined) return;
    sentAt.delete(stamp);
    const now = performance.now();
    latencies.push(now - at);
    const answered = answeredAt.get(stamp);
    if (answered !== undefined) afterAnswer.push(Math.max(0, now - answered));
  };
  socket.on('message', (raw: { type: string; body: unknown }) => {
    deliveries += 1;
    const list = raw.type === 'batch' ? (raw.body as { body: unknown }[]) : [raw];
    for (const message of list) {
      const info = (message.body as { info?: string | null } | undefined)?.info;
      if (info) received(info);
    }
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  const ack = (await socket.emitWithAck('subscribe', `${apiKey}/chargeBox`)) as { ok: boolean };
  if (!ack.ok) throw new Error('subscription refused');

  let serial = 0;
  const change = (client: RPCClient) => {
    serial += 1;
    const stamp = `s${serial}`;
    sentAt.set(stamp, performance.now());
    const at = performance.now();
    return client
      .call('StatusNotification', {
        connectorId: 1,
        status: serial % 2 ? 'Charging' : 'Available',
        errorCode: 'NoError',
        info: stamp,
        timestamp: new Date().toISOString(),
      })
      .then(() => {
        const answered = performance.now();
        answers.push(answered - at);
        answeredAt.set(stamp, answered);
      });
  };

  // Baseline: one change at a time on a quiet server.
  const quiet = clients[0] as RPCClient;
  for (let i = 0; i < 20; i += 1) {
    await change(quiet);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  const baseline = latencies.splice(0);
  answers.splice(0);
  afterAnswer.splice(0);
  sentAt.clear();
  deliveries = 0;

  // The burst: `rate` changes a second spread over the stations.
  const tickMs = 10;
  let sent = 0;
  const calls: Promise<unknown>[] = [];
  const started = performance.now();
  for (;;) {
    const elapsed = performance.now() - started;
    if (elapsed >= durationSec * 1000) break;
    // Timers run late under load: send what is due by the clock, not per tick.
    const due = Math.floor((elapsed / 1000) * rate) - sent;
    for (let i = 0; i < due; i += 1) {
      calls.push(change(clients[sent % clients.length] as RPCClient).catch(() => undefined));
      sent += 1;
    }
    await new Promise((resolve) => setTimeout(resolve, tickMs));
  }
  await Promise.all(calls);
  const answeredSec = (performance.now() - started) / 1000;
  await new Promise((resolve) => setTimeout(resolve, 2_000));

  const p50 = median(latencies);
  const p99 = percentile(latencies, 99);
  const baseP50 = median(baseline);
  const baseP99 = percentile(baseline, 99);
  console.log(
    `baseline (single change): p50 ${round(baseP50)} ms, p99 ${round(baseP99)} ms (${baseline.length} changes)`,
  );
  console.log(
    `burst ${rate}/s from ${stationCount} stations for ${durationSec} s: ${sent} changes sent, ` +
      `answered in ${round(answeredSec)} s, ${latencies.length} delivered states ` +
      `(the rest superseded within a delivery), ${deliveries} deliveries`,
  );
  console.log(`burst delivery latency: p50 ${round(p50)} ms, p99 ${round(p99)} ms`);
  console.log(
    `  of which the write (station answered): p50 ${round(median(answers))} ms, ` +
      `p99 ${round(percentile(answers, 99))} ms; from answer to delivery: ` +
      `p50 ${round(median(afterAnswer))} ms, p99 ${round(percentile(afterAnswer, 99))} ms`,
  );
  console.log(`target p99 < 1000 ms: ${p99 < 1000 ? 'met' : 'missed'}`);
  console.log(
    JSON.stringify({
      stations: stationCount,
      rate,
      durationSec,
      sent,
      delivered: latencies.length,
      deliveries,
      p50Ms: round(p50),
      p99Ms: round(p99),
      baselineP50Ms: round(baseP50),
      baselineP99Ms: round(baseP99),
      answerP50Ms: round(median(answers)),
      answerP99Ms: round(percentile(answers, 99)),
      afterAnswerP50Ms: round(median(afterAnswer)),
      afterAnswerP99Ms: round(percentile(afterAnswer, 99)),
      ratioP99: baseP99 > 0 ? round(p99 / baseP99, 2) : null,
    }),
  );
} finally {
  for (const socket of sockets) socket.disconnect();
  await Promise.all(clients.map((c) => c.close({ code: 1000 }).catch(() => undefined)));
  await server.stop();
}
