import type { OperationBody, OperationCommand } from '@chargedeck/shared';
import type { ServerCommand } from '@chargedeck/shared/ocpp16';
import { badRequest } from '../../platform/http/http-error';
import type { ChargingProfile } from '@chargedeck/shared/ocpp16';
import { OPERATION_COMMANDS } from './operation-commands';

/** What a command needs beyond its own fields: a stored charging profile as OCPP sends it. */
export interface RequestContext {
  profileOf(chargingProfilePk: number): Promise<ChargingProfile | undefined>;
}

export interface OcppCall {
  command: ServerCommand;
  request: object;
}

const defined = <T extends object>(value: T) =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined && v !== '')) as T;

/** Turns the operations form's fields (spec 2 §7) into the OCPP 1.6 request of the command. */
export async function ocppCallOf<C extends OperationCommand>(
  name: C,
  fields: OperationBody<C>,
  ctx: RequestContext,
): Promise<OcppCall> {
  const command = OPERATION_COMMANDS[name];
  const body = fields as Record<string, unknown> & OperationBody<OperationCommand>;
  const request = await requestOf(name, body, ctx);
  return { command, request: defined(request) };
}

async function requestOf(
  name: OperationCommand,
  f: Record<string, unknown>,
  ctx: RequestContext,
): Promise<object> {
  switch (name) {
    case 'change_availability':
      return { connectorId: f.connectorId ?? 0, type: f.availType };
    case 'remote_start_transaction':
      return { connectorId: f.connectorId, idTag: f.idTag };
    case 'remote_stop_transaction':
      return { transactionId: f.transactionId };
    case 'reset':
      return { type: f.resetType === 'HARD' ? 'Hard' : 'Soft' };
    case 'get_configuration':
      return { key: f.confKeyList };
    case 'change_configuration':
      return { key: f.keyType === 'CUSTOM' ? f.customConfKey : f.confKey, value: f.value };
    case 'clear_cache':
      return {};
    case 'get_diagnostics':
      return {
        location: f.location,
        retries: f.retries,
        retryInterval: f.retryInterval,
        startTime: f.start,
        stopTime: f.stop,
      };
    case 'unlock_connector':
      return { connectorId: f.connectorId };
    case 'update_firmware':
      return {
        location: f.location,
        retrieveDate: f.retrieve,
        retries: f.retries,
        retryInterval: f.retryInterval,
      };
    case 'data_transfer':
      return { vendorId: f.vendorId, messageId: f.messageId, data: f.data };
    case 'trigger_message':
      return { requestedMessage: f.triggerMessage, connectorId: f.connectorId };
    case 'set_charging_profile': {
      const profile = await ctx.profileOf(f.chargingProfilePk as number);
      if (!profile) throw badRequest('chargingProfilePk', 'notYourChargingProfile');
      return { connectorId: f.connectorId, csChargingProfiles: profile };
    }
    case 'clear_charging_profile':
      if (f.filterType === 'ChargingProfileId') return { id: f.chargingProfilePk };
      return {
        connectorId: f.connectorId,
        chargingProfilePurpose: f.chargingProfilePurpose,
        stackLevel: f.stackLevel,
      };
  }
}
