const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'accent' });

/**
 * Orders ids and names as people read them: runs of digits compare as numbers (TAG-2 before
 * TAG-10, CB-9 before CB-10) and case is ignored. Every client-side sorter of ids uses it.
 */
export function compareIds(a: string, b: string): number {
  return collator.compare(a, b);
}
