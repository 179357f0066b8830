const TICK_MS = 100;
const WINDOW_TICKS = 10;

/**
 * How late the event loop has been lately: a timer every 100 ms notes how much later than due it
 * ran. The figure is the worst lateness of the last one to two seconds, or the lateness of a tick
 * that is overdue right now, whichever is larger.
 */
export class LoopDelay {
  private timer: NodeJS.Timeout | undefined;
  private due = 0;
  private ticks = 0;
  private current = 0;
  private previous = 0;

  start(): void {
    if (this.timer) return;
    this.due = performance.now() + TICK_MS;
    this.timer = setInterval(() => this.tick(), TICK_MS);
    // It measures the process; it must not keep it alive.
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  /** The worst recent lateness in milliseconds. */
  recentMs(): number {
    const overdue = this.timer ? performance.now() - this.due : 0;
    return Math.max(this.current, this.previous, overdue, 0);
  }

  private tick(): void {
    const now = performance.now();
    this.current = Math.max(this.current, now - this.due);
    this.due = now + TICK_MS;
    if (++this.ticks % WINDOW_TICKS === 0) {
      this.previous = this.current;
      this.current = 0;
    }
  }
}
