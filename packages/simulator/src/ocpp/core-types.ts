/** OCPP 1.6J payloads a charge point sends (field names and enums as in the 1.6 JSON schemas). */

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

export type ReadingContext =
  | 'Interruption.Begin'
  | 'Interruption.End'
  | 'Sample.Clock'
  | 'Sample.Periodic'
  | 'Transaction.Begin'
  | 'Transaction.End'
  | 'Trigger'
  | 'Other';

/** The measurands this simulator can produce. */
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

export interface SampledValue {
  value: string;
  context?: ReadingContext;
  format?: 'Raw' | 'SignedData';
  measurand?: Measurand;
  location?: Location;
  unit?: UnitOfMeasure;
}

export interface MeterValue {
  timestamp: string;
  sampledValue: SampledValue[];
}

export type DiagnosticsStatus = 'Idle' | 'Uploaded' | 'UploadFailed' | 'Uploading';

export type FirmwareStatus =
  | 'Downloaded'
  | 'DownloadFailed'
  | 'Downloading'
  | 'Idle'
  | 'InstallationFailed'
  | 'Installing'
  | 'Installed';

export type RegistrationStatus = 'Accepted' | 'Pending' | 'Rejected';

export interface BootNotificationRequest {
  chargePointVendor: string;
  chargePointModel: string;
  chargePointSerialNumber?: string;
  chargeBoxSerialNumber?: string;
  firmwareVersion?: string;
  meterType?: string;
  meterSerialNumber?: string;
}

export interface StatusNotificationRequest {
  connectorId: number;
  errorCode: ChargePointErrorCode;
  status: ChargePointStatus;
  timestamp?: string;
  info?: string;
}

export interface StartTransactionRequest {
  connectorId: number;
  idTag: string;
  meterStart: number;
  timestamp: string;
  reservationId?: number;
}

export interface StopTransactionRequest {
  transactionId: number;
  meterStop: number;
  timestamp: string;
  idTag?: string;
  reason?: StopReason;
  transactionData?: MeterValue[];
}

export interface MeterValuesRequest {
  connectorId: number;
  transactionId?: number;
  meterValue: MeterValue[];
}

/** Every call a charge point makes, with its request and response payloads. */
export interface StationCalls {
  Authorize: { request: { idTag: string }; response: { idTagInfo: IdTagInfo } };
  BootNotification: {
    request: BootNotificationRequest;
    response: { status: RegistrationStatus; currentTime: string; interval: number };
  };
  DataTransfer: {
    request: { vendorId: string; messageId?: string; data?: string };
    response: { status: DataTransferStatus; data?: string };
  };
  DiagnosticsStatusNotification: {
    request: { status: DiagnosticsStatus };
    response: Record<string, never>;
  };
  FirmwareStatusNotification: {
    request: { status: FirmwareStatus };
    response: Record<string, never>;
  };
  Heartbeat: { request: Record<string, never>; response: { currentTime: string } };
  MeterValues: { request: MeterValuesRequest; response: Record<string, never> };
  StartTransaction: {
    request: StartTransactionRequest;
    response: { idTagInfo: IdTagInfo; transactionId: number };
  };
  StatusNotification: { request: StatusNotificationRequest; response: Record<string, never> };
  StopTransaction: { request: StopTransactionRequest; response: { idTagInfo?: IdTagInfo } };
}

export type StationAction = keyof StationCalls;
export type StationRequest<A extends StationAction> = StationCalls[A]['request'];
export type StationResponse<A extends StationAction> = StationCalls[A]['response'];

export type DataTransferStatus = 'Accepted' | 'Rejected' | 'UnknownMessageId' | 'UnknownVendorId';
