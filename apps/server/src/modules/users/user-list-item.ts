import { DOC_TYPES, type UserListItem } from '@chargedeck/shared';
import type { UserDashboardRow } from './user-dashboard.repository';

/** A row of the users list; the car is the brand recorded on the user (no model is kept). */
export function userListItemOf(row: UserDashboardRow): UserListItem {
  return {
    user_pk: row.user_pk,
    user_name: row.user_name,
    docType: DOC_TYPES.find((t) => t === row.doc_type) ?? null,
    docNumber: row.doc_number,
    car_name: row.vehicle_brand,
    car_brand_name: row.vehicle_brand,
    car_model_name: null,
    recharges: row.recharges,
    consumption: row.consumption,
    chargingStatus: row.charging,
    ocpp_id_tag: row.ocpp_id_tag,
    email: row.email,
    activeUser: row.active,
  };
}
