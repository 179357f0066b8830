import { sql } from 'kysely';
import type { Database } from '../db/database';
import type { SpentChallenges } from './altcha-check';

/** Spent ALTCHA signatures, kept in the database so a solution cannot be replayed after a restart. */
export function databaseSpentChallenges(db: Database): SpentChallenges {
  let sinceSweep = 0;
  return {
    async spend(signature, expiresAt) {
      if (++sinceSweep >= 100) {
        sinceSweep = 0;
        await db
          .deleteFrom('robot_check_used')
          .where('expires_at', '<', sql<Date>`now()`)
          .execute();
      }
      const inserted = await db
        .insertInto('robot_check_used')
        .values({ signature, expires_at: expiresAt })
        .onConflict((oc) => oc.column('signature').doNothing())
        .returning('signature')
        .executeTakeFirst();
      return inserted !== undefined;
    },
  };
}
