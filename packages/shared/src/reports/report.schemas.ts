import { z } from 'zod';

/** GET report/user/permissions: which reports the caller may make, and this month's count. */
export const reportPermissions = z.object({
  hasDisableTransactionOption: z.boolean(),
  individualReport: z.boolean(),
  reports: z.object({
    /** YYYY-MM in the tenant's zone. */
    month: z.string(),
    used: z.number(),
    limit: z.number().nullable(),
    remaining: z.number().nullable(),
  }),
});
export type ReportPermissions = z.infer<typeof reportPermissions>;
