import type { ProductSummary } from '../product';

/**
 * A product summary for module tests and stories (wishlist, compare, recently viewed, reviews): a simple part
 * in stock, id the sku's digits (1 without any), name 'Part {sku}', slug the lower-cased sku, price 10.
 */
export const testProductSummary = (sku: string, overrides: Partial<ProductSummary> = {}): ProductSummary => ({
  id: Number(sku.replace(/\D/g, '')) || 1,
  sku,
  childSku: null,
  name: `Part ${sku}`,
  slug: sku.toLowerCase(),
  typeId: 'simple',
  brand: null,
  image: null,
  price: 10,
  regularPrice: null,
  stock: 'in_stock',
  ...overrides,
});
