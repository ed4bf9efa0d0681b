import { describe, expect, it } from 'vitest';
import { testProductSummary } from './product-summary';

describe('testProductSummary', () => {
  it('derives id, name and slug from the sku and takes overrides', () => {
    expect(testProductSummary('BRK-7')).toMatchObject({ id: 7, sku: 'BRK-7', name: 'Part BRK-7', slug: 'brk-7', typeId: 'simple', price: 10, stock: 'in_stock' });
    expect(testProductSummary('X', { price: 30 })).toMatchObject({ id: 1, price: 30 });
  });
});
