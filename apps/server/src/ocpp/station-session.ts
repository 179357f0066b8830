import type { RegistrationStatus } from '../modules/stations';
import type { OcppTolerance } from '@chargedeck/shared/ocpp16';

/** An answered call, kept briefly so that a message id used again can be recognised. */
export interface AnsweredCall {
  action: string;
  payloadDigest: string;
  response: unknown;
}

/** What the gateway knows about one connection's station. */
export interface StationSession {
  /** A registered station, or an unknown one held as Pending (OCPP_UNKNOWN_STATIONS=pending). */
  kind: 'registered' | 'unknown';
  chargeBoxPk: number;
  chargeBoxId: string;
  tenantPk: number | null;
  securityProfile: number;
  tolerances: ReadonlySet<OcppTolerance>;
  /** Refreshed at each BootNotification. */
  registrationStatus: RegistrationStatus;
  /** The last few answered message ids, oldest first. */
  answered: Map<string, AnsweredCall>;
}
