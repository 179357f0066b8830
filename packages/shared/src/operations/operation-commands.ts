/** Commands of spec 2 §7 by their API names, with the permission route of each (spec 2 §6). */
export const OPERATION_COMMAND_ROUTES = {
  change_availability: 'change_availability',
  remote_start_transaction: 'remote_start',
  remote_stop_transaction: 'remote_stop',
  reset: 'remote_reset',
  get_configuration: 'get_configuration',
  change_configuration: 'change_configuration',
  clear_cache: 'clear_cache',
  get_diagnostics: 'get_diagnostics',
  unlock_connector: 'unlock_connector',
  update_firmware: 'update_firmware',
  data_transfer: 'data_transfer',
  trigger_message: 'trigger_message',
  set_charging_profile: 'set_charging_profile',
  clear_charging_profile: 'clear_charging_profile',
} as const;

export type OperationCommand = keyof typeof OPERATION_COMMAND_ROUTES;
export const OPERATION_COMMAND_NAMES = Object.keys(OPERATION_COMMAND_ROUTES) as OperationCommand[];

/** Commands that exist only from OCPP 1.6 on (spec 2 §4). */
export const V16_ONLY_COMMANDS: readonly OperationCommand[] = [
  'trigger_message',
  'set_charging_profile',
  'clear_charging_profile',
];

export const OPERATION_MODES = ['v1.5', 'v1.6'] as const;
export type OperationMode = (typeof OPERATION_MODES)[number];

/** OCPP 1.5 (SOAP) is not spoken yet: its commands answer this and its toggle is off. */
export const OCPP15_UNAVAILABLE = 'OCPP 1.5 is not available yet; use v1.6';

export const AVAILABILITY_TYPES = ['Inoperative', 'Operative'] as const;
export const RESET_TYPES = ['HARD', 'SOFT'] as const;
export const KEY_TYPES = ['PREDEFINED', 'CUSTOM'] as const;
export const CLEAR_FILTER_TYPES = ['ChargingProfileId', 'OtherParameters'] as const;
export const PROFILE_PURPOSES = ['ChargePointMaxProfile', 'TxDefaultProfile', 'TxProfile'] as const;
export const TRIGGER_MESSAGE_TYPES = [
  'BootNotification',
  'DiagnosticsStatusNotification',
  'FirmwareStatusNotification',
  'Heartbeat',
  'MeterValues',
  'StatusNotification',
] as const;

/** The standard OCPP 1.6 configuration keys offered by Get/Change Configuration. */
export const OCPP_CONF_KEYS = [
  'AllowOfflineTxForUnknownId',
  'AuthorizationCacheEnabled',
  'AuthorizeRemoteTxRequests',
  'ClockAlignedDataInterval',
  'ConnectionTimeOut',
  'ConnectorPhaseRotation',
  'GetConfigurationMaxKeys',
  'HeartbeatInterval',
  'LocalAuthorizeOffline',
  'LocalPreAuthorize',
  'MeterValueSampleInterval',
  'MeterValuesAlignedData',
  'MeterValuesSampledData',
  'NumberOfConnectors',
  'ResetRetries',
  'StopTransactionOnEVSideDisconnect',
  'StopTransactionOnInvalidId',
  'StopTxnAlignedData',
  'StopTxnSampledData',
  'SupportedFeatureProfiles',
  'TransactionMessageAttempts',
  'TransactionMessageRetryInterval',
  'UnlockConnectorOnEVSideDisconnect',
  'WebSocketPingInterval',
  'LocalAuthListEnabled',
  'LocalAuthListMaxLength',
  'SendLocalListMaxLength',
  'ChargeProfileMaxStackLevel',
  'ChargingScheduleAllowedChargingRateUnit',
  'ChargingScheduleMaxPeriods',
  'MaxChargingProfilesInstalled',
] as const;

/** The rules' messages of spec 2 §5 "Operations": message keys (`i18n/messages/server-rules-*`). */
export const OPERATION_TEXTS = {
  /** The station list's rule. */
  selectStation: 'operationSelectStation',
} as const;
