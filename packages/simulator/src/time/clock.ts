/**
 * Simulated wall time. `speed` is simulated milliseconds per real millisecond, so a clock at
 * speed 60 runs an hour of charging in a minute; intervals from OCPP (heartbeat, sampling) are
 * simulated time and shrink with it, network timeouts stay real.
 */
export interface Clock {
  now(): number;
  readonly speed: number;
}

export const systemClock: Clock = { now: () => Date.now(), speed: 1 };

export function scaledClock(speed: number, origin: number = Date.now()): Clock {
  if (!(speed > 0)) throw new RangeError(`clock speed must be positive, got ${speed}`);
  if (speed === 1) return systemClock;
  return { now: () => origin + (Date.now() - origin) * speed, speed };
}
