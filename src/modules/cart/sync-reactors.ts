import type { Container } from 'inversify';
import type { CartItemAnswer } from '../../../contract/cart';
import { searchCatalogue } from '../../kernel/api';
import type { DurableStore } from '../../kernel/event-log/durable-store';
import { createSerialQueue } from '../../kernel/event-log/storage';
import type { DomainEvent } from '../../kernel/messages';
import type { Reactor, ReactorContext } from '../../kernel/module';
import { CartSessionToken, SyncLayerToken, UserSessionToken, type SyncLayer, type Task, type TaskMethod, type UserSessionPort } from '../../kernel/sync';
import { CART_STORAGE_KEYS, CART_SYNC_CONFIG } from './config';
import { CART_TEXTS } from './logic';
import { LINE_EVENTS, type CartLine, type CartOwner, type PulledProduct, type RecordedAnswer } from './messages';
import type { CartSession } from './session';

/** Service token of the cart's browser storage (`current-cart`, `current-cart-token`, `current-cart-hash`). */
export const CartStorage = Symbol.for('autoparts.cart.storage');

const syncOf = (services: Container): SyncLayer | null => (services.isBound(SyncLayerToken) ? services.get<SyncLayer>(SyncLayerToken) : null);
const sessionOf = (ctx: Pick<ReactorContext, 'services' | 'read' | 'dispatch'>): CartSession | null => {
  if (!ctx.services.isBound(CartSessionToken)) return null;
  const session = ctx.services.get<CartSession>(CartSessionToken);
  session.attach(ctx);
  return session;
};
const hasToken = (services: Container): boolean => services.isBound(UserSessionToken) && Boolean(services.get<UserSessionPort>(UserSessionToken).getToken());

/** A customer cart's calls carry the token; a guest cart's do not (the token would not reach a guest cart). */
const cartUrl = (path: string, owner: CartOwner | null, extra = ''): string =>
  `/api/cart/${path}?${owner === 'customer' ? 'token={{token}}&' : ''}cartId={{cartId}}${extra}`;

let taskCounter = 0;
const task = (event: DomainEvent, url: string, method: TaskMethod, options: Partial<Task> = {}): Task => {
  taskCounter += 1;
  return { id: `cart-${event.meta.id}-${taskCounter}`, url, method, createdAt: event.meta.time, ...options };
};

/** Sends a task; a throw counts as not sent (code 0). */
async function send(sync: SyncLayer, t: Task): Promise<RecordedAnswer> {
  try {
    const answer = await sync.execute(t);
    return { code: answer.code, result: answer.result, transmitted: answer.transmitted };
  } catch (error) {
    return { code: 0, result: error instanceof Error ? error.message : String(error), transmitted: false };
  }
}

const cartItemOf = (line: CartLine, qty: number, serverItemId: number | null, quoteId: string | null) => ({
  cartItem: { sku: line.sku, qty, product_option: line.product_option, quoteId, item_id: serverItemId },
});

/** Creates the server cart (customer's with a token, else a guest's) and records the answer. */
export const connectCart: Reactor<'cart/connectRequested'> = {
  on: ['cart/connectRequested'],
  async run(event, ctx) {
    const sync = syncOf(ctx.services);
    const session = sessionOf(ctx);
    if (!sync || !session) return;
    if (session.connecting) {
      session.connectAgain = { guest: event.data.guest, mergeGuest: event.data.mergeGuest || (session.connectAgain?.mergeGuest ?? false) };
      return;
    }
    const owner: CartOwner = !event.data.guest && hasToken(ctx.services) ? 'customer' : 'guest';
    session.connecting = true;
    let answer: RecordedAnswer;
    try {
      // The server keeps the view a cart was created in (its payment methods, e.g. the card in the Italian views,
      // and its prices follow it); the default view is the server's own default (VSF 1 adds storeCode the same way).
      const view = ctx.storeView.isDefault ? '' : `storeCode=${encodeURIComponent(ctx.storeView.storeCode)}`;
      const query = [owner === 'customer' ? 'token={{token}}' : '', view].filter(Boolean).join('&');
      answer = await send(sync, task(event, `/api/cart/create${query ? `?${query}` : ''}`, 'POST', { silent: true }));
    } finally {
      // Before recording: the answer may ask for the next connect (a guest cart after a 401).
      session.connecting = false;
    }
    const again = session.connectAgain;
    session.connectAgain = null;
    await ctx.dispatch({ type: 'cart/recordConnect', data: { ...answer, owner, mergeGuest: event.data.mergeGuest } });
    // A connect asked for meanwhile is made now when this one never reached the server (sent offline) or asked
    // for another owner (a login while a guest cart was being created); an answered one already did its work.
    const againOwner: CartOwner | null = again ? (!again.guest && hasToken(ctx.services) ? 'customer' : 'guest') : null;
    if (again && (!answer.transmitted || againOwner !== owner)) await ctx.dispatch({ type: 'cart/connect', data: again });
  },
};

/** Pulls the server cart after connecting and when a sync is needed. */
export const pullCart: Reactor<'cart/connected' | 'cart/pullRequested'> = {
  on: ['cart/connected', 'cart/pullRequested'],
  async run(event, ctx) {
    const sync = syncOf(ctx.services);
    sessionOf(ctx);
    if (!sync) return;
    const answer = await send(sync, task(event, cartUrl('pull', ctx.read('cart/server').owner), 'GET', { silent: true }));
    await ctx.dispatch({ type: 'cart/recordPull', data: answer });
  },
};

interface PulledDoc {
  id: number;
  sku: string;
  name: string;
  slug?: string;
  url_key?: string;
  type_id: string;
  image?: string | null;
  configurable_children?: { id?: number; sku: string; name?: string; image?: string | null }[];
}

/**
 * The catalogue products of pulled server items, by sku (one search). A configurable product's variant is not a
 * document of its own: it is found through its parent (`configurable_children.sku`), whose sku and slug its line
 * links to and whose name it shows, as a line added on the product page does (the options name the variant).
 */
async function productsOf(ctx: ReactorContext, items: readonly CartItemAnswer[]): Promise<Map<string, PulledProduct>> {
  const found = new Map<string, PulledProduct>();
  try {
    const skus = items.map((item) => item.sku);
    const wanted = new Set(skus);
    const answer = await searchCatalogue<PulledDoc>(ctx.services, ctx.storeView, 'product', {
      query: { bool: { should: [{ terms: { sku: skus } }, { terms: { 'configurable_children.sku': skus } }], minimum_should_match: 1 } },
      size: skus.length,
    });
    for (const { _source: doc } of answer.hits.hits) {
      const slug = doc.slug || doc.url_key || '';
      if (wanted.has(doc.sku)) found.set(doc.sku, { id: doc.id, sku: doc.sku, name: doc.name, slug, typeId: doc.type_id, image: doc.image ?? null, parentSku: null });
      for (const child of doc.configurable_children ?? []) {
        if (!wanted.has(child.sku) || found.has(child.sku)) continue;
        found.set(child.sku, { id: child.id ?? doc.id, sku: child.sku, name: doc.name, slug, typeId: doc.type_id, image: child.image || doc.image || null, parentSku: doc.sku });
      }
    }
  } catch {
    // Offline or refused: the line is added from the server item alone.
  }
  return found;
}

/** Carries out a merge: pushes, server deletes, pulled lines; then refreshes the totals. */
export const applyMerge: Reactor<'cart/serverLinesMerged'> = {
  on: ['cart/serverLinesMerged'],
  async run(event, ctx) {
    const sync = syncOf(ctx.services);
    const { plan } = event.data;
    if (!sync || plan.dryRun) return;
    const { owner, cartId } = ctx.read('cart/server');
    for (const push of plan.push) {
      const line = ctx.read('cart/lines').items.find((candidate) => candidate.id === push.lineId);
      if (!line) continue;
      const answer = await send(sync, task(event, cartUrl('update', owner), 'POST', { body: cartItemOf(line, push.qty, push.serverItemId, cartId) }));
      await ctx.dispatch({ type: 'cart/recordLineUpdate', data: { ...answer, lineId: line.id, prevQty: null, origin: 'merge' } });
    }
    for (const item of plan.deleteOnServer) {
      const answer = await send(sync, task(event, cartUrl('delete', owner), 'POST', { body: { cartItem: { sku: item.sku, item_id: item.item_id, quoteId: cartId } } }));
      await ctx.dispatch({ type: 'cart/recordLineDelete', data: { ...answer, serverItemId: item.item_id } });
    }
    if (plan.fetch.length) {
      const products = await productsOf(ctx, plan.fetch);
      await ctx.dispatch({ type: 'cart/recordServerProducts', data: { items: plan.fetch.map((item) => ({ item, product: products.get(item.sku) ?? null })) } });
    }
    await ctx.dispatch({ type: 'cart/syncTotals', data: {} });
  },
};

/** Pushes a line change to the server cart (connecting first when there is none). */
export const pushLineChange: Reactor<'cart/itemAdded' | 'cart/quantityChanged' | 'cart/itemConfigured'> = {
  on: ['cart/itemAdded', 'cart/quantityChanged', 'cart/itemConfigured'],
  async run(event, ctx) {
    const sync = syncOf(ctx.services);
    const session = sessionOf(ctx);
    const server = ctx.read('cart/server');
    if (!sync || server.disabled) return;
    if (!server.cartId) {
      // The connect's merge pushes this line with the others.
      if (!session?.connecting) await ctx.dispatch({ type: 'cart/sync', data: {} });
      return;
    }
    const lineId = event.type === 'cart/itemAdded' ? event.data.line.id : event.data.lineId;
    const line = ctx.read('cart/lines').items.find((candidate) => candidate.id === lineId);
    if (!line) return;
    const prevQty = event.type === 'cart/itemAdded' ? null : event.type === 'cart/quantityChanged' ? event.data.prevQty : (event.data.prevQty ?? line.qty);
    const answer = await send(sync, task(event, cartUrl('update', server.owner), 'POST', { body: cartItemOf(line, line.qty, line.serverItemId, server.cartId) }));
    const restore = event.type === 'cart/itemConfigured' ? event.data.previous : undefined;
    await ctx.dispatch({ type: 'cart/recordLineUpdate', data: { ...answer, lineId, prevQty, ...(restore ? { restore } : {}), origin: 'change' } });
  },
};

/** Deletes removed lines on the server cart (those it has). */
export const deleteOnServer: Reactor<'cart/itemsRemoved' | 'cart/cleared'> = {
  on: ['cart/itemsRemoved', 'cart/cleared'],
  async run(event, ctx) {
    const sync = syncOf(ctx.services);
    const server = ctx.read('cart/server');
    if (!sync || server.disabled || !server.cartId) return;
    const skus = event.data.serverSkus ?? [];
    for (const [index, serverItemId] of (event.data.serverItemIds ?? []).entries()) {
      // Spec section 7: the delete identifies the item by sku, item_id and quoteId (older logs have no sku).
      const sku = skus[index];
      const cartItem = { ...(sku === undefined ? {} : { sku }), item_id: serverItemId, quoteId: server.cartId };
      const answer = await send(sync, task(event, cartUrl('delete', server.owner), 'POST', { body: { cartItem } }));
      await ctx.dispatch({ type: 'cart/recordLineDelete', data: { ...answer, serverItemId } });
    }
  },
};

/** Checks an added line's stock, and a line's that became another variant (spec section 4 "Stock sync for cart items"). */
export const checkLineStock: Reactor<'cart/itemAdded' | 'cart/itemConfigured'> = {
  on: ['cart/itemAdded', 'cart/itemConfigured'],
  async run(event, ctx) {
    const sync = syncOf(ctx.services);
    if (!sync || ctx.read('cart/server').disabled) return;
    const line = event.type === 'cart/itemAdded' ? event.data.line : ctx.read('cart/lines').items.find((candidate) => candidate.id === event.data.lineId);
    if (!line) return;
    const answer = await send(sync, task(event, `/api/stock/check?sku=${encodeURIComponent(line.sku)}`, 'GET', { silent: true }));
    if (answer.transmitted) await ctx.dispatch({ type: 'cart/recordStock', data: { ...answer, lineId: line.id } });
  },
};

/** A change the server took, or a coupon change, refreshes the totals. */
export const refreshTotals: Reactor<'cart/lineSynced' | 'cart/lineDeleteRecorded' | 'cart/couponApplied' | 'cart/couponRemoved'> = {
  on: ['cart/lineSynced', 'cart/lineDeleteRecorded', 'cart/couponApplied', 'cart/couponRemoved'],
  async run(event, { dispatch }) {
    if (event.type === 'cart/lineSynced' && event.data.origin === 'merge') return;
    if (event.type === 'cart/lineDeleteRecorded' && !event.data.ok) return;
    await dispatch({ type: 'cart/syncTotals', data: {} });
  },
};

/** Payment methods first, then the totals (spec section 4 "Totals"). */
export const fetchTotals: Reactor<'cart/totalsRequested'> = {
  on: ['cart/totalsRequested'],
  async run(event, ctx) {
    const sync = syncOf(ctx.services);
    if (!sync) return;
    const { owner } = ctx.read('cart/server');
    await send(sync, task(event, cartUrl('payment-methods', owner), 'GET', { silent: true }));
    const answer = await send(sync, task(event, cartUrl('totals', owner), 'GET', { silent: true }));
    await ctx.dispatch({ type: 'cart/recordTotals', data: answer });
  },
};

/** Applies or removes the coupon on the server cart. */
export const sendCoupon: Reactor<'cart/couponRequested'> = {
  on: ['cart/couponRequested'],
  async run(event, ctx) {
    const sync = syncOf(ctx.services);
    const { action, coupon } = event.data;
    if (!sync) {
      await ctx.dispatch({ type: 'cart/recordCoupon', data: { code: 0, result: null, transmitted: false, action, coupon } });
      return;
    }
    const { owner } = ctx.read('cart/server');
    const url = action === 'apply' ? cartUrl('apply-coupon', owner, `&coupon=${encodeURIComponent(coupon)}`) : cartUrl('delete-coupon', owner);
    const answer = await send(sync, task(event, url, 'POST', { silent: true }));
    await ctx.dispatch({ type: 'cart/recordCoupon', data: { ...answer, action, coupon } });
  },
};

/** The notices of the sync: sync disabled, a refused coupon (the spec's texts, 'cart' namespace). */
export const notifySync: Reactor<'cart/syncDisabled' | 'cart/couponRefused'> = {
  on: ['cart/syncDisabled', 'cart/couponRefused'],
  async run(event, { dispatch }) {
    // A blank code is the field's own error ('Field is required.'), not news for a toast.
    if (event.type === 'cart/couponRefused' && event.data.coupon === '') return;
    const message = event.type === 'cart/syncDisabled' ? CART_TEXTS.syncDisabled : event.data.message;
    await dispatch({ type: 'notifications/notify', data: { type: 'error', message, ns: 'cart' } });
  },
};

/** How long ago the last order was, from `last-cart-bypass-ts` (ms; Infinity when none). */
async function sinceLastOrder(services: Container, now: string): Promise<number> {
  if (!services.isBound(CartStorage)) return Number.POSITIVE_INFINITY;
  const stored = await services.get<DurableStore>(CartStorage).get<number | string>(CART_STORAGE_KEYS.lastBypass);
  const ts = typeof stored === 'string' ? Number(stored) : stored;
  return typeof ts === 'number' && Number.isFinite(ts) ? Date.parse(now) - ts : Number.POSITIVE_INFINITY;
}

/** An order placed from the cart: its time is the last-order time (`last-cart-bypass-ts`, ms since the epoch). */
export const noteLastOrder: Reactor<'cart/orderCompleted'> = {
  on: ['cart/orderCompleted'],
  async run(event, { services }) {
    if (!services.isBound(CartStorage)) return;
    await services.get<DurableStore>(CartStorage).set(CART_STORAGE_KEYS.lastBypass, Date.parse(event.meta.time));
  },
};

/** An offline order refused for good (offline-orders' event): the cart it was placed from is no longer skipped (ADR 0057). */
export const releaseCancelledOrderCart: Reactor<'offline-orders/orderCancelled'> = {
  on: ['offline-orders/orderCancelled'],
  async run(event, { dispatch }) {
    await dispatch({ type: 'cart/releaseOrderedCart', data: { orderId: event.data.orderId } });
  },
};

/** The user's session events (kernel messages): the customer's cart on login, a clean cart on logout. */
export const followSession: Reactor<'user/sessionAuthorised' | 'user/loggedOut' | 'user/sessionStartedAnonymously'> = {
  on: ['user/sessionAuthorised', 'user/loggedOut', 'user/sessionStartedAnonymously'],
  async run(event, ctx) {
    sessionOf(ctx);
    const server = ctx.read('cart/server');
    switch (event.type) {
      case 'user/loggedOut':
        await ctx.dispatch({ type: 'cart/resetSession', data: {} });
        return;
      case 'user/sessionStartedAnonymously':
        // A customer's cart without the customer's token (it expired for good): the lines move to a guest cart.
        if ((!server.cartId || server.owner === 'customer') && ctx.read('cart/lines').items.length) await ctx.dispatch({ type: 'cart/connect', data: { guest: true } });
        return;
      case 'user/sessionAuthorised': {
        if (event.data.via === 'passwordChange' || server.disabled) return;
        if (event.data.via === 'startup' && server.owner === 'customer') {
          await ctx.dispatch({ type: 'cart/sync', data: {} });
          return;
        }
        // After an order the customer's cart is left alone for a while (checkout writes the time, issue 7).
        if ((await sinceLastOrder(ctx.services, event.meta.time)) < CART_SYNC_CONFIG.customerCartBypassMs) return;
        await ctx.dispatch({ type: 'cart/connect', data: { mergeGuest: event.data.via !== 'startup' } });
        return;
      }
      default:
        return;
    }
  },
};

const serial = createSerialQueue();
/** Mirrors lines, cart id and hash to the spec's storage keys (the log stays the source; ADR 0017 style). */
export const mirrorCart: Reactor<(typeof LINE_EVENTS)[number] | 'cart/connected'> = {
  on: [...LINE_EVENTS, 'cart/connected'],
  run: (_event, { services, read }) =>
    serial(async () => {
      if (!services.isBound(CartStorage)) return;
      const store = services.get<DurableStore>(CartStorage);
      const server = read('cart/server');
      await store.set(CART_STORAGE_KEYS.lines, read('cart/lines').items);
      await store.set(CART_STORAGE_KEYS.token, server.cartId);
      await store.set(CART_STORAGE_KEYS.hash, server.hash);
    }),
};

/** Browser start-up: attach the session, sync when back online, sync (or connect) a cart that has lines or an id. */
export async function startCart(ctx: ReactorContext): Promise<void> {
  sessionOf(ctx);
  // The browser runtime binds the sync layer right after the kernel starts: give it that moment.
  if (!ctx.services.isBound(SyncLayerToken)) await new Promise((resolve) => setTimeout(resolve, 0));
  if (typeof window !== 'undefined') window.addEventListener('online', () => void ctx.dispatch({ type: 'cart/sync', data: { force: true } }));
  const server = ctx.read('cart/server');
  if (server.disabled) return;
  // A customer's cart needs the customer's token, which the user module restores at its own start: the
  // cart syncs on its user/sessionAuthorised (or turns into a guest cart on user/sessionStartedAnonymously).
  if (server.owner === 'customer') return;
  if (server.cartId || ctx.read('cart/lines').items.length) await ctx.dispatch({ type: 'cart/sync', data: {} });
}
