import { z } from 'zod';

/** The error answer of every route, as routes declare it; extra keys (`details`) pass through. */
export const apiErrorBody = z.object({ error: z.string(), field: z.string().optional() }).loose();

/** GET health: the process answers and its database too. */
export const healthAnswer = z.object({
  status: z.literal('ok'),
  db: z.enum(['pglite', 'postgres']),
  version: z.string(),
});
