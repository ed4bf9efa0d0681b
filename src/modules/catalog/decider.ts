import type { ProductSummary } from '../../kernel/product';
import { DomainError, type Decider } from '../../kernel/module';
import { livePricesOf, stockChunks, stockEntriesOf, type StockCacheEntry } from './logic/live';
import type { AddToCartRequest, CatalogCommand, CatalogEvent } from './messages';

/** The catalog's state for one page session: the stock cache entries by sku (spec section 3), which add-to-cart reads. */
export interface CatalogState {
  stock: Record<string, StockCacheEntry>;
}

/**
 * A product summary as the stock cache knows it: the entry of the sku bought (the chosen variant's) sets the
 * stock status by `is_in_stock` and, where stock is managed (the summary has `available`), the units available.
 */
export function withCachedStock(product: ProductSummary, stock: Readonly<Record<string, StockCacheEntry>>): ProductSummary {
  const entry = stock[product.childSku ?? product.sku];
  if (!entry) return product;
  return { ...product, stock: entry.is_in_stock ? 'in_stock' : 'out_of_stock', ...(product.available !== undefined ? { available: entry.qty } : {}) };
}

/** An add request with the stock cache applied to the product and to a grouped product's parts; the same object when nothing changes. */
function withCachedStockRequest(request: AddToCartRequest, stock: CatalogState['stock']): AddToCartRequest {
  const product = withCachedStock(request.product, stock);
  const grouped = request.options.grouped?.map((part) => {
    const synced = withCachedStock(part.product, stock);
    return synced === part.product ? part : { ...part, product: synced };
  });
  const partsChanged = !!grouped && grouped.some((part, i) => part !== request.options.grouped?.[i]);
  if (product === request.product && !partsChanged) return request;
  return { ...request, product, options: partsChanged ? { ...request.options, grouped } : request.options };
}

/**
 * The catalog's commands. "Add to cart" on the product page becomes `catalog/addToCartRequested`, which the cart
 * module handles (stock check, lines, sync; whether out-of-stock items are allowed is the cart's configuration,
 * spec section 4), with the stock cache's word on the product's stock. Refused here, in the spec's words
 * (section 5): a request without a sku and a quantity that is not a positive integer. The live sync (ADR 0051):
 * `catalog/syncLive` plans the stock chunks (first 8, then 15 each) and the price sync; the recorded answers
 * become stock cache entries and live prices, or a logged failure.
 */
export const catalogDecider: Decider<CatalogState, CatalogCommand, CatalogEvent> = {
  initialState: () => ({ stock: {} }),

  decide(command, state) {
    switch (command.type) {
      case 'catalog/requestAddToCart': {
        const { product, qty } = command.data;
        if (product.sku.trim() === '') throw new DomainError('catalog/noSku', 'Field is required.');
        if (!(qty > 0)) throw new DomainError('catalog/badQuantity', 'Quantity must be above 0');
        if (!Number.isInteger(qty)) throw new DomainError('catalog/badQuantity', 'must be a positive integer');
        return [{ type: 'catalog/addToCartRequested', data: withCachedStockRequest(command.data, state.stock) }];
      }
      case 'catalog/syncLive': {
        const chunks = stockChunks(command.data.skus);
        return chunks.length ? [{ type: 'catalog/liveSyncRequested', data: { stockChunks: chunks, skus: chunks.flat() } }] : [];
      }
      case 'catalog/recordStock': {
        const { code, result, skus } = command.data;
        if (code !== 200) return [{ type: 'catalog/liveSyncFailed', data: { kind: 'stock', skus, code } }];
        return [{ type: 'catalog/stockListed', data: { entries: stockEntriesOf(result) } }];
      }
      case 'catalog/recordPrices': {
        const { code, result, skus } = command.data;
        if (code !== 200) return [{ type: 'catalog/liveSyncFailed', data: { kind: 'prices', skus, code } }];
        return [{ type: 'catalog/pricesSynced', data: { prices: livePricesOf(result) } }];
      }
      default: {
        const unknown: never = command;
        throw new DomainError('unknown_command', `Unknown command ${String((unknown as { type: string }).type)}`);
      }
    }
  },

  evolve(draft, event) {
    if (event.type === 'catalog/stockListed') Object.assign(draft.stock, event.data.entries);
  },
};
