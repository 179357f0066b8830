import { z } from 'zod';

export const connectorView = z.object({
  connectorId: z.number(),
  connectorTypeId: z.number().nullable(),
  connectorType: z.string().nullable(),
  powerMax: z.number().nullable(),
  unusualStatus: z.string().nullable(),
  moneyPerKilowattIncome: z.number().nullable(),
  moneyPerDurationIncome: z.number().nullable(),
  lastStatus: z.object({
    status: z.string().nullable(),
    errorCode: z.string().nullable(),
    timestamp: z.string().nullable(),
  }),
});

const nullableText = z.string().nullable();
const nullableNumber = z.number().nullable();
const nullableFlag = z.boolean().nullable();

/** Form fields of chargePointDetail beyond the OCPP record (spec 2 §3). */
export const stationDetailView = {
  endpointAddress: nullableText,
  externalId: nullableText,
  chargeBoxGroupPk: nullableNumber,
  chargeBoxGroupName: nullableText,
  reservation: nullableFlag,
  isOcpiCompatible: nullableFlag,
  isHubjectCompatible: nullableFlag,
  isTenantDeviceReader: nullableFlag,
  deviceReaderMac: nullableText,
  hasSocPercentage: nullableFlag,
  isOpen_24Hours: nullableFlag,
  openTime: nullableText,
  closeTime: nullableText,
  address: z.object({
    street: nullableText,
    houseNumber: nullableText,
    zipCode: nullableText,
    city: nullableText,
    state: nullableText,
    country: nullableText,
    empty: z.boolean(),
  }),
  locationLatitude: nullableNumber,
  locationLongitude: nullableNumber,
  showLocation: nullableFlag,
  system: nullableText,
  phase: nullableText,
  voltage: nullableText,
  chargingRateUnit: nullableText,
  hasPayment: nullableFlag,
  paymentChargeTypeCost: nullableText,
  moneyPerKilowattCost: nullableNumber,
  moneyPerDurationCost: nullableNumber,
  moneyPerTransactionCost: nullableNumber,
  paymentChargeByIncome: nullableText,
  paymentChargeTypeIncome: nullableText,
  moneyPerKilowattIncome: nullableNumber,
  moneyPerDurationIncome: nullableNumber,
  moneyPerTransactionIncome: nullableNumber,
  taxIncome: nullableNumber,
  idleTimePrice: nullableNumber,
  uuid: z.string(),
  originType: z.string(),
  bindUsers: z.array(
    z.object({
      user_pk: z.number(),
      owner: z.boolean(),
      bind_status: z.string(),
      bind_exists: z.boolean(),
    }),
  ),
  connectors: z.array(connectorView),
};
