import type { DataTransferRequest, DataTransferResponse, IdTagInfo } from './station-messages';

/** OCPP 1.6J payloads of the commands the server sends to a station. */

export type ChargingProfilePurpose = 'ChargePointMaxProfile' | 'TxDefaultProfile' | 'TxProfile';
export type ChargingRateUnit = 'A' | 'W';

export interface ChargingSchedulePeriod {
  startPeriod: number;
  limit: number;
  numberPhases?: number;
}

export interface ChargingSchedule {
  duration?: number;
  startSchedule?: string;
  chargingRateUnit: ChargingRateUnit;
  chargingSchedulePeriod: ChargingSchedulePeriod[];
  minChargingRate?: number;
}

export interface ChargingProfile {
  chargingProfileId: number;
  transactionId?: number;
  stackLevel: number;
  chargingProfilePurpose: ChargingProfilePurpose;
  chargingProfileKind: 'Absolute' | 'Recurring' | 'Relative';
  recurrencyKind?: 'Daily' | 'Weekly';
  validFrom?: string;
  validTo?: string;
  chargingSchedule: ChargingSchedule;
}

export type SimpleStatus = 'Accepted' | 'Rejected';

export interface ChangeAvailabilityRequest {
  connectorId: number;
  type: 'Inoperative' | 'Operative';
}
export interface ChangeAvailabilityResponse {
  status: 'Accepted' | 'Rejected' | 'Scheduled';
}

export interface RemoteStartTransactionRequest {
  connectorId?: number;
  idTag: string;
  chargingProfile?: ChargingProfile;
}
export interface RemoteStartTransactionResponse {
  status: SimpleStatus;
}

export interface RemoteStopTransactionRequest {
  transactionId: number;
}
export interface RemoteStopTransactionResponse {
  status: SimpleStatus;
}

export interface ResetRequest {
  type: 'Hard' | 'Soft';
}
export interface ResetResponse {
  status: SimpleStatus;
}

export interface GetConfigurationRequest {
  key?: string[];
}
export interface ConfigurationKey {
  key: string;
  readonly: boolean;
  value?: string;
}
export interface GetConfigurationResponse {
  configurationKey?: ConfigurationKey[];
  unknownKey?: string[];
}

export interface ChangeConfigurationRequest {
  key: string;
  value: string;
}
export interface ChangeConfigurationResponse {
  status: 'Accepted' | 'Rejected' | 'RebootRequired' | 'NotSupported';
}

export type ClearCacheRequest = Record<string, never>;
export interface ClearCacheResponse {
  status: SimpleStatus;
}

export interface GetDiagnosticsRequest {
  location: string;
  retries?: number;
  retryInterval?: number;
  startTime?: string;
  stopTime?: string;
}
export interface GetDiagnosticsResponse {
  fileName?: string;
}

export interface UnlockConnectorRequest {
  connectorId: number;
}
export interface UnlockConnectorResponse {
  status: 'Unlocked' | 'UnlockFailed' | 'NotSupported';
}

export interface UpdateFirmwareRequest {
  location: string;
  retrieveDate: string;
  retries?: number;
  retryInterval?: number;
}
export type UpdateFirmwareResponse = Record<string, never>;

export type MessageTrigger =
  | 'BootNotification'
  | 'DiagnosticsStatusNotification'
  | 'FirmwareStatusNotification'
  | 'Heartbeat'
  | 'MeterValues'
  | 'StatusNotification';
export interface TriggerMessageRequest {
  requestedMessage: MessageTrigger;
  connectorId?: number;
}
export interface TriggerMessageResponse {
  status: 'Accepted' | 'Rejected' | 'NotImplemented';
}

export interface SetChargingProfileRequest {
  connectorId: number;
  csChargingProfiles: ChargingProfile;
}
export interface SetChargingProfileResponse {
  status: 'Accepted' | 'Rejected' | 'NotSupported';
}

export interface ClearChargingProfileRequest {
  id?: number;
  connectorId?: number;
  chargingProfilePurpose?: ChargingProfilePurpose;
  stackLevel?: number;
}
export interface ClearChargingProfileResponse {
  status: 'Accepted' | 'Unknown';
}

export interface ReserveNowRequest {
  connectorId: number;
  expiryDate: string;
  idTag: string;
  parentIdTag?: string;
  reservationId: number;
}
export interface ReserveNowResponse {
  status: 'Accepted' | 'Faulted' | 'Occupied' | 'Rejected' | 'Unavailable';
}

export interface CancelReservationRequest {
  reservationId: number;
}
export interface CancelReservationResponse {
  status: SimpleStatus;
}

export interface AuthorizationData {
  idTag: string;
  idTagInfo?: IdTagInfo;
}
export interface SendLocalListRequest {
  listVersion: number;
  localAuthorizationList?: AuthorizationData[];
  updateType: 'Differential' | 'Full';
}
export interface SendLocalListResponse {
  status: 'Accepted' | 'Failed' | 'NotSupported' | 'VersionMismatch';
}

export type GetLocalListVersionRequest = Record<string, never>;
export interface GetLocalListVersionResponse {
  listVersion: number;
}

export interface GetCompositeScheduleRequest {
  connectorId: number;
  duration: number;
  chargingRateUnit?: ChargingRateUnit;
}
export interface GetCompositeScheduleResponse {
  status: SimpleStatus;
  connectorId?: number;
  scheduleStart?: string;
  chargingSchedule?: ChargingSchedule;
}

/** Every command the server may send, with its request and response. */
export interface ServerCommands {
  ChangeAvailability: [ChangeAvailabilityRequest, ChangeAvailabilityResponse];
  RemoteStartTransaction: [RemoteStartTransactionRequest, RemoteStartTransactionResponse];
  RemoteStopTransaction: [RemoteStopTransactionRequest, RemoteStopTransactionResponse];
  Reset: [ResetRequest, ResetResponse];
  GetConfiguration: [GetConfigurationRequest, GetConfigurationResponse];
  ChangeConfiguration: [ChangeConfigurationRequest, ChangeConfigurationResponse];
  ClearCache: [ClearCacheRequest, ClearCacheResponse];
  GetDiagnostics: [GetDiagnosticsRequest, GetDiagnosticsResponse];
  UnlockConnector: [UnlockConnectorRequest, UnlockConnectorResponse];
  UpdateFirmware: [UpdateFirmwareRequest, UpdateFirmwareResponse];
  DataTransfer: [DataTransferRequest, DataTransferResponse];
  TriggerMessage: [TriggerMessageRequest, TriggerMessageResponse];
  SetChargingProfile: [SetChargingProfileRequest, SetChargingProfileResponse];
  ClearChargingProfile: [ClearChargingProfileRequest, ClearChargingProfileResponse];
  ReserveNow: [ReserveNowRequest, ReserveNowResponse];
  CancelReservation: [CancelReservationRequest, CancelReservationResponse];
  SendLocalList: [SendLocalListRequest, SendLocalListResponse];
  GetLocalListVersion: [GetLocalListVersionRequest, GetLocalListVersionResponse];
  GetCompositeSchedule: [GetCompositeScheduleRequest, GetCompositeScheduleResponse];
}
export type ServerCommand = keyof ServerCommands;
export type CommandRequest<C extends ServerCommand> = ServerCommands[C][0];
export type CommandResponse<C extends ServerCommand> = ServerCommands[C][1];
