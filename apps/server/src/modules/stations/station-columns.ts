import type { z } from 'zod';
import type { Updateable } from 'kysely';
import type { StationDetails } from '@chargedeck/shared';
import type { ChargeBoxTable } from '../../platform/db/schema';
import type { ChargeBoxRow } from './charge-box';
import type { stationDetailView } from './station-detail.schemas';

type StoredDetailFields = Omit<
  z.infer<z.ZodObject<typeof stationDetailView>>,
  'bindUsers' | 'connectors' | 'chargeBoxGroupName'
>;

type Columns = Updateable<ChargeBoxTable>;

const SCALARS: [keyof StationDetails, keyof ChargeBoxTable][] = [
  ['endpointAddress', 'endpoint_address'],
  ['externalId', 'external_id'],
  ['chargeBoxGroupPk', 'charge_box_group_pk'],
  ['reservation', 'reservation'],
  ['isOcpiCompatible', 'is_ocpi_compatible'],
  ['isHubjectCompatible', 'is_hubject_compatible'],
  ['isTenantDeviceReader', 'is_tenant_device_reader'],
  ['deviceReaderMac', 'device_reader_mac'],
  ['hasSocPercentage', 'has_soc_percentage'],
  ['isOpen_24Hours', 'is_open_24_hours'],
  ['openTime', 'open_time'],
  ['closeTime', 'close_time'],
  ['locationLatitude', 'location_latitude'],
  ['locationLongitude', 'location_longitude'],
  ['showLocation', 'show_location'],
  ['system', 'system'],
  ['phase', 'phase'],
  ['voltage', 'voltage'],
  ['chargingRateUnit', 'charging_rate_unit'],
  ['hasPayment', 'has_payment'],
  ['paymentChargeTypeCost', 'payment_charge_type_cost'],
  ['moneyPerKilowattCost', 'money_per_kilowatt_cost'],
  ['moneyPerDurationCost', 'money_per_duration_cost'],
  ['moneyPerTransactionCost', 'money_per_transaction_cost'],
  ['paymentChargeByIncome', 'payment_charge_by_income'],
  ['paymentChargeTypeIncome', 'payment_charge_type_income'],
  ['moneyPerKilowattIncome', 'money_per_kilowatt_income'],
  ['moneyPerDurationIncome', 'money_per_duration_income'],
  ['moneyPerTransactionIncome', 'money_per_transaction_income'],
  ['taxIncome', 'tax_income'],
  ['idleTimePrice', 'idle_time_price'],
];

const ADDRESS = [
  ['street', 'street'],
  ['houseNumber', 'house_number'],
  ['zipCode', 'zip_code'],
  ['city', 'city'],
  ['state', 'state'],
  ['country', 'country'],
] as const;

/** The columns a station form body changes; fields it leaves out stay as they are. */
export function detailColumnsOf(body: StationDetails): Columns {
  const columns: Record<string, unknown> = {};
  for (const [field, column] of SCALARS) {
    const value = body[field];
    if (value !== undefined) columns[column] = value === '' ? null : value;
  }
  if (body.address) {
    for (const [field, column] of ADDRESS) {
      const value = body.address[field];
      if (value !== undefined) columns[column] = value === '' ? null : value;
    }
  }
  // A station open all day has no hours.
  if (body.isOpen_24Hours === true) Object.assign(columns, { open_time: null, close_time: null });
  return columns as Columns;
}

/** The form fields of a stored station (chargePointDetail). */
export function detailFieldsOf(row: ChargeBoxRow): StoredDetailFields {
  const fields: Record<string, unknown> = {};
  for (const [field, column] of SCALARS) fields[field] = row[column as keyof ChargeBoxRow] ?? null;
  const address: Record<string, string | null> = {};
  for (const [field, column] of ADDRESS) address[field] = row[column];
  const empty = ADDRESS.every(([, column]) => !row[column]);
  return {
    ...(fields as Omit<StoredDetailFields, 'address' | 'uuid' | 'originType'>),
    address: { ...(address as Omit<StoredDetailFields['address'], 'empty'>), empty },
    uuid: row.uuid,
    originType: row.origin_type,
  };
}
