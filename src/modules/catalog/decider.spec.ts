import { describe, it } from 'vitest';
import type { ProductSummary } from '../../kernel/product';
import { given } from '../../kernel/testing';
import { catalogDecider as decider } from './decider';
import type { AddToCartRequest } from './messages';

const product: ProductSummary = {
  id: 22,
  sku: 'KIT-SERVICE-VAG',
  childSku: null,
  name: 'Service kit',
  slug: 'service-kit-22',
  typeId: 'bundle',
  brand: null,
  image: '/parts/engine-oil/1.jpg',
  price: 62,
  regularPrice: null,
  stock: 'in_stock',
};
const request = (extra: Partial<AddToCartRequest> = {}): AddToCartRequest => ({
  product,
  qty: 2,
  options: { bundle: [{ optionId: '221', linkId: '9', sku: 'MOBIL-153351', qty: 1 }] },
  ...extra,
});

describe('catalog decider', () => {
  it('turns "Add to cart" into a request the cart handles, with the chosen options', () => {
    given(decider)
      .when({ type: 'catalog/requestAddToCart', data: request() })
      .then([{ type: 'catalog/addToCartRequested', data: request() }]);
  });

  it('passes an out-of-stock product on: allowing it is the cart configuration', () => {
    const outOfStock = request({ product: { ...product, stock: 'out_of_stock' }, qty: 1 });
    given(decider).when({ type: 'catalog/requestAddToCart', data: outOfStock }).then([{ type: 'catalog/addToCartRequested', data: outOfStock }]);
  });

  it("passes a grouped product's parts on with their quantity rules, for the cart to add each", () => {
    const part = { ...product, id: 7, sku: 'PAD', typeId: 'simple', quantityStep: 2, maxQuantity: 40, available: 9 };
    const set = request({ product: { ...product, typeId: 'grouped' }, qty: 1, options: { grouped: [{ product: part, qty: 2 }] } });
    given(decider).when({ type: 'catalog/requestAddToCart', data: set }).then([{ type: 'catalog/addToCartRequested', data: set }]);
  });

  it('refuses a quantity of 0 or less, a fraction and a missing sku in the spec words', () => {
    given(decider).when({ type: 'catalog/requestAddToCart', data: request({ qty: 0 }) }).thenThrows('Quantity must be above 0');
    given(decider).when({ type: 'catalog/requestAddToCart', data: request({ qty: Number.NaN }) }).thenThrows('Quantity must be above 0');
    given(decider).when({ type: 'catalog/requestAddToCart', data: request({ qty: 1.5 }) }).thenThrows('must be a positive integer');
    given(decider).when({ type: 'catalog/requestAddToCart', data: request({ product: { ...product, sku: ' ' } }) }).thenThrows('catalog/noSku');
  });

  describe('live stock and prices (ADR 0051)', () => {
    const entry = (is_in_stock: boolean, qty: number) => ({ is_in_stock, qty, product_id: 22 });

    it('plans the stock lists (the first 8, then chunks of 15) and the price sync of the skus a page shows', () => {
      const skus = Array.from({ length: 20 }, (_, i) => `S${i}`);
      given(decider)
        .when({ type: 'catalog/syncLive', data: { skus: [...skus, 'S0', ' '] } })
        .then([{ type: 'catalog/liveSyncRequested', data: { stockChunks: [skus.slice(0, 8), skus.slice(8)], skus } }]);
      given(decider).when({ type: 'catalog/syncLive', data: { skus: [] } }).then([]);
    });

    it('turns a stock list answer into stock cache entries and a failed answer into a logged failure', () => {
      given(decider)
        .when({ type: 'catalog/recordStock', data: { skus: ['A'], code: 200, result: [{ sku: 'A', product_id: 22, qty: 3, is_in_stock: true }] } })
        .then([{ type: 'catalog/stockListed', data: { entries: { A: entry(true, 3) } } }]);
      given(decider).when({ type: 'catalog/recordStock', data: { skus: ['A'], code: 0, result: null } }).then([{ type: 'catalog/liveSyncFailed', data: { kind: 'stock', skus: ['A'], code: 0 } }]);
      given(decider).when({ type: 'catalog/recordPrices', data: { skus: ['A'], code: 503, result: 'busy' } }).then([{ type: 'catalog/liveSyncFailed', data: { kind: 'prices', skus: ['A'], code: 503 } }]);
    });

    it('records render-list prices', () => {
      const result = { items: [{ sku: 'A', price_info: { final_price: 10, regular_price: 10, extension_attributes: { tax_adjustments: { final_price: 12.4, regular_price: 12.4 } } } }] };
      given(decider)
        .when({ type: 'catalog/recordPrices', data: { skus: ['A'], code: 200, result } })
        .then([{ type: 'catalog/pricesSynced', data: { prices: { A: { final: 10, regular: 10, special: null, finalInclTax: 12.4, regularInclTax: 12.4, specialInclTax: null } } } }]);
    });

    it('gives add-to-cart the stock cache entry of the sku bought: out of stock, and the units available', () => {
      const simple = { ...product, typeId: 'simple', sku: 'PAD', available: 9 };
      given(decider, { type: 'catalog/stockListed', data: { entries: { PAD: entry(false, 0) } } })
        .when({ type: 'catalog/requestAddToCart', data: request({ product: simple, qty: 1, options: {} }) })
        .then([{ type: 'catalog/addToCartRequested', data: request({ product: { ...simple, stock: 'out_of_stock', available: 0 }, qty: 1, options: {} }) }]);
    });

    it("reads a configurable product's chosen variant and a grouped product's parts from the stock cache", () => {
      const variant = { ...product, typeId: 'configurable', sku: 'WB', childSku: 'WB-500', stock: 'out_of_stock' as const };
      given(decider, { type: 'catalog/stockListed', data: { entries: { 'WB-500': entry(true, 4), WB: entry(false, 0) } } })
        .when({ type: 'catalog/requestAddToCart', data: request({ product: variant, qty: 1, options: {} }) })
        .then([{ type: 'catalog/addToCartRequested', data: request({ product: { ...variant, stock: 'in_stock' }, qty: 1, options: {} }) }]);
      const part = { ...product, id: 7, sku: 'PAD', typeId: 'simple' };
      const set = request({ product: { ...product, typeId: 'grouped' }, qty: 1, options: { grouped: [{ product: part, qty: 2 }] } });
      given(decider, { type: 'catalog/stockListed', data: { entries: { PAD: entry(false, 0) } } })
        .when({ type: 'catalog/requestAddToCart', data: set })
        .then([{ type: 'catalog/addToCartRequested', data: { ...set, options: { grouped: [{ product: { ...part, stock: 'out_of_stock' }, qty: 2 }] } } }]);
    });
  });
});
