import type { KernelState } from '../state';
import { SUMMARY_WORDS as W } from './words';

/**
 * A replay in a support person's words: what each event did (naming the product and the quantity change) and
 * the cart it left. Pure and tolerant: it reads events and projections by name without importing any module,
 * and an event of an unexpected shape (an old log) gets a plainer sentence, never an exception.
 */

/** An event as a replay step carries it (upcast) or as a log stores it. */
export interface SummarizedEvent {
  type: string;
  data: unknown;
}

/** A cart line as support reads it from the `cart/lines` projection. */
export interface CartLineSummary {
  id: string;
  sku: string;
  name: string | null;
  qty: number;
  price: number | null;
}

/** The lines of the `cart/lines` projection (empty when the state has no cart). */
export function cartOf(state: KernelState): CartLineSummary[] {
  const items = record(state.projections['cart/lines'])?.items;
  if (!Array.isArray(items)) return [];
  return items.flatMap((raw) => {
    const line = record(raw);
    if (!line || typeof line.sku !== 'string') return [];
    return [{ id: str(line.id) ?? line.sku, sku: line.sku, name: str(line.name), qty: num(line.qty) ?? 0, price: num(line.price) }];
  });
}

/** `Brake pad set (BP-123)`, or the bare sku when the name is unknown. */
export function productName(sku: string, name?: string | null): string {
  return name && name !== sku ? `${name} (${sku})` : sku;
}

/** The cart as one line per product: `2 × Brake pad set (BP-123) at 39.90`. */
export function cartLines(state: KernelState): string[] {
  return cartOf(state).map((line) => `${line.qty} × ${productName(line.sku, line.name)}${line.price === null ? '' : ` at ${money(line.price)}`}`);
}

/** What happened to the cart's lines between two states, one phrase per line added, removed or changed. */
export function cartChanges(before: KernelState, after: KernelState): string[] {
  const old = new Map(cartOf(before).map((line) => [line.id, line]));
  const changes: string[] = [];
  for (const line of cartOf(after)) {
    const was = old.get(line.id);
    old.delete(line.id);
    const name = productName(line.sku, line.name);
    if (!was) changes.push(W.added(line.qty, name));
    else if (was.sku !== line.sku) changes.push(W.reconfigured(name, productName(was.sku, was.name)));
    else if (was.qty !== line.qty) changes.push(W.quantityChanged(name, was.qty, line.qty));
  }
  for (const gone of old.values()) changes.push(W.removed(gone.qty, productName(gone.sku, gone.name)));
  return changes;
}

/**
 * One event in words, with the states before and after it (a replay step's `state` and the previous one).
 *
 * @example
 * summarizeEvent(step.event, steps[i - 1]?.state ?? initial, step.state) // 'Quantity of Brake pad set (BP-123) changed 1 → 3'
 */
export function summarizeEvent(event: SummarizedEvent, before: KernelState, after: KernelState): string {
  const d = record(event.data) ?? {};
  const said = describe(event.type, d, before, after);
  if (said !== null) return said;
  // Events without their own sentence still say what they did to the cart.
  const plain = plainWords(event.type);
  const changes = cartChanges(before, after);
  return changes.length ? W.cartChanges(plain, changes) : plain;
}

/** The sentence of an event type that has one; null for the rest. */
function describe(type: string, d: Record<string, unknown>, before: KernelState, after: KernelState): string | null {
  const lineName = (lineId: unknown): string => {
    const line = [...cartOf(after), ...cartOf(before)].find((l) => l.id === lineId);
    return line ? productName(line.sku, line.name) : `line ${String(lineId)}`;
  };
  const withChanges = (what: string): string => {
    const changes = cartChanges(before, after);
    return changes.length ? W.cartChanges(what, changes) : what;
  };
  switch (type) {
    case 'cart/itemAdded': {
      const line = record(d.line);
      return line ? W.added(num(line.qty) ?? 1, productName(str(line.sku) ?? '?', str(line.name))) : null;
    }
    case 'cart/quantityChanged': {
      const from = num(d.prevQty) ?? 0;
      const to = num(d.qty) ?? 0;
      return d.by === 'add' ? W.addedMore(lineName(d.lineId), from, to) : W.quantityChanged(lineName(d.lineId), from, to);
    }
    case 'cart/itemsRemoved':
      return removedPhrase(before, d);
    case 'cart/addRefused':
      return W.addRefused(str(d.sku) ?? '?', notices(d.notices));
    case 'cart/quantityRefused':
      return W.quantityRefused(lineName(d.lineId), num(d.qty) ?? 0, notices(d.notices));
    case 'cart/removalRequested':
      return W.removalAsked(lineName(d.lineId));
    case 'cart/cleared':
      return W.cleared;
    case 'cart/itemConfigured': {
      const was = record(d.previous);
      const from = str(was?.sku) ?? lineName(d.lineId);
      const line = cartOf(after).find((l) => l.id === d.lineId);
      return W.reconfigured(productName(str(d.sku) ?? '?', line?.name), from);
    }
    case 'cart/connectRequested':
      return W.cartConnecting(d.guest === true);
    case 'cart/connected':
      return withChanges(W.cartConnected(str(d.cartId) ?? '?', str(d.owner) ?? 'guest', d.mergeGuest === true));
    case 'cart/serverLinesMerged':
      return withChanges(W.serverMerged);
    case 'cart/serverLineAdded': {
      const line = record(d.line);
      return line ? W.serverLineAdded(num(line.qty) ?? 1, productName(str(line.sku) ?? '?', str(line.name))) : null;
    }
    case 'cart/lineSynced':
      return W.lineSynced(lineName(d.lineId), num(d.qty) ?? 0, num(d.serverItemId) ?? 0);
    case 'cart/lineUpdateFailed':
      return withChanges(W.lineUpdateFailed(lineName(d.lineId), str(d.message) ?? ''));
    case 'cart/lineDeleteRecorded':
      return W.lineDeleted(num(d.serverItemId) ?? 0, d.ok === true);
    case 'cart/lineStockChecked':
      return W.stockChecked(lineName(d.lineId), str(record(d.stockMessage)?.message) ?? (d.inStock ? 'in stock' : 'out of stock'));
    case 'cart/totalsReceived': {
      const totals = record(d.totals);
      const total = num(totals?.grand_total);
      return total === null ? null : W.totalsReceived(amount(total, str(totals?.quote_currency_code)));
    }
    case 'cart/couponRequested':
      return W.couponAsked(str(d.action) ?? 'apply', str(d.coupon) ?? '');
    case 'cart/couponApplied':
      return W.couponApplied(str(d.coupon) ?? '');
    case 'cart/couponRemoved':
      return W.couponRemoved(str(d.coupon) ?? '');
    case 'cart/couponRefused':
      return W.couponRefused(str(d.coupon) ?? '', str(d.message) ?? '');
    case 'cart/sessionReset':
      return withChanges(W.sessionReset);
    case 'cart/orderCompleted':
      return W.orderCompleted(str(d.orderId) ?? '?');
    case 'cart/connectFailed':
    case 'cart/pullFailed':
    case 'cart/totalsFailed':
    case 'checkout/shippingInformationFailed':
      return W.failed(plainWords(type).replace(/ failed$/, ''), num(d.code) ?? 0, str(d.message));
    case 'checkout/personalDetailsSaved':
      return W.personalDetailsSaved;
    case 'checkout/personalDetailsFilledFromProfile':
      return W.personalDetailsFilled;
    case 'checkout/shippingMethodsReceived':
      return Array.isArray(d.methods) ? W.shippingOffers(d.methods.length) : null;
    case 'checkout/shippingInformationReceived': {
      const totals = record(d.totals);
      const total = num(totals?.grand_total);
      return total === null ? null : W.shippingTotals(amount(total, str(totals?.quote_currency_code)));
    }
    case 'checkout/shippingDetailsSaved':
      return W.shippingSaved([str(d.shippingCarrier), str(d.shippingMethod)].filter(Boolean).join('/'), str(d.country) ?? '?');
    case 'checkout/paymentDetailsSaved':
      return W.paymentSaved(str(d.paymentMethod) ?? '?');
    case 'checkout/termsAcceptanceChanged':
      return W.terms(d.accepted === true);
    case 'checkout/orderPlacementStarted':
      return W.orderSent(str(d.orderId) ?? '?');
    case 'checkout/orderPlaced': {
      const total = num(d.grandTotal);
      return W.orderPlaced(str(d.orderNumber) ?? str(d.orderId) ?? '?', total === null ? null : money(total));
    }
    case 'checkout/orderQueued':
      return W.orderQueued(str(d.orderId) ?? '?');
    case 'checkout/orderPlacementFailed':
      return W.orderFailed(str(d.orderId) ?? '?', num(d.code) ?? 0, str(d.message) ?? '');
    case 'offline-orders/orderTransmitted':
      return W.orderTransmitted(str(d.orderId) ?? '?', str(d.orderNumber) ?? '?');
    case 'user/sessionStartedAnonymously':
      return W.guestSession;
    case 'user/sessionAuthorised':
      return W.authorised(str(record(d.customer)?.email) ?? '?', str(d.via) ?? 'login');
    case 'user/loggedOut':
      return W.loggedOut;
    case 'user/loginRequested':
      return W.loginAsked(str(d.email) ?? '?');
    case 'user/registrationRequested':
      return W.registrationAsked(str(d.email) ?? '?');
    case 'user/profileLoaded':
      return W.profileLoaded(str(record(d.profile)?.email) ?? '?');
    case 'user/authViewShown':
      return W.authView(str(d.view) ?? '?');
    case 'ui-state/panelOpened':
    case 'ui-state/panelClosed':
      return W.panel(str(d.panel) ?? '?', type === 'ui-state/panelOpened');
    case 'catalog/addToCartRequested':
    case 'recently-viewed/visited': {
      const product = record(d.product);
      const name = productName(str(product?.sku) ?? '?', str(product?.name));
      return type === 'recently-viewed/visited' ? W.viewed(name) : W.addRequested(num(d.qty) ?? 1, name);
    }
    case 'user/formSucceeded':
    case 'user/formFailed':
      return W.formOutcome(str(d.form) ?? '?', type === 'user/formSucceeded', str(d.message) ?? '');
    case 'wishlist/itemAdded':
    case 'wishlist/itemRemoved': {
      const item = record(d.item);
      const name = productName(str(item?.sku) ?? '?', str(item?.name));
      return type === 'wishlist/itemAdded' ? W.wishlistAdded(name) : W.wishlistRemoved(name);
    }
    case 'wishlist/cleared':
      return W.wishlistCleared;
    case 'vehicle/makeSelected':
    case 'vehicle/modelSelected':
    case 'vehicle/engineSelected':
      return W.carPart(type.slice('vehicle/'.length, -'Selected'.length), str(record(d.option)?.label));
    case 'vehicle/applied': {
      const car = ['make', 'model', 'engine'].map((part) => str(record(d[part])?.label)).filter(Boolean).join(' ');
      return W.carApplied(car, str(d.plate) ?? undefined);
    }
    case 'vehicle/cleared':
      return W.carCleared;
    case 'vehicle/plateLookupRequested':
      return W.plateAsked(str(d.plate) ?? '?');
    case 'vehicle/plateLookupFailed':
      return W.plateFailed(str(d.plate) ?? '?', str(d.message) ?? '');
    case 'vehicle/ktypeRequested':
      return W.ktypeAsked(num(d.ktypnr) ?? 0);
    case 'vehicle/ktypeNotFound':
      return W.ktypeNotFound(num(d.ktypnr) ?? 0, str(d.message) ?? '');
    case 'vehicle/plateVehiclesFound':
      return Array.isArray(d.vehicles) ? W.plateFound(str(d.plate) ?? '?', d.vehicles.length) : null;
    case 'vehicle/carForgotten':
      return W.carForgotten(num(d.engineId) ?? 0);
    case 'notifications/notificationAdded': {
      const message = str(d.message);
      return message === null ? null : W.notification(str(d.type) ?? 'info', interpolate(message, record(d.params)));
    }
    case 'kernel/commandRejected':
      return W.commandRefused(str(d.command) ?? '?', str(d.message) ?? '', commandProduct(d.commandData, before));
    default:
      return null;
  }
}

/** `cart/itemsRemoved`: each removed line with its quantity, from the state before. */
function removedPhrase(before: KernelState, d: Record<string, unknown>): string {
  const ids = Array.isArray(d.lineIds) ? d.lineIds : [];
  const lines = cartOf(before).filter((line) => ids.includes(line.id));
  if (lines.length === 0) return W.removed(0, ids.map(String).join(', ') || '?');
  return lines.map((line) => W.removed(line.qty, productName(line.sku, line.name))).join('; ');
}

/** The product a refused command was about (`cart/addItem {product}`, `cart/updateQuantity {lineId}`, ...). */
function commandProduct(data: unknown, before: KernelState): string | null {
  const d = record(data);
  if (!d) return null;
  const product = record(d.product);
  if (product && typeof product.sku === 'string') return productName(product.sku, str(product.name));
  const line = cartOf(before).find((l) => l.id === d.lineId);
  if (line) return productName(line.sku, line.name);
  return str(d.sku);
}

/** An i18n text with its `{{name}}` params filled in (the message keys are the English texts). */
function interpolate(text: string, params: Record<string, unknown> | null): string {
  if (!params) return text;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, key: string) => (key in params ? String(params[key]) : whole));
}

/** The notices of a refusal, joined: the spec's texts (an i18n key with its params shown as they are). */
function notices(value: unknown): string {
  if (!Array.isArray(value)) return '';
  return value.map((n) => str(record(n)?.message)).filter(Boolean).join('; ');
}

/** `cart/totalsRequested` → `cart: totals requested`. */
export function plainWords(type: string): string {
  const slash = type.indexOf('/');
  const name = slash === -1 ? type : type.slice(slash + 1);
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return slash === -1 ? words : `${type.slice(0, slash)}: ${words}`;
}

/** Two decimals, as the shop shows money (the currency is the view's). */
export function money(value: number): string {
  return value.toFixed(2);
}

function amount(value: number, currency: string | null): string {
  return currency ? `${money(value)} ${currency}` : money(value);
}

function record(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

function str(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

function num(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}
