import {
  SMART_CHARGING_MESSAGES as M,
  type GroupSmartChargingBody,
  type SmartChargingCreateBody,
  type SmartChargingUpdateBody,
} from '@chargedeck/shared';
import { isUniqueViolation } from '../../platform/db/errors';
import { badRequest, notFound } from '../../platform/http/http-error';
import type { Caller } from '../configurations';
import type { SetupColumns, SmartChargingRepository } from './smart-charging.repository';

type SetupFields = SmartChargingUpdateBody;

const columnsOf = (body: SetupFields): SetupColumns => ({
  enabled: body.enabled,
  start_date: body.start_date ?? null,
  end_date: body.end_date ?? null,
  current_nominal_a: body.current_nominal_a ?? null,
  meter_device_remote_id: body.meter_device_remote_id ?? null,
  meter_device_remote_in_circuit: body.meter_device_remote_in_circuit ?? false,
});

const meterTaken = (error: unknown) =>
  isUniqueViolation(error) ? badRequest('meter_device_remote_id', M.meterTaken) : error;

/** Smart-charging setups (spec 3 §7 "Smart-charging service") and their group link. */
export class SmartChargingService {
  constructor(
    private readonly repository: SmartChargingRepository,
    /** A setup or link changed: the balancer plans the configuration again. */
    private readonly changed: (setupPk: number) => void,
  ) {}

  private tenantOf(caller: Caller, tenantId: number | undefined) {
    const tenantPk = tenantId ?? caller.requestTenantPk;
    if (!caller.visibleTenantPks.includes(tenantPk)) throw notFound('configurationNetworkNotFound');
    return tenantPk;
  }

  private async checkMeter(caller: Caller, body: SetupFields) {
    const meter = body.meter_device_remote_id;
    if (meter && !(await this.repository.meterKnown(meter, caller.visibleTenantPks)))
      throw badRequest('meter_device_remote_id', 'meterNotFound');
  }

  private async checkChargers(pks: readonly number[], tenants: readonly number[]) {
    const missing = await this.repository.withoutConfigTec(pks, tenants);
    if (missing.length > 0) throw badRequest('charge_boxs', M.chargerWithoutConfigTec);
  }

  async create(caller: Caller, body: SmartChargingCreateBody) {
    const tenantPk = this.tenantOf(caller, body.tenant_id);
    await this.checkMeter(caller, body);
    await this.checkChargers(
      body.charge_boxs.map((c) => c.charge_box_id),
      [tenantPk],
    );
    try {
      const pk = await this.repository.create(tenantPk, columnsOf(body));
      return this.setup(caller, pk);
    } catch (error) {
      throw meterTaken(error);
    }
  }

  async setup(caller: Caller, pk: number) {
    const row = await this.repository.setup(pk, caller.visibleTenantPks);
    if (!row) throw notFound('smartChargingNotFound');
    return row;
  }

  async update(caller: Caller, pk: number, body: SmartChargingUpdateBody) {
    await this.checkMeter(caller, body);
    try {
      if (!(await this.repository.update(pk, caller.visibleTenantPks, columnsOf(body))))
        throw notFound('smartChargingNotFound');
    } catch (error) {
      throw meterTaken(error);
    }
    this.changed(pk);
    return this.setup(caller, pk);
  }

  /** Links a setup to a configuration; turning it on needs every charger's technical settings. */
  async link(caller: Caller, body: GroupSmartChargingBody) {
    const group = await this.groupOf(caller, body.virtual_group_id);
    await this.setup(caller, body.smart_charging_id);
    if (body.enabled) {
      const missing = await this.repository.groupWithoutConfigTec(group.virtual_group_pk);
      if (missing.length > 0) throw badRequest('virtual_group_id', M.chargerWithoutConfigTec);
    }
    try {
      const linked = await this.repository.link(
        group.virtual_group_pk,
        caller.visibleTenantPks,
        body.smart_charging_id,
        body.enabled,
      );
      if (!linked) throw notFound('smartChargingNotFound');
    } catch (error) {
      throw meterTaken(error);
    }
    this.changed(body.smart_charging_id);
    return this.groupLink(caller, group.virtual_group_pk);
  }

  private async groupOf(caller: Caller, groupPk: number) {
    const group = await this.repository.groupLink(groupPk, caller.visibleTenantPks);
    if (!group) throw notFound('configurationNotFound');
    return group;
  }

  async groupLink(caller: Caller, groupPk: number) {
    const group = await this.groupOf(caller, groupPk);
    const setup = group.smart_charging_id
      ? await this.repository.setup(group.smart_charging_id, caller.visibleTenantPks)
      : undefined;
    return { group, setup };
  }
}
