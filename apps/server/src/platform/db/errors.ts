/** PostgreSQL's SQLSTATE for a duplicate key in a unique index or constraint. */
const UNIQUE_VIOLATION = '23505';

/** Whether a statement failed on a unique index (on either database). */
export function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === UNIQUE_VIOLATION;
}
