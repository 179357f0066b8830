import { z } from 'zod';

/** GET stats/sums (spec 1 §3 Dashboard stats). Money in cents; null without the monetization right. */
export const statsSums = z.object({
  users: z.object({
    totalUsers: z.number(),
    userChargingPercentage: z.number(),
    usersCharged: z.number(),
    usersRegistered: z.number(),
  }),
  statusChargeBox: z.object({
    total: z.number(),
    charging: z.number(),
    available: z.number(),
    unavailable: z.number(),
    maintenance: z.number(),
  }),
  energy: z.object({
    consumption: z.number(),
    treePercentageGoal: z.number(),
    cultivatedTree: z.number(),
    treeGoal: z.number(),
  }),
  cost: z.number().nullable(),
  income: z.number().nullable(),
  coin: z.string(),
  envIndicator: z.number(),
});
export type StatsSums = z.infer<typeof statsSums>;

/** GET stats/info: the tiles. */
export const statsInfo = z.object({
  users: z.object({ total: z.number(), inUse: z.number(), notUsing: z.number() }),
  stations: z.object({
    inUse: z.number(),
    available: z.number(),
    total: z.number(),
    unavailable: z.number(),
  }),
  monthCost: z.number().nullable(),
  monthIncome: z.number().nullable(),
  coin: z.string(),
});
export type StatsInfo = z.infer<typeof statsInfo>;

export const stationState = z.enum(['charging', 'maintenance', 'available', 'unavailable']);
export type StationState = z.infer<typeof stationState>;

/** One station of the home map (spec 1 §3 Charge point): what the popup shows. */
export const mapStationDetails = z.object({
  chargeBoxPk: z.number(),
  chargeBoxId: z.string(),
  description: z.string(),
  origin: z.enum(['MOVE', 'PLUG_SHARE']),
  online: z.boolean(),
  state: stationState,
  locationLatitude: z.number().nullable(),
  locationLongitude: z.number().nullable(),
  ocppProtocol: z.string().nullable(),
  chargePointVendor: z.string().nullable(),
  /** Wh this month. */
  monthConsumption: z.number(),
  address: z.object({ street: z.string().nullable() }),
  connectors: z.array(
    z.object({
      connectorId: z.number(),
      connectorType: z.string().nullable(),
      lastStatus: z.object({ status: z.string(), usage: z.boolean() }),
    }),
  ),
});
export type MapStationDetails = z.infer<typeof mapStationDetails>;

/**
 * GET chargepoints/map?format=rows: each station an array of values in `columns` order and each
 * connector (listed apart, with its station's pk) one in `connectorColumns` order.
 */
export const mapRows = z.object({
  columns: z.array(z.string()),
  connectorColumns: z.array(z.string()),
  chargePoints: z.array(z.array(z.unknown())),
  connectors: z.array(z.array(z.unknown())),
});
export type MapRows = z.infer<typeof mapRows>;

/** GET chargepoints/map: station objects (the default) or, with format=rows, the compact rows. */
export const mapAnswer = z.union([
  z.object({ chargePointList: z.array(mapStationDetails) }),
  mapRows,
]);

/** GET and PUT stats/sustainability: a tenant's sustainability factors and tree goal. */
export const sustainabilitySettings = z.object({
  tenantPk: z.number(),
  co2SavedKgPerKwh: z.number(),
  kwhPerTree: z.number(),
  treeGoal: z.number(),
  autonomyKmPerKwh: z.number(),
});
export type SustainabilitySettings = z.infer<typeof sustainabilitySettings>;
