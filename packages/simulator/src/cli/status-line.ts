import type { FleetSnapshot } from '../fleet/fleet';

/** One line of figures; rates are per real second since the previous line. */
export function statusLine(now: FleetSnapshot, before: FleetSnapshot, seconds: number): string {
  const rate = (key: 'callsSent' | 'meterValuesSent'): string =>
    ((now[key] - before[key]) / Math.max(seconds, 0.001)).toFixed(1);
  const answered = now.callsAnswered - before.callsAnswered;
  const latency =
    answered > 0 ? (now.callLatencyMsTotal - before.callLatencyMsTotal) / answered : 0;
  return [
    `${now.online}/${now.stations} online`,
    `${now.charging} charging`,
    `tx ${now.transactionsStarted} started ${now.transactionsStopped} stopped`,
    `calls ${now.callsSent} sent ${now.callsAnswered} answered ${now.callErrors} errors`,
    `${rate('callsSent')} calls/s ${latency.toFixed(1)} ms`,
    `meterValues ${now.meterValuesSent} (${rate('meterValuesSent')}/s)`,
    `commands ${now.commandsReceived}`,
    `queued ${now.queued}`,
  ].join(' · ');
}
