import { z } from 'zod';
import { postalAddress } from '../stations/address.schemas';
import { DOC_TYPES } from './user-form.schemas';

const text = z.string().nullable();
const docType = z.enum(DOC_TYPES).nullable();

/** One row of GET users_data/dashboard-details (spec 2 §3 "User list item"). */
export const userListItem = z.object({
  user_pk: z.number(),
  user_name: z.string(),
  docType,
  docNumber: text,
  car_name: text,
  car_brand_name: text,
  car_model_name: text,
  recharges: z.number(),
  /** Wh */
  consumption: z.number(),
  chargingStatus: z.boolean(),
  ocpp_id_tag: text,
  email: z.string(),
  activeUser: z.boolean(),
});
export type UserListItem = z.infer<typeof userListItem>;

/** GET users_data/{id}/address → addressForm. */
export const userAddressView = z.object({
  addressPk: z.number(),
  ...postalAddress.shape,
});
export type UserAddressView = z.infer<typeof userAddressView>;

/** GET users_data/{id} → userForm. */
export const userFormView = userAddressView.extend({
  user_pk: z.number(),
  email: z.string(),
  firstName: z.string(),
  lastName: text,
  dateBirthDay: text,
  ocppIdTag: text,
  phone: text,
  activeUser: z.boolean(),
  /** Blocked by an administrator (PUT users_data/{id}/block): cannot sign in until unblocked. */
  blocked: z.boolean(),
  notificationOfflineCp: z.boolean(),
  docType,
  docNumber: text,
  externalId: text,
  vehicleBrand: text,
  ocppTags: z.array(z.string()),
  sex: z.enum(['M', 'F', 'O']).nullable(),
  userGroupPk: z.number().nullable(),
  tenant_pk: z.number(),
  skipThreeDSVerification: z.boolean(),
});
export type UserFormView = z.infer<typeof userFormView>;
