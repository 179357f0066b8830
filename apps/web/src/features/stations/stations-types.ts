import type { StationListItem } from '@chargedeck/shared';

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

export interface StationEvent {
  notificationPk: number;
  type: string;
  connectorId: number | null;
  detail: string | null;
  notificationTimestamp: string;
  notificationTimestampDT: string;
}

export interface StationTransaction {
  id: number;
  connectorId: number;
  ocppIdTag: string;
  startTimestamp: string;
  startTimestampHumanReadable: string;
  durationHumanReadable: string;
  energyWh: number | null;
  energyHumanReadable: string | null;
}

export type { StationPhoto } from '@chargedeck/shared';

export interface ConnectorTypeItem {
  connectorTypeId: number;
  name: string;
}

export type { MapSettings, StationGroupItem } from '@chargedeck/shared';
