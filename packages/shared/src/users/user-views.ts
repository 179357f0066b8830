import type { DocType } from './user-form.schemas';

/** One row of GET users_data/dashboard-details (spec 2 §3 "User list item"). */
export interface UserListItem {
  user_pk: number;
  user_name: string;
  docType: DocType | null;
  docNumber: string | null;
  car_name: string | null;
  car_brand_name: string | null;
  car_model_name: string | null;
  recharges: number;
  /** Wh */
  consumption: number;
  chargingStatus: boolean;
  ocpp_id_tag: string | null;
  email: string;
  activeUser: boolean;
}

/** GET users_data/{id} → userForm. */
export interface UserFormView {
  user_pk: number;
  email: string;
  firstName: string;
  lastName: string | null;
  dateBirthDay: string | null;
  ocppIdTag: string | null;
  phone: string | null;
  addressPk: number;
  street: string | null;
  houseNumber: string | null;
  zipCode: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  activeUser: boolean;
  /** Blocked by an administrator (PUT users_data/{id}/block): cannot sign in until unblocked. */
  blocked: boolean;
  notificationOfflineCp: boolean;
  docType: DocType | null;
  docNumber: string | null;
  externalId: string | null;
  vehicleBrand: string | null;
  ocppTags: string[];
  sex: 'M' | 'F' | 'O' | null;
  userGroupPk: number | null;
  tenant_pk: number;
  skipThreeDSVerification: boolean;
}

/** GET users_data/{id}/address → addressForm. */
export interface UserAddressView {
  addressPk: number;
  street: string | null;
  houseNumber: string | null;
  zipCode: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
}
