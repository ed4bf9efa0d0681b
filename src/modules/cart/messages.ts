import type { CartProductOption } from '../../../contract/cart';
import type { ProductSummary, QuantityRules } from '../../kernel/product';

/** How a line's stock looked when it was added (spec section 4 "Adding to cart"); out-of-stock never gets in. */
export type LineStock = 'ok' | 'volatile';

/**
 * What limits a line's quantity (spec section 5 "Form messages"): the product's quantity rules as its summary
 * carries them when it is added (step, most per order, units in stock). Missing means no limit (step 1).
 */
export type QuantityLimits = QuantityRules;

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
}

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
}

/** A variant of a configurable parent, as configuring a line needs it. */
export interface ConfigurableChild {
  sku: string;
  color?: string | null;
  size?: string | null;
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
    /** Re-configure a configurable variant's line: the parent's child with this size and colour replaces it. */
    'cart/configureItem': { lineId: string; children: ConfigurableChild[]; options: { color?: string; size?: string } };
  }
  interface EventRegistry {
    'cart/itemAdded': { line: CartLine };
    /** `by: 'add'` when adding the same line again, `'update'` for a quantity change. */
    'cart/quantityChanged': { lineId: string; qty: number; prevQty: number; by: 'add' | 'update'; stock: LineStock };
    /** The product was not added; `notices` say why, in the spec's words. */
    'cart/addRefused': { sku: string; notices: CartNotice[] };
    'cart/quantityRefused': { lineId: string; qty: number; notices: CartNotice[] };
    'cart/removalRequested': { lineId: string };
    /** The line and the child lines removed with it. */
    'cart/itemsRemoved': { lineIds: string[] };
    'cart/cleared': Record<string, never>;
    'cart/editModeOpened': CartEditMode;
    'cart/editModeChanged': CartEditMode;
    'cart/editModeClosed': Record<string, never>;
    'cart/itemConfigured': { lineId: string; sku: string; product_option: CartProductOption | null; checksum: string };
  }
}

declare module '../../kernel/module' {
  interface ProjectionRegistry {
    /** The cart's lines, oldest first. */
    'cart/lines': { items: CartLine[] };
    /** Cart edit mode; null when off. */
    'cart/editMode': { editMode: CartEditMode | null };
  }
}

export type CartCommand =
  | 'cart/addItem'
  | 'cart/updateQuantity'
  | 'cart/requestRemoval'
  | 'cart/removeItem'
  | 'cart/clear'
  | 'cart/openEditMode'
  | 'cart/changeEditMode'
  | 'cart/closeEditMode'
  | 'cart/configureItem';

/** The events that change the lines. */
export const LINE_EVENTS = ['cart/itemAdded', 'cart/quantityChanged', 'cart/itemsRemoved', 'cart/cleared', 'cart/itemConfigured'] as const;
export type LineEvent = (typeof LINE_EVENTS)[number];

export const EDIT_MODE_EVENTS = ['cart/editModeOpened', 'cart/editModeChanged', 'cart/editModeClosed'] as const;
export type EditModeEvent = (typeof EDIT_MODE_EVENTS)[number];

export type CartEvent = LineEvent | EditModeEvent | 'cart/addRefused' | 'cart/quantityRefused' | 'cart/removalRequested';
