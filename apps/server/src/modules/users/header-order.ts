/** One column of a `headerOrderList` ("key:asc;other:desc", 'null' entries skipped). */
export interface HeaderOrder<K extends string> {
  key: K;
  direction: 'asc' | 'desc';
}

/** Parses the spec's sort parameter, keeping only the keys a list allows. */
export function parseHeaderOrder<K extends string>(
  value: string | undefined,
  allowed: readonly K[],
): HeaderOrder<K>[] {
  if (!value) return [];
  const orders: HeaderOrder<K>[] = [];
  for (const pair of value.split(';')) {
    const [key, direction] = pair.split(':').map((part) => part.trim());
    if (!key || !direction || direction === 'null') continue;
    const known = allowed.find((k) => k === key);
    const dir = direction.toLowerCase();
    if (known && (dir === 'asc' || dir === 'desc')) orders.push({ key: known, direction: dir });
  }
  return orders;
}
