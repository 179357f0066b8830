import type { StationState } from '@chargedeck/shared';

export type { MapStationDetails, StationState, StatsInfo, StatsSums } from '@chargedeck/shared';

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

export interface StatsRange {
  fromDate: string;
  toDate: string;
}
