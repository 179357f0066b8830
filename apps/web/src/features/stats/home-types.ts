/** GET stats/sums (spec 1 §3 Dashboard stats). Money in cents; null without the monetization right. */
export interface StatsSums {
  users: {
    totalUsers: number;
    userChargingPercentage: number;
    usersCharged: number;
    usersRegistered: number;
  };
  statusChargeBox: {
    total: number;
    charging: number;
    available: number;
    unavailable: number;
    maintenance: number;
  };
  energy: {
    consumption: number;
    treePercentageGoal: number;
    cultivatedTree: number;
    treeGoal: number;
  };
  cost: number | null;
  income: number | null;
  coin: string;
  envIndicator: number;
}

/** GET stats/info: the tiles. */
export interface StatsInfo {
  users: { total: number; inUse: number; notUsing: number };
  stations: { inUse: number; available: number; total: number; unavailable: number };
  monthCost: number | null;
  monthIncome: number | null;
  coin: string;
}

export type StationState = 'charging' | 'maintenance' | 'available' | 'unavailable';

/**
 * A station as its marker knows it: GET chargepoints/map?format=rows, kept current by the live
 * connector statuses.
 */
export interface MapChargePoint {
  chargeBoxPk: number;
  chargeBoxId: string;
  online: boolean;
  state: StationState;
  locationLatitude: number | null;
  locationLongitude: number | null;
  connectors: {
    connectorId: number;
    lastStatus: { status: string; usage: boolean };
  }[];
}

/** GET chargepoints/map/{chargeBoxPk} (spec 1 §3 Charge point): what the popup shows. */
export interface MapStationDetails extends MapChargePoint {
  description: string;
  origin: 'MOVE' | 'PLUG_SHARE';
  ocppProtocol: string | null;
  chargePointVendor: string | null;
  /** Wh this month. */
  monthConsumption: number;
  address: { street: string | null };
  connectors: {
    connectorId: number;
    connectorType: string | null;
    lastStatus: { status: string; usage: boolean };
  }[];
}

export interface StatsRange {
  fromDate: string;
  toDate: string;
}
