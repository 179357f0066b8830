import type { GroupSmartChargingLink, SmartChargingSetup } from '@chargedeck/shared';
import type { SmartChargingRepository } from './smart-charging.repository';

type SetupRow = NonNullable<Awaited<ReturnType<SmartChargingRepository['setup']>>>;
type GroupRow = NonNullable<Awaited<ReturnType<SmartChargingRepository['groupLink']>>>;

export function setupView(row: SetupRow): SmartChargingSetup {
  return {
    smart_charging_id: row.smart_charging_pk,
    enabled: row.enabled,
    start_date: row.start_date,
    end_date: row.end_date,
    current_nominal_a: row.current_nominal_a === null ? null : Number(row.current_nominal_a),
    modulation: 'DYNAMIC',
    meter_device_remote_id: row.meter_device_remote_id,
    meter_device_remote_in_circuit: row.meter_device_remote_in_circuit,
    virtual_group_id: row.virtual_group_pk,
  };
}

export function groupLinkView(link: { group: GroupRow; setup?: SetupRow }): GroupSmartChargingLink {
  return {
    virtual_group_id: link.group.virtual_group_pk,
    enabled: link.group.smart_charging_enabled,
    smart_charging_id: link.group.smart_charging_id,
    smart_charging: link.setup ? setupView(link.setup) : null,
  };
}
