import { testProductSummary } from '../../kernel/testing';
import type { CartLine } from './messages';

/**
 * A cart line as adding `testProductSummary(sku)` makes it (simple, price 10, qty 1, in stock), for specs.
 */
export const testLine = (id: string, sku: string, overrides: Partial<CartLine> = {}): CartLine => {
  const product = testProductSummary(sku);
  return {
    id,
    sku,
    parentSku: null,
    productId: product.id,
    name: product.name,
    slug: product.slug,
    typeId: 'simple',
    image: null,
    price: product.price,
    qty: 1,
    product_option: null,
    checksum: '',
    serverItemId: null,
    stock: 'ok',
    limits: {},
    ...overrides,
  };
};

export const lineAdded = (line: CartLine) => ({ type: 'cart/itemAdded' as const, data: { line } });
