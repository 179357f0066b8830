import type { ConnectionChange, ConnectorStatusReport } from '../modules/stations';

/** Told about OCPP writes once they are committed (the realtime feed listens). */
export interface OcppCommitListener {
  statusesCommitted(reports: readonly ConnectorStatusReport[]): void;
  connectionsCommitted(changes: readonly ConnectionChange[]): void;
  /** Boots, transaction starts and stops: station events were written, counters may change. */
  stationsChanged(chargeBoxPks: readonly number[], reason: string): void;
}
