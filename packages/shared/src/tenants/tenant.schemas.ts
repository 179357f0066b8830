import { z } from 'zod';

/** One entry of GET tenants: an account the caller can see. */
export const tenantListItem = z.object({
  tenant_pk: z.number(),
  name: z.string(),
  alias: z.string(),
  apiKey: z.string(),
  parent_tenant_pk: z.number().nullable(),
  theme: z.string(),
  tenant_device_reader: z.boolean(),
  sms_enabled: z.boolean(),
});
export type TenantListItem = z.infer<typeof tenantListItem>;

/** The tenant's record behind the terms of use (GET legal/terms). */
export const legalTerms = z.object({
  companyName: z.string(),
  taxId: z.string(),
  address: z.string(),
  contact: z.string(),
  termsOfUseUrl: z.string().nullable(),
});
export type LegalTerms = z.infer<typeof legalTerms>;
