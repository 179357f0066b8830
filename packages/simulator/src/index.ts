/** Chargedeck OCPP 1.6J charging-station simulator: one station, or a fleet of thousands. */
export { SimulatedStation } from './station/station';
export type { StationOptions } from './station/station-options';
export type { StationEvents, StationState } from './station/events';
export type { StartOptions, StartOutcome, StartRejection } from './station/transactions';
export type { Connector, TransactionRecord, Availability } from './station/connector';
export type { QueuedMessage } from './station/transaction-queue';
export { createCounters, type StationCounters } from './station/counters';
export { silentLogger, type Logger, type LogFields } from './station/logger';

export {
  runFleet,
  fleetChargeBoxIds,
  fleetIdTags,
  type Fleet,
  type FleetOptions,
  type FleetSnapshot,
} from './fleet/fleet';
export { DEFAULT_SESSION_PLAN, type SessionPlan } from './fleet/session-driver';

export {
  provisionStations,
  type ProvisionOptions,
  type ProvisionOutcome,
  type ProvisionResult,
} from './provision/provision';
export { typeConnectors, type ConnectorTyping } from './provision/connector-types';

export { Scheduler, type Cancel } from './time/scheduler';
export { scaledClock, systemClock, type Clock } from './time/clock';

export type * from '@chargedeck/shared/ocpp16';

export { SimulatedSiteMeter, type SiteMeterOptions } from './meter/site-meter';
export { buildingLoad, type BuildingLoadOptions, type PhaseAmps } from './meter/building-load';
export { httpPublisher, mqttPublisher, type MeterPublisher } from './meter/meter-publishers';
