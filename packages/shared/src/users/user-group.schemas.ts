import { z } from 'zod';

/** GET user-groups (spec 2 §7). */
export const userGroupListQuery = z.object({
  userPk: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});
export const userGroupListAnswer = z.object({
  userGroupList: z.array(z.object({ userGroupPk: z.number().int(), name: z.string() })),
});
