/** OCPP 1.6J payloads of the messages a station sends (names and enums as in the 1.6 JSON schemas). */

export type ChargePointStatus =
  | 'Available'
  | 'Preparing'
  | 'Charging'
  | 'SuspendedEVSE'
  | 'SuspendedEV'
  | 'Finishing'
  | 'Reserved'
  | 'Unavailable'
  | 'Faulted';

export type ChargePointErrorCode =
  | 'ConnectorLockFailure'
  | 'EVCommunicationError'
  | 'GroundFailure'
  | 'HighTemperature'
  | 'InternalError'
  | 'LocalListConflict'
  | 'NoError'
  | 'OtherError'
  | 'OverCurrentFailure'
  | 'PowerMeterFailure'
  | 'PowerSwitchFailure'
  | 'ReaderFailure'
  | 'ResetFailure'
  | 'UnderVoltage'
  | 'OverVoltage'
  | 'WeakSignal';

export type AuthorizationStatus = 'Accepted' | 'Blocked' | 'Expired' | 'Invalid' | 'ConcurrentTx';

export interface IdTagInfo {
  status: AuthorizationStatus;
  expiryDate?: string;
  parentIdTag?: string;
}

export type RegistrationStatus = 'Accepted' | 'Pending' | 'Rejected';

export type ReadingContext =
  | 'Interruption.Begin'
  | 'Interruption.End'
  | 'Sample.Clock'
  | 'Sample.Periodic'
  | 'Transaction.Begin'
  | 'Transaction.End'
  | 'Trigger'
  | 'Other';

/** The measurands the simulator produces; stations may send any of the 1.6 list. */
export type Measurand =
  | 'Energy.Active.Import.Register'
  | 'Power.Active.Import'
  | 'Power.Offered'
  | 'Current.Import'
  | 'Current.Offered'
  | 'Voltage'
  | 'Frequency'
  | 'Temperature'
  | 'SoC';

export type UnitOfMeasure = 'Wh' | 'W' | 'A' | 'V' | 'Celsius' | 'Percent';

export type Location = 'Cable' | 'EV' | 'Inlet' | 'Outlet' | 'Body';

/** As received: stations send values beyond the enums, so the fields stay strings here. */
export interface SampledValue {
  value: string;
  context?: string;
  format?: 'Raw' | 'SignedData';
  measurand?: string;
  phase?: string;
  location?: string;
  unit?: string;
}

export interface MeterValue {
  timestamp: string;
  sampledValue: SampledValue[];
}

export interface BootNotificationRequest {
  chargePointVendor: string;
  chargePointModel: string;
  chargePointSerialNumber?: string;
  chargeBoxSerialNumber?: string;
  firmwareVersion?: string;
  iccid?: string;
  imsi?: string;
  meterType?: string;
  meterSerialNumber?: string;
}
export interface BootNotificationResponse {
  status: RegistrationStatus;
  currentTime: string;
  interval: number;
}

export type HeartbeatRequest = Record<string, never>;
export interface HeartbeatResponse {
  currentTime: string;
}

export interface StatusNotificationRequest {
  connectorId: number;
  errorCode: ChargePointErrorCode;
  status: ChargePointStatus;
  info?: string;
  timestamp?: string;
  vendorId?: string;
  vendorErrorCode?: string;
}
export type StatusNotificationResponse = Record<string, never>;

export interface AuthorizeRequest {
  idTag: string;
}
export interface AuthorizeResponse {
  idTagInfo: IdTagInfo;
}

export interface StartTransactionRequest {
  connectorId: number;
  idTag: string;
  meterStart: number;
  timestamp: string;
  reservationId?: number;
}
export interface StartTransactionResponse {
  idTagInfo: IdTagInfo;
  transactionId: number;
}

export type StopReason =
  | 'EmergencyStop'
  | 'EVDisconnected'
  | 'HardReset'
  | 'Local'
  | 'Other'
  | 'PowerLoss'
  | 'Reboot'
  | 'Remote'
  | 'SoftReset'
  | 'UnlockCommand'
  | 'DeAuthorized';

export interface StopTransactionRequest {
  transactionId: number;
  meterStop: number;
  timestamp: string;
  idTag?: string;
  reason?: StopReason;
  transactionData?: MeterValue[];
}
export interface StopTransactionResponse {
  idTagInfo?: IdTagInfo;
}

export interface MeterValuesRequest {
  connectorId: number;
  transactionId?: number;
  meterValue: MeterValue[];
}
export type MeterValuesResponse = Record<string, never>;

export interface DataTransferRequest {
  vendorId: string;
  messageId?: string;
  data?: string;
}
export type DataTransferStatus = 'Accepted' | 'Rejected' | 'UnknownMessageId' | 'UnknownVendorId';
export interface DataTransferResponse {
  status: DataTransferStatus;
  data?: string;
}

export type DiagnosticsStatus = 'Idle' | 'Uploaded' | 'UploadFailed' | 'Uploading';
export interface DiagnosticsStatusNotificationRequest {
  status: DiagnosticsStatus;
}
export type DiagnosticsStatusNotificationResponse = Record<string, never>;

export type FirmwareStatus =
  | 'Downloaded'
  | 'DownloadFailed'
  | 'Downloading'
  | 'Idle'
  | 'InstallationFailed'
  | 'Installing'
  | 'Installed';
export interface FirmwareStatusNotificationRequest {
  status: FirmwareStatus;
}
export type FirmwareStatusNotificationResponse = Record<string, never>;

/** Every action a station may call, with its request and response. */
export interface StationActions {
  BootNotification: [BootNotificationRequest, BootNotificationResponse];
  Heartbeat: [HeartbeatRequest, HeartbeatResponse];
  StatusNotification: [StatusNotificationRequest, StatusNotificationResponse];
  Authorize: [AuthorizeRequest, AuthorizeResponse];
  StartTransaction: [StartTransactionRequest, StartTransactionResponse];
  StopTransaction: [StopTransactionRequest, StopTransactionResponse];
  MeterValues: [MeterValuesRequest, MeterValuesResponse];
  DataTransfer: [DataTransferRequest, DataTransferResponse];
  DiagnosticsStatusNotification: [
    DiagnosticsStatusNotificationRequest,
    DiagnosticsStatusNotificationResponse,
  ];
  FirmwareStatusNotification: [
    FirmwareStatusNotificationRequest,
    FirmwareStatusNotificationResponse,
  ];
}
export type StationAction = keyof StationActions;
export type StationRequest<A extends StationAction> = StationActions[A][0];
export type StationResponse<A extends StationAction> = StationActions[A][1];

export const STATION_ACTIONS: readonly StationAction[] = [
  'BootNotification',
  'Heartbeat',
  'StatusNotification',
  'Authorize',
  'StartTransaction',
  'StopTransaction',
  'MeterValues',
  'DataTransfer',
  'DiagnosticsStatusNotification',
  'FirmwareStatusNotification',
];
