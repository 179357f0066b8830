import { THEMES, safeLinkUrl } from '@chargedeck/shared';
import { z } from 'zod';

const themeNames = THEMES.map((t) => t.name) as [string, ...string[]];
const host = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?$/, {
    error: 'hostName',
  });
/** A link the web app opens or puts in QR codes: https only (http on the local machine). */
const linkUrl = z
  .string()
  .trim()
  .max(200)
  .refine((value) => safeLinkUrl(value) !== undefined, {
    error: 'httpsAddress',
  });

export const createTenantBody = z.object({
  name: z.string().trim().min(1).max(120),
  alias: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9-]{2,40}$/, { error: 'aliasFormat' }),
  parentTenantPk: z.number().int().positive().optional(),
  theme: z.enum(themeNames).default('move'),
  country: z.string().length(2).toUpperCase().optional(),
  currency: z.string().length(3).toUpperCase().optional(),
  timezone: z.string().min(1).max(64).optional(),
  hosts: z.array(host).max(20).default([]),
  features: z
    .object({
      monetization: z.boolean(),
      vouchers: z.boolean(),
      logs: z.boolean(),
      smartCharging: z.boolean(),
      payment: z.boolean(),
    })
    .partial()
    .default({}),
  limits: z
    .object({
      stations: z.number().int().nonnegative().nullable(),
      users: z.number().int().nonnegative().nullable(),
      reportsMonth: z.number().int().nonnegative().nullable(),
    })
    .partial()
    .default({}),
  smsEnabled: z.boolean().default(false),
  tenantDeviceReader: z.boolean().default(false),
  supportEmail: z.email().optional(),
  deeplinkingHost: linkUrl.optional(),
  legal: z
    .object({
      companyName: z.string().max(200),
      taxId: z.string().max(40),
      address: z.string().max(300),
      contact: z.string().max(200),
      termsOfUseUrl: linkUrl.nullable(),
    })
    .partial()
    .default({}),
});
export type CreateTenantBody = z.infer<typeof createTenantBody>;
