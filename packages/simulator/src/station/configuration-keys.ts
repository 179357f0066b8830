/** OCPP 1.6 configuration keys the simulated station knows, with their kind and default. */
export type KeyKind = 'integer' | 'boolean' | 'measurands' | 'text';

export interface KeyDefinition {
  kind: KeyKind;
  readonly: boolean;
  value: string;
  /** True when a change only takes effect after the next connection or boot. */
  rebootRequired?: boolean;
}

export const SUPPORTED_MEASURANDS = [
  'Energy.Active.Import.Register',
  'Power.Active.Import',
  'Power.Offered',
  'Current.Import',
  'Current.Offered',
  'Voltage',
  'Frequency',
  'Temperature',
  'SoC',
] as const;

const rw = (kind: KeyKind, value: string): KeyDefinition => ({ kind, readonly: false, value });
const ro = (kind: KeyKind, value: string): KeyDefinition => ({ kind, readonly: true, value });

export function defaultConfiguration(numberOfConnectors: number): Record<string, KeyDefinition> {
  return {
    AllowOfflineTxForUnknownId: rw('boolean', 'true'),
    AuthorizationCacheEnabled: rw('boolean', 'true'),
    AuthorizeRemoteTxRequests: rw('boolean', 'true'),
    ChargeProfileMaxStackLevel: ro('integer', '10'),
    ChargingScheduleAllowedChargingRateUnit: ro('text', 'Current,Power'),
    ChargingScheduleMaxPeriods: ro('integer', '48'),
    ClockAlignedDataInterval: rw('integer', '0'),
    ConnectionTimeOut: rw('integer', '60'),
    ConnectorPhaseRotation: rw('text', '0.RST'),
    GetConfigurationMaxKeys: ro('integer', '50'),
    HeartbeatInterval: rw('integer', '300'),
    LocalAuthListEnabled: rw('boolean', 'true'),
    LocalAuthListMaxLength: ro('integer', '1000'),
    LocalAuthorizeOffline: rw('boolean', 'true'),
    LocalPreAuthorize: rw('boolean', 'false'),
    MaxChargingProfilesInstalled: ro('integer', '20'),
    MeterValuesAlignedData: rw('measurands', 'Energy.Active.Import.Register'),
    MeterValuesSampledData: rw(
      'measurands',
      'Energy.Active.Import.Register,Power.Active.Import,Current.Import,Voltage,SoC',
    ),
    MeterValueSampleInterval: rw('integer', '60'),
    NumberOfConnectors: ro('integer', String(numberOfConnectors)),
    ReserveConnectorZeroSupported: ro('boolean', 'false'),
    ResetRetries: rw('integer', '1'),
    SendLocalListMaxLength: ro('integer', '100'),
    StopTransactionOnEVSideDisconnect: rw('boolean', 'true'),
    StopTransactionOnInvalidId: rw('boolean', 'true'),
    StopTxnAlignedData: rw('measurands', 'Energy.Active.Import.Register'),
    StopTxnSampledData: rw('measurands', 'Energy.Active.Import.Register'),
    SupportedFeatureProfiles: ro(
      'text',
      'Core,FirmwareManagement,LocalAuthListManagement,Reservation,SmartCharging,RemoteTrigger',
    ),
    TransactionMessageAttempts: rw('integer', '3'),
    TransactionMessageRetryInterval: rw('integer', '60'),
    UnlockConnectorOnEVSideDisconnect: rw('boolean', 'true'),
    WebSocketPingInterval: { kind: 'integer', readonly: false, value: '30', rebootRequired: true },
  };
}
