import type { StationListItem, StationNotification, TransactionItem } from '@chargedeck/shared';

export interface ConnectorView {
  connectorId: number;
  connectorTypeId: number | null;
  connectorType: string | null;
  powerMax: number | null;
  unusualStatus: 'MAINTENANCE' | 'UNAVAILABLE' | null;
  moneyPerKilowattIncome?: number | null;
  moneyPerDurationIncome?: number | null;
  lastStatus: { status: string | null; errorCode: string | null; timestamp: string | null };
}

/** One chargePointList entry (GET chargepoints). */
export type { StationListItem };

/** chargePointDetail (GET chargepoints/{id}). */
export interface StationDetail extends Pick<
  StationListItem,
  | 'chargeBoxPk'
  | 'chargeBoxId'
  | 'description'
  | 'tenant_pk'
  | 'typeOf'
  | 'chargeBoxGroupName'
  | 'online'
  | 'lastHeartbeatTimestamp'
  | 'chargePointVendor'
  | 'chargePointModel'
  | 'fwVersion'
  | 'uuid'
  | 'address'
> {
  connectors: ConnectorView[];
  endpointAddress: string | null;
  externalId: string | null;
  chargeBoxGroupPk: number | null;
  active: boolean;
  reservation: boolean;
  isOcpiCompatible: boolean;
  isHubjectCompatible: boolean;
  isTenantDeviceReader: boolean;
  deviceReaderMac: string | null;
  hasSocPercentage: boolean;
  isOpen_24Hours: boolean;
  openTime: string | null;
  closeTime: string | null;
  locationLatitude: number | null;
  locationLongitude: number | null;
  showLocation: boolean;
  system: string | null;
  phase: string | null;
  voltage: string | null;
  chargingRateUnit: string | null;
  ocppSecurityProfile: number;
  hasAuthorizationKey: boolean;
  hasPayment: boolean;
  paymentChargeTypeCost: string | null;
  moneyPerKilowattCost: number | null;
  moneyPerDurationCost: number | null;
  moneyPerTransactionCost: number | null;
  paymentChargeByIncome: string | null;
  paymentChargeTypeIncome: string | null;
  moneyPerKilowattIncome: number | null;
  moneyPerDurationIncome: number | null;
  moneyPerTransactionIncome: number | null;
  taxIncome: number | null;
  /** Cents per whole minute plugged after charging. */
  idleTimePrice: number | null;
  bindUsers: { user_pk: number; owner: boolean; bind_status: 'ACCEPTED' | 'NOT_REQUESTED' }[];
}

/** A station event as the station's notifications answer it. */
export type StationEvent = Pick<
  StationNotification,
  'notificationPk' | 'type' | 'connectorId' | 'detail' | 'notificationTimestamp'
>;

/** A recharge of the station's card, from GET transaction. */
export type StationTransaction = Pick<
  TransactionItem,
  'id' | 'connectorId' | 'ocppIdTag' | 'startTimestamp' | 'durationTime' | 'energyWh'
>;

export type { StationPhoto } from '@chargedeck/shared';

export type { ConnectorTypeItem, MapSettings, StationGroupItem } from '@chargedeck/shared';
