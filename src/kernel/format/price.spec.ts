import { describe, expect, it, vi } from 'vitest';
import { discountPercentage, formatPrice, priceRangeLabel } from './price';
import { testViews } from '../store-view/test-views';

const { est, eng, rus, fin, ita } = testViews;

describe('formatPrice', () => {
  it.each([
    ['et', est, '12,50 €'],
    ['ru', rus, '12,50 €'],
    ['fi', fin, '12,50 €'],
    ['it', ita, '12,50 €'],
    ['en', eng, '12.50 €'],
  ])('shows two decimals then the sign in %s', (_language, view, expected) => {
    expect(formatPrice(12.5, view)).toBe(expected);
  });

  it('puts a plain minus before negative amounts', () => {
    expect(formatPrice(-12.5, est)).toBe('-12,50 €');
    expect(formatPrice(-12.5, eng)).toBe('-12.50 €');
  });

  it('rounds to two decimals and never shows minus zero', () => {
    expect(formatPrice(4.999, eng)).toBe('5.00 €');
    expect(formatPrice(-0.001, est)).toBe('0,00 €');
    expect(formatPrice(0, fin)).toBe('0,00 €');
  });

  it('groups thousands with plain spaces only (identical on server and browser)', () => {
    expect(formatPrice(-1234567.891, rus)).toBe('-1 234 567,89 €');
    expect(formatPrice(1234567.891, fin)).toBe('1 234 567,89 €');
    expect(formatPrice(1234567.891, eng)).toBe('1,234,567.89 €');
    expect(formatPrice(1234567.891, ita)).toBe('1.234.567,89 €');
    for (const view of [est, eng, rus, fin, ita]) {
      expect(formatPrice(1234567.891, view)).not.toMatch(/[\u00a0\u202f\u2212]/);
    }
  });
});

describe('priceRangeLabel', () => {
  it('labels the first bucket with "<" and the last with ">"', () => {
    expect(priceRangeLabel({ from: 0, to: 50 }, est)).toBe('< €50');
    expect(priceRangeLabel({ to: 50 }, eng)).toBe('< €50');
    expect(priceRangeLabel({ from: 150 }, est)).toBe('> €150');
  });

  it('labels the middle buckets from-to', () => {
    expect(priceRangeLabel({ from: 50, to: 100 }, est)).toBe('€50-100');
    expect(priceRangeLabel({ from: 100, to: 150 }, eng)).toBe('€100-150');
  });

  it('writes fractional bounds in the view locale', () => {
    expect(priceRangeLabel({ from: 50.5, to: 100 }, est)).toBe('€50,5-100');
    expect(priceRangeLabel({ from: 50.5, to: 100 }, eng)).toBe('€50.5-100');
  });
});

describe('discountPercentage', () => {
  it('is 100 minus the rounded share actually paid for goods', () => {
    expect(discountPercentage(100, 95, 5)).toBe(10);
    expect(discountPercentage(200, 105, 5)).toBe(50);
    expect(discountPercentage(30, 25, 5)).toBe(33);
  });

  it('is 0 without a discount and when subtotal or grand total is 0', () => {
    expect(discountPercentage(100, 105, 5)).toBe(0);
    expect(discountPercentage(0, 10, 5)).toBe(0);
    expect(discountPercentage(100, 0, 5)).toBe(0);
  });
});

describe('formatting many prices', () => {
  it('builds one Intl formatter per locale and options, not one per price (hydration cost, issue 16)', () => {
    const NumberFormat = Intl.NumberFormat;
    const constructed = vi.fn();
    const Counting = function (this: unknown, ...args: ConstructorParameters<typeof Intl.NumberFormat>) {
      constructed();
      return new NumberFormat(...args);
    } as unknown as typeof Intl.NumberFormat;
    vi.stubGlobal('Intl', { ...Intl, NumberFormat: Counting });
    try {
      const prices = Array.from({ length: 200 }, (_, i) => formatPrice(i + 0.5, fin));
      expect(prices[3]).toBe('3,50 €');
      expect(constructed.mock.calls.length).toBeLessThanOrEqual(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
