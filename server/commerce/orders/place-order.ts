/**
 * Order placement (issue 4 item 5): the server recomputes the order from its catalogue (client prices
 * are ignored), asks the payment side, then in ONE transaction stores the order and its lines, takes the
 * stock, redeems the coupon, closes the cart (one cart, one order: a closed cart refuses) and queues the
 * confirmation e-mail. The client's order id makes it idempotent for its caller: the same request from the
 * same caller answers the stored confirmation, also when two requests race (the unique index decides; the
 * loser rolls back and reads the winner's row); another request under the same id is a 409 (ADR 0039).
 */
import type { OrderAddress, OrderConfirmation, OrderPayload } from '../../../contract/order';
import type { ApiDeps } from '../../api/deps';
import { ApiError } from '../../api/errors';
import { viewForRequest } from '../../api/store-view';
import { requireCustomer, type CustomerRow } from '../auth/tokens';
import { closeCart, reachableCart } from '../cart';
import { paymentMethodsOf } from '../payments/installed';
import type { OrderPayments } from '../payments/types';
import { priceQuote, redeemCoupon } from '../quote';
import type { ProductOptionInput, QuoteAddress, QuoteContext } from '../quote/types';
import { queueOrderConfirmation } from './confirmation-mail';
import { ORDER_MESSAGES, OrderRefusal, unavailable } from './refusal';
import { reserveStock, stockTakes } from './stock';
import { incrementId as orderNumberOf, insertOrder, insertOrderItems, isReplayOf, linkPayment, nextOrderId, orderByClientId, paymentBelongsTo, type StoredOrder } from './store';

/** A validated order request: the body as received and the query's token, store code and cart id. */
export interface PlaceOrderRequest {
  body: OrderPayload;
  token?: string | undefined;
  storeCode?: string | undefined;
  cartId?: string | undefined;
}

/** Where placement reports what it cannot answer to the client (a capture failing after commit). */
export interface OrderLog {
  error(details: Record<string, unknown>, message: string): void;
}

/** Thrown inside the transaction when another request stored the same client order id first. */
class DuplicateOrder extends Error {}

const blank = (value: unknown): boolean => value === undefined || value === null || value === '';

/** An order address as the quote engine reads it (region ids arrive as numbers or strings). */
function quoteAddress(address: OrderAddress): QuoteAddress {
  const regionId = typeof address.region_id === 'number' ? address.region_id : /^\d+$/.test(String(address.region_id ?? '')) ? Number(address.region_id) : null;
  return {
    firstname: address.firstname,
    lastname: address.lastname,
    street: address.street,
    city: address.city,
    postcode: address.postcode,
    country_id: address.country_id,
    region: address.region ?? null,
    region_id: regionId,
    region_code: address.region_code ?? null,
  };
}

/**
 * The cart the order names, which this buyer must still be able to reach: unknown, someone else's and
 * already ordered carts all refuse the order with the cart API's one answer (ids cannot be probed).
 */
async function cartOf(deps: ApiDeps, cartId: string | null, customer: CustomerRow | null) {
  if (!cartId) return null;
  try {
    return await reachableCart(deps.db, cartId, customer);
  } catch (error) {
    if (error instanceof ApiError && error.statusCode === 403) throw new OrderRefusal(403, ORDER_MESSAGES.cartNotAvailable);
    throw error;
  }
}

/** The stored confirmation for a resend of the same request by the same caller; 409 for anyone or anything else. */
function replayOf(stored: StoredOrder, body: OrderPayload, customer: CustomerRow | null) {
  if (!isReplayOf(stored, body, customer?.id ?? null)) throw new OrderRefusal(409, ORDER_MESSAGES.orderIdTaken);
  return stored.confirmation;
}

/**
 * Places the order and answers its confirmation `{backendOrderId, orderNumber, transferedAt}`; throws
 * `OrderRefusal` (409 lines, 400 address / coupon / payment method, 402 payment) or ApiError (401, 404).
 */
export async function placeOrder(deps: ApiDeps, payments: OrderPayments, request: PlaceOrderRequest, log?: OrderLog): Promise<OrderConfirmation> {
  const { body } = request;
  const now = deps.now();
  const customer = blank(request.token) ? null : await requireCustomer(deps.db, deps.commerce, request.token, now);
  const stored = await orderByClientId(deps.db, body.order_id);
  if (stored) return replayOf(stored, body, customer);

  const view = viewForRequest(deps.storeViews, { storeCode: body.store_code || request.storeCode || undefined });
  const info = body.addressInformation;
  const email = customer?.email ?? info.billingAddress.email;
  const cart = await cartOf(deps, blank(body.cart_id) ? request.cartId || null : String(body.cart_id), customer);
  const couponCode = (cart ? cart.coupon_code : body.coupon_code) || null;
  const shippingAddress = info.shippingAddress ?? null;
  const shipping: QuoteContext['shipping'] =
    info.shipping_carrier_code && info.shipping_method_code
      ? { carrierCode: info.shipping_carrier_code, methodCode: info.shipping_method_code, address: quoteAddress(shippingAddress ?? info.billingAddress) }
      : null;
  const quote = await priceQuote(
    deps.db,
    body.products.map((p) => ({ sku: p.sku, qty: p.qty, product_option: (p.product_option ?? null) as ProductOptionInput | null })),
    { view, now, customer: customer ? { id: customer.id, email: customer.email, group_id: customer.group_id } : null, email, shipping, paymentMethod: info.payment_method_code, couponCode },
  );
  if (quote.problems.length) throw unavailable(quote.problems);
  if (couponCode && !quote.coupon) throw new OrderRefusal(400, ORDER_MESSAGES.coupon);
  if (!quote.isVirtual && (!shipping || !quote.shipping.available || !quote.shipping.method)) throw new OrderRefusal(400, ORDER_MESSAGES.address);
  // Only a registered method this view offers for this cart (ADR 0069); an unknown code is refused, never guessed.
  const registry = paymentMethodsOf(deps);
  const paymentPart = registry.get(info.payment_method_code);
  const offered = registry.offered(
    { view, isVirtual: quote.isVirtual, grandTotal: quote.totals.grand_total, countryId: (quote.isVirtual ? info.billingAddress : (shippingAddress ?? info.billingAddress)).country_id || null },
    deps.commerce.payments,
  );
  if (!paymentPart) throw new OrderRefusal(400, ORDER_MESSAGES.unknownPaymentMethod(info.payment_method_code));
  if (!offered.some((m) => m.code === paymentPart.code)) throw new OrderRefusal(400, ORDER_MESSAGES.paymentMethod);
  const paymentMethod = { code: paymentPart.code, title: paymentPart.mailTitles[view.language] };
  const takes = await stockTakes(deps.db, quote.lines);

  const decision = await payments.prepare(deps, {
    method: paymentMethod.code,
    additional: info.payment_method_additional ?? null,
    clientOrderId: body.order_id,
    amount: quote.totals.grand_total,
    currency: 'EUR',
    email,
    storeCode: view.storeCode,
  });
  if (decision.kind === 'requires_action' || decision.kind === 'failed') throw new OrderRefusal(402, decision.message);
  const paymentId = decision.kind === 'authorized' ? decision.paymentId : null;
  // False once the payment turns out to be another order's: it is not ours to release.
  let ownPayment = true;

  let placed: { id: number; incrementId: string };
  try {
    placed = await deps.db.transaction(async (tx) => {
      const id = await nextOrderId(tx);
      const incrementId = orderNumberOf(view.storeId, id);
      const inserted = await insertOrder(tx, {
        id,
        incrementId,
        clientOrderId: body.order_id,
        customerId: customer?.id ?? null,
        cartId: cart?.id ?? null,
        email,
        storeCode: view.storeCode,
        storeId: view.storeId,
        language: view.language,
        status: paymentId !== null ? 'processing' : (paymentPart.placedStatus ?? 'pending'),
        paymentStatus: paymentId !== null ? 'authorized' : 'pending',
        totals: quote.totals,
        couponCode: quote.coupon?.code ?? null,
        shippingCarrierCode: quote.shipping.method?.carrier_code ?? null,
        shippingMethodCode: quote.shipping.method?.method_code ?? null,
        paymentMethod: paymentMethod.code,
        shippingAddress,
        billingAddress: info.billingAddress,
        payload: body,
        now,
      });
      if (!inserted) throw new DuplicateOrder();
      await insertOrderItems(tx, id, quote.lines);
      const shortage = await reserveStock(tx, id, takes);
      if (shortage) throw unavailable([{ sku: shortage.sku, message: shortage.available > 0 ? ORDER_MESSAGES.onlyAvailable(shortage.available) : ORDER_MESSAGES.outOfStock }]);
      if (paymentId !== null && !(await linkPayment(tx, paymentId, { id, clientOrderId: body.order_id }, now))) {
        ownPayment = false;
        throw new OrderRefusal(402, ORDER_MESSAGES.paymentTaken);
      }
      if (quote.coupon && !(await redeemCoupon(tx, quote.coupon.code, { orderId: id, email, customerId: customer?.id ?? null, now }))) {
        throw new OrderRefusal(400, ORDER_MESSAGES.coupon);
      }
      const orderedLines = quote.lines.map((line) => ({ sku: line.sku, qty: line.qty, product_type: line.product_type, product_option: line.product_option }));
      if (cart && !(await closeCart(tx, cart.id, id, orderedLines))) throw new OrderRefusal(403, ORDER_MESSAGES.cartNotAvailable);
      await queueOrderConfirmation(tx, {
        view,
        orderId: id,
        incrementId,
        recipient: email,
        customerName: customer ? `${customer.firstname} ${customer.lastname}` : `${info.billingAddress.firstname} ${info.billingAddress.lastname}`,
        placedAt: now,
        quote,
        shippingAddress,
        billingAddress: info.billingAddress,
        paymentMethod,
      });
      return { id, incrementId };
    });
  } catch (error) {
    const winner = error instanceof DuplicateOrder ? await orderByClientId(deps.db, body.order_id) : null;
    // A racing duplicate may hold the same authorisation (card idempotency key): only release our own.
    if (paymentId !== null && ownPayment && !(winner && (await paymentBelongsTo(deps.db, paymentId, winner.id)))) {
      await payments.release(deps, paymentId).catch((releaseError: unknown) => log?.error({ err: releaseError, paymentId }, 'Releasing the payment of an order that was not placed failed'));
    }
    if (winner) return replayOf(winner, body, customer);
    throw error;
  }

  if (paymentId !== null) {
    await payments.complete(deps, paymentId, placed).catch((completeError: unknown) => log?.error({ err: completeError, paymentId, orderId: placed.id }, 'Completing the payment of a placed order failed'));
  }
  return { backendOrderId: String(placed.id), orderNumber: placed.incrementId, transferedAt: now.toISOString() };
}
