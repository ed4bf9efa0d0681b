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
});
