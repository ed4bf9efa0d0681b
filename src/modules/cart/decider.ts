import { optionsChecksum } from '../../../contract/cart-identity';
import type { CartItemAnswer, CartTotals } from '../../../contract/cart';
import { serverMessage } from '../../kernel/sync/envelope';
import { CART_SYNC_CONFIG } from './config';
import type { EventDraft } from '../../kernel/messages';
import { DomainError, type Decider } from '../../kernel/module';
import {
  CART_TEXTS,
  childBySizeAndColour,
  childWithOptions,
  linesHash,
  syncedHash,
  mergeCart,
  nextLines,
  parseAddQuantity,
  productProblems,
  quantityProblem,
  removedWith,
  sameLine,
  stockCheck,
  withSizeAndColour,
} from './logic';
import { LINE_EVENTS, type LineEvent } from './messages';
import type { CartCommand, ConfigurableChild, LocalCartCommand, CartEditMode, CartEvent, CartLine, CartNotice, CartOwner, PulledProduct, RecordedAnswer } from './messages';

/** The decider's view of the server cart (the `cart/server` projection shows the shopper's part of it). */
export interface CartServerState {
  cartId: string | null;
  owner: CartOwner | null;
  disabled: boolean;
  bypassCount: number;
  /** Items hash at the last sync, null when never synced. */
  hash: string | null;
  /** The next pull merges the guest's lines into the customer's cart (sums quantities), once. */
  pendingGuestMerge: boolean;
  /** The coupon the server cart carries, as far as the cart knows. */
  coupon: string | null;
  /**
   * The server carts orders were placed from, with their orders, newest last (ADR 0057). Until a queued offline
   * order reaches the server, the customer's cart it names is still open and holds the ordered lines: a connect
   * that is answered with one of these never pulls it (its lines would come back as a ghost cart). Kept over
   * session resets; an order refused for good releases its cart (its lines may come back to be ordered again).
   */
  orderedCarts: { orderId: string; cartId: string }[];
}

export interface CartState {
  lines: CartLine[];
  editMode: CartEditMode | null;
  server: CartServerState;
}

export const initialServerState = (): CartServerState => ({ cartId: null, owner: null, disabled: false, bypassCount: 0, hash: null, pendingGuestMerge: false, coupon: null, orderedCarts: [] });

/** Whether an order was placed from the server cart `cartId` (older states have no list). */
export const wasOrdered = (server: CartServerState, cartId: string): boolean => (server.orderedCarts ?? []).some((ordered) => ordered.cartId === cartId);

const messageOf = (answer: RecordedAnswer): string | null => serverMessage(answer.result) ?? null;

/** Whether a refused customer cart may fall back on a guest cart (behaviour notes "Cart": counter 0 below max 1). */
const mayBypass = (server: CartServerState, owner: CartOwner | null) => owner === 'customer' && server.bypassCount < CART_SYNC_CONFIG.maxBypassCount;

const bypassToGuest = (server: CartServerState): EventDraft<CartEvent>[] => [
  { type: 'cart/connectBypassed', data: { bypassCount: server.bypassCount + 1 } },
  { type: 'cart/connectRequested', data: { guest: true, mergeGuest: false } },
];

const isItem = (value: unknown): value is CartItemAnswer =>
  typeof value === 'object' && value !== null && typeof (value as CartItemAnswer).item_id === 'number' && typeof (value as CartItemAnswer).sku === 'string';

/** A line for a server item the client lacked, from the item and (when found) its catalogue product. */
function pulledLine(id: string, item: CartItemAnswer, product: PulledProduct | null): CartLine {
  return {
    id,
    sku: item.sku,
    parentSku: product?.parentSku ?? null,
    productId: product?.id ?? 0,
    name: product?.name ?? item.name,
    slug: product?.slug ?? '',
    typeId: item.product_type,
    image: product?.image ?? null,
    price: item.price_incl_tax,
    qty: item.qty,
    product_option: item.product_option,
    checksum: optionsChecksum(item.product_option),
    serverItemId: item.item_id,
    stock: 'ok',
    limits: {},
  };
}

/** The server-side decisions: connecting, pulling, recording answers, totals and coupon. */
function decideSync(command: Extract<Parameters<typeof cartDecider.decide>[0], { type: SyncCommand }>, state: CartState, newId: () => string): EventDraft<CartEvent>[] {
  const { server } = state;
  switch (command.type) {
    case 'cart/connect':
      if (server.disabled) return [];
      return [{ type: 'cart/connectRequested', data: { guest: command.data.guest ?? false, mergeGuest: command.data.mergeGuest ?? false } }];
    case 'cart/recordConnect': {
      const { owner, code, result } = command.data;
      if (code === 200 && typeof result === 'string' && result && wasOrdered(server, result)) {
        // The customer's cart an order was placed from, still open because that order waits offline: its lines
        // were ordered, so it is not pulled. Lines added since then go to a guest cart until the order is sent
        // (the server then closes the old cart and the next connect gets a new one).
        const guestNext = owner === 'customer' && state.lines.length > 0;
        return [{ type: 'cart/orderedCartSkipped', data: { cartId: result, owner } }, ...(guestNext ? [{ type: 'cart/connectRequested' as const, data: { guest: true, mergeGuest: false } }] : [])];
      }
      if (code === 200 && typeof result === 'string' && result) {
        // Sum the guest's lines into the customer's cart only when coming from a guest (or no) cart: a second
        // login event, or a reload, must not double anything.
        const mergeGuest = command.data.mergeGuest && owner === 'customer' && server.owner !== 'customer';
        return [{ type: 'cart/connected', data: { cartId: result, owner, mergeGuest } }];
      }
      if (code === 401 && mayBypass(server, owner)) return bypassToGuest(server);
      if (code === 401) return [{ type: 'cart/syncDisabled', data: { code } }];
      return [{ type: 'cart/connectFailed', data: { code, message: messageOf(command.data) } }];
    }
    case 'cart/sync': {
      if (server.disabled) return [];
      if (!server.cartId) return [{ type: 'cart/connectRequested', data: { guest: false, mergeGuest: false } }];
      const needed = command.data.force || server.hash === null || server.hash !== linesHash(state.lines);
      return needed ? [{ type: 'cart/pullRequested', data: {} }] : [];
    }
    case 'cart/recordPull': {
      const { code, result } = command.data;
      if (code === 200 && Array.isArray(result)) {
        const plan = mergeCart(state.lines, result.filter(isItem), {
          sumQuantities: server.pendingGuestMerge,
          serverMergeByDefault: CART_SYNC_CONFIG.serverMergeByDefault,
          serverQtyWins: CART_SYNC_CONFIG.serverQtyWins,
        });
        const after = nextLines(state.lines, { type: 'cart/serverLinesMerged', data: { plan, hash: '' } });
        return [{ type: 'cart/serverLinesMerged', data: { plan, hash: syncedHash(after) } }];
      }
      if (command.data.transmitted && mayBypass(server, server.owner)) return bypassToGuest(server);
      return [{ type: 'cart/pullFailed', data: { code, message: messageOf(command.data) } }];
    }
    case 'cart/recordServerProducts': {
      let lines = state.lines;
      const events: EventDraft<CartEvent>[] = [];
      for (const { item, product } of command.data.items) {
        const line = pulledLine(newId(), item, product);
        if (lines.some((other) => sameLine(other, line))) continue;
        lines = [...lines, line];
        events.push({ type: 'cart/serverLineAdded', data: { line, hash: syncedHash(lines) } });
      }
      return events;
    }
    case 'cart/recordLineUpdate': {
      const { lineId, prevQty, origin, code, result, transmitted } = command.data;
      const line = state.lines.find((candidate) => candidate.id === lineId);
      if (!line) return [];
      if (code === 200 && isItem(result)) {
        const lines = state.lines.map((other) => (other.id === lineId ? { ...other, serverItemId: result.item_id } : other));
        return [{ type: 'cart/lineSynced', data: { lineId, serverItemId: result.item_id, qty: result.qty, origin, hash: syncedHash(lines) } }];
      }
      // Not sent (offline): the line stays and goes out with the next sync. Refused: roll back.
      if (!transmitted) return [];
      const { restore } = command.data;
      return [{ type: 'cart/lineUpdateFailed', data: { lineId, restoreQty: prevQty, ...(restore ? { restore } : {}), code, message: messageOf(command.data) } }];
    }
    case 'cart/recordLineDelete': {
      const { serverItemId, code } = command.data;
      const ok = code === 200;
      if (!command.data.transmitted && !ok) return [];
      return [{ type: 'cart/lineDeleteRecorded', data: { serverItemId, ok, message: ok ? null : messageOf(command.data), hash: ok ? linesHash(state.lines) : null } }];
    }
    case 'cart/recordStock': {
      const { lineId, code, result } = command.data;
      const line = state.lines.find((candidate) => candidate.id === lineId);
      if (!line || code !== 200 || typeof result !== 'object' || result === null) return [];
      const inStock = (result as { is_in_stock?: unknown }).is_in_stock === true;
      if (!inStock && !CART_SYNC_CONFIG.allowOutOfStock) return [{ type: 'cart/itemsRemoved', data: { lineIds: removedWith(line, state.lines) } }];
      const stockMessage = inStock ? { type: 'info' as const, message: CART_TEXTS.inStock } : { type: 'error' as const, message: CART_TEXTS.outOfTheStock };
      return [{ type: 'cart/lineStockChecked', data: { lineId, inStock, stockMessage } }];
    }
    case 'cart/syncTotals':
      return server.cartId && !server.disabled ? [{ type: 'cart/totalsRequested', data: {} }] : [];
    case 'cart/recordTotals': {
      const { code, result } = command.data;
      if (code === 200 && typeof result === 'object' && result !== null && Array.isArray((result as CartTotals).total_segments)) return [{ type: 'cart/totalsReceived', data: { totals: result as CartTotals } }];
      return [{ type: 'cart/totalsFailed', data: { code, message: messageOf(command.data) } }];
    }
    case 'cart/applyCoupon': {
      const coupon = command.data.code.trim();
      if (!coupon) return [{ type: 'cart/couponRefused', data: { action: 'apply', coupon: '', message: CART_TEXTS.required } }];
      return [{ type: 'cart/couponRequested', data: { action: 'apply', coupon } }];
    }
    case 'cart/removeCoupon':
      return [{ type: 'cart/couponRequested', data: { action: 'remove', coupon: server.coupon ?? '' } }];
    case 'cart/recordCoupon': {
      const { action, coupon, code } = command.data;
      if (code === 200) return [action === 'apply' ? { type: 'cart/couponApplied', data: { coupon } } : { type: 'cart/couponRemoved', data: { coupon } }];
      const message = action === 'apply' ? CART_TEXTS.incorrectCoupon : (messageOf(command.data) ?? CART_TEXTS.incorrectCoupon);
      return [{ type: 'cart/couponRefused', data: { action, coupon, message } }];
    }
    case 'cart/resetSession':
      return state.lines.length || server.cartId || server.hash !== null ? [{ type: 'cart/sessionReset', data: {} }] : [];
    case 'cart/completeOrder':
      // Always noted (the time counts for the connect bypass); the reset only when there is something to forget.
      // The cart id is remembered: that cart is never pulled again (an offline order leaves it open for a while).
      return [
        { type: 'cart/orderCompleted', data: { orderId: command.data.orderId, ...(server.cartId ? { cartId: server.cartId } : {}) } },
        ...(state.lines.length || server.cartId || server.hash !== null ? [{ type: 'cart/sessionReset' as const, data: {} }] : []),
      ];
    case 'cart/releaseOrderedCart': {
      const ordered = (server.orderedCarts ?? []).find((candidate) => candidate.orderId === command.data.orderId);
      return ordered ? [{ type: 'cart/orderedCartReleased', data: ordered }] : [];
    }
    default: {
      const unknown: never = command;
      throw new DomainError('unknown_command', `Unknown command ${(unknown as { type: string }).type}`);
    }
  }
}

type SyncCommand = Exclude<CartCommand, LocalCartCommand>;

/** The server-side of the state after one event (the `cart/server` projection folds the same way). */
export function nextServer(server: CartServerState, event: EventDraft<CartEvent>): CartServerState {
  switch (event.type) {
    case 'cart/connected':
      return { ...server, cartId: event.data.cartId, owner: event.data.owner, hash: null, pendingGuestMerge: event.data.mergeGuest };
    case 'cart/connectBypassed':
      return { ...server, bypassCount: event.data.bypassCount };
    case 'cart/syncDisabled':
      return { ...server, disabled: true };
    case 'cart/serverLinesMerged':
      return event.data.plan.dryRun ? server : { ...server, hash: event.data.hash, pendingGuestMerge: false };
    case 'cart/serverLineAdded':
    case 'cart/lineSynced':
      return { ...server, hash: event.data.hash };
    case 'cart/lineDeleteRecorded':
      return event.data.hash === null ? server : { ...server, hash: event.data.hash };
    case 'cart/totalsReceived':
      return { ...server, coupon: event.data.totals.coupon_code };
    case 'cart/couponApplied':
      return { ...server, coupon: event.data.coupon };
    case 'cart/couponRemoved':
      return { ...server, coupon: null };
    case 'cart/sessionReset':
      return { ...initialServerState(), bypassCount: server.bypassCount, disabled: server.disabled, orderedCarts: server.orderedCarts ?? [] };
    case 'cart/orderCompleted': {
      const { orderId, cartId } = event.data;
      if (!cartId || wasOrdered(server, cartId)) return server;
      return { ...server, orderedCarts: [...(server.orderedCarts ?? []), { orderId, cartId }].slice(-CART_SYNC_CONFIG.orderedCartsKept) };
    }
    case 'cart/orderedCartReleased':
      return { ...server, orderedCarts: (server.orderedCarts ?? []).filter((ordered) => ordered.orderId !== event.data.orderId) };
    default:
      return server;
  }
}

const serverItemsOf = (lines: readonly CartLine[]): number[] => lines.flatMap((line) => (line.serverItemId === null ? [] : [line.serverItemId]));

/**
 * What deleting lines on the server needs: their item ids and, in the same order, their skus (spec section 7:
 * the delete identifies the item by sku, item_id and quoteId). Empty when none of them is on the server.
 */
function serverRemoval(lines: readonly CartLine[]): { serverItemIds: number[]; serverSkus: string[] } | Record<string, never> {
  const synced = lines.filter((line) => line.serverItemId !== null);
  return synced.length ? { serverItemIds: serverItemsOf(synced), serverSkus: synced.map((line) => line.sku) } : {};
}

const refused = (sku: string, ...notices: CartNotice[]): EventDraft<'cart/addRefused'>[] => [{ type: 'cart/addRefused', data: { sku, notices } }];
const noSuchConfiguration: CartNotice = { type: 'error', message: CART_TEXTS.noSuchConfiguration, ns: 'cart' };

function lineOf(lines: readonly CartLine[], lineId: string): CartLine {
  const line = lines.find((candidate) => candidate.id === lineId);
  if (!line) throw new DomainError('cart/unknownLine', `No cart line ${lineId}`);
  return line;
}

/** What a refused reconfiguration restores: the line's variant, its price, image and limits. */
const variantOf = (line: CartLine) => ({ sku: line.sku, product_option: line.product_option, checksum: line.checksum, price: line.price, image: line.image, limits: line.limits });

/** The child's own price, image and limits, where it names them. */
const childFields = (child: ConfigurableChild) => ({
  ...(child.price === undefined ? {} : { price: child.price }),
  ...(child.image === undefined ? {} : { image: child.image }),
  ...(child.limits ? { limits: child.limits } : {}),
});

/**
 * Saving the edit screen (ADR 0052): the parent's child with the chosen options and the chosen quantity replace
 * the edited line. The same variant only changes the quantity; a variant another line already is merges into
 * that line (the quantities summed, the edited line removed: one line per variant, as the server keeps it). A
 * quantity the line cannot hold is refused with the spec's message and edit mode stays open.
 */
function saveEdit(state: CartState, children: readonly ConfigurableChild[]): EventDraft<CartEvent>[] {
  const edit = state.editMode;
  if (!edit) throw new DomainError('cart/editModeOff', 'Cart edit mode is off.');
  const line = edit.lineId === undefined ? undefined : state.lines.find((candidate) => candidate.id === edit.lineId);
  const closed = { type: 'cart/editModeClosed' as const, data: {} };
  if (!line) return [closed];
  const qty = parseAddQuantity(edit.qty);
  // Only a configurable's variant has a parent whose other children it may become.
  const child = line.parentSku === null ? null : childWithOptions(children, edit.options);
  if (line.parentSku !== null && !child) throw new DomainError('cart/noSuchConfiguration', CART_TEXTS.noSuchConfiguration);
  const limits = child?.limits ?? line.limits;
  if (!child || child.sku === line.sku) {
    const problem = quantityProblem(qty, limits);
    if (problem) return [{ type: 'cart/quantityRefused', data: { lineId: line.id, qty, notices: [problem] } }];
    return qty === line.qty ? [closed] : [{ type: 'cart/quantityChanged', data: { lineId: line.id, qty, prevQty: line.qty, by: 'update', stock: line.stock } }, closed];
  }
  const product_option = withSizeAndColour(line.product_option, edit.options);
  const checksum = optionsChecksum(product_option);
  const other = state.lines.find((candidate) => candidate.id !== line.id && sameLine(candidate, { ...line, sku: child.sku, checksum, serverItemId: null }));
  if (other) {
    const total = other.qty + qty;
    const problem = quantityProblem(total, other.limits);
    if (problem) return [{ type: 'cart/quantityRefused', data: { lineId: line.id, qty: total, notices: [problem] } }];
    const lineIds = removedWith(line, state.lines);
    return [
      { type: 'cart/itemsRemoved', data: { lineIds, ...serverRemoval(state.lines.filter((candidate) => lineIds.includes(candidate.id))) } },
      { type: 'cart/quantityChanged', data: { lineId: other.id, qty: total, prevQty: other.qty, by: 'update', stock: other.stock } },
      closed,
    ];
  }
  const problem = quantityProblem(qty, limits);
  if (problem) return [{ type: 'cart/quantityRefused', data: { lineId: line.id, qty, notices: [problem] } }];
  return [
    { type: 'cart/itemConfigured', data: { lineId: line.id, sku: child.sku, product_option, checksum, previous: variantOf(line), ...childFields(child), qty, prevQty: line.qty } },
    closed,
  ];
}

/**
 * The cart (spec sections 3 to 5): add, update quantity, ask before removing, remove, clear, edit mode and
 * configuring a variant's line. Refusals the shopper is told about (a product that may not be added, a
 * quantity a line cannot hold) are events carrying the spec's texts (ADR 0021); a command naming no line is
 * a DomainError.
 */
export const cartDecider: Decider<CartState, CartCommand, CartEvent> = {
  initialState: () => ({ lines: [], editMode: null, server: initialServerState() }),

  decide(command, state, ctx) {
    switch (command.type) {
      case 'cart/addItem': {
        const { product, limits = {} } = command.data;
        const sku = product.childSku ?? product.sku;
        const qty = parseAddQuantity(command.data.qty);
        const badQty = quantityProblem(qty, {});
        if (badQty) return refused(sku, badQty);
        const problems = productProblems(product, command.data.productErrors);
        if (problems.length) return refused(sku, ...problems);
        // A configurable product is bought as its chosen variant; a grouped one as its parts, each added on its own
        // (the product page's request names them: reactors.ts), so a grouped product itself never is a line (server parity).
        if ((product.typeId === 'configurable' && !product.childSku) || product.typeId === 'grouped') return refused(sku, noSuchConfiguration);
        const stock = stockCheck(product);
        if (stock === 'out_of_stock') return refused(sku, { type: 'warning', message: CART_TEXTS.outOfStock, ns: 'cart' });

        const product_option = command.data.product_option ?? null;
        const candidate: CartLine = {
          id: ctx.newId(),
          sku,
          parentSku: product.childSku ? product.sku : null,
          productId: product.id,
          name: product.name,
          slug: product.slug,
          typeId: product.typeId,
          image: product.image,
          price: product.price,
          qty,
          product_option,
          checksum: optionsChecksum(product_option),
          serverItemId: null,
          stock,
          limits,
        };
        const existing = state.lines.find((line) => sameLine(line, candidate));
        const total = (existing?.qty ?? 0) + qty;
        const tooMany = quantityProblem(total, limits);
        if (tooMany) return refused(sku, tooMany);
        if (!existing) return [{ type: 'cart/itemAdded', data: { line: candidate } }];
        return [{ type: 'cart/quantityChanged', data: { lineId: existing.id, qty: total, prevQty: existing.qty, by: 'add', stock } }];
      }
      case 'cart/updateQuantity': {
        const line = lineOf(state.lines, command.data.lineId);
        const { qty } = command.data;
        const problem = quantityProblem(qty, line.limits);
        if (problem) return [{ type: 'cart/quantityRefused', data: { lineId: line.id, qty, notices: [problem] } }];
        if (qty === line.qty) return [];
        return [{ type: 'cart/quantityChanged', data: { lineId: line.id, qty, prevQty: line.qty, by: 'update', stock: line.stock } }];
      }
      case 'cart/requestRemoval': {
        const line = state.lines.find((candidate) => candidate.id === command.data.lineId);
        return line ? [{ type: 'cart/removalRequested', data: { lineId: line.id } }] : [];
      }
      case 'cart/removeItem': {
        // Removing a line already gone (a second click) changes nothing.
        const line = state.lines.find((candidate) => candidate.id === command.data.lineId);
        if (!line) return [];
        const lineIds = removedWith(line, state.lines);
        return [{ type: 'cart/itemsRemoved', data: { lineIds, ...serverRemoval(state.lines.filter((other) => lineIds.includes(other.id))) } }];
      }
      case 'cart/clear': {
        if (!state.lines.length) return [];
        return [{ type: 'cart/cleared', data: serverRemoval(state.lines) }];
      }
      case 'cart/openEditMode':
        return [{ type: 'cart/editModeOpened', data: command.data }];
      case 'cart/changeEditMode': {
        if (!state.editMode) throw new DomainError('cart/editModeOff', 'Cart edit mode is off.');
        const { qty = state.editMode.qty, options = {} } = command.data;
        const { productId, lineId } = state.editMode;
        return [{ type: 'cart/editModeChanged', data: { productId, qty, options: { ...state.editMode.options, ...options }, ...(lineId === undefined ? {} : { lineId }) } }];
      }
      case 'cart/closeEditMode':
        return state.editMode ? [{ type: 'cart/editModeClosed', data: {} }] : [];
      case 'cart/configureItem': {
        const line = lineOf(state.lines, command.data.lineId);
        // Only a configurable's variant has a parent to choose another child of; other lines stay as they are.
        if (line.parentSku === null) return [];
        const child = childBySizeAndColour(command.data.children, command.data.options);
        if (!child) throw new DomainError('cart/noSuchConfiguration', CART_TEXTS.noSuchConfiguration);
        const product_option = withSizeAndColour(line.product_option, command.data.options);
        return [{ type: 'cart/itemConfigured', data: { lineId: line.id, sku: child.sku, product_option, checksum: optionsChecksum(product_option), previous: variantOf(line), ...childFields(child) } }];
      }
      case 'cart/saveEditMode':
        return saveEdit(state, command.data.children);
      default:
        return decideSync(command, state, ctx.newId);
    }
  },

  evolve(draft, event) {
    draft.server = nextServer(draft.server as CartServerState, event);
    switch (event.type) {
      case 'cart/editModeOpened':
      case 'cart/editModeChanged':
        draft.editMode = event.data;
        break;
      case 'cart/editModeClosed':
        draft.editMode = null;
        break;
      default:
        if ((LINE_EVENTS as readonly string[]).includes(event.type)) draft.lines = nextLines(draft.lines as CartLine[], event as EventDraft<LineEvent>);
    }
  },
};
