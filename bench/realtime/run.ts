// Realtime delivery benchmark: many stations send StatusNotifications at a fixed total rate to
// the product (its own process, 127.0.0.1); a Socket.IO client subscribed to the tenant's
// chargeBox topic measures the time from each send to the delivery of that state. The baseline
// is a single status change on a quiet server, measured in the same run.
//
// A second phase does the same for a real browser: Debian's Chromium signs in, opens the home
// dashboard (which follows the tenant's chargeBox, stats and notification topics) and the bench
// times each change from its send to the WebSocket frame that carries it to the page; meanwhile
// the page records its main-thread stalls (long tasks, lateness of a 50 ms timer, key input
// delay) and the bench times round trips into the page, on a quiet page first (the baseline)
// and then during the burst.
import { existsSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { RPCClient } from 'ocpp-rpc';
import { io } from 'socket.io-client';
import { BENCH_KEY } from '../ocpp/bench-protocol';
import { ServerChild } from '../ocpp/server-child';
import {
  launchBenchBrowser,
  openBenchPage,
  pokePage,
  profilePage,
  signInThroughPage,
  startProbe,
  stopProbe,
} from '../support/browser';
import { median, percentile, round } from '../support/stats';
import { describePage, pageFigures, prefixed } from './page-figures';
import { PageFrames } from './page-frames';

const { values } = parseArgs({
  options: {
    stations: { type: 'string', default: '200' },
    rate: { type: 'string', default: '1000' },
    duration: { type: 'string', default: '5' },
    'database-url': { type: 'string' },
    // Only the Node client (no Chromium, no web build needed).
    'skip-browser': { type: 'boolean', default: false },
    // Samples the page's JavaScript during the browser burst and writes the .cpuprofile there
    // (sampling costs the page time: the responsiveness figures of such a run are not comparable).
    'browser-profile': { type: 'string' },
  },
});
const stationCount = Math.max(1, Math.min(2_000, Number(values.stations)));
const rate = Math.max(1, Math.min(5_000, Number(values.rate)));
const durationSec = Math.max(1, Math.min(60, Number(values.duration)));
const stationIdOf = (i: number) => `RT-${String(i).padStart(5, '0')}`;
const withBrowser = !values['skip-browser'];
const report = (line: string) => process.stderr.write(`${line}\n`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// The product serves the built web app; the bench does not build it.
const webIndex = new URL('../../apps/web/dist/index.html', import.meta.url);
if (withBrowser && !existsSync(webIndex)) {
  report(
    `The web app is not built (${webIndex.pathname} is missing): run \`npm run build\` first, ` +
      'or pass --skip-browser to measure the Node client only.',
  );
  process.exit(1);
}

const server = await ServerChild.start('../realtime/product.ts', {
  BENCH_STATIONS: String(stationCount),
  ...(values['database-url'] ? { BENCH_DATABASE_URL: values['database-url'] } : {}),
});
const base = `http://127.0.0.1:${server.port}`;
const clients: RPCClient[] = [];
const sockets: ReturnType<typeof io>[] = [];
let browser: Awaited<ReturnType<typeof launchBenchBrowser>> | undefined;
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
  // The status a change reports: by the running serial (the Node client's pattern: a station of
  // the burst keeps reporting one status unless the serial's parity shifts), the station's last
  // status again, or the other one (every change a transition; half of them to Available, which
  // the product records as a station event and publishes as a notification).
  type Pattern = 'serial' | 'same' | 'flip';
  const lastStatus = new Map<RPCClient, string>();
  const lastStamp = new Map<RPCClient, string>();
  const statusOf = (client: RPCClient, pattern: Pattern) => {
    const last = lastStatus.get(client) ?? 'Available';
    if (pattern === 'same') return last;
    if (pattern === 'flip') return last === 'Available' ? 'Charging' : 'Available';
    return serial % 2 ? 'Charging' : 'Available';
  };
  const change = (client: RPCClient, sends = sentAt, prefix = 's', pattern: Pattern = 'serial') => {
    serial += 1;
    const stamp = `${prefix}${serial}`;
    lastStamp.set(client, stamp);
    const status = statusOf(client, pattern);
    lastStatus.set(client, status);
    sends.set(stamp, performance.now());
    const at = performance.now();
    return client
      .call('StatusNotification', {
        connectorId: 1,
        status,
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

  // The burst: `rate` changes a second spread over the stations; answers how many were sent and
  // the seconds until all were answered.
  const burst = async (sends: Map<string, number>, prefix: string, pattern: Pattern = 'serial') => {
    const tickMs = 10;
    let count = 0;
    const calls: Promise<unknown>[] = [];
    const started = performance.now();
    for (;;) {
      const elapsed = performance.now() - started;
      if (elapsed >= durationSec * 1000) break;
      // Timers run late under load: send what is due by the clock, not per tick.
      const due = Math.floor((elapsed / 1000) * rate) - count;
      for (let i = 0; i < due; i += 1) {
        const client = clients[count % clients.length] as RPCClient;
        calls.push(change(client, sends, prefix, pattern).catch(() => undefined));
        count += 1;
      }
      await sleep(tickMs);
    }
    await Promise.all(calls);
    return { sent: count, answeredSec: (performance.now() - started) / 1000 };
  };
  const { sent, answeredSec } = await burst(sentAt, 's');
  await sleep(2_000);

  const p50 = median(latencies);
  const p99 = percentile(latencies, 99);
  const baseP50 = median(baseline);
  const baseP99 = percentile(baseline, 99);
  report(
    `baseline (single change): p50 ${round(baseP50)} ms, p99 ${round(baseP99)} ms (${baseline.length} changes)`,
  );
  report(
    `burst ${rate}/s from ${stationCount} stations for ${durationSec} s: ${sent} changes sent, ` +
      `answered in ${round(answeredSec)} s, ${latencies.length} delivered states ` +
      `(the rest superseded within a delivery), ${deliveries} deliveries`,
  );
  report(`burst delivery latency: p50 ${round(p50)} ms, p99 ${round(p99)} ms`);
  report(
    `  of which the write (station answered): p50 ${round(median(answers))} ms, ` +
      `p99 ${round(percentile(answers, 99))} ms; from answer to delivery: ` +
      `p50 ${round(median(afterAnswer))} ms, p99 ${round(percentile(afterAnswer, 99))} ms`,
  );
  report(`target p99 < 1000 ms: ${p99 < 1000 ? 'met' : 'missed'}`);

  let browserFigures: Record<string, number | boolean | null> = {};
  if (withBrowser) {
    // The Node client has measured; the browser is now the only subscriber.
    socket.disconnect();
    browser = await launchBenchBrowser();
    const page = await openBenchPage(browser);
    const browserSentAt = new Map<string, number>();
    const browserLatencies: number[] = [];
    const received = new PageFrames(page, (info, now) => {
      const at = browserSentAt.get(info);
      if (at === undefined) return;
      browserSentAt.delete(info);
      browserLatencies.push(now - at);
    });
    await signInThroughPage(page, base, 'bench@example.com', 'Bench123!');
    // The tenant's own chargeBox topic ({apiKey}/chargeBox), not only its notification topic.
    await page.waitForFunction(
      `(document.documentElement.dataset.realtimeTopics || '').split(' ')` +
        `.some((topic) => /^[^/]+\\/chargeBox$/.test(topic))`,
    );
    const topics = await page.evaluate('document.documentElement.dataset.realtimeTopics');
    report(`browser: home dashboard follows ${String(topics)}`);
    // Let the home finish its first requests before the quiet measurement.
    await page.waitForLoadState('networkidle');

    const measure = async (work: () => Promise<unknown>) => {
      await startProbe(page);
      const poke = pokePage(page);
      await work();
      const interactions = await poke.stop();
      return { probe: await stopProbe(page), interactions };
    };
    // Delivery baseline: single changes, one every 300 ms.
    for (let i = 0; i < 20; i += 1) {
      await change(quiet, browserSentAt, 'q');
      await sleep(300);
    }
    const browserBaseline = browserLatencies.splice(0);
    browserSentAt.clear();
    if (browserBaseline.length === 0) {
      throw new Error('the page received none of the single changes over its WebSocket');
    }
    // The baseline's toasts (6 s) close before the quiet measurement.
    await sleep(6_500);
    // Responsiveness baseline: the same probes on the quiet page.
    const quietRun = await measure(() => sleep((durationSec + 2) * 1000));
    const quietFigures = pageFigures(quietRun.probe, quietRun.interactions);
    const bBaseP50 = median(browserBaseline);
    const bBaseP99 = percentile(browserBaseline, 99);
    report(
      `browser baseline (single change): p50 ${round(bBaseP50)} ms, p99 ${round(bBaseP99)} ms ` +
        `(${browserBaseline.length} changes)`,
    );
    report(`page, quiet (${durationSec + 2} s): ${describePage(quietFigures)}`);

    const profilePath = values['browser-profile'];
    const browserBurst = async (pattern: Pattern, title: string, prefix: string) => {
      received.reset();
      browserLatencies.splice(0);
      browserSentAt.clear();
      let result = { sent: 0, answeredSec: 0 };
      let toasts = 0;
      const path = profilePath
        ? profilePath.replace(/(\.cpuprofile)?$/, `-${prefix}.cpuprofile`)
        : '';
      const profiler = path ? await profilePage(page) : undefined;
      const run = await measure(async () => {
        result = await burst(browserSentAt, prefix, pattern);
        toasts = await page.locator('.ant-notification-notice').count();
        await sleep(2_000);
      });
      if (profiler) {
        const { profile, byScript, byFunction } = await profiler.stop();
        writeFileSync(path, JSON.stringify(profile));
        const list = (entries: [string, number][]) =>
          entries.map(([key, ms]) => `    ${round(ms)} ms  ${key}`).join('\n');
        report(`page CPU profile, ${title} (${path}), self time by script:`);
        report(list(byScript));
        report('  by function:');
        report(list(byFunction));
      }
      // Stations whose last state of the burst had not reached the page when the probes stopped.
      const behind = [...lastStamp.values()].filter((stamp) => browserSentAt.has(stamp)).length;
      const bP50 = median(browserLatencies);
      const bP99 = percentile(browserLatencies, 99);
      const figures = pageFigures(run.probe, run.interactions);
      report(
        `browser burst, ${title}, ${rate}/s for ${durationSec} s: ${result.sent} changes sent, ` +
          `answered in ${round(result.answeredSec)} s, ${browserLatencies.length} states reached ` +
          `the page in ${received.frames} WebSocket frames (${round(received.bytes / 1024)} KB)`,
      );
      report(
        `  messages by topic: ${[...received.topicMessages].map(([k, n]) => `${k} ${n}`).join(', ')}; ` +
          `${toasts} notification toasts on the page at the end of the burst` +
          (received.notificationTypes.size
            ? ` (notification types: ${[...received.notificationTypes].map(([k, n]) => `${k} ${n}`).join(', ')})`
            : ''),
      );
      report(
        `  delivery to the page: p50 ${round(bP50)} ms, p99 ${round(bP99)} ms; ${behind} of ` +
          `${stationCount} stations' last state not on the page when the probes stopped`,
      );
      report(`  target p99 < 1000 ms: ${bP99 < 1000 ? 'met' : 'missed'}`);
      report(`  page (${durationSec + 2} s incl. 2 s drain): ${describePage(figures)}`);
      return {
        Sent: result.sent,
        Delivered: browserLatencies.length,
        Frames: received.frames,
        NotificationMessages: received.topicMessages.get('notification/chargeBox') ?? 0,
        Toasts: toasts,
        StationsBehind: behind,
        P50Ms: round(bP50),
        P99Ms: round(bP99),
        ...prefixed('page', figures),
      };
    };
    // Status reports that change nothing (chargeBox traffic only), then real transitions.
    const reports = await browserBurst('same', 'status reports', 'b');
    const flips = await browserBurst('flip', 'status transitions', 'f');

    browserFigures = {
      ...prefixed('browser', reports),
      browserBaselineP50Ms: round(bBaseP50),
      browserBaselineP99Ms: round(bBaseP99),
      ...prefixed('pageQuiet', quietFigures),
      ...prefixed('browserFlip', flips),
    };
  }

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
      ...browserFigures,
    }),
  );
} finally {
  await browser?.close().catch(() => undefined);
  for (const socket of sockets) socket.disconnect();
  await Promise.all(clients.map((c) => c.close({ code: 1000 }).catch(() => undefined)));
  await server.stop();
}
