import type {
  AuthorizationStatus,
  ChargePointErrorCode,
  ChargePointStatus,
  MeterValue,
  StopReason,
} from '@chargedeck/shared/ocpp16';
import type { Cancel } from '../time/scheduler';
import type { Vehicle } from './vehicle';

export type Availability = 'Operative' | 'Inoperative';

export interface Reservation {
  reservationId: number;
  idTag: string;
  parentIdTag?: string;
  expiresAt: number;
  cancelExpiry: Cancel;
}

export interface TransactionRecord {
  /** Negative id used until the server answers StartTransaction (and while offline). */
  localId: number;
  transactionId?: number;
  connectorId: number;
  idTag: string;
  meterStartWh: number;
  startedAt: number;
  reservationId?: number;
  beginSample: MeterValue;
  /** The server did not accept the id tag in its StartTransaction answer. */
  rejectedWith?: AuthorizationStatus;
  stoppedAt?: number;
  meterStopWh?: number;
  stopReason?: StopReason;
}

/** One connector: what is plugged in, what it is doing and its energy register. */
export class Connector {
  reportedStatus: ChargePointStatus | undefined;
  reportedErrorCode: ChargePointErrorCode = 'NoError';
  /** The StatusNotification in flight (or the last one sent). */
  lastReport: Promise<void> = Promise.resolve();
  availability: Availability = 'Operative';
  scheduledAvailability: Availability | undefined;
  plugged = false;
  /** A session ended and the cable is still in. */
  finishing = false;
  fault: { errorCode: ChargePointErrorCode; info?: string } | undefined;
  /** Set by a manual status change; cleared by the next event that changes the status. */
  manualStatus: ChargePointStatus | undefined;
  reservation: Reservation | undefined;
  transaction: TransactionRecord | undefined;
  vehicle: Vehicle | undefined;
  powerW = 0;
  offeredW: number;
  suspendedBy: 'EV' | 'EVSE' | undefined;
  lastAdvancedAt = 0;

  constructor(
    readonly id: number,
    readonly maxPowerW: number,
    /** Energy.Active.Import.Register in Wh; only ever grows. */
    public meterWh: number,
  ) {
    this.offeredW = maxPowerW;
  }

  /** Can a new session start here (ignoring reservations)? */
  get isFree(): boolean {
    return !this.transaction && this.availability === 'Operative' && !this.fault;
  }

  status(): ChargePointStatus {
    if (this.manualStatus) return this.manualStatus;
    if (this.fault) return 'Faulted';
    if (this.transaction) {
      if (this.powerW > 0) return 'Charging';
      return this.suspendedBy === 'EV' ? 'SuspendedEV' : 'SuspendedEVSE';
    }
    if (this.availability === 'Inoperative') return 'Unavailable';
    if (this.reservation) return 'Reserved';
    if (this.plugged) return this.finishing ? 'Finishing' : 'Preparing';
    return 'Available';
  }

  errorCode(): ChargePointErrorCode {
    return this.fault?.errorCode ?? 'NoError';
  }
}
