import type { ProductSummary } from '../../kernel/product';

// Names differ from the docs example (docs/examples/recently-viewed), which declares
// 'recently-viewed/recordView' and 'recently-viewed/productViewed' with other shapes: the registries are
// merged across the program, and one name with two shapes would not compile.
declare module '../../kernel/messages' {
  interface CommandRegistry {
    /** The shopper opened a product page. */
    'recently-viewed/visit': { product: ProductSummary };
  }
  interface EventRegistry {
    /** A product went to the front of the list. */
    'recently-viewed/visited': { product: ProductSummary };
  }
}

declare module '../../kernel/module' {
  interface ProjectionRegistry {
    /** The products viewed, newest first, no sku twice, at most RECENTLY_VIEWED_LIMIT. */
    'recently-viewed/products': { items: ProductSummary[] };
  }
}

export type RecentlyViewedCommand = 'recently-viewed/visit';
export type RecentlyViewedEvent = 'recently-viewed/visited';
