import type { StationListItem } from '@chargedeck/shared';
import type { connectorsOf, StationListRow } from './station-list.repository';
import { addressView } from '../addresses';

type ConnectorRow = Awaited<ReturnType<typeof connectorsOf>>[number];
const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null);

/** One chargePointList entry: the card's fields (spec 2 §3 "On lists additionally"). */
export function stationListItemOf(
  row: StationListRow,
  connectors: readonly ConnectorRow[],
): StationListItem {
  return {
    chargeBoxPk: row.charge_box_pk,
    chargeBoxId: row.charge_box_id,
    description: row.description,
    endpointAddress: row.endpoint_address,
    tenant_pk: row.tenant_pk,
    tenantName: row.tenant_name,
    typeOf: row.type_of,
    chargeBoxGroupPk: row.charge_box_group_pk,
    chargeBoxGroupName: row.group_name,
    active: row.active,
    online: row.online,
    usage: connectors.some(
      (c) => c.charge_box_pk === row.charge_box_pk && c.last_status === 'Charging',
    ),
    monthConsumption: Number(row.month_consumption),
    lastHeartbeatTimestamp: iso(row.last_heartbeat_timestamp),
    chargePointVendor: row.charge_point_vendor,
    chargePointModel: row.charge_point_model,
    ocppProtocol: row.ocpp_protocol,
    uuid: row.uuid,
    fwVersion: row.fw_version,
    originType: row.origin_type,
    hasPayment: row.has_payment,
    showLocation: row.show_location,
    locationLatitude: row.location_latitude,
    locationLongitude: row.location_longitude,
    address: addressView(row),
    connectors: connectors
      .filter((c) => c.charge_box_pk === row.charge_box_pk)
      .map((c) => ({
        connectorId: c.connector_id,
        connectorTypeId: c.connector_type_pk,
        connectorType: c.connector_type,
        powerMax: c.power_max,
        unusualStatus: c.unusual_status,
        lastStatus: {
          status: c.last_status,
          errorCode: c.last_error_code,
          timestamp: iso(c.last_status_timestamp),
        },
      })),
  };
}
