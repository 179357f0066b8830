import type { EventEmitter } from 'node:events';
import type {
  DiagnosticsStatus,
  FirmwareStatus,
  StationAction,
  StationRequest,
  StationResponse,
} from '@chargedeck/shared/ocpp16';
import type { Clock } from '../time/clock';
import type { TimerGroup } from '../time/timer-group';
import type { Authorization } from './authorization';
import type { ChargingProfileStore } from './charging-profiles';
import type { StationConfiguration } from './configuration';
import type { Connector } from './connector';
import type { StationCounters } from './counters';
import type { Electrical } from './electrical';
import type { StationEvents } from './events';
import type { Logger } from './logger';
import type { TransactionQueue } from './transaction-queue';

export interface StationIdentity {
  vendor: string;
  model: string;
  serialNumber: string;
  firmwareVersion: string;
  meterType: string;
}

/** The state and services the parts of one station share. */
export interface StationContext {
  readonly chargeBoxId: string;
  readonly identity: StationIdentity;
  readonly clock: Clock;
  readonly timers: TimerGroup;
  readonly config: StationConfiguration;
  /** Connector 0: the station as a whole (availability, faults). */
  readonly station: Connector;
  /** Connectors 1..n. */
  readonly connectors: readonly Connector[];
  readonly auth: Authorization;
  readonly profiles: ChargingProfileStore;
  readonly queue: TransactionQueue;
  readonly counters: StationCounters;
  readonly events: EventEmitter<StationEvents>;
  readonly log: Logger;
  readonly electrical: Electrical;
  readonly random: () => number;
  firmwareStatus: FirmwareStatus;
  diagnosticsStatus: DiagnosticsStatus;
  /** Socket open and BootNotification accepted. */
  isOnline(): boolean;
  call<A extends StationAction>(action: A, payload: StationRequest<A>): Promise<StationResponse<A>>;
  /** Sends when online and logs failures; a message not worth storing is skipped offline. */
  notify<A extends StationAction>(
    action: A,
    payload: StationRequest<A>,
  ): Promise<StationResponse<A> | undefined>;
  connector(connectorId: number): Connector | undefined;
}
