/** First wait before asking the provider again about a payment whose outcome is unknown. */
const FIRST_WAIT_MS = 15_000;
/** The longest wait between two checks. */
const MAX_WAIT_MS = 30 * 60_000;
/** Checks after which a payment is left in_process for an operator (about 4 hours in all). */
export const MAX_RECONCILE_ATTEMPTS = 12;

/** When to check next after `attempts` checks; undefined once the bound is reached. */
export function nextReconcileAt(attempts: number, now: Date): Date | undefined {
  if (attempts >= MAX_RECONCILE_ATTEMPTS) return undefined;
  const wait = Math.min(MAX_WAIT_MS, FIRST_WAIT_MS * 2 ** attempts);
  return new Date(now.getTime() + wait);
}
