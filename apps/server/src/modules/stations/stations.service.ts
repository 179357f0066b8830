import type { Updateable } from 'kysely';
import { isUniqueViolation } from '../../platform/db/errors';
import type { ChargeBoxTable } from '../../platform/db/schema';
import { HttpError, badRequest, forbidden, notFound } from '../../platform/http/http-error';
import type { AuthContext } from '../../platform/http/auth-context';
import type { TenantRow, TenantsRepository } from '../tenants';
import { hashAuthorizationKey } from './authorization-key';
import { detailColumnsOf } from './station-columns';
import type { ChargeBoxRow } from './charge-box';
import type { StationsRepository } from './stations.repository';
import type { AdoptStationBody, CreateStationBody, UpdateStationBody } from './stations.schemas';
import type { UnknownStationsRepository } from './unknown-stations.repository';

/** Live OCPP sessions, so that a change of credentials takes effect at once. */
export interface StationSessions {
  disconnect(chargeBoxId: string, reason: string): void;
}

type Editable = Omit<UpdateStationBody, 'description'> & { description?: string };

/** The minimal station record the OCPP gateway needs: identity, account and security. */
export class StationsService {
  constructor(
    private readonly stations: StationsRepository,
    private readonly unknown: UnknownStationsRepository,
    private readonly tenants: TenantsRepository,
    private readonly sessions: StationSessions,
  ) {}

  get(chargeBoxPk: number, auth: AuthContext): Promise<ChargeBoxRow> {
    return this.stations
      .findByPk(chargeBoxPk, auth.visibleTenantPks)
      .then((row) => row ?? Promise.reject(notFound('stationNotFoundById')));
  }

  extrasOf(row: ChargeBoxRow) {
    return this.stations.extrasOf(row);
  }

  async create(body: CreateStationBody, auth: AuthContext): Promise<ChargeBoxRow> {
    const tenant = await this.tenantFor(body.tenant_pk ?? auth.requestTenant.tenant_pk, auth);
    if (tenant.limit_stations !== null) {
      const count = await this.stations.countOfTenant(tenant.tenant_pk);
      if (count >= tenant.limit_stations) throw forbidden('stationLimitReached');
    }
    const profile = body.ocppSecurityProfile ?? 1;
    this.checkSecurity(tenant, profile, body.authorizationKey !== undefined, false);
    await this.checkLinks(body, auth);
    if (await this.stations.idTaken(body.chargeBoxId)) throw duplicate();
    const row = await this.stations
      .create({
        charge_box_id: body.chargeBoxId,
        tenant_pk: tenant.tenant_pk,
        description: body.description,
        ...(await this.changesOf(body, profile)),
      })
      .catch((error: unknown) => {
        throw isUniqueViolation(error) ? duplicate() : error;
      });
    if (body.bindUsers) await this.stations.saveBindings(row.charge_box_pk, body.bindUsers);
    await this.unknown.remove(body.chargeBoxId);
    // A station waiting as Pending reconnects and authenticates as the registered station.
    this.sessions.disconnect(body.chargeBoxId, 'registered');
    return row;
  }

  async update(chargeBoxPk: number, body: UpdateStationBody, auth: AuthContext) {
    const current = await this.get(chargeBoxPk, auth);
    const tenant = await this.tenantFor(body.tenant_pk ?? current.tenant_pk, auth);
    const profile = body.ocppSecurityProfile ?? current.ocpp_security_profile;
    const hasKey = body.authorizationKey !== undefined || current.authorization_key_hash !== null;
    this.checkSecurity(tenant, profile, hasKey, profile === current.ocpp_security_profile);
    await this.checkLinks(body, auth);
    const updated = await this.stations.update(chargeBoxPk, auth.visibleTenantPks, {
      tenant_pk: tenant.tenant_pk,
      ...(body.description !== undefined ? { description: body.description } : {}),
      ...(await this.changesOf(body, profile)),
    });
    if (!updated) throw notFound('stationNotFoundById');
    if (body.bindUsers) await this.stations.saveBindings(chargeBoxPk, body.bindUsers);
    const securityChanged =
      profile !== current.ocpp_security_profile || body.authorizationKey !== undefined;
    if (securityChanged)
      this.sessions.disconnect(updated.charge_box_id, 'security settings changed');
    return updated;
  }

  async listUnknown(auth: AuthContext, search?: string) {
    return this.unknown.list(auth.visibleTenantPks, isRootUser(auth), search);
  }

  async adopt(chargeBoxId: string, body: AdoptStationBody, auth: AuthContext) {
    const entry = await this.visibleUnknown(chargeBoxId, auth);
    return this.create(
      {
        ...body,
        chargeBoxId,
        description: body.description ?? chargeBoxId,
        tenant_pk: body.tenant_pk ?? entry.tenant_pk ?? undefined,
      },
      auth,
    );
  }

  /** The unknown station the caller may see (one of no tenant: the root's only), or 404. */
  private async visibleUnknown(chargeBoxId: string, auth: AuthContext) {
    const entry = await this.unknown.find(chargeBoxId);
    const visible =
      entry &&
      (entry.tenant_pk === null
        ? isRootUser(auth)
        : auth.visibleTenantPks.includes(entry.tenant_pk));
    if (!entry || !visible) throw notFound('unknownStationNotFound');
    return entry;
  }

  async dismissUnknown(chargeBoxId: string, auth: AuthContext): Promise<void> {
    await this.visibleUnknown(chargeBoxId, auth);
    await this.unknown.remove(chargeBoxId);
  }

  private async tenantFor(tenantPk: number, auth: AuthContext): Promise<TenantRow> {
    const tenant = auth.visibleTenantPks.includes(tenantPk)
      ? await this.tenants.findByPk(tenantPk)
      : undefined;
    if (!tenant) throw badRequest('tenant_pk', 'notYourAccount');
    return tenant;
  }

  /** The group and the bound users must be ones the caller sees. */
  private async checkLinks(body: Editable, auth: AuthContext): Promise<void> {
    const group = body.chargeBoxGroupPk;
    if (group && !(await this.stations.groupVisible(group, auth.visibleTenantPks))) {
      throw badRequest('chargeBoxGroupPk', 'notYourGroup');
    }
    const users = (body.bindUsers ?? []).map((u) => u.user_pk);
    if (!(await this.stations.usersVisible(users, auth.visibleTenantPks))) {
      throw badRequest('bindUsers', 'notYourUsers');
    }
  }

  private checkSecurity(tenant: TenantRow, profile: number, hasKey: boolean, unchanged: boolean) {
    if (profile === 0 && !tenant.ocpp_allow_unsecured && !unchanged) {
      throw badRequest('ocppSecurityProfile', 'securityProfileZero');
    }
    if ((profile === 1 || profile === 2) && !hasKey) {
      throw badRequest('authorizationKey', 'authorizationKeyRequired');
    }
  }

  private async changesOf(body: Editable, profile: number): Promise<Updateable<ChargeBoxTable>> {
    return {
      ...detailColumnsOf(body),
      ocpp_security_profile: profile,
      ...(body.authorizationKey !== undefined
        ? { authorization_key_hash: await hashAuthorizationKey(body.authorizationKey) }
        : {}),
      ...(body.typeOf !== undefined ? { type_of: body.typeOf } : {}),
      ...(body.active !== undefined ? { active: body.active } : {}),
      ...(body.registrationStatus !== undefined
        ? { registration_status: body.registrationStatus }
        : {}),
      ...(body.ocppTolerances !== undefined ? { ocpp_tolerances: body.ocppTolerances } : {}),
    };
  }
}

function duplicate(): HttpError {
  return new HttpError(409, 'stationDuplicate', {
    field: 'chargeBoxId',
    extra: { code: 'CHARGEBOX_ID_DUPLICATE' },
  });
}

/** Users of the root tenant also see stations whose tenant could not be told from the request. */
function isRootUser(auth: AuthContext): boolean {
  return auth.tenant.parent_tenant_pk === null;
}
