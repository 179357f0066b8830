import {
  DOC_TYPES,
  USER_MESSAGES,
  type UserCreateBody,
  type UserFormView,
  type UserUpdateBody,
} from '@chargedeck/shared';
import { badRequest, conflict, forbidden, notFound } from '../../platform/http/http-error';
import { hashPassword } from '../../platform/security/password-hash';
import type { TenantsRepository } from '../tenants';
import type { AccountRefusal } from './account-rules';
import type { UserFormRepository } from './user-form.repository';
import type { UserGroupsRepository } from './user-groups.repository';
import type { UserRow } from './users.repository';
import { addressView } from '../addresses';

/** What the caller may change beyond the plain fields (spec 2 §5 "User edit"). */
export interface UserEditRights {
  visibleTenantPks: readonly number[];
  /** Route /users/notification_offline_cp. */
  offlineNotification: boolean;
  /** False when role DASH_HIDE_TRUSTED_USER_BUTTON is active. */
  trustedUser: boolean;
}

/** Creating and editing users within the user limit of their account. */
export class UserFormService {
  constructor(
    private readonly users: UserFormRepository,
    private readonly tenants: TenantsRepository,
    private readonly groups: UserGroupsRepository,
  ) {}

  /** 400 naming `field` when the group is not one of the tenant's (spec 2 §7 user-groups). */
  private async checkGroup(field: string, groupPk: number | null | undefined, tenantPk: number) {
    if (groupPk == null) return;
    if (!(await this.groups.isTenantGroup(groupPk, tenantPk))) throw badRequest(field, 'invalid');
  }

  /** The preliminary check before New user, and the first step of every create. */
  async assertRoomFor(tenantPk: number, visibleTenantPks: readonly number[]): Promise<void> {
    const tenant = await this.visibleTenant(tenantPk, visibleTenantPks);
    if (tenant.limit_users === null) return;
    if ((await this.users.countInTenant(tenantPk)) >= tenant.limit_users) {
      throw forbidden('userLimitReached');
    }
  }

  async create(body: UserCreateBody, rights: UserEditRights): Promise<number> {
    await this.assertRoomFor(body.tenant_pk, rights.visibleTenantPks);
    const tenant = await this.visibleTenant(body.tenant_pk, rights.visibleTenantPks);
    if (!body.phone && tenant.sms_enabled) throw badRequest('phone', USER_MESSAGES.phoneRequired);
    await this.checkGroup('user_group_pk', body.user_group_pk, body.tenant_pk);
    const tagPks = await this.tagPks(body.ocppTags, rights.visibleTenantPks);
    const outcome = await this.users.create(
      {
        tenant_pk: body.tenant_pk,
        name: body.firstName,
        email: body.email,
        password_hash: await hashPassword(body.password),
        doc_type: body.docType,
        doc_number: body.docNumber,
        phone: body.phone,
        user_group_pk: body.user_group_pk ?? null,
        skip_three_ds_verification: rights.trustedUser ? body.skip_three_ds_verification : false,
      },
      tagPks,
    );
    if (outcome.created) return outcome.userPk;
    throw refused(outcome.reason);
  }

  async update(userPk: number, body: UserUpdateBody, rights: UserEditRights): Promise<void> {
    const current = await this.find(userPk, rights.visibleTenantPks);
    await this.visibleTenant(body.tenant_pk, rights.visibleTenantPks);
    await this.checkGroup('userGroupPk', body.userGroupPk, body.tenant_pk);
    const tagPks = await this.tagPks(body.ocppTags, rights.visibleTenantPks);
    const refusal = await this.users.update(
      userPk,
      {
        tenant_pk: body.tenant_pk,
        name: body.firstName,
        last_name: body.lastName,
        birth_date: body.dateBirthDay ?? null,
        phone: body.phone,
        street: body.street,
        house_number: body.houseNumber,
        zip_code: body.zipCode,
        city: body.city,
        state: body.state,
        country: body.country,
        active: body.activeUser,
        external_id: body.externalId,
        vehicle_brand: body.vehicleBrand,
        sex: body.sex ?? null,
        user_group_pk: body.userGroupPk ?? null,
        notification_offline_cp:
          rights.offlineNotification && body.notificationOfflineCp !== undefined
            ? body.notificationOfflineCp
            : current.notification_offline_cp,
        skip_three_ds_verification:
          rights.trustedUser && body.skipThreeDSVerification !== undefined
            ? body.skipThreeDSVerification
            : current.skip_three_ds_verification,
      },
      tagPks,
    );
    if (refusal) throw refused(refusal);
  }

  async find(userPk: number, visibleTenantPks: readonly number[]): Promise<UserRow> {
    const row = await this.users.find(userPk, visibleTenantPks);
    if (!row) throw notFound('userNotFoundById');
    return row;
  }

  async form(userPk: number, visibleTenantPks: readonly number[]): Promise<UserFormView> {
    const row = await this.find(userPk, visibleTenantPks);
    const tags = await this.users.tagsOf(userPk);
    return userFormOf(row, tags);
  }

  private async visibleTenant(tenantPk: number, visibleTenantPks: readonly number[]) {
    const tenant = visibleTenantPks.includes(tenantPk)
      ? await this.tenants.findByPk(tenantPk)
      : undefined;
    if (!tenant) throw badRequest('tenant_pk', 'notVisibleAccount');
    return tenant;
  }

  private async tagPks(idTags: readonly string[], visibleTenantPks: readonly number[]) {
    const unique = [...new Set(idTags)];
    const found = await this.users.findTags(unique, visibleTenantPks);
    const missing = unique.filter((id) => !found.some((t) => t.id_tag === id));
    if (missing.length > 0) throw badRequest('ocppTags', 'unknownTags', { tags: missing });
    return found.map((t) => t.ocpp_tag_pk);
  }
}

function refused(reason: AccountRefusal) {
  return reason === 'limit' ? forbidden('userLimitReached') : conflict('emailTaken', 'email');
}

export function userFormOf(row: UserRow, tags: string[]): UserFormView {
  return {
    user_pk: row.user_pk,
    email: row.email,
    firstName: row.name,
    lastName: row.last_name,
    dateBirthDay: row.birth_date,
    ocppIdTag: tags[0] ?? null,
    phone: row.phone,
    addressPk: row.user_pk,
    ...addressView(row),
    activeUser: row.active,
    blocked: row.status === 'BLOCKED',
    notificationOfflineCp: row.notification_offline_cp,
    docType: DOC_TYPES.find((t) => t === row.doc_type) ?? null,
    docNumber: row.doc_number,
    externalId: row.external_id,
    vehicleBrand: row.vehicle_brand,
    ocppTags: tags,
    sex: row.sex,
    userGroupPk: row.user_group_pk,
    tenant_pk: row.tenant_pk,
    skipThreeDSVerification: row.skip_three_ds_verification,
  };
}
