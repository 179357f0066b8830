import { z } from 'zod';
import { CONFIGURATION_MESSAGES as M } from './configuration.messages';

/** Pricing modes of a configuration (spec 3 §4 "Virtual-group pricing mode"). */
export const PRICING_MODES = ['station', 'connectors'] as const;
export type PricingMode = (typeof PRICING_MODES)[number];

const CONNECTOR_FIELDS = [
  'connector1_dynamic_pricing_id',
  'connector2_dynamic_pricing_id',
  'connector3_dynamic_pricing_id',
] as const;

const profileId = z.string().trim().max(64).nullish();

const requiredText = (required: string, max: number, tooLong: string) =>
  z.string({ error: required }).trim().min(1, { error: required }).max(max, { error: tooLong });

/** The mode a stored link shows on load: 'station' when all three ids are equal. */
export function pricingModeOf(link: {
  connector1_dynamic_pricing_id: string | null;
  connector2_dynamic_pricing_id: string | null;
  connector3_dynamic_pricing_id: string | null;
}): PricingMode {
  const ids = CONNECTOR_FIELDS.map((field) => link[field] ?? null);
  return ids.every((id) => id === ids[0]) ? 'station' : 'connectors';
}

const pricingFields = z.object({
  enabled: z.boolean().default(false),
  /** Form-only in the spec; without it, 'connectors' when profile 2 or 3 is given. */
  type: z.enum(PRICING_MODES).optional(),
  connector1_dynamic_pricing_id: profileId,
  connector2_dynamic_pricing_id: profileId,
  connector3_dynamic_pricing_id: profileId,
});
type PricingFields = z.infer<typeof pricingFields>;

/** The mode of a request: its `type`, else 'connectors' when profile 2 or 3 is given. */
export function requestedPricingMode(p: PricingFields): PricingMode {
  if (p.type) return p.type;
  return p.connector2_dynamic_pricing_id || p.connector3_dynamic_pricing_id
    ? 'connectors'
    : 'station';
}

/** §5: when enabled, 'station' needs profile 1 and 'connectors' all three. */
function requireProfiles(p: PricingFields, ctx: z.RefinementCtx) {
  if (!p.enabled) return;
  const station = requestedPricingMode(p) === 'station';
  const needed = station ? CONNECTOR_FIELDS.slice(0, 1) : CONNECTOR_FIELDS;
  for (const field of needed) {
    if (!p[field]) ctx.addIssue({ code: 'custom', path: [field], message: M.profileRequired });
  }
}

export const dynamicPricingBody = pricingFields.superRefine(requireProfiles);
export type DynamicPricingBody = z.infer<typeof dynamicPricingBody>;

const tenantId = z.coerce.number().int().positive().optional();

/** POST /gateway/virtual-groups (spec 3 §7; the smart-charging block is a later issue). */
export const virtualGroupCreateBody = z.object({
  name: requiredText(M.nameRequired, 30, M.nameMax),
  description: requiredText(M.descriptionRequired, 50, M.descriptionMax),
  tenant_id: tenantId,
  charge_boxs: z
    .array(z.object({ charge_box_id: z.number().int().positive() }))
    .max(1000)
    .default([]),
  dynamic_pricing: dynamicPricingBody.optional(),
});
export type VirtualGroupCreateBody = z.infer<typeof virtualGroupCreateBody>;

/** PUT /gateway/virtual-groups/{id}: the edit screen's name and description. */
export const virtualGroupUpdateBody = z.object({
  name: requiredText(M.groupNameRequired, 30, M.nameMax),
  description: requiredText(M.descriptionRequired, 50, M.descriptionMax),
  tenant_id: tenantId,
  dynamic_pricing: dynamicPricingBody.optional(),
});
export type VirtualGroupUpdateBody = z.infer<typeof virtualGroupUpdateBody>;

/** POST /gateway/virtual-groups/dynamic-pricing: the link of one group. */
export const groupDynamicPricingCreateBody = pricingFields
  .extend({ virtual_group_id: z.number().int().positive() })
  .superRefine(requireProfiles);

/** POST /gateway/virtual-groups/charge-boxs/all. */
export const addChargeBoxesBody = z
  .array(
    z.object({
      virtual_group_id: z.number().int().positive(),
      charge_box_id: z.number().int().positive(),
    }),
  )
  .min(1)
  .max(1000);
export type AddChargeBoxesBody = z.infer<typeof addChargeBoxesBody>;

export const gatewayPageQuery = z.object({
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(100).default(10),
  tenant_id: tenantId,
  search: z.string().trim().max(60).optional(),
});
export type GatewayPageQuery = z.infer<typeof gatewayPageQuery>;

const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ content: z.array(item), totalElements: z.number() });

export const dynamicPricingLink = z.object({
  virtual_group_id: z.number(),
  enabled: z.boolean(),
  type: z.enum(PRICING_MODES),
  connector1_dynamic_pricing_id: z.string().nullable(),
  connector2_dynamic_pricing_id: z.string().nullable(),
  connector3_dynamic_pricing_id: z.string().nullable(),
});
export type DynamicPricingLink = z.infer<typeof dynamicPricingLink>;

export const virtualGroupItem = z.object({
  virtual_group_id: z.number(),
  name: z.string(),
  description: z.string(),
  charge_box_count: z.number(),
  dynamic_price_enabled: z.boolean(),
  smart_charging_enabled: z.boolean(),
  meter_device_remote_id: z.string().nullable(),
});
export type VirtualGroupItem = z.infer<typeof virtualGroupItem>;
export const virtualGroupPage = pageOf(virtualGroupItem);

export const virtualGroupDetail = z.object({
  virtual_group_id: z.number(),
  tenant_id: z.number(),
  name: z.string(),
  description: z.string(),
  charge_box_count: z.number(),
  dynamic_pricing: dynamicPricingLink,
  smart_charging: z.null(),
  meter_device: z.null(),
});
export type VirtualGroupDetail = z.infer<typeof virtualGroupDetail>;

/** A charger of the pickers (GET /gateway/charge-boxs). */
export const gatewayChargeBox = z.object({
  charge_box_id: z.number(),
  charge_box_code: z.string(),
  description: z.string(),
  has_config_tec: z.boolean(),
  /** The configuration that holds it, if any (one at most). */
  virtual_group_id: z.number().nullable(),
});
export type GatewayChargeBox = z.infer<typeof gatewayChargeBox>;
export const gatewayChargeBoxPage = pageOf(gatewayChargeBox);

/** A charger of a group (GET /gateway/virtual-groups/charge-boxs/list). */
export const groupChargeBox = z.object({
  charge_box_id: z.number(),
  charge_box_code: z.string(),
  description: z.string(),
  has_config_tec: z.boolean(),
  virtual_group_charge_box_id: z.number(),
});
export type GroupChargeBox = z.infer<typeof groupChargeBox>;
export const groupChargeBoxPage = pageOf(groupChargeBox);

export const groupChargeBoxesQuery = z.object({
  virtual_group_id: z.coerce.number().int().positive(),
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(100).default(10),
});

export const groupEvent = z.object({
  description: z.string(),
  timestamp: z.string(),
  /** Null for the configuration's own events (smart-charging fallback, meter online). */
  charge_box_code: z.string().nullable(),
  event_type: z.string(),
  connector_id: z.number().nullable(),
});
export type GroupEvent = z.infer<typeof groupEvent>;
export const groupEventPage = pageOf(groupEvent);

export const groupTransaction = z.object({
  description: z.string(),
  timestamp: z.string(),
  transaction_pk: z.number(),
  charge_box_code: z.string(),
  connector_id: z.number(),
  id_tag: z.string(),
  stopped: z.boolean(),
  energy_wh: z.number().nullable(),
  amount: z.number().nullable(),
});
export type GroupTransaction = z.infer<typeof groupTransaction>;
export const groupTransactionPage = pageOf(groupTransaction);

export const groupActivityQuery = z.object({
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(100).default(10),
});
