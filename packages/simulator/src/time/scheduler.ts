import { systemClock, type Clock } from './clock';
import { TimerHeap, type TimerEntry } from './timer-heap';

export type Cancel = () => void;

const MAX_TIMEOUT_MS = 2_147_483_647;

/**
 * All timers of one or many stations on a single Node timer: a fleet of thousands of stations
 * keeps one armed timeout instead of thousands of intervals. Delays are simulated milliseconds
 * (divided by the clock's speed) unless the method says real. With nothing scheduled no Node
 * timer is left, so a stopped station never keeps the process alive.
 */
export class Scheduler {
  private readonly heap = new TimerHeap();
  private timer: NodeJS.Timeout | undefined;
  private armedAt = Number.POSITIVE_INFINITY;
  private live = 0;
  private cancelledInHeap = 0;
  private seq = 0;

  constructor(
    readonly clock: Clock = systemClock,
    private readonly onError: (error: unknown) => void = (error) => console.error(error),
  ) {}

  /** Number of scheduled entries that have not run or been cancelled. */
  get size(): number {
    return this.live;
  }

  after(simMs: number, run: () => void): Cancel {
    return this.add(this.toReal(simMs), 0, run);
  }

  afterReal(realMs: number, run: () => void): Cancel {
    return this.add(realMs, 0, run);
  }

  /** Runs every `simMs`; the first run comes after `firstAfterSimMs` (jitter spreads a fleet). */
  every(simMs: number, run: () => void, firstAfterSimMs: number = simMs): Cancel {
    return this.add(this.toReal(firstAfterSimMs), Math.max(1, this.toReal(simMs)), run);
  }

  /** Resolves after `simMs`; rejects with the signal's reason when aborted first. */
  delay(simMs: number, signal?: AbortSignal): Promise<void> {
    return new Promise((resolve, reject) => {
      if (signal?.aborted) return reject(signal.reason);
      const onAbort = (): void => {
        cancel();
        reject(signal?.reason);
      };
      const cancel = this.after(simMs, () => {
        signal?.removeEventListener('abort', onAbort);
        resolve();
      });
      signal?.addEventListener('abort', onAbort, { once: true });
    });
  }

  private toReal(simMs: number): number {
    return Math.max(0, simMs / this.clock.speed);
  }

  private add(delayMs: number, periodMs: number, run: () => void): Cancel {
    const entry: TimerEntry = {
      at: performance.now() + delayMs,
      seq: this.seq++,
      periodMs,
      run,
      cancelled: false,
    };
    this.heap.push(entry);
    this.live++;
    this.arm();
    return () => this.cancel(entry);
  }

  private cancel(entry: TimerEntry): void {
    if (entry.cancelled) return;
    entry.cancelled = true;
    this.live--;
    this.cancelledInHeap++;
    if (this.live === 0) {
      this.heap.clear();
      this.cancelledInHeap = 0;
    } else if (this.cancelledInHeap > 64 && this.cancelledInHeap > this.live) {
      this.heap.compact();
      this.cancelledInHeap = 0;
    }
    this.arm();
  }

  private arm(): void {
    let head = this.heap.peek();
    while (head?.cancelled) {
      this.heap.pop();
      this.cancelledInHeap--;
      head = this.heap.peek();
    }
    if (head === undefined) {
      if (this.timer !== undefined) clearTimeout(this.timer);
      this.timer = undefined;
      this.armedAt = Number.POSITIVE_INFINITY;
      return;
    }
    if (this.timer !== undefined && head.at === this.armedAt) return;
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.armedAt = head.at;
    const wait = Math.min(MAX_TIMEOUT_MS, Math.max(0, head.at - performance.now()));
    this.timer = setTimeout(() => this.fire(), wait);
  }

  private fire(): void {
    this.timer = undefined;
    this.armedAt = Number.POSITIVE_INFINITY;
    const now = performance.now();
    for (
      let head = this.heap.peek();
      head !== undefined && head.at <= now;
      head = this.heap.peek()
    ) {
      this.heap.pop();
      if (head.cancelled) {
        this.cancelledInHeap--;
        continue;
      }
      if (head.periodMs > 0) {
        head.at += head.periodMs;
        // A stalled event loop skips missed runs instead of firing them in a burst.
        if (head.at <= now) head.at = now + head.periodMs;
        head.seq = this.seq++;
        this.heap.push(head);
      } else {
        head.cancelled = true;
        this.live--;
      }
      try {
        head.run();
      } catch (error) {
        this.onError(error);
      }
    }
    this.arm();
  }
}
