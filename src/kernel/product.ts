/**
 * What limits the quantity of a product in one order (spec section 5 "Form messages"), as the server's
 * stock rules do. A missing rule sets no limit.
 */
export interface QuantityRules {
  /** The quantity must be a multiple of it: the product's `quantity_step`, else its stock's `qty_increments` (1 when missing). */
  quantityStep?: number;
  /** The most one order may hold: the stock's `max_sale_qty`. */
  maxQuantity?: number;
  /** The units in stock (the stock's `qty`), only where stock is managed: services and downloads never run out. */
  available?: number;
}

/**
 * What modules may know about a product without importing the catalog module: enough to link to it,
 * show it in a list (wishlist, compare, recently viewed) and put it in a cart (with its quantity rules,
 * where the product page knows them). The catalog module builds it from its product documents and passes
 * it to the product slots.
 */
export interface ProductSummary extends QuantityRules {
  id: number;
  sku: string;
  /** The sku of the chosen variant of a configurable product, else null. */
  childSku: string | null;
  name: string;
  slug: string;
  /** simple, configurable, bundle, grouped, virtual or downloadable. */
  typeId: string;
  brand: string | null;
  /** Image path as the API names it (without the /img/... prefix), or null. */
  image: string | null;
  /** The price the shopper pays now, incl. tax where the view shows tax, in the view's currency. */
  price: number;
  /** The regular price when a special price is active, else null. */
  regularPrice: number | null;
  /** in_stock, volatile or out_of_stock (spec section 4). */
  stock: 'in_stock' | 'volatile' | 'out_of_stock';
}

/** Product types whose route takes parentSku and slug only (spec section 2). */
export const SIMPLE_ROUTE_TYPES = ['virtual', 'bundle', 'simple', 'downloadable', 'grouped'] as const;

/**
 * The route of a product (behaviour notes "Product links"): '{type}-product' with parentSku and slug; a
 * configurable product's route also takes childSku (the chosen variant, else the product's own sku).
 */
export function productRoute(product: Pick<ProductSummary, 'sku' | 'slug' | 'typeId' | 'childSku'>): { name: string; params: Record<string, string> } {
  if (product.typeId === 'configurable') return { name: 'configurable-product', params: { parentSku: product.sku, slug: product.slug, childSku: product.childSku ?? product.sku } };
  const name = (SIMPLE_ROUTE_TYPES as readonly string[]).includes(product.typeId) ? `${product.typeId}-product` : 'simple-product';
  return { name, params: { parentSku: product.sku, slug: product.slug } };
}

/** The resized image URL of a product image path (`/img/{width}/{height}/resize{path}`, spec section 9 sizes). */
export function productImageUrl(path: string, width: number, height: number): string {
  return `/img/${width}/${height}/resize${path}`;
}

/**
 * The `srcset` of a product image shown at `width` x `height` CSS pixels: that size for 1x screens and its double
 * for 2x (the server makes both, ADR 0045), for example `/img/150/150/resize/a.jpg 1x, /img/300/300/resize/a.jpg 2x`.
 */
export function productImageSrcSet(path: string, width: number, height: number): string {
  return `${productImageUrl(path, width, height)} 1x, ${productImageUrl(path, width * 2, height * 2)} 2x`;
}
