/**
 * The cart API of the vue-storefront-api contract (spec section 7 "Cart"): server carts for guests and
 * customers, lines with the spec's identity rules, totals, shipping and payment methods and coupons. Prices
 * always come from the quote engine; the client's prices are never read.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { envelope } from '../../contract/envelope';
import type { CartItemAnswer, CartPaymentMethod, CartShippingMethod, CartTotals, ShippingInformationAnswer } from '../../contract/cart';
import type { StoreView } from '../../src/kernel/store-view/types';
import { customerForToken, NOT_AUTHORIZED, type CustomerRow } from '../commerce/auth/tokens';
import { cartItems, createCart, customerCart, optionsChecksum, reachableCart, touchCart, type CartItemRow, type CartRow } from '../commerce/cart';
import { collectTotalsSchema, deleteSchema, shippingInformationSchema, shippingMethodsSchema, updateSchema, validator } from '../commerce/cart/schemas';
import { paymentMethodsOf } from '../commerce/payments/installed';
import { checkCoupon, findShippingMethod, INCORRECT_COUPON, priceQuote, SHIPPING_NOT_AVAILABLE, shippingMethodsFor } from '../commerce/quote';
import type { PricedQuote, ProductOptionInput, QuoteAddress, QuoteContext, QuoteLineInput } from '../commerce/quote';
import type { ApiDeps } from './deps';
import { ApiError, badRequest, notFound } from './errors';
import { viewForRequest } from './store-view';

/** The answer for an item id that is not a line of this cart. */
export const CART_ITEM_NOT_FOUND = 'Cart item not found';

interface CartQuery {
  token?: string;
  cartId?: string;
  storeCode?: string;
  coupon?: string;
}

interface UpdateBody {
  cartItem: { sku: string; qty?: number | string | null; product_option?: ProductOptionInput | null; item_id?: number | null };
}
interface DeleteBody {
  cartItem: { sku?: string; item_id?: number | null };
}
interface ShippingMethodsBody {
  address?: SentAddress;
}
interface ShippingInformationBody {
  addressInformation: { shippingAddress: SentAddress; billingAddress?: SentAddress | null; shippingCarrierCode?: string; shippingMethodCode?: string };
}
interface CollectTotalsBody {
  methods?: { paymentMethod?: { method?: string } | null; shippingCarrierCode?: string; shippingMethodCode?: string };
}

/**
 * A payment method as the API answers it (spec section 3 "Payment method"): with its cost excl. and incl. tax (this
 * shop charges no surcharge for any method yet, so 0: the totals' payment segment agrees), no default (the shopper
 * chooses) and is_server_method, since every method here is the server's.
 */
const onTheWire = (method: CartPaymentMethod): CartPaymentMethod => ({ cost: 0, cost_incl_tax: 0, default: false, is_server_method: true, ...method });

const validUpdate = validator<UpdateBody>(updateSchema);
const validDelete = validator<DeleteBody>(deleteSchema);
const validShippingMethods = validator<ShippingMethodsBody>(shippingMethodsSchema);
const validShippingInformation = validator<ShippingInformationBody>(shippingInformationSchema);
const validCollectTotals = validator<CollectTotalsBody>(collectTotalsSchema);

function parse<T>(check: (body: unknown) => { ok: true; value: T } | { ok: false; message: string }, body: unknown): T {
  const result = check(body);
  if (!result.ok) throw badRequest(result.message);
  return result.value;
}

/** An address as sent: Vue Storefront 1's totals sync names the country `countryId` (Magento's spelling). */
type SentAddress = Partial<QuoteAddress> & { countryId?: string };

/**
 * The address with the spec's defaults: the view's country, postcode ' ', region_id 0 (section 5). `countryId`
 * is read as country_id when that is missing (ADR 0073) and not kept.
 */
export function withAddressDefaults(address: SentAddress | null | undefined, view: StoreView): QuoteAddress {
  const { countryId, ...given } = address ?? {};
  return {
    ...given,
    country_id: (given.country_id || countryId || view.tax.defaultCountry).toUpperCase(),
    postcode: given.postcode?.trim() ? given.postcode : ' ',
    region_id: given.region_id ?? 0,
  };
}

/** A quantity as sent: numbers as they are, numeric strings parsed, missing means 1. */
const quantity = (qty: number | string | null | undefined): number => (qty === undefined || qty === null || qty === '' ? 1 : typeof qty === 'number' ? qty : /^\s*-?\d+(\.\d+)?\s*$/.test(qty) ? Number(qty) : Number.NaN);

/**
 * POST /api/cart/create, GET /api/cart/pull, POST /api/cart/update, POST /api/cart/delete, GET /api/cart/totals,
 * GET /api/cart/payment-methods, POST /api/cart/shipping-methods, POST /api/cart/shipping-information,
 * POST /api/cart/apply-coupon, POST /api/cart/delete-coupon, POST /api/cart/collect-totals; all with
 * `?token=&cartId=[&storeCode=]`. An invalid token is 401; a cart the caller may not use is 403.
 */
export async function cartRoutes(app: FastifyInstance, deps: ApiDeps): Promise<void> {
  const customerOf = async (token: unknown): Promise<CustomerRow | null> => {
    if (token === undefined || token === '') return null;
    const customer = await customerForToken(deps.db, deps.commerce, token, deps.now());
    if (!customer) throw new ApiError(401, NOT_AUTHORIZED);
    return customer;
  };
  const viewOf = (query: CartQuery, cart?: CartRow): StoreView =>
    viewForRequest(deps.storeViews, { storeCode: query.storeCode || (cart && deps.storeViews.some((v) => v.storeCode === cart.store_code) ? cart.store_code : undefined) });

  /** The caller, the cart and its view; 401 before 403. */
  const load = async (request: FastifyRequest<{ Querystring: CartQuery }>) => {
    const customer = await customerOf(request.query.token);
    const cart = await reachableCart(deps.db, request.query.cartId, customer);
    return { customer, cart, view: viewOf(request.query, cart) };
  };

  const contextOf = (cart: CartRow, customer: CustomerRow | null, view: StoreView, overrides: Partial<QuoteContext> = {}): QuoteContext => ({
    view,
    now: deps.now(),
    customer: customer ? { id: customer.id, email: customer.email, group_id: customer.group_id } : null,
    email: cart.email ?? customer?.email ?? null,
    shipping: cart.shipping?.carrier_code && cart.shipping.method_code ? { carrierCode: cart.shipping.carrier_code, methodCode: cart.shipping.method_code, address: cart.shipping.address } : null,
    paymentMethod: cart.payment_method,
    couponCode: cart.coupon_code,
    ...overrides,
  });
  const linesOf = (items: readonly CartItemRow[]): QuoteLineInput[] => items.map((i) => ({ sku: i.sku, qty: i.qty, product_option: i.product_option, item_id: i.item_id }));

  const itemAnswer = (item: CartItemRow, quote: PricedQuote): CartItemAnswer => {
    const line = quote.lines.find((l) => l.item_id === item.item_id);
    return {
      item_id: item.item_id,
      sku: item.sku,
      qty: item.qty,
      name: line?.name ?? item.sku,
      price: line?.price ?? 0,
      price_incl_tax: line?.price_incl_tax ?? 0,
      product_type: line?.product_type ?? item.product_type,
      quote_id: item.cart_id,
      product_option: item.product_option,
    };
  };
  const quoteOf = async (cart: CartRow, customer: CustomerRow | null, view: StoreView, overrides: Partial<QuoteContext> = {}) =>
    priceQuote(deps.db, linesOf(await cartItems(deps.db, cart.id)), contextOf(cart, customer, view, overrides));
  // The registered methods this cart can pay with (ADR 0069): the country is the shipping address's, the billing one's for virtual carts.
  const paymentMethods = (cart: CartRow, view: StoreView, quote: { isVirtual: boolean; totals: CartTotals }): CartPaymentMethod[] => {
    const address = quote.isVirtual ? (cart.billing_address ?? cart.shipping?.address) : (cart.shipping?.address ?? cart.billing_address);
    const context = { view, isVirtual: quote.isVirtual, grandTotal: quote.totals.grand_total, countryId: address?.country_id || null };
    return paymentMethodsOf(deps).offered(context, deps.commerce.payments).map(onTheWire);
  };

  app.post<{ Querystring: CartQuery }>('/api/cart/create', async (request) => {
    const customer = await customerOf(request.query.token);
    const storeCode = viewForRequest(deps.storeViews, { storeCode: request.query.storeCode }).storeCode;
    const now = deps.now();
    const id = customer ? await customerCart(deps.db, { customer, storeCode, now }) : await createCart(deps.db, { customer: null, storeCode, now });
    return envelope(200, id);
  });

  app.get<{ Querystring: CartQuery }>('/api/cart/pull', async (request) => {
    const { customer, cart, view } = await load(request);
    const items = await cartItems(deps.db, cart.id);
    const quote = await priceQuote(deps.db, linesOf(items), contextOf(cart, customer, view));
    return envelope(200, items.map((item) => itemAnswer(item, quote)));
  });

  app.post<{ Querystring: CartQuery; Body: unknown }>('/api/cart/update', async (request) => {
    const { customer, cart, view } = await load(request);
    const { cartItem } = parse(validUpdate, request.body);
    const sku = cartItem.sku.trim();
    const qty = quantity(cartItem.qty);
    const productOption = cartItem.product_option ?? null;
    const itemId = cartItem.item_id ?? null;
    if (itemId !== null && !(await cartItems(deps.db, cart.id)).some((i) => i.item_id === itemId)) throw notFound(CART_ITEM_NOT_FOUND);

    const quote = await priceQuote(deps.db, [{ sku, qty, product_option: productOption }], contextOf(cart, customer, view, { couponCode: null, shipping: null }));
    const problem = quote.problems[0];
    if (problem) throw new ApiError(problem.code === 'unknown_sku' || problem.code === 'not_salable' ? 404 : 400, problem.message);
    const line = quote.lines[0];
    if (!line) throw notFound(quote.problems[0]?.message ?? 'Product query returned empty result');

    const checksum = optionsChecksum(productOption);
    const at = deps.now().toISOString();
    const option = productOption === null ? null : JSON.stringify(productOption);
    const savedId = await deps.db.transaction(async (tx) => {
      if (itemId !== null) {
        // The edited line takes the identity it now has; a line that already had it gives way.
        await tx.query('DELETE FROM cart_item WHERE cart_id = $1 AND sku = $2 AND options_checksum = $3 AND item_id <> $4', [cart.id, sku, checksum, itemId]);
        await tx.query('UPDATE cart_item SET sku = $3, qty = $4, product_type = $5, product_option = $6::jsonb, options_checksum = $7, updated_at = $8 WHERE cart_id = $1 AND item_id = $2', [
          cart.id,
          itemId,
          sku,
          qty,
          line.product_type,
          option,
          checksum,
          at,
        ]);
        await touchCart(tx, cart.id, deps.now());
        return itemId;
      }
      // Setting, not adding: a retried request leaves the same quantity.
      const { rows } = await tx.query<{ item_id: number }>(
        `INSERT INTO cart_item (cart_id, sku, qty, product_type, product_option, options_checksum, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7, $7)
         ON CONFLICT (cart_id, sku, options_checksum) DO UPDATE SET qty = EXCLUDED.qty, product_type = EXCLUDED.product_type, product_option = EXCLUDED.product_option, updated_at = EXCLUDED.updated_at
         RETURNING item_id`,
        [cart.id, sku, qty, line.product_type, option, checksum, at],
      );
      await touchCart(tx, cart.id, deps.now());
      return rows[0]?.item_id ?? 0;
    });
    const item = (await cartItems(deps.db, cart.id)).find((i) => i.item_id === savedId);
    if (!item) throw notFound(CART_ITEM_NOT_FOUND);
    return envelope(200, itemAnswer(item, { ...quote, lines: [{ ...line, item_id: item.item_id }] }));
  });

  app.post<{ Querystring: CartQuery; Body: unknown }>('/api/cart/delete', async (request) => {
    const { cart } = await load(request);
    const { cartItem } = parse(validDelete, request.body);
    const sku = cartItem.sku?.trim();
    if ((cartItem.item_id === undefined || cartItem.item_id === null) && !sku) throw badRequest('cartItem.sku: Field is required.');
    const { rows } =
      cartItem.item_id !== undefined && cartItem.item_id !== null
        ? await deps.db.query('DELETE FROM cart_item WHERE cart_id = $1 AND item_id = $2 RETURNING item_id', [cart.id, cartItem.item_id])
        : await deps.db.query('DELETE FROM cart_item WHERE cart_id = $1 AND sku = $2 RETURNING item_id', [cart.id, sku]);
    if (!rows.length) throw notFound(CART_ITEM_NOT_FOUND);
    await touchCart(deps.db, cart.id, deps.now());
    return envelope(200, true);
  });

  app.get<{ Querystring: CartQuery }>('/api/cart/totals', async (request) => {
    const { customer, cart, view } = await load(request);
    const totals: CartTotals = (await quoteOf(cart, customer, view)).totals;
    return envelope(200, totals);
  });

  app.get<{ Querystring: CartQuery }>('/api/cart/payment-methods', async (request) => {
    const { customer, cart, view } = await load(request);
    const quote = await quoteOf(cart, customer, view);
    return envelope(200, paymentMethods(cart, view, quote));
  });

  app.post<{ Querystring: CartQuery; Body: unknown }>('/api/cart/shipping-methods', async (request) => {
    const { customer, cart, view } = await load(request);
    const { address } = parse(validShippingMethods, request.body);
    const quote = await quoteOf(cart, customer, view);
    const methods: CartShippingMethod[] = await shippingMethodsFor(deps.db, { address: withAddressDefaults(address, view), now: deps.now(), isVirtual: quote.isVirtual });
    return envelope(200, methods);
  });

  app.post<{ Querystring: CartQuery; Body: unknown }>('/api/cart/shipping-information', async (request) => {
    const { customer, cart, view } = await load(request);
    const info = parse(validShippingInformation, request.body).addressInformation;
    const address = withAddressDefaults(info.shippingAddress, view);
    const billing = info.billingAddress ? withAddressDefaults(info.billingAddress, view) : address;
    const quote = await quoteOf(cart, customer, view, { shipping: null });
    let carrier: string | null = null;
    let method: string | null = null;
    if (!quote.isVirtual) {
      const chosen = await findShippingMethod(deps.db, { address, now: deps.now(), isVirtual: false }, info.shippingCarrierCode ?? '', info.shippingMethodCode ?? '');
      if (!chosen) throw badRequest(SHIPPING_NOT_AVAILABLE);
      carrier = chosen.carrier_code;
      method = chosen.method_code;
    }
    const email = address.email?.trim() || billing.email?.trim() || cart.email;
    const { rows } = await deps.db.query<CartRow>(
      `UPDATE cart SET shipping = $2::jsonb, billing_address = $3::jsonb, email = $4, updated_at = $5 WHERE id = $1
       RETURNING id, customer_id, store_code, coupon_code, shipping, billing_address, payment_method, email, is_active, created_at, updated_at`,
      [cart.id, JSON.stringify({ carrier_code: carrier, method_code: method, address }), JSON.stringify(billing), email ?? null, deps.now().toISOString()],
    );
    const saved = rows[0] ?? cart;
    const priced = await quoteOf(saved, customer, view);
    const answer: ShippingInformationAnswer = { payment_methods: paymentMethods(saved, view, priced), totals: priced.totals };
    return envelope(200, answer);
  });

  app.post<{ Querystring: CartQuery }>('/api/cart/apply-coupon', async (request) => {
    const { customer, cart } = await load(request);
    const check = await checkCoupon(deps.db, request.query.coupon ?? '', { customerId: customer?.id ?? cart.customer_id, email: customer?.email ?? cart.email, now: deps.now() });
    if (!check.ok) throw badRequest(INCORRECT_COUPON);
    await deps.db.query('UPDATE cart SET coupon_code = $2, updated_at = $3 WHERE id = $1', [cart.id, check.code, deps.now().toISOString()]);
    return envelope(200, true);
  });

  app.post<{ Querystring: CartQuery }>('/api/cart/delete-coupon', async (request) => {
    const { cart } = await load(request);
    await deps.db.query('UPDATE cart SET coupon_code = NULL, updated_at = $2 WHERE id = $1', [cart.id, deps.now().toISOString()]);
    return envelope(200, true);
  });

  app.post<{ Querystring: CartQuery; Body: unknown }>('/api/cart/collect-totals', async (request) => {
    const { customer, cart, view } = await load(request);
    const methods = parse(validCollectTotals, request.body ?? {}).methods ?? {};
    const overrides: Partial<QuoteContext> = {};
    if (methods.shippingCarrierCode || methods.shippingMethodCode) {
      const address = cart.shipping?.address ?? withAddressDefaults(null, view);
      overrides.shipping = { carrierCode: methods.shippingCarrierCode ?? '', methodCode: methods.shippingMethodCode ?? '', address };
    }
    if (methods.paymentMethod?.method) overrides.paymentMethod = methods.paymentMethod.method;
    const quote = await quoteOf(cart, customer, view, overrides);
    if (!quote.shipping.available) throw badRequest(SHIPPING_NOT_AVAILABLE);
    if (overrides.paymentMethod) await deps.db.query('UPDATE cart SET payment_method = $2, updated_at = $3 WHERE id = $1', [cart.id, overrides.paymentMethod, deps.now().toISOString()]);
    const totals: CartTotals = quote.totals;
    return envelope(200, totals);
  });
}
