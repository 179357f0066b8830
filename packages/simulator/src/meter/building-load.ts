/** The building's own load (everything but the chargers) a site meter measures, per phase. */
export interface BuildingLoadOptions {
  /** Mean current per phase, A (default 20). */
  meanA?: number;
  /** How far the load swings above and below the mean, A (default 10). */
  swingA?: number;
  /** Seconds of one swing, up and down again (default 600). */
  periodSec?: number;
  /** Source of the ±5 % noise; default Math.random. */
  random?: () => number;
}

export type PhaseAmps = [number, number, number];

/**
 * A varying building load: a slow wave around the mean, each phase a third of a period behind
 * the one before (loads are never balanced), plus a little noise; never below 0.
 */
export function buildingLoad(options: BuildingLoadOptions = {}): (atMs: number) => PhaseAmps {
  const mean = options.meanA ?? 20;
  const swing = options.swingA ?? 10;
  const period = (options.periodSec ?? 600) * 1000;
  const random = options.random ?? Math.random;
  const phase = (atMs: number, shift: number) => {
    const wave = Math.sin(2 * Math.PI * (atMs / period + shift / 3));
    const noise = 1 + (random() - 0.5) * 0.1;
    return Math.max(0, (mean + swing * wave) * noise);
  };
  return (atMs) => [phase(atMs, 0), phase(atMs, 1), phase(atMs, 2)];
}
