import type { ServerCommand } from '@chargedeck/shared/ocpp16';
import type {
  ChargePointErrorCode,
  ChargePointStatus,
  RegistrationStatus,
  StationAction,
} from '@chargedeck/shared/ocpp16';
import type { TransactionRecord } from './connector';
import type { QueuedMessage } from './transaction-queue';

export type StationState =
  'stopped' | 'connecting' | 'booting' | 'online' | 'offline' | 'rebooting';

/** Events a SimulatedStation emits (for tests, the CLI and dashboards of the simulator). */
export interface StationEvents {
  /** An outgoing call, when it is sent. */
  call: [{ action: StationAction; payload: unknown }];
  /** An outgoing call and the server's answer. */
  callResult: [{ action: StationAction; payload: unknown; response: unknown }];
  /** An incoming command, the answer we gave (or the error) and what it triggers next. */
  command: [
    { action: ServerCommand | string; payload: unknown; response?: unknown; error?: string },
  ];
  state: [StationState];
  booted: [{ status: RegistrationStatus; interval: number }];
  status: [{ connectorId: number; status: ChargePointStatus; errorCode: ChargePointErrorCode }];
  transactionStarted: [TransactionRecord];
  transactionIdAssigned: [TransactionRecord];
  transactionStopped: [TransactionRecord];
  messageDropped: [{ message: QueuedMessage; reason: string }];
  firmwareStatus: [string];
  diagnosticsStatus: [string];
}
