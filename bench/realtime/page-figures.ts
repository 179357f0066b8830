import type { Interactions, MainThreadProbe } from '../support/browser';
import { median, percentile, round } from '../support/stats';

/** The page's main-thread and interaction figures of one measured stretch. */
export function pageFigures(probe: MainThreadProbe, interactions: Interactions) {
  return {
    longTasks: probe.longTasks.length,
    longTaskTotalMs: round(probe.longTasks.reduce((sum, d) => sum + d, 0)),
    longTaskMaxMs: round(Math.max(0, ...probe.longTasks)),
    timerLatenessP99Ms: round(percentile(probe.timerLateness, 99)),
    timerLatenessMaxMs: round(Math.max(0, ...probe.timerLateness)),
    keyInputDelayP99Ms: round(percentile(probe.keyInputDelay, 99)),
    evaluateP50Ms: round(median(interactions.evaluate)),
    evaluateP99Ms: round(percentile(interactions.evaluate, 99)),
    keyPressP50Ms: round(median(interactions.keyPress)),
    keyPressP99Ms: round(percentile(interactions.keyPress, 99)),
    pokes: interactions.evaluate.length,
  };
}

export function describePage(f: ReturnType<typeof pageFigures>): string {
  return (
    `long tasks ${f.longTasks} (total ${f.longTaskTotalMs} ms, max ${f.longTaskMaxMs} ms); ` +
    `50 ms timer lateness p99 ${f.timerLatenessP99Ms} ms, max ${f.timerLatenessMaxMs} ms; ` +
    `key input delay p99 ${f.keyInputDelayP99Ms} ms; evaluate round trip ` +
    `p50 ${f.evaluateP50Ms} / p99 ${f.evaluateP99Ms} ms; key press p50 ${f.keyPressP50Ms} / ` +
    `p99 ${f.keyPressP99Ms} ms (${f.pokes} pokes)`
  );
}

/** The figures' keys with a prefix, for the JSON line: `page` + `longTasks` → `pageLongTasks`. */
export function prefixed(prefix: string, f: Record<string, number>): Record<string, number> {
  return Object.fromEntries(
    Object.entries(f).map(([k, v]) => [`${prefix}${k[0]?.toUpperCase()}${k.slice(1)}`, v]),
  );
}
