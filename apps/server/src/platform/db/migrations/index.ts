import type { Migration } from 'kysely';
import * as foundation from './2026-11-22-0001-foundation';

/** Every migration, in order. A new migration is a new timestamped file plus one line here. */
export const migrations: Record<string, Migration> = {
  '2026-11-22-0001-foundation': foundation,
};
