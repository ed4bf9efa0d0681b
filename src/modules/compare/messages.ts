import type { ProductSummary } from '../../kernel/product';

declare module '../../kernel/messages' {
  interface CommandRegistry {
    /** Add a product; a sku already compared is ignored, a full list refuses it. */
    'compare/add': { product: ProductSummary };
    'compare/remove': { sku: string };
    /** Empty the list (logout, spec section 4). */
    'compare/clear': Record<string, never>;
  }
  interface EventRegistry {
    'compare/itemAdded': { item: ProductSummary };
    'compare/itemRemoved': { item: ProductSummary };
    'compare/cleared': Record<string, never>;
  }
}

declare module '../../kernel/module' {
  interface ProjectionRegistry {
    /** The compared products, in the order they were added. */
    'compare/items': { items: ProductSummary[] };
  }
}

export type CompareCommand = 'compare/add' | 'compare/remove' | 'compare/clear';
export type CompareEvent = 'compare/itemAdded' | 'compare/itemRemoved' | 'compare/cleared';
export const COMPARE_EVENTS = ['compare/itemAdded', 'compare/itemRemoved', 'compare/cleared'] as const satisfies readonly CompareEvent[];
