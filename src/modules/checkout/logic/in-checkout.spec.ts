import { describe, expect, it } from 'vitest';
import { CHECKOUT_ACTIVITY_WINDOW_MS, isInCheckout } from './in-checkout';

const minutesAgo = (minutes: number, now: number) => now - minutes * 60_000;

describe('isInCheckout (behaviour notes "Checkout and orders")', () => {
  const now = Date.parse('2024-05-01T12:00:00.000Z');

  it('uses the 30-minute window of 1,800,000 ms', () => {
    expect(CHECKOUT_ACTIVITY_WINDOW_MS).toBe(1_800_000);
  });

  it('modified 29 minutes ago: yes; 31 minutes ago: no', () => {
    expect(isInCheckout(minutesAgo(29, now), now)).toBe(true);
    expect(isInCheckout(minutesAgo(31, now), now)).toBe(false);
  });

  it('reads ISO times as the projection keeps them', () => {
    expect(isInCheckout(new Date(minutesAgo(29, now)).toISOString(), new Date(now).toISOString())).toBe(true);
    expect(isInCheckout(new Date(minutesAgo(31, now)).toISOString(), new Date(now).toISOString())).toBe(false);
  });

  it('never modified, or an unreadable time: not in checkout', () => {
    expect(isInCheckout(null, now)).toBe(false);
    expect(isInCheckout('not a time', now)).toBe(false);
  });
});
