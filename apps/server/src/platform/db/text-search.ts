import { sql, type RawBuilder, type SqlBool } from 'kysely';

/**
 * Whether a column contains the text anywhere, in any case (the searches of the lists): the
 * column's `lower(…)` trigram index answers it (migration 0951). The text's `%`, `_` and `\`
 * are taken literally.
 */
export function containsText(column: string, text: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`lower(${sql.ref(column)}) like lower(${likePattern(text)})`;
}

/** A `like` pattern that matches the text anywhere, its `%`, `_` and `\` taken literally. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
