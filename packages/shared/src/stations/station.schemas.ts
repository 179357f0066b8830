import { z } from 'zod';
import { MAC_PATTERN, TIME_PATTERN, ZIP_PATTERN } from './station-format';
import { CHARGING_RATE_UNITS, PHASES_OF, STATION_SYSTEMS, VOLTAGES_OF } from './station-electrical';

/** The station rules' messages (spec 2 §5): message keys (`i18n/messages/server-rules-*`). */
export const STATION_MESSAGES = {
  idMandatory: 'stationIdMandatory',
  idBlanks: 'stationIdBlanks',
  descriptionMandatory: 'stationDescriptionMandatory',
  latitudeMissing: 'stationLatitudeMissing',
  latitudeRange: 'stationLatitudeRange',
  longitudeMissing: 'stationLongitudeMissing',
  longitudeRange: 'stationLongitudeRange',
  openTime: 'stationOpenTime',
  closeTime: 'stationCloseTime',
  connectorType: 'stationConnectorType',
  faceReaderMac: 'stationFaceReaderMac',
  required: 'stationRequired',
} as const;

const text = (max: number) => z.string().trim().max(max, { error: 'maxChars' });
/** Money in cents; the form's numeric inputs take at most 5 characters. */
const cents = z.number().int().min(0).max(99_999).nullable();

export const stationAddress = z.object({
  street: text(30).nullish(),
  houseNumber: text(5).nullish(),
  zipCode: z.string().regex(ZIP_PATTERN, { error: 'zipFormat' }).or(z.literal('')).nullish(),
  city: text(25).nullish(),
  state: text(25).nullish(),
  country: text(2).nullish(),
});
export type StationAddress = z.infer<typeof stationAddress>;

export const bindUser = z.object({
  user_pk: z.number().int().positive(),
  owner: z.boolean(),
  bind_status: z.enum(['ACCEPTED', 'NOT_REQUESTED']),
});

/** Fields of the station form beyond identity and OCPP security (spec 2 §3). */
export const stationDetailFields = {
  endpointAddress: text(25).nullish(),
  externalId: text(64).nullish(),
  chargeBoxGroupPk: z.number().int().positive().nullish(),
  reservation: z.boolean().optional(),
  isOcpiCompatible: z.boolean().optional(),
  isHubjectCompatible: z.boolean().optional(),
  isTenantDeviceReader: z.boolean().optional(),
  deviceReaderMac: z
    .string()
    .regex(MAC_PATTERN, { error: 'macFormat' })
    .or(z.literal(''))
    .nullish(),
  hasSocPercentage: z.boolean({ error: 'mandatory' }).optional(),
  isOpen_24Hours: z.boolean().optional(),
  openTime: z.string().regex(TIME_PATTERN, { error: 'timeFormat' }).nullish(),
  closeTime: z.string().regex(TIME_PATTERN, { error: 'timeFormat' }).nullish(),
  address: stationAddress.optional(),
  locationLatitude: z.number().nullish(),
  locationLongitude: z
    .number()
    .min(-180, { error: STATION_MESSAGES.longitudeRange })
    .max(180, { error: STATION_MESSAGES.longitudeRange })
    .nullish(),
  showLocation: z.boolean().optional(),
  system: z.enum(STATION_SYSTEMS).nullish(),
  phase: z.string().max(3).nullish(),
  voltage: z.string().max(7).nullish(),
  chargingRateUnit: z.enum(CHARGING_RATE_UNITS).nullish(),
  bindUsers: z.array(bindUser).max(500).optional(),
  hasPayment: z.boolean().optional(),
  paymentChargeTypeCost: z.enum(['KWH', 'DURATION']).nullish(),
  moneyPerKilowattCost: cents.optional(),
  moneyPerDurationCost: cents.optional(),
  moneyPerTransactionCost: cents.optional(),
  paymentChargeByIncome: z.enum(['CHARGE_BOX', 'CONNECTOR']).nullish(),
  paymentChargeTypeIncome: z.enum(['KWH', 'DURATION']).nullish(),
  moneyPerKilowattIncome: cents.optional(),
  moneyPerDurationIncome: cents.optional(),
  moneyPerTransactionIncome: cents.optional(),
  /** A fraction: the form shows it multiplied by 100. */
  taxIncome: z.number().min(0).max(1).nullish(),
  /** Cents per whole minute a car stays plugged after it stopped charging. */
  idleTimePrice: cents.optional(),
};

export const stationDetails = z.object(stationDetailFields);
export type StationDetails = z.infer<typeof stationDetails>;

type Issue = { path: string; message: string };

const blank = (value: string | null | undefined) =>
  value === undefined || value === null || value.trim() === '';

/** Rules across fields (spec 2 §5); each issue names its field. Absent fields are not checked. */
export function stationRuleIssues(s: StationDetails): Issue[] {
  const issues: Issue[] = [];
  const needsLocation = s.showLocation === true || s.isHubjectCompatible === true;
  if (needsLocation || (s.locationLatitude !== undefined && s.locationLatitude !== null)) {
    if (s.locationLatitude === undefined || s.locationLatitude === null) {
      issues.push({ path: 'locationLatitude', message: STATION_MESSAGES.latitudeMissing });
    } else if (s.locationLatitude < -90 || s.locationLatitude > 90) {
      issues.push({ path: 'locationLatitude', message: STATION_MESSAGES.latitudeRange });
    }
  }
  if (needsLocation && (s.locationLongitude === undefined || s.locationLongitude === null)) {
    issues.push({ path: 'locationLongitude', message: STATION_MESSAGES.longitudeMissing });
  }
  if (s.isOpen_24Hours === false) {
    if (blank(s.openTime)) issues.push({ path: 'openTime', message: STATION_MESSAGES.openTime });
    if (blank(s.closeTime)) issues.push({ path: 'closeTime', message: STATION_MESSAGES.closeTime });
  }
  if (s.isTenantDeviceReader === true && blank(s.deviceReaderMac)) {
    issues.push({ path: 'deviceReaderMac', message: STATION_MESSAGES.faceReaderMac });
  }
  const a = s.address ?? {};
  const required =
    s.isHubjectCompatible === true
      ? (['street', 'houseNumber', 'zipCode', 'city', 'state'] as const)
      : !blank(a.zipCode)
        ? (['street', 'houseNumber'] as const)
        : [];
  for (const key of required) {
    if (blank(a[key])) issues.push({ path: `address.${key}`, message: STATION_MESSAGES.required });
  }
  if (s.system) {
    if (s.phase && !PHASES_OF[s.system].includes(s.phase)) {
      issues.push({ path: 'phase', message: `is not a phase of ${s.system}` });
    }
    if (s.voltage && !VOLTAGES_OF[s.system].includes(s.voltage)) {
      issues.push({ path: 'voltage', message: `is not a voltage of ${s.system}` });
    }
  } else if (s.phase || s.voltage) {
    issues.push({ path: 'system', message: 'stationSystemNeeded' });
  }
  return issues;
}

/** Connector settings (PUT chargepoints/{chargeBoxPk}/connector/{connectorId}). */
export const connectorSettingsBody = z.object({
  connectorTypePk: z.number({ error: STATION_MESSAGES.connectorType }).int().positive(),
  powerMax: z.number().int().positive().max(1_000_000).nullish(),
  moneyPerKilowattIncome: cents.optional(),
  moneyPerDurationIncome: cents.optional(),
  unusualStatus: z.enum(['MAINTENANCE', 'UNAVAILABLE']).nullish(),
});
export type ConnectorSettingsBody = z.infer<typeof connectorSettingsBody>;
