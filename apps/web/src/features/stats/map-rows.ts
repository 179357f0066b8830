import { isInUseStatus, type MapRows } from '@chargedeck/shared';
import type { MapChargePoint } from './home-types';
import { stateOf } from './station-state';

export type { MapRows };

/**
 * The compact map answer as station objects. Values are found by the names the answer gives,
 * so a column the server adds or moves does not shift the others; connectors come in no order,
 * are joined to their station by chargeBoxPk and sorted here; the state follows from `online`
 * and the connector statuses, by the server's rule.
 */
export function chargePointsOfRows(answer: MapRows): MapChargePoint[] {
  const at = (name: string) => answer.columns.indexOf(name);
  const col = {
    pk: at('chargeBoxPk'),
    id: at('chargeBoxId'),
    online: at('online'),
    lat: at('locationLatitude'),
    lng: at('locationLongitude'),
  };
  const connectorAt = (name: string) => answer.connectorColumns.indexOf(name);
  const con = {
    station: connectorAt('chargeBoxPk'),
    id: connectorAt('connectorId'),
    status: connectorAt('status'),
  };
  const text = (value: unknown) => (typeof value === 'string' ? value : null);
  const num = (value: unknown) => (typeof value === 'number' ? value : null);
  const connectorsOf = new Map<unknown, MapChargePoint['connectors']>();
  for (const c of answer.connectors) {
    const status = text(c[con.status]) ?? 'Unavailable';
    const connector = {
      connectorId: c[con.id] as number,
      lastStatus: { status, usage: isInUseStatus(status) },
    };
    const list = connectorsOf.get(c[con.station]);
    if (list) list.push(connector);
    else connectorsOf.set(c[con.station], [connector]);
  }
  return answer.chargePoints.map((row) => {
    const station = {
      chargeBoxPk: row[col.pk] as number,
      chargeBoxId: row[col.id] as string,
      online: row[col.online] === true,
      locationLatitude: num(row[col.lat]),
      locationLongitude: num(row[col.lng]),
      connectors: (connectorsOf.get(row[col.pk]) ?? []).sort(
        (a, b) => a.connectorId - b.connectorId,
      ),
    };
    return { ...station, state: stateOf(station) };
  });
}
