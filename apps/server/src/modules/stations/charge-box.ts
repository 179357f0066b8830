import type { Selectable } from 'kysely';
import type { ChargeBoxTable } from '../../platform/db/schema';

export type ChargeBoxRow = Selectable<ChargeBoxTable>;
export type RegistrationStatus = ChargeBoxRow['registration_status'];

/** What the OCPP gateway needs to admit a connection for a station. */
export interface StationAdmissionRecord {
  charge_box_pk: number;
  charge_box_id: string;
  tenant_pk: number;
  ocpp_security_profile: number;
  authorization_key_hash: string | null;
  registration_status: RegistrationStatus;
  ocpp_tolerances: string[];
  tenant_allows_unsecured: boolean;
}
