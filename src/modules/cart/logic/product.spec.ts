import { describe, expect, it } from 'vitest';
import { productProblems, stockCheck } from './product';

describe('productProblems (spec section 5 "Cart and product")', () => {
  it('blocks a price below 0 and allows a zero price', () => {
    expect(productProblems({ price: -1 }).map((p) => p.message)).toEqual(['Product price is unknown, product cannot be added to the cart!']);
    expect(productProblems({ price: 0 })).toEqual([]);
  });

  it("yields exactly the product's non-empty error messages, as plain text", () => {
    expect(productProblems({ price: 5 }, ['error 1', 'error 2'])).toEqual([
      { type: 'error', message: 'error 1' },
      { type: 'error', message: 'error 2' },
    ]);
    expect(productProblems({ price: 5 }, [''])).toEqual([]);
  });
});

describe('stockCheck (spec section 4)', () => {
  it('is ok, volatile or out_of_stock', () => {
    expect(stockCheck({ stock: 'in_stock' })).toBe('ok');
    expect(stockCheck({ stock: 'volatile' })).toBe('volatile');
    expect(stockCheck({ stock: 'out_of_stock' })).toBe('out_of_stock');
  });
});
