/** A table column as far as its order goes: its key, when it has one. */
interface Keyed {
  key?: string | number | bigint;
}

/**
 * The columns with the named ones first, in the order named, then the rest as they were: the
 * order a phone shows, so the most useful columns fit before the table scrolls.
 */
export function phoneOrder<C extends Keyed>(columns: readonly C[], first: readonly string[]): C[] {
  const rank = (c: C) => {
    const at = first.indexOf(String(c.key));
    return at === -1 ? first.length : at;
  };
  return columns
    .map((column, index) => ({ column, index }))
    .sort((a, b) => rank(a.column) - rank(b.column) || a.index - b.index)
    .map(({ column }) => column);
}
