import type { ApiErrorBody, GroupSmartChargingLink } from '@chargedeck/shared';
import type { TFunction } from 'i18next';
import type { ApiResult } from '../../app/api/api-answer';
import { catalogueText } from '../../app/i18n/catalogue-text';
import { smartChargingApi } from './smart-charging-api';
import { setupBodyOf, type SmartChargingValues } from './smart-charging-values';

/** What the caller shows: the spec's toast, and the server's reason when it gave one. */
interface SaveOutcome {
  ok: boolean;
  text: string;
  /** The server's reason, e.g. 'Medidor já associado a outro grupo'. */
  reason?: string;
  /** The form field the server named (`meter_device_remote_id`, `charge_boxs`…). */
  field?: string;
}

/** A 400's text without the "field: " the server puts before it (spec 3 §8). */
export function reasonOf(t: TFunction, error: ApiErrorBody | undefined): string | undefined {
  if (!error?.error) return undefined;
  const prefix = error.field ? `${error.field}: ` : '';
  const text =
    prefix && error.error.startsWith(prefix) ? error.error.slice(prefix.length) : error.error;
  return catalogueText(t, text);
}

function failed(t: TFunction, key: 'createFailed' | 'updateFailed', result: ApiResult<unknown>) {
  const error = result.ok ? undefined : result.error;
  const reason = reasonOf(t, error);
  const text = t(`smartCharging.messages.${key}`);
  return { ok: false, text: reason ? `${text} ${reason}` : text, reason, field: error?.field };
}

/**
 * Creates a configuration's setup (spec 3 §7): POST /smart-charging/smart-charging with the
 * chargers, then POST /gateway/virtual-groups/smart-charging links it on.
 */
export async function createSmartCharging(
  t: TFunction,
  groupId: number,
  values: SmartChargingValues,
  chargeBoxIds: number[],
): Promise<SaveOutcome> {
  const created = await smartChargingApi.create({
    ...setupBodyOf(values, true),
    charge_boxs: chargeBoxIds.map((id) => ({ charge_box_id: id })),
  });
  if (!created.ok || !created.data) return failed(t, 'createFailed', created);
  const linked = await smartChargingApi.link({
    virtual_group_id: groupId,
    enabled: true,
    smart_charging_id: created.data.smart_charging_id,
  });
  if (!linked.ok) return failed(t, 'createFailed', linked);
  return { ok: true, text: t('smartCharging.messages.created') };
}

/**
 * Saves the edit form's block: PUT /smart-charging/smart-charging/{id}, and the link switched
 * when the block's switch changed; a configuration without a setup gets one when switched on.
 */
export async function updateSmartCharging(
  t: TFunction,
  link: GroupSmartChargingLink,
  values: SmartChargingValues,
): Promise<SaveOutcome | undefined> {
  const setup = link.smart_charging;
  if (!setup) {
    if (!values.enabled) return undefined;
    // The link checks the group's chargers when it turns on.
    return createSmartCharging(t, link.virtual_group_id, values, []);
  }
  const updated = await smartChargingApi.update(
    setup.smart_charging_id,
    setupBodyOf(values, values.enabled),
  );
  if (!updated.ok) return failed(t, 'updateFailed', updated);
  if (link.enabled !== values.enabled || link.smart_charging_id !== setup.smart_charging_id) {
    const linked = await smartChargingApi.link({
      virtual_group_id: link.virtual_group_id,
      enabled: values.enabled,
      smart_charging_id: setup.smart_charging_id,
    });
    if (!linked.ok) return failed(t, 'updateFailed', linked);
  }
  return { ok: true, text: t('smartCharging.messages.updated') };
}
