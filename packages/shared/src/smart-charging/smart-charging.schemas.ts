import { z } from 'zod';

/** Rule message keys (texts in `i18n/messages/server-rules-*`; spec 3 §5 "Configuration"). */
export const SMART_CHARGING_MESSAGES = {
  startDateRequired: 'smartChargingStartDateRequired',
  endDateRequired: 'smartChargingEndDateRequired',
  startAfterEnd: 'smartChargingStartAfterEnd',
  currentRequired: 'smartChargingCurrentRequired',
  currentFormat: 'smartChargingCurrentFormat',
  chargerWithoutConfigTec: 'smartChargingChargerWithoutConfigTec',
  meterTaken: 'smartChargingMeterTaken',
} as const;
const M = SMART_CHARGING_MESSAGES;

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .nullish();

/** The rated breaker current: digits and a decimal point, at most 6 characters (§5, §9). */
const breakerCurrent = z
  .union([z.number(), z.string().trim()])
  .nullish()
  .transform((v, ctx) => {
    if (v === null || v === undefined || v === '') return null;
    const text = String(v);
    const amps = Number(text);
    if (text.length > 6 || !/^\+?\d+(\.\d+)?$/.test(text) || !(amps > 0) || amps >= 1000) {
      ctx.addIssue({ code: 'custom', message: M.currentFormat });
      return z.NEVER;
    }
    return amps;
  });

const setupFields = z.object({
  enabled: z.boolean().default(true),
  start_date: isoDate,
  end_date: isoDate,
  current_nominal_a: breakerCurrent,
  modulation: z.literal('DYNAMIC').default('DYNAMIC'),
  meter_device_remote_id: z.string().trim().min(1).max(64).nullish(),
  meter_device_remote_in_circuit: z.boolean().nullish(),
});
type SetupFields = z.infer<typeof setupFields>;

/** §5: when enabled, both dates and the breaker current are required, start not after end. */
function requireWhenEnabled(s: SetupFields, ctx: z.RefinementCtx) {
  if (!s.enabled) return;
  const need = (path: keyof SetupFields, message: string) =>
    ctx.addIssue({ code: 'custom', path: [path], message });
  if (!s.start_date) need('start_date', M.startDateRequired);
  if (!s.end_date) need('end_date', M.endDateRequired);
  if (s.start_date && s.end_date && s.start_date > s.end_date) need('start_date', M.startAfterEnd);
  if (s.current_nominal_a === null || s.current_nominal_a === undefined)
    need('current_nominal_a', M.currentRequired);
}

/** POST /smart-charging/smart-charging (spec 3 §7 "Smart-charging service"). */
export const smartChargingCreateBody = setupFields
  .extend({
    tenant_id: z.coerce.number().int().positive().optional(),
    /** The chargers the setup is for: each must have its advanced (technical) settings. */
    charge_boxs: z
      .array(z.object({ charge_box_id: z.number().int().positive() }))
      .max(1000)
      .default([]),
  })
  .superRefine(requireWhenEnabled);
export type SmartChargingCreateBody = z.infer<typeof smartChargingCreateBody>;

/** PUT /smart-charging/smart-charging/{id}. */
export const smartChargingUpdateBody = setupFields.superRefine(requireWhenEnabled);
export type SmartChargingUpdateBody = z.infer<typeof smartChargingUpdateBody>;

export const smartChargingSetup = z.object({
  smart_charging_id: z.number(),
  enabled: z.boolean(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  current_nominal_a: z.number().nullable(),
  modulation: z.literal('DYNAMIC'),
  meter_device_remote_id: z.string().nullable(),
  meter_device_remote_in_circuit: z.boolean(),
  /** The configuration it is linked to, if any. */
  virtual_group_id: z.number().nullable(),
});
export type SmartChargingSetup = z.infer<typeof smartChargingSetup>;

/** POST /gateway/virtual-groups/smart-charging: links a setup to a configuration. */
export const groupSmartChargingBody = z.object({
  virtual_group_id: z.number().int().positive(),
  enabled: z.boolean(),
  smart_charging_id: z.number().int().positive(),
});
export type GroupSmartChargingBody = z.infer<typeof groupSmartChargingBody>;

/** GET /gateway/virtual-groups/smart-charging/{id}: a configuration's link and its setup. */
export const groupSmartChargingLink = z.object({
  virtual_group_id: z.number(),
  enabled: z.boolean(),
  smart_charging_id: z.number().nullable(),
  smart_charging: smartChargingSetup.nullable(),
});
export type GroupSmartChargingLink = z.infer<typeof groupSmartChargingLink>;
