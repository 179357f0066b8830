import { closeTimeToShow, closeTimeToStore, type StationAddress } from '@chargedeck/shared';
import type { StationDetail } from './stations-types';

export interface ConnectorValues {
  connectorId: number;
  connectorTypePk?: number;
  powerMax?: number | null;
  unusualStatus?: 'MAINTENANCE' | 'UNAVAILABLE' | null;
}

/** The form's values: times as HH:mm, money in currency units, tax as a percentage. */
export interface StationFormValues {
  chargeBoxId: string;
  endpointAddress?: string;
  description: string;
  externalId?: string;
  tenant_pk?: number;
  typeOf: 'PUBLIC' | 'PRIVATE';
  chargeBoxGroupPk?: number | null;
  reservation: boolean;
  active: boolean;
  isOcpiCompatible: boolean;
  isTenantDeviceReader: boolean;
  deviceReaderMac?: string;
  hasSocPercentage: boolean;
  owners: number[];
  users: number[];
  isOpen_24Hours: boolean;
  openTime?: string;
  closeTime?: string;
  ocppSecurityProfile: number;
  authorizationKey?: string;
  system?: string | null;
  phase?: string | null;
  voltage?: string | null;
  chargingRateUnit?: string | null;
  connectors: ConnectorValues[];
  address: StationAddress;
  showLocation: boolean;
  locationLatitude?: number | null;
  locationLongitude?: number | null;
  hasPayment: boolean;
  paymentChargeTypeCost?: string | null;
  moneyPerKilowattCost?: number | null;
  moneyPerDurationCost?: number | null;
  moneyPerTransactionCost?: number | null;
  paymentChargeByIncome?: string | null;
  paymentChargeTypeIncome?: string | null;
  moneyPerKilowattIncome?: number | null;
  moneyPerDurationIncome?: number | null;
  moneyPerTransactionIncome?: number | null;
  taxIncome?: number | null;
  idleTimePrice?: number | null;
}

export const NEW_STATION: Partial<StationFormValues> = {
  typeOf: 'PUBLIC',
  reservation: false,
  active: true,
  isOcpiCompatible: false,
  isTenantDeviceReader: false,
  hasSocPercentage: false,
  isOpen_24Hours: true,
  ocppSecurityProfile: 1,
  owners: [],
  users: [],
  connectors: [],
  address: { country: 'BR' },
  showLocation: false,
  hasPayment: false,
};

const MONEY = [
  'moneyPerKilowattCost',
  'moneyPerDurationCost',
  'moneyPerTransactionCost',
  'moneyPerKilowattIncome',
  'moneyPerDurationIncome',
  'moneyPerTransactionIncome',
  'idleTimePrice',
] as const;

const toCents = (v: number | null | undefined) =>
  v === null || v === undefined ? null : Math.round(v * 100);
const fromCents = (v: number | null) => (v === null ? null : v / 100);
const blankToNull = (v: string | null | undefined) => (v ? v : null);

export function valuesOf(d: StationDetail): StationFormValues {
  const money = Object.fromEntries(MONEY.map((k) => [k, fromCents(d[k])]));
  return {
    ...(money as Pick<StationFormValues, (typeof MONEY)[number]>),
    chargeBoxId: d.chargeBoxId,
    endpointAddress: d.endpointAddress ?? undefined,
    description: d.description,
    externalId: d.externalId ?? undefined,
    tenant_pk: d.tenant_pk,
    typeOf: d.typeOf,
    chargeBoxGroupPk: d.chargeBoxGroupPk,
    reservation: d.reservation,
    active: d.active,
    isOcpiCompatible: d.isOcpiCompatible,
    isTenantDeviceReader: d.isTenantDeviceReader,
    deviceReaderMac: d.deviceReaderMac ?? undefined,
    hasSocPercentage: d.hasSocPercentage,
    owners: d.bindUsers.filter((u) => u.owner).map((u) => u.user_pk),
    users: d.bindUsers.filter((u) => !u.owner).map((u) => u.user_pk),
    isOpen_24Hours: d.isOpen_24Hours,
    openTime: d.openTime?.slice(0, 5),
    closeTime: d.closeTime ? closeTimeToShow(d.closeTime).slice(0, 5) : undefined,
    ocppSecurityProfile: d.ocppSecurityProfile,
    system: d.system,
    phase: d.phase,
    voltage: d.voltage,
    chargingRateUnit: d.chargingRateUnit,
    connectors: d.connectors.map((c) => ({
      connectorId: c.connectorId,
      connectorTypePk: c.connectorTypeId ?? undefined,
      powerMax: c.powerMax,
      unusualStatus: c.unusualStatus,
    })),
    address: { ...d.address },
    showLocation: d.showLocation,
    locationLatitude: d.locationLatitude,
    locationLongitude: d.locationLongitude,
    hasPayment: d.hasPayment,
    paymentChargeTypeCost: d.paymentChargeTypeCost,
    paymentChargeByIncome: d.paymentChargeByIncome,
    paymentChargeTypeIncome: d.paymentChargeTypeIncome,
    taxIncome: d.taxIncome === null ? null : Math.round(d.taxIncome * 10_000) / 100,
  };
}

/** The body of POST/PUT chargepoints (connectors are saved one by one afterwards). */
export function bodyOf(v: StationFormValues, creating: boolean) {
  const { owners, users, connectors: _connectors, authorizationKey, chargeBoxId, ...rest } = v;
  const money = Object.fromEntries(MONEY.map((k) => [k, toCents(v[k])]));
  const { empty: _empty, ...address } = { ...v.address, empty: undefined };
  return {
    ...rest,
    ...money,
    ...(creating ? { chargeBoxId } : {}),
    ...(authorizationKey ? { authorizationKey } : {}),
    endpointAddress: blankToNull(v.endpointAddress),
    externalId: blankToNull(v.externalId),
    deviceReaderMac: v.isTenantDeviceReader ? blankToNull(v.deviceReaderMac) : null,
    openTime: v.isOpen_24Hours || !v.openTime ? null : `${v.openTime}:00`,
    closeTime: v.isOpen_24Hours || !v.closeTime ? null : closeTimeToStore(v.closeTime),
    address: Object.fromEntries(Object.entries(address).map(([k, x]) => [k, x ?? null])),
    chargeBoxGroupPk: v.chargeBoxGroupPk ?? null,
    locationLatitude: v.locationLatitude ?? null,
    locationLongitude: v.locationLongitude ?? null,
    taxIncome: v.taxIncome === null || v.taxIncome === undefined ? null : v.taxIncome / 100,
    bindUsers:
      v.typeOf === 'PRIVATE'
        ? [
            ...owners.map((user_pk) => ({
              user_pk,
              owner: true,
              bind_status: 'ACCEPTED' as const,
            })),
            ...users.map((user_pk) => ({
              user_pk,
              owner: false,
              bind_status: 'ACCEPTED' as const,
            })),
          ]
        : [],
  };
}
