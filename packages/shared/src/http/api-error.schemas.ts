import { z } from 'zod';

/** The error answer of every route, as routes declare it; extra keys (`details`) pass through. */
export const apiErrorBody = z.object({ error: z.string(), field: z.string().optional() }).loose();
