import type { Cancel, Scheduler } from './scheduler';

/**
 * The timers one station owns on a (possibly shared) scheduler, so the station can cancel all
 * of its own and none of its neighbours'. `signal` aborts with them, ending async flows
 * (firmware updates, boot retries) that wait on `delay`.
 */
export class TimerGroup {
  private readonly cancels = new Set<Cancel>();
  private controller = new AbortController();
  private suspendedFlag = false;

  constructor(readonly scheduler: Scheduler) {}

  get signal(): AbortSignal {
    return this.controller.signal;
  }

  get size(): number {
    return this.cancels.size;
  }

  /** Suspended (a stopped station): nothing new is scheduled and delays reject at once. */
  get suspended(): boolean {
    return this.suspendedFlag;
  }

  suspend(): void {
    this.cancelAll();
    this.suspendedFlag = true;
  }

  resume(): void {
    this.suspendedFlag = false;
  }

  after(simMs: number, run: () => void): Cancel {
    if (this.suspendedFlag) return noop;
    const cancel = this.scheduler.after(simMs, () => {
      this.cancels.delete(cancel);
      run();
    });
    return this.track(cancel);
  }

  afterReal(realMs: number, run: () => void): Cancel {
    if (this.suspendedFlag) return noop;
    const cancel = this.scheduler.afterReal(realMs, () => {
      this.cancels.delete(cancel);
      run();
    });
    return this.track(cancel);
  }

  every(simMs: number, run: () => void, firstAfterSimMs?: number): Cancel {
    if (this.suspendedFlag) return noop;
    return this.track(this.scheduler.every(simMs, run, firstAfterSimMs));
  }

  delay(simMs: number): Promise<void> {
    if (this.suspendedFlag) return Promise.reject(new SimulationAborted());
    return this.scheduler.delay(simMs, this.controller.signal);
  }

  cancelAll(): void {
    for (const cancel of this.cancels) cancel();
    this.cancels.clear();
    this.controller.abort(new SimulationAborted());
    this.controller = new AbortController();
  }

  private track(cancel: Cancel): Cancel {
    this.cancels.add(cancel);
    return () => {
      this.cancels.delete(cancel);
      cancel();
    };
  }
}

const noop: Cancel = () => {};

/** The reason async station flows end when their station stops or reboots. */
export class SimulationAborted extends Error {
  constructor() {
    super('station stopped');
    this.name = 'SimulationAborted';
  }
}

export function isAborted(error: unknown): boolean {
  return error instanceof SimulationAborted;
}
