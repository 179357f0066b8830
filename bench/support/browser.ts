// Debian's Chromium for a benchmark, launched as the e2e support launches it (headless, no
// download); the page scripts are strings so that this workspace needs no DOM types.
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../../e2e/support/chromium';

/** The e2e's Chromium launch (Debian's Chromium, headless, never downloaded). */
export const launchBenchBrowser = launchBrowser;

/** A page of a fresh context (1280×800, pt-BR) with the cookie notice already answered. */
export async function openBenchPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    locale: 'pt-BR',
  });
  context.setDefaultTimeout(30_000);
  await context.addInitScript(
    `if (localStorage.getItem('cookie-consent') === null) localStorage.setItem('cookie-consent', String(Date.now()));`,
  );
  return context.newPage();
}

/** Signs in through the login page of a server started with ROBOT_CHECK=off. */
export async function signInThroughPage(
  page: Page,
  base: string,
  email: string,
  password: string,
): Promise<void> {
  await page.goto(`${base}/auth/login`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  const submit = page.getByRole('button', { name: 'Entrar' });
  await page.waitForFunction(
    (el) => (el as { disabled?: boolean } | null)?.disabled === false,
    await submit.elementHandle(),
  );
  await submit.click();
  await page.waitForURL((url) => url.pathname === '/');
}

export interface MainThreadProbe {
  /** Durations of the long tasks (> 50 ms) the page reported. */
  longTasks: number[];
  /** How late each tick of a 50 ms interval timer ran. */
  timerLateness: number[];
  /** Delay from a key event's creation to its handler. */
  keyInputDelay: number[];
}

const PROBE_MS = 50;

/** Starts recording the page's main-thread stalls; `stopProbe` answers what was recorded. */
export async function startProbe(page: Page): Promise<void> {
  await page.evaluate(`(() => {
    const state = { longTasks: [], timerLateness: [], keyInputDelay: [] };
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) state.longTasks.push(entry.duration);
    });
    observer.observe({ type: 'longtask' });
    let last = performance.now();
    const timer = setInterval(() => {
      const now = performance.now();
      state.timerLateness.push(Math.max(0, now - last - ${PROBE_MS}));
      last = now;
    }, ${PROBE_MS});
    const onKey = (event) => state.keyInputDelay.push(performance.now() - event.timeStamp);
    document.addEventListener('keydown', onKey);
    window.__mainThreadProbe = () => {
      for (const entry of observer.takeRecords()) state.longTasks.push(entry.duration);
      observer.disconnect();
      clearInterval(timer);
      document.removeEventListener('keydown', onKey);
      return state;
    };
  })()`);
}

export async function stopProbe(page: Page): Promise<MainThreadProbe> {
  return (await page.evaluate('window.__mainThreadProbe()')) as MainThreadProbe;
}

export interface Interactions {
  /** Round trips of `page.evaluate(1)`: the page's main thread answering the bench. */
  evaluate: number[];
  /** Round trips of a key press (Shift, which the page ignores) dispatched to the page. */
  keyPress: number[];
}

/** Pokes the page every `everyMs` until `stop()`; answers the round trips. */
export function pokePage(page: Page, everyMs = 200): { stop(): Promise<Interactions> } {
  const result: Interactions = { evaluate: [], keyPress: [] };
  let running = true;
  const loop = (async () => {
    while (running) {
      let at = performance.now();
      await page.evaluate('1');
      result.evaluate.push(performance.now() - at);
      at = performance.now();
      await page.keyboard.press('Shift');
      result.keyPress.push(performance.now() - at);
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return result;
    },
  };
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples?: number[];
  timeDeltas?: number[];
}

export interface ProfileSummary {
  /** The profile as Chromium wrote it (a .cpuprofile). */
  profile: CpuProfile;
  /** Self time by script file (or `(program)`, `(garbage collector)`, `(idle)`), ms. */
  byScript: [string, number][];
  /** Self time by function (`name file:line:column`), ms. */
  byFunction: [string, number][];
}

/** Samples the page's JavaScript (CDP Profiler, 1 ms interval) until `stop()`. */
export async function profilePage(page: Page): Promise<{ stop(): Promise<ProfileSummary> }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 1_000 });
  await cdp.send('Profiler.start');
  return {
    async stop() {
      const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile };
      await cdp.detach().catch(() => undefined);
      const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
      const byScript = new Map<string, number>();
      const byFunction = new Map<string, number>();
      const add = (map: Map<string, number>, key: string, ms: number) =>
        map.set(key, (map.get(key) ?? 0) + ms);
      const samples = profile.samples ?? [];
      samples.forEach((id, i) => {
        const frame = nodes.get(id)?.callFrame;
        if (!frame) return;
        const ms = (profile.timeDeltas?.[i] ?? 0) / 1000;
        const file = frame.url ? (frame.url.split('/').pop() ?? frame.url) : '';
        add(byScript, file || frame.functionName || '(anonymous)', ms);
        const name = frame.functionName || '(anonymous)';
        add(
          byFunction,
          file ? `${name} ${file}:${frame.lineNumber + 1}:${frame.columnNumber + 1}` : name,
          ms,
        );
      });
      const top = (map: Map<string, number>) =>
        [...map.entries()].sort((a, b) => b[1] - a[1]).slice(0, 12);
      return { profile, byScript: top(byScript), byFunction: top(byFunction) };
    },
  };
}
