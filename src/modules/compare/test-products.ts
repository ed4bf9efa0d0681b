import type { ProductSummary } from '../../kernel/product';

/** A product summary for tests and stories: name 'Part {sku}', slug the lower-cased sku, price 10. */
export const summary = (sku: string, extra: Partial<ProductSummary> = {}): ProductSummary => ({
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
  ...extra,
});
