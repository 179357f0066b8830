import type { Clock } from '../time/clock';
import type { Scheduler } from '../time/scheduler';
import type { StationCounters } from './counters';
import type { Logger } from './logger';

export interface StationOptions {
  /** OCPP endpoint without the identity, e.g. ws://127.0.0.1:8080/ocpp. */
  url: string;
  chargeBoxId: string;
  /** Basic-auth password (security profile 1): the station's authorizationKey. */
  password?: string;
  /** Number of connectors (default 2). */
  connectors?: number;
  /** MeterValueSampleInterval in seconds (default 60). */
  meterIntervalSec?: number;
  /** Heartbeat interval in seconds, instead of the one the server gives at boot. */
  heartbeatIntervalSec?: number;
  vendor?: string;
  model?: string;
  serialNumber?: string;
  firmwareVersion?: string;
  /** Id tags used when a transaction is started without one. */
  idTags?: string[];
  /** Maximum power per connector in W (default 22 000, three-phase 32 A). */
  maxPowerW?: number;
  /** Phase-to-neutral voltage (default 230) and number of phases (default 3). */
  voltage?: number;
  phases?: number;
  /** Initial values for OCPP configuration keys. */
  configuration?: Record<string, string>;
  /** Simulated time; default the system clock. Ignored when `scheduler` is given. */
  clock?: Clock;
  /** A scheduler shared by many stations (a fleet); default one of its own. */
  scheduler?: Scheduler;
  /** Counters shared by many stations; default its own. */
  counters?: StationCounters;
  logger?: Logger;
  /** Source of randomness (vehicles, noise, jitter); default Math.random. */
  random?: () => number;
  /** Validate every message against the OCPP 1.6 JSON schemas (default true). */
  strict?: boolean;
  /** Real seconds to wait for an answer (default 30). */
  callTimeoutSec?: number;
  /** Simulated seconds a reboot takes (default 5). */
  rebootDelaySec?: number;
  /** Simulated seconds per firmware or diagnostics step (default 3). */
  maintenanceStepSec?: number;
  /** Simulated seconds until the driver unplugs after a remote or reset stop (default 20). */
  unplugAfterSec?: number;
  /** Reconnect by itself after the socket drops (default true). */
  reconnect?: boolean;
}

const DEFAULTS = {
  connectors: 2,
  meterIntervalSec: 60,
  vendor: 'Chargedeck',
  model: 'SIM-AC22',
  firmwareVersion: '1.0.0',
  maxPowerW: 22_000,
  voltage: 230,
  phases: 3,
  callTimeoutSec: 30,
  rebootDelaySec: 5,
  maintenanceStepSec: 3,
  unplugAfterSec: 20,
} as const;

export type ResolvedStationOptions = StationOptions &
  Required<Pick<StationOptions, keyof typeof DEFAULTS>>;

export function resolveStationOptions(options: StationOptions): ResolvedStationOptions {
  return {
    ...options,
    connectors: options.connectors ?? DEFAULTS.connectors,
    meterIntervalSec: options.meterIntervalSec ?? DEFAULTS.meterIntervalSec,
    vendor: options.vendor ?? DEFAULTS.vendor,
    model: options.model ?? DEFAULTS.model,
    firmwareVersion: options.firmwareVersion ?? DEFAULTS.firmwareVersion,
    maxPowerW: options.maxPowerW ?? DEFAULTS.maxPowerW,
    voltage: options.voltage ?? DEFAULTS.voltage,
    phases: options.phases ?? DEFAULTS.phases,
    callTimeoutSec: options.callTimeoutSec ?? DEFAULTS.callTimeoutSec,
    rebootDelaySec: options.rebootDelaySec ?? DEFAULTS.rebootDelaySec,
    maintenanceStepSec: options.maintenanceStepSec ?? DEFAULTS.maintenanceStepSec,
    unplugAfterSec: options.unplugAfterSec ?? DEFAULTS.unplugAfterSec,
  };
}
