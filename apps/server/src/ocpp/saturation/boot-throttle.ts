import { LoopDelay } from './loop-delay';

export interface BootThrottleOptions {
  /** Event-loop lateness (ms) from which the server counts as saturated; 0 never does. */
  lagMs: number;
  /** The least wait (s) given to a station told to boot again later; it gets up to twice this. */
  retrySeconds: number;
}

/**
 * Tells stations to come back later while the server is saturated, as OCPP 1.6 intends
 * (BootNotification Pending with an interval) rather than letting their boots pile up behind a
 * busy event loop until sockets time out. Saturated means the event loop ran at least `lagMs`
 * late in the last second or two (docs/ocpp.md, "Boots under saturation").
 */
export class BootThrottle {
  private readonly delay = new LoopDelay();

  constructor(
    private readonly options: BootThrottleOptions,
    private readonly random: () => number = Math.random,
  ) {
    if (options.lagMs > 0) this.delay.start();
  }

  /** Seconds after which a booting station should try again, or undefined to take its boot now. */
  retryAfter(): number | undefined {
    const { lagMs, retrySeconds } = this.options;
    if (lagMs <= 0 || this.delay.recentMs() < lagMs) return undefined;
    // Spread over [retry, 2 × retry] so that a storm does not come back as one wave.
    return retrySeconds + Math.floor(this.random() * (retrySeconds + 1));
  }

  close(): void {
    this.delay.stop();
  }
}
