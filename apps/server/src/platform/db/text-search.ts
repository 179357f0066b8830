import { sql, type RawBuilder, type SqlBool } from 'kysely';

/**
 * Whether a column contains the text anywhere, in any case (the searches of the lists): the
 * column's `lower(…)` trigram index answers it (migration 0951). The text's `%`, `_` and `\`
 * are taken literally.
 */
export function containsText(column: string, text: string): RawBuilder<SqlBool> {
  const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql<SqlBool>`lower(${sql.ref(column)}) like lower(${pattern})`;
}
