/** OCPP 1.6J commands a central system sends to a charge point, with the answers we give. */
import type { DataTransferStatus, IdTagInfo } from './core-types';
import type {
  ChargingProfile,
  ChargingProfilePurpose,
  ChargingRateUnit,
  ChargingSchedule,
} from './smart-charging-types';

type Status<S extends string> = { status: S };

export type TriggerableMessage =
  | 'BootNotification'
  | 'DiagnosticsStatusNotification'
  | 'FirmwareStatusNotification'
  | 'Heartbeat'
  | 'MeterValues'
  | 'StatusNotification';

export interface ConfigurationKeyValue {
  key: string;
  readonly: boolean;
  value?: string;
}

export interface AuthorizationData {
  idTag: string;
  idTagInfo?: IdTagInfo;
}

export type CompositeScheduleResponse = {
  status: 'Accepted' | 'Rejected';
  connectorId?: number;
  scheduleStart?: string;
  chargingSchedule?: ChargingSchedule;
};

export interface CentralSystemCommands {
  CancelReservation: {
    request: { reservationId: number };
    response: Status<'Accepted' | 'Rejected'>;
  };
  ChangeAvailability: {
    request: { connectorId: number; type: 'Inoperative' | 'Operative' };
    response: Status<'Accepted' | 'Rejected' | 'Scheduled'>;
  };
  ChangeConfiguration: {
    request: { key: string; value: string };
    response: Status<'Accepted' | 'Rejected' | 'RebootRequired' | 'NotSupported'>;
  };
  ClearCache: { request: Record<string, never>; response: Status<'Accepted' | 'Rejected'> };
  ClearChargingProfile: {
    request: {
      id?: number;
      connectorId?: number;
      chargingProfilePurpose?: ChargingProfilePurpose;
      stackLevel?: number;
    };
    response: Status<'Accepted' | 'Unknown'>;
  };
  DataTransfer: {
    request: { vendorId: string; messageId?: string; data?: string };
    response: { status: DataTransferStatus; data?: string };
  };
  GetCompositeSchedule: {
    request: { connectorId: number; duration: number; chargingRateUnit?: ChargingRateUnit };
    response: CompositeScheduleResponse;
  };
  GetConfiguration: {
    request: { key?: string[] };
    response: { configurationKey?: ConfigurationKeyValue[]; unknownKey?: string[] };
  };
  GetDiagnostics: {
    request: {
      location: string;
      retries?: number;
      retryInterval?: number;
      startTime?: string;
      stopTime?: string;
    };
    response: { fileName?: string };
  };
  GetLocalListVersion: { request: Record<string, never>; response: { listVersion: number } };
  RemoteStartTransaction: {
    request: { connectorId?: number; idTag: string; chargingProfile?: ChargingProfile };
    response: Status<'Accepted' | 'Rejected'>;
  };
  RemoteStopTransaction: {
    request: { transactionId: number };
    response: Status<'Accepted' | 'Rejected'>;
  };
  ReserveNow: {
    request: {
      connectorId: number;
      expiryDate: string;
      idTag: string;
      parentIdTag?: string;
      reservationId: number;
    };
    response: Status<'Accepted' | 'Faulted' | 'Occupied' | 'Rejected' | 'Unavailable'>;
  };
  Reset: { request: { type: 'Hard' | 'Soft' }; response: Status<'Accepted' | 'Rejected'> };
  SendLocalList: {
    request: {
      listVersion: number;
      localAuthorizationList?: AuthorizationData[];
      updateType: 'Differential' | 'Full';
    };
    response: Status<'Accepted' | 'Failed' | 'NotSupported' | 'VersionMismatch'>;
  };
  SetChargingProfile: {
    request: { connectorId: number; csChargingProfiles: ChargingProfile };
    response: Status<'Accepted' | 'Rejected' | 'NotSupported'>;
  };
  TriggerMessage: {
    request: { requestedMessage: TriggerableMessage; connectorId?: number };
    response: Status<'Accepted' | 'Rejected' | 'NotImplemented'>;
  };
  UnlockConnector: {
    request: { connectorId: number };
    response: Status<'Unlocked' | 'UnlockFailed' | 'NotSupported'>;
  };
  UpdateFirmware: {
    request: { location: string; retrieveDate: string; retries?: number; retryInterval?: number };
    response: Record<string, never>;
  };
}

export type CommandAction = keyof CentralSystemCommands;
export type CommandRequest<A extends CommandAction> = CentralSystemCommands[A]['request'];
export type CommandResponse<A extends CommandAction> = CentralSystemCommands[A]['response'];
