import { z } from 'zod';
import { pricingDetailProblems } from './pricing-rules';
import { PRICING_MESSAGES as M, WEEKDAYS } from './pricing-messages';

/** The largest price accepted, in cents (R$ 100.000,00). */
export const PRICE_MAX_CENTS = 10_000_000;
/** Operation fee and taxes: a fraction below 1 with at most three decimals (99.9%). */
export const FRACTION_MAX = 0.999;

const price = z.number().int().min(0).max(PRICE_MAX_CENTS).nullable().default(null);
const fraction = z
  .number()
  .min(0)
  .max(FRACTION_MAX)
  .refine((value) => Math.abs(value * 1000 - Math.round(value * 1000)) < 1e-6, {
    error: 'pricingPercentDecimal',
  })
  .nullable()
  .default(null);
const date = z.iso.date({ error: 'dateFormat' }).nullable().default(null);
const time = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/, { error: 'timeFormat' })
  .nullable()
  .default(null);

/** GET dynamic-pricing (spec 3 §3 "Pricing profile (list item)"). */
export const dynamicPricingItem = z.object({
  uuid: z.uuid(),
  name: z.string(),
  chargeBoxCount: z.number().int(),
});
export const dynamicPricingListAnswer = z.object({
  dynamicPricingList: z.array(dynamicPricingItem),
  error: z.string().nullable(),
});
export type DynamicPricingItem = z.infer<typeof dynamicPricingItem>;

/** POST dynamic-pricing. */
export const dynamicPricingCreateBody = z.object({
  name: z
    .string({ error: M.nameRequired })
    .trim()
    .min(1, { error: M.nameRequired })
    .max(30, { error: 'pricingNameMax' }),
});
export const dynamicPricingCreateAnswer = z.object({ dynamicPricingUuid: z.uuid() });
export const dynamicPricingDeleteAnswer = z.object({ message: z.string() });

const entryFields = {
  dayOfWeek: z.enum(WEEKDAYS).nullable().default(null),
  general: z.boolean().default(false),
  exception: z.boolean().default(false),
  active: z.boolean().default(false),
  startDate: date,
  endDate: date,
  /** Wall-clock time in the station's zone (the name is the spec's). */
  startTimeGMT: time,
  /** Wall-clock time in the station's zone (the name is the spec's). */
  endTimeGMT: time,
  servicePrice: price,
  kwhPrice: price,
  durationPrice: price,
  idleTimePrice: price,
  reservePrice: price,
  moneyPerKilowattCost: price,
  operationFee: fraction,
  taxes: fraction,
};

/** How a time period's prices combine with its day's general entry (docs/pricing.md). */
const ENTRY_RULE =
  "A time period's kwhPrice and durationPrice replace its day's pair; the servicePrice, " +
  'idleTimePrice, moneyPerKilowattCost, operationFee and taxes it leaves null come from the ' +
  "general entry of the same day (the weekday's, or the exception's own); a value it sets, 0 " +
  'included, wins. Prices in cents; operationFee and taxes are fractions (0.05 = 5%).';

/** One entry of dynamicPricingDetailFormList (the PUT's full set). */
export const dynamicPricingDetailForm = z
  .object({
    dynamicPricingDetailUuid: z.uuid().nullish(),
    ...entryFields,
  })
  .describe(ENTRY_RULE);
export type DynamicPricingDetailForm = z.output<typeof dynamicPricingDetailForm>;

/** PUT dynamic-pricing/{uuid}/detail: the full set of the profile's entries. */
export const dynamicPricingDetailBody = z
  .object({ dynamicPricingDetailFormList: z.array(dynamicPricingDetailForm).max(500) })
  .superRefine((body, ctx) => {
    for (const problem of pricingDetailProblems(body.dynamicPricingDetailFormList)) {
      ctx.addIssue({
        code: 'custom',
        message: problem.message,
        path: ['dynamicPricingDetailFormList', problem.index, problem.field],
      });
    }
  });

/** One entry of dynamicPricingDetailList (spec 3 §3 "Pricing detail entry"). */
export const dynamicPricingDetail = z
  .object({
    dynamicPricingDetailUuid: z.uuid(),
    ...entryFields,
    dayOfWeek: z.enum(WEEKDAYS).nullable(),
    general: z.boolean(),
    exception: z.boolean(),
    active: z.boolean(),
    startDate: z.string().nullable(),
    endDate: z.string().nullable(),
    startTimeGMT: z.string().nullable(),
    endTimeGMT: z.string().nullable(),
    servicePrice: z.number().nullable(),
    kwhPrice: z.number().nullable(),
    durationPrice: z.number().nullable(),
    idleTimePrice: z.number().nullable(),
    reservePrice: z.number().nullable(),
    moneyPerKilowattCost: z.number().nullable(),
    operationFee: z.number().nullable(),
    taxes: z.number().nullable(),
    tenantPk: z.number().int(),
    /** The start price as money text (pt-BR, BRL), as the read view shows it. */
    service_price_income_human_readable: z.string().nullable(),
  })
  .describe(ENTRY_RULE);
export type DynamicPricingDetail = z.infer<typeof dynamicPricingDetail>;
export const dynamicPricingDetailAnswer = z.object({
  dynamicPricingDetailList: z.array(dynamicPricingDetail),
});
