import type { CartItemAnswer, CartProductOption, CartTotals } from '../../../contract/cart';
import type { ProductSummary, QuantityRules } from '../../kernel/product';

/** How a line's stock looked when it was added (spec section 4 "Adding to cart"); out-of-stock never gets in. */
export type LineStock = 'ok' | 'volatile';

/**
 * What limits a line's quantity (spec section 5 "Form messages"): the product's quantity rules as its summary
 * carries them when it is added (step, most per order, units in stock). Missing means no limit (step 1).
 */
export type QuantityLimits = QuantityRules;

/** What a cart merge (`logic/merge.ts`) found and what to do about it. Every list is in the order of the lines, then the server items. */
export interface MergePlan {
  /** Lines matched to a server item: the item id to keep and the line's quantity after the merge. */
  bound: { lineId: string; serverItemId: number; qty: number }[];
  /** Lines to send to the server (`/api/cart/update`) with this quantity; `serverItemId` when matched. */
  push: { lineId: string; qty: number; serverItemId: number | null }[];
  /** Lines to remove locally (missing on the server, server state wins). */
  removeLocal: string[];
  /** Server items to delete on the server (client state forced). */
  deleteOnServer: { item_id: number; sku: string }[];
  /** Server items the client lacks: fetch the product and add the line locally. */
  fetch: CartItemAnswer[];
  dryRun: boolean;
}

/** A cart line (spec section 3 "Cart item"), kept in the browser's event log. */
export interface CartLine {
  /** Local id; commands name lines by it (a line's sku can change when it is configured). */
  id: string;
  /** The sku bought: the chosen variant's for a configurable product. */
  sku: string;
  /** The configurable parent's sku, else null. */
  parentSku: string | null;
  productId: number;
  name: string;
  slug: string;
  typeId: string;
  image: string | null;
  /** Unit price as the product page showed it when added. */
  price: number;
  qty: number;
  product_option: CartProductOption | null;
  /** SHA3-224 of the product option ('' when the sku alone decides), as the server computes it. */
  checksum: string;
  /** The server cart's item id once synced (a later slice), else null. */
  serverItemId: number | null;
  stock: LineStock;
  limits: QuantityLimits;
  /** What the stock check after adding said (spec section 4 "Stock sync for cart items"): 'In stock!' or 'Out of the stock!'. */
  stockMessage?: { type: 'info' | 'error'; message: string } | null;
}

/** Whose server cart: a guest's or the logged-in customer's. */
export type CartOwner = 'guest' | 'customer';

/** A server answer as the sync layer gave it, recorded so a replay needs no network. */
export interface RecordedAnswer {
  code: number;
  result: unknown;
  /** False when the server never saw the call (offline, queued, refused locally). */
  transmitted: boolean;
}

/** What the cart needs of a catalogue product to show a line pulled from the server cart. */
export interface PulledProduct {
  id: number;
  sku: string;
  name: string;
  slug: string;
  typeId: string;
  image: string | null;
  /** The configurable parent's sku when the item is one of its variants. */
  parentSku: string | null;
}

/**
 * Which variant a line is: what a reconfiguration changes and a refused one restores. Price, image and limits
 * are the variant's own (added with the edit screen, ADR 0052; absent in older logs).
 */
export type LineVariant = Pick<CartLine, 'sku' | 'product_option' | 'checksum'> & Partial<Pick<CartLine, 'price' | 'image' | 'limits'>>;

/** A notification the cart asks for: a key of the 'cart' namespace with params, or a product's own text. */
export interface CartNotice {
  type: 'error' | 'warning';
  message: string;
  ns?: 'cart';
  params?: Record<string, string | number>;
}

/** Cart edit mode (spec section 3): the product being edited, its quantity and options keyed by option type. */
export interface CartEditMode {
  productId: number;
  qty: number;
  options: Record<string, string>;
  /** The line being edited (the edit screen's, ADR 0052): saving replaces it. Absent in older logs. */
  lineId?: string;
}

/** A variant of a configurable parent, as configuring a line needs it. */
export interface ConfigurableChild {
  sku: string;
  color?: string | null;
  size?: string | null;
  /** Its values of the parent's other configurable options, by attribute code (a wiper blade's length). */
  options?: Record<string, string>;
  /** Its unit price as the cart shows it (incl. tax); the line keeps its own price when absent. */
  price?: number;
  image?: string | null;
  /** Its quantity rules (its own stock); the line keeps its own when absent. */
  limits?: QuantityLimits;
}

declare module '../../kernel/messages' {
  interface CommandRegistry {
    /**
     * Add a product (spec section 4): `qty` defaults to 1 and is parsed as an integer; `productErrors` are the
     * product's own problems; `limits` its quantity rules.
     */
    'cart/addItem': {
      product: ProductSummary;
      qty?: number | string | null;
      product_option?: CartProductOption | null;
      productErrors?: string[];
      limits?: QuantityLimits;
    };
    /** Set a line's quantity (spec section 5 quantity messages). */
    'cart/updateQuantity': { lineId: string; qty: number };
    /** Ask before removing (spec section 4): the UI confirms with `cart/removeItem`. */
    'cart/requestRemoval': { lineId: string };
    /** Remove a line and its child lines (not a bundle's). */
    'cart/removeItem': { lineId: string };
    'cart/clear': Record<string, never>;
    'cart/openEditMode': CartEditMode;
    'cart/changeEditMode': { qty?: number; options?: Record<string, string> };
    'cart/closeEditMode': Record<string, never>;
    /**
     * Save the edit screen (ADR 0052): the edited line is replaced by the parent's child with the chosen options
     * and quantity (merged into another line that already is that child), and edit mode closes.
     */
    'cart/saveEditMode': { children: ConfigurableChild[] };
    /** Re-configure a configurable variant's line: the parent's child with this size and colour replaces it. */
    'cart/configureItem': { lineId: string; children: ConfigurableChild[]; options: { color?: string; size?: string } };
    /** Apply a coupon code (spec section 4 "Coupon"): the server answers, then totals sync is forced. */
    'cart/applyCoupon': { code: string };
    'cart/removeCoupon': Record<string, never>;
    /** Connect a server cart (the customer's when the session has a token, `guest` forces a guest cart). */
    'cart/connect': { guest?: boolean; mergeGuest?: boolean };
    /** Pull and merge when the items hash changed or nothing was synced yet (`force`: always); connects first. */
    'cart/sync': { force?: boolean };
    /** Refresh the server totals (payment methods, then totals). */
    'cart/syncTotals': Record<string, never>;
    /** Logout: forget the lines and the server cart, without deleting anything on the server. */
    'cart/resetSession': Record<string, never>;
    /** The checkout placed an order from this cart: forget it (no deletes on the server) and note the time. */
    'cart/completeOrder': { orderId: string };
    /** The order was refused for good (an offline order cancelled): its server cart may be pulled again (ADR 0057). */
    'cart/releaseOrderedCart': { orderId: string };
    // The answers of the sync reactors (reactors.ts / sync-reactors.ts), recorded as events by the decider.
    'cart/recordConnect': RecordedAnswer & { owner: CartOwner; mergeGuest: boolean };
    'cart/recordPull': RecordedAnswer;
    'cart/recordServerProducts': { items: { item: CartItemAnswer; product: PulledProduct | null }[] };
    'cart/recordLineUpdate': RecordedAnswer & { lineId: string; prevQty: number | null; restore?: LineVariant; origin: 'change' | 'merge' };
    'cart/recordLineDelete': RecordedAnswer & { serverItemId: number };
    'cart/recordStock': RecordedAnswer & { lineId: string };
    'cart/recordTotals': RecordedAnswer;
    'cart/recordCoupon': RecordedAnswer & { action: 'apply' | 'remove'; coupon: string };
  }
  interface EventRegistry {
    'cart/itemAdded': { line: CartLine };
    /** `by: 'add'` when adding the same line again, `'update'` for a quantity change. */
    'cart/quantityChanged': { lineId: string; qty: number; prevQty: number; by: 'add' | 'update'; stock: LineStock };
    /** The product was not added; `notices` say why, in the spec's words. */
    'cart/addRefused': { sku: string; notices: CartNotice[] };
    'cart/quantityRefused': { lineId: string; qty: number; notices: CartNotice[] };
    'cart/removalRequested': { lineId: string };
    /**
     * The line and the child lines removed with it; `serverItemIds` of those on the server cart (to delete there)
     * and their `serverSkus` in the same order (ADR 0052; absent in older logs).
     */
    'cart/itemsRemoved': { lineIds: string[]; serverItemIds?: number[]; serverSkus?: string[] };
    'cart/cleared': { serverItemIds?: number[]; serverSkus?: string[] };
    'cart/editModeOpened': CartEditMode;
    'cart/editModeChanged': CartEditMode;
    'cart/editModeClosed': Record<string, never>;
    /**
     * `previous`: the variant before, restored when the server refuses the change (absent in early logs). The
     * edit screen's saves (ADR 0052) also carry the new variant's price, image and limits, and the new `qty`
     * with the one before (`prevQty`).
     */
    'cart/itemConfigured': {
      lineId: string;
      sku: string;
      product_option: CartProductOption | null;
      checksum: string;
      previous?: LineVariant;
      price?: number;
      image?: string | null;
      limits?: QuantityLimits;
      qty?: number;
      prevQty?: number;
    };
    /** A server cart is being created (`guest`: without the token); `mergeGuest`: sum guest lines into it once. */
    'cart/connectRequested': { guest: boolean; mergeGuest: boolean };
    'cart/connected': { cartId: string; owner: CartOwner; mergeGuest: boolean };
    /** A refused (401) customer cart falls back on a guest cart: the bypass counter after counting up. */
    'cart/connectBypassed': { bypassCount: number };
    /** 'Cart sync is disabled by the config': no more server calls. */
    'cart/syncDisabled': { code: number };
    'cart/connectFailed': { code: number; message: string | null };
    'cart/pullRequested': Record<string, never>;
    /** The server's items merged (logic/merge.ts): bound lines, local removals, and what the reactor pushes, deletes, fetches. */
    'cart/serverLinesMerged': { plan: MergePlan; hash: string | null };
    'cart/pullFailed': { code: number; message: string | null };
    /** A server item the client lacked, added locally. */
    'cart/serverLineAdded': { line: CartLine; hash: string | null };
    /** The server took a line: its item id (`qty` as the server answered, for the record). */
    'cart/lineSynced': { lineId: string; serverItemId: number; qty: number; origin: 'change' | 'merge'; hash: string | null };
    /** The server refused a line's update: `restoreQty` is the quantity it goes back to, null removes the line. */
    /** `restoreQty` null: a new line, removed; `restore`: a refused reconfiguration's previous variant. */
    'cart/lineUpdateFailed': { lineId: string; restoreQty: number | null; restore?: LineVariant; code: number; message: string | null };
    'cart/lineDeleteRecorded': { serverItemId: number; ok: boolean; message: string | null; hash: string | null };
    'cart/lineStockChecked': { lineId: string; inStock: boolean; stockMessage: { type: 'info' | 'error'; message: string } };
    'cart/totalsRequested': Record<string, never>;
    'cart/totalsReceived': { totals: CartTotals };
    'cart/totalsFailed': { code: number; message: string | null };
    'cart/couponRequested': { action: 'apply' | 'remove'; coupon: string };
    'cart/couponApplied': { coupon: string };
    'cart/couponRemoved': { coupon: string };
    'cart/couponRefused': { action: 'apply' | 'remove'; coupon: string; message: string };
    /** Logout: no lines, no server cart. */
    'cart/sessionReset': Record<string, never>;
    /**
     * An order was placed (or queued offline) from the cart (followed by `cart/sessionReset`); its time is the
     * last-order time. `cartId`: the server cart it was placed from, when connected (issue 20; absent in older logs).
     */
    'cart/orderCompleted': { orderId: string; cartId?: string };
    /**
     * A connect was answered with a server cart an order was placed from (issue 20, ADR 0057): the customer's cart
     * still holds the ordered lines while that order waits offline (the server closes it when the order arrives).
     * Not used: nothing pulled from it, nothing pushed to it.
     */
    'cart/orderedCartSkipped': { cartId: string; owner: CartOwner };
    /** The order placed from `cartId` was refused for good: the cart is no longer skipped. */
    'cart/orderedCartReleased': { orderId: string; cartId: string };
  }
}

/**
 * One row of the totals the shopper sees, in the spec's order (section 9: subtotal, tax, shipping, discount,
 * grand_total; the subtotal replaced by the total excluding discount; a 'You saved' row, code `saved`, when the
 * server has saved_amount). `title` is an i18n key of the 'cart' namespace.
 */
export interface TotalsRow {
  code: 'subtotal' | 'tax' | 'shipping' | 'discount' | 'saved' | 'grand_total';
  title: string;
  value: number;
}

/**
 * The cart's totals (ADR 0023): the server's while online and synced, otherwise a local estimate from the lines
 * (behaviour notes: Σ qty × price incl. tax, shipping once per cart).
 */
export interface CartTotalsView {
  source: 'server' | 'estimate';
  rows: TotalsRow[];
  /** The applied coupon as the server totals carry it (code and discount amount), else null. */
  coupon: { code: string; discount: number } | null;
  /** Progress of the coupon field: the refusal's message is the spec's incorrect-coupon text. */
  couponForm: { status: 'idle' | 'pending' | 'done' | 'failed'; message?: string };
  /** The raw server answer last recorded, for checkout and support; null before the first totals sync. */
  server: CartTotals | null;
  /** ISO time of the last totals sync. */
  syncedAt: string | null;
  /** Added to the contract: each line's id, quantity and unit price, what the estimate is computed from. */
  basis?: { id: string; qty: number; price: number }[];
}

/** The cart's connection to its server cart (spec section 4 "Cart sync"). */
export interface CartServerView {
  /** The server cart id (the spec's cart token), null when not connected. */
  cartId: string | null;
  /** Whose cart: a guest cart or the logged-in customer's. */
  owner: 'guest' | 'customer' | null;
  /** 'Cart sync is disabled by the config' was reached: no more server calls this session. */
  disabled: boolean;
  /** A connect, pull or push is in flight. */
  syncing: boolean;
  /** The items hash last synced (the spec's current-cart-hash); null when never synced. */
  hash: string | null;
}

declare module '../../kernel/module' {
  interface ProjectionRegistry {
    /** Totals in the spec's display order, with the coupon. */
    'cart/totals': CartTotalsView;
    /** Connection to the server cart. */
    'cart/server': CartServerView;
    /** The cart's lines, oldest first. */
    'cart/lines': { items: CartLine[] };
    /** Cart edit mode; null when off. */
    'cart/editMode': { editMode: CartEditMode | null };
  }
}

/** The commands decided on the lines alone (no server answer involved). */
export type LocalCartCommand =
  | 'cart/addItem'
  | 'cart/updateQuantity'
  | 'cart/requestRemoval'
  | 'cart/removeItem'
  | 'cart/clear'
  | 'cart/openEditMode'
  | 'cart/changeEditMode'
  | 'cart/closeEditMode'
  | 'cart/saveEditMode'
  | 'cart/configureItem';

export type CartCommand =
  | LocalCartCommand
  | 'cart/applyCoupon'
  | 'cart/removeCoupon'
  | 'cart/connect'
  | 'cart/sync'
  | 'cart/syncTotals'
  | 'cart/resetSession'
  | 'cart/completeOrder'
  | 'cart/releaseOrderedCart'
  | 'cart/recordConnect'
  | 'cart/recordPull'
  | 'cart/recordServerProducts'
  | 'cart/recordLineUpdate'
  | 'cart/recordLineDelete'
  | 'cart/recordStock'
  | 'cart/recordTotals'
  | 'cart/recordCoupon';

/** The events that change the lines. */
export const LINE_EVENTS = [
  'cart/itemAdded',
  'cart/quantityChanged',
  'cart/itemsRemoved',
  'cart/cleared',
  'cart/itemConfigured',
  'cart/serverLinesMerged',
  'cart/serverLineAdded',
  'cart/lineSynced',
  'cart/lineUpdateFailed',
  'cart/lineStockChecked',
  'cart/sessionReset',
  'cart/connected',
] as const;
export type LineEvent = (typeof LINE_EVENTS)[number];

export const EDIT_MODE_EVENTS = ['cart/editModeOpened', 'cart/editModeChanged', 'cart/editModeClosed'] as const;
export type EditModeEvent = (typeof EDIT_MODE_EVENTS)[number];

/** The events of the server connection (the `cart/server` projection). */
export const SERVER_EVENTS = [
  'cart/connectRequested',
  'cart/connected',
  'cart/connectBypassed',
  'cart/syncDisabled',
  'cart/connectFailed',
  'cart/pullRequested',
  'cart/serverLinesMerged',
  'cart/pullFailed',
  'cart/serverLineAdded',
  'cart/lineSynced',
  'cart/lineDeleteRecorded',
  'cart/sessionReset',
  'cart/orderedCartSkipped',
  'cart/orderedCartReleased',
] as const;
export type ServerEvent = (typeof SERVER_EVENTS)[number];

/** The events of totals and coupon (the `cart/totals` projection also follows the lines for its estimate). */
export const TOTALS_EVENTS = ['cart/totalsRequested', 'cart/totalsReceived', 'cart/totalsFailed', 'cart/couponRequested', 'cart/couponApplied', 'cart/couponRemoved', 'cart/couponRefused'] as const;
export type TotalsEvent = (typeof TOTALS_EVENTS)[number];

export type CartEvent = LineEvent | EditModeEvent | ServerEvent | TotalsEvent | 'cart/addRefused' | 'cart/quantityRefused' | 'cart/removalRequested' | 'cart/orderCompleted';
