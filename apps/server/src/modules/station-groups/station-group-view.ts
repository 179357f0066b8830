import type { StationGroupRow } from './station-groups.repository';
import { addressView } from '../addresses';

/** A group as the API answers it (spec 2 §3 "Station group"). */
export function stationGroupView(row: StationGroupRow) {
  return {
    chargeBoxGroupPk: row.charge_box_group_pk,
    name: row.name,
    status: row.status,
    externalId: row.external_id,
    tenant_pk: row.tenant_pk,
    address: addressView(row),
    latitude: row.latitude,
    longitude: row.longitude,
  };
}
