import { isInUseStatus } from '@chargedeck/shared';
import { CHARGING_COLOUR, IDLE_COLOUR } from '../../components/charging-colours';
import type { MapChargePoint, StationState } from './home-types';

/** Marker colours (spec 1 §2): orange in use, dark blue maintenance, green available, gray. */
export const STATE_COLOURS: Record<StationState, string> = {
  charging: CHARGING_COLOUR,
  maintenance: '#1d39c4',
  available: '#389e0d',
  unavailable: IDLE_COLOUR,
};

/** The server's rule (stats module), for a station changed by a live connector status. */
export function stateOf(station: Pick<MapChargePoint, 'online' | 'connectors'>): StationState {
  const statuses = station.connectors.map((c) => c.lastStatus.status);
  if (statuses.includes('Maintenance')) return 'maintenance';
  if (!station.online) return 'unavailable';
  if (statuses.some(isInUseStatus)) return 'charging';
  if (statuses.includes('Available')) return 'available';
  return 'unavailable';
}

/** A station after a connector reported a status; a new connector is added. */
export function withConnectorStatus(
  station: MapChargePoint,
  connectorId: number,
  status: string,
): MapChargePoint {
  const known = station.connectors.some((c) => c.connectorId === connectorId);
  const lastStatus = { status, usage: isInUseStatus(status) };
  const connectors = known
    ? station.connectors.map((c) => (c.connectorId === connectorId ? { ...c, lastStatus } : c))
    : [...station.connectors, { connectorId, lastStatus }];
  const next = { ...station, online: true, connectors };
  return { ...next, state: stateOf(next) };
}

export type ChargeBoxChange =
  | { chargeBoxId: string; connectorId: number; status: string }
  | { chargeBoxId: string; online: boolean };

/** `{apiKey}/chargeBox` update bodies: a connector status or a connection change. */
export function chargeBoxChangeOf(body: unknown): ChargeBoxChange | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const b = body as Record<string, unknown>;
  if (typeof b.chargeBoxId !== 'string') return undefined;
  if (typeof b.connectorId === 'number' && typeof b.status === 'string') {
    return { chargeBoxId: b.chargeBoxId, connectorId: b.connectorId, status: b.status };
  }
  if (typeof b.online === 'boolean') return { chargeBoxId: b.chargeBoxId, online: b.online };
  return undefined;
}

export function applyChange(station: MapChargePoint, change: ChargeBoxChange): MapChargePoint {
  if ('status' in change) return withConnectorStatus(station, change.connectorId, change.status);
  const next = { ...station, online: change.online };
  return { ...next, state: stateOf(next) };
}
