import { describe, expect, it } from 'vitest';
import { parseAddQuantity, quantityProblem } from './quantity';

describe('parseAddQuantity (spec section 4: default 1, parsed as an integer)', () => {
  it('defaults to 1 and parses integers', () => {
    expect([undefined, null, ''].map(parseAddQuantity)).toEqual([1, 1, 1]);
    expect([3, '3', 2.9, '2.9', '-1'].map(parseAddQuantity)).toEqual([3, 3, 2, 2, -1]);
    expect(parseAddQuantity('many')).toBeNaN();
  });
});

describe('quantityProblem (spec section 5 "Form messages")', () => {
  const message = (qty: number, limits = {}) => quantityProblem(qty, limits)?.message ?? null;

  it('accepts whole quantities above 0 within the limits', () => {
    expect(message(1)).toBeNull();
    expect(message(6, { maxQuantity: 6, available: 6, quantityStep: 3 })).toBeNull();
  });

  it("names the first problem in the spec's words", () => {
    expect(message(0)).toBe('Quantity must be above 0');
    expect(message(Number.NaN)).toBe('Quantity must be a positive integer');
    expect(message(1.5)).toBe('Quantity must be a positive integer');
    expect(quantityProblem(11, { maxQuantity: 10 })).toEqual({ type: 'error', message: 'Quantity must be below {{quantity}}', ns: 'cart', params: { quantity: 10 } });
    expect(quantityProblem(4, { available: 3.5 })?.params).toEqual({ maxQuantity: 3 });
    expect(quantityProblem(5, { quantityStep: 2 })).toEqual({ type: 'error', message: 'Quantity must be a multiple of {{step}}.', ns: 'cart', params: { step: 2 } });
  });
});
