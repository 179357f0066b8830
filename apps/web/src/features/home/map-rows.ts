import type { MapChargePoint } from './home-types';
import { IN_USE_STATUSES, stateOf } from './station-state';

/** GET chargepoints/map?format=rows: each station an array of values in `columns` order. */
export interface MapRows {
  columns: string[];
  connectorColumns: string[];
  chargePoints: unknown[][];
}

/**
 * The compact map answer as station objects. Values are found by the names the answer gives,
 * so a column the server adds or moves does not shift the others; connectors come in no order
 * and are sorted here; the state follows from `online` and the connector statuses, by the
 * server's rule.
 */
export function chargePointsOfRows(answer: MapRows): MapChargePoint[] {
  const at = (name: string) => answer.columns.indexOf(name);
  const col = {
    pk: at('chargeBoxPk'),
    id: at('chargeBoxId'),
    description: at('description'),
    origin: at('origin'),
    online: at('online'),
    lat: at('locationLatitude'),
    lng: at('locationLongitude'),
    protocol: at('ocppProtocol'),
    vendor: at('chargePointVendor'),
    street: at('street'),
    month: at('monthConsumption'),
    connectors: at('connectors'),
  };
  const connectorAt = (name: string) => answer.connectorColumns.indexOf(name);
  const con = {
    id: connectorAt('connectorId'),
    type: connectorAt('connectorType'),
    status: connectorAt('status'),
  };
  const text = (value: unknown) => (typeof value === 'string' ? value : null);
  const num = (value: unknown) => (typeof value === 'number' ? value : null);
  return answer.chargePoints.map((row) => {
    const connectors = (
      Array.isArray(row[col.connectors]) ? row[col.connectors] : []
    ) as unknown[][];
    const station = {
      chargeBoxPk: row[col.pk] as number,
      chargeBoxId: row[col.id] as string,
      description: text(row[col.description]) ?? '',
      origin: row[col.origin] === 'PLUG_SHARE' ? ('PLUG_SHARE' as const) : ('MOVE' as const),
      online: row[col.online] === true,
      locationLatitude: num(row[col.lat]),
      locationLongitude: num(row[col.lng]),
      ocppProtocol: text(row[col.protocol]),
      chargePointVendor: text(row[col.vendor]),
      monthConsumption: num(row[col.month]) ?? 0,
      address: { street: text(row[col.street]) },
      connectors: connectors
        .map((c) => {
          const status = text(c[con.status]) ?? 'Unavailable';
          return {
            connectorId: c[con.id] as number,
            connectorType: text(c[con.type]),
            lastStatus: { status, usage: IN_USE_STATUSES.includes(status) },
          };
        })
        .sort((a, b) => a.connectorId - b.connectorId),
    };
    return { ...station, state: stateOf(station) };
  });
}
