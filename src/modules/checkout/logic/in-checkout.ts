/** Spec section 9: the shopper counts as in checkout for 30 minutes (1,800,000 ms) after the last change. */
export const CHECKOUT_ACTIVITY_WINDOW_MS = 1_800_000;

const epoch = (time: string | number): number => (typeof time === 'number' ? time : Date.parse(time));

/**
 * Whether the shopper is still in checkout at `now`, `modifiedAt` being the last change (ISO time or epoch
 * ms; null when there was none). Pure: the caller passes the clock.
 * @example isInCheckout('2024-05-01T10:00:00Z', '2024-05-01T10:29:00Z') // true
 */
export function isInCheckout(modifiedAt: string | number | null, now: string | number): boolean {
  if (modifiedAt === null) return false;
  const since = epoch(now) - epoch(modifiedAt);
  return Number.isFinite(since) && since >= 0 && since <= CHECKOUT_ACTIVITY_WINDOW_MS;
}
