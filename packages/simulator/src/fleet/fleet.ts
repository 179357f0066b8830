import { createCounters, type StationCounters } from '../station/counters';
import { silentLogger, type Logger } from '../station/logger';
import { SimulatedStation } from '../station/station';
import type { StationOptions } from '../station/station-options';
import { systemClock, type Clock } from '../time/clock';
import { Scheduler } from '../time/scheduler';
import { TimerGroup } from '../time/timer-group';
import { forEachLimited } from './limited';
import { DEFAULT_SESSION_PLAN, SessionDriver, type SessionPlan } from './session-driver';

export interface FleetOptions {
  url: string;
  stations: number;
  /** chargeBoxIds are the prefix and a zero-padded number: SIM0001, SIM0002, ... */
  prefix?: string;
  password?: string;
  connectors?: number;
  meterIntervalSec?: number;
  heartbeatIntervalSec?: number;
  /** Drive sessions on every connector (true: the default plan). */
  transactions?: boolean | SessionPlan;
  idTags?: string[];
  /** How many stations connect at the same time (default 50). */
  connectConcurrency?: number;
  clock?: Clock;
  logger?: Logger;
  random?: () => number;
  /** Further options for every station. */
  station?: Partial<StationOptions>;
}

export interface FleetSnapshot extends StationCounters {
  stations: number;
  online: number;
  offline: number;
  charging: number;
  queued: number;
}

export interface Fleet {
  readonly stations: readonly SimulatedStation[];
  readonly counters: StationCounters;
  readonly scheduler: Scheduler;
  /** Resolves when every station has had its first connection attempt. */
  readonly ready: Promise<void>;
  snapshot(): FleetSnapshot;
  stop(): Promise<void>;
}

export function fleetChargeBoxIds(prefix: string, count: number): string[] {
  const width = Math.max(4, String(count).length);
  return Array.from({ length: count }, (_, i) => `${prefix}${String(i + 1).padStart(width, '0')}`);
}

export function fleetIdTags(prefix: string, count = 10): string[] {
  return Array.from({ length: count }, (_, i) => `${prefix}-TAG-${i + 1}`.slice(0, 20));
}

/**
 * Many stations in one process: one scheduler and one set of counters for all of them,
 * connections opened a few at a time, sessions driven on every connector when asked.
 */
export function runFleet(options: FleetOptions): Fleet {
  const prefix = options.prefix ?? 'SIM';
  const random = options.random ?? Math.random;
  const log = options.logger ?? silentLogger;
  const scheduler = new Scheduler(options.clock ?? systemClock, (error) =>
    log.error('timer failed', { error: String(error) }),
  );
  const counters = createCounters();
  const idTags = options.idTags ?? fleetIdTags(prefix);
  const stations = fleetChargeBoxIds(prefix, options.stations).map(
    (chargeBoxId) =>
      new SimulatedStation({
        ...options.station,
        url: options.url,
        chargeBoxId,
        ...(options.password === undefined ? {} : { password: options.password }),
        connectors: options.connectors ?? 2,
        meterIntervalSec: options.meterIntervalSec ?? 60,
        ...(options.heartbeatIntervalSec
          ? { heartbeatIntervalSec: options.heartbeatIntervalSec }
          : {}),
        idTags,
        scheduler,
        counters,
        logger: log,
        random,
      }),
  );
  const driverTimers = new TimerGroup(scheduler);
  const plan =
    options.transactions === true ? DEFAULT_SESSION_PLAN : options.transactions || undefined;
  let stopped = false;

  const ready = forEachLimited(stations, options.connectConcurrency ?? 50, async (station) => {
    if (stopped) return;
    try {
      await station.connect();
    } catch (error) {
      if (stopped) return;
      log.warn('connect failed, retrying', {
        chargeBoxId: station.chargeBoxId,
        error: String(error),
      });
      station.connectInBackground();
    }
    if (plan && !stopped) new SessionDriver(station, plan, idTags, driverTimers, random).start();
  });

  return {
    stations,
    counters,
    scheduler,
    ready,
    snapshot: () => {
      let online = 0;
      let charging = 0;
      let queued = 0;
      for (const station of stations) {
        if (station.isOnline) online++;
        charging += station.activeTransactions().length;
        queued += station.queue.length;
      }
      return {
        ...counters,
        stations: stations.length,
        online,
        offline: stations.length - online,
        charging,
        queued,
      };
    },
    stop: async () => {
      stopped = true;
      driverTimers.suspend();
      // Stopping first also ends connection attempts still in progress.
      await forEachLimited(stations, 200, (station) => station.stop());
      await ready;
    },
  };
}
