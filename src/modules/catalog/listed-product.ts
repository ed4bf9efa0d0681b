import type { ProductSummary, QuantityRules } from '../../kernel/product';
import { displayPrices, isFlagSet, lowStockQty, pricedDocOf, quantityStep, stockStatus, type LiveData, type PricedDoc, type StockInfo } from './logic';

/** A product document as lists read it (category grid, home lists, search results). */
export interface ListedProductDoc extends PricedDoc {
  id: number;
  sku: string;
  name: string;
  slug: string;
  type_id: string;
  brand?: string;
  image?: string;
  stock?: StockInfo;
  /** Only whether one is required is read here (a card cannot add such a product). */
  custom_options?: readonly { is_require?: unknown }[];
  quantity_step?: unknown;
}

/** One product of a list, ready to show (prices as numbers; the page formats them). */
export interface ListedProduct {
  id: number;
  sku: string;
  name: string;
  slug: string;
  typeId: string;
  brand: string | null;
  image: string | null;
  final: number;
  original: number;
  special: boolean;
  stock: 'ok' | 'volatile' | 'out_of_stock';
  /** How many are left when few are (see lowStockQty); absent otherwise. */
  fewLeft?: number;
  /** The quantity step when it is more than 1 (a set of four): what one "Add to cart" on a card adds. */
  step?: number;
  /** Set when the product has a required custom option: only its page can put it in the cart. */
  choices?: true;
}


/** A document as a list shows it: prices incl. tax with the special price only inside its window, stock status. */
export function listed(doc: ListedProductDoc, now: Date): ListedProduct {
  const prices = displayPrices(doc, { showTax: true, now });
  const step = quantityStep(doc);
  return {
    id: doc.id,
    sku: doc.sku,
    name: doc.name,
    slug: doc.slug,
    typeId: doc.type_id,
    brand: doc.brand ?? null,
    image: doc.image ?? null,
    final: prices.final,
    original: prices.original,
    special: prices.special,
    stock: stockStatus(doc, { stockSync: true }),
    ...withFewLeft(doc.stock),
    ...(step > 1 && { step }),
    ...(doc.custom_options?.some((option) => isFlagSet(option.is_require)) && { choices: true }),
  };
}

/** The `fewLeft` of a listed product: present only when few are left. */
function withFewLeft(stock: StockInfo | undefined): Pick<ListedProduct, 'fewLeft'> {
  const few = lowStockQty(stock);
  return few === null ? {} : { fewLeft: few };
}

/**
 * A listed product with its live price and stock (ADR 0051): the same object when nothing live is known for its
 * sku, so a grid re-renders only the cards that changed.
 */
export function withLiveListing(product: ListedProduct, live: LiveData, now: Date): ListedProduct {
  const price = live.prices[product.sku];
  const stock = live.stock[product.sku];
  if (!price && !stock) return product;
  const prices = price ? displayPrices(pricedDocOf(price), { showTax: true, now }) : null;
  const listedProduct: ListedProduct = {
    ...product,
    ...(prices ? { final: prices.final, original: prices.original, special: prices.special } : {}),
    ...(stock ? { stock: stockStatus({}, { stockSync: true, synced: stock }) } : {}),
  };
  if (!stock) return listedProduct;
  // The live stock also says how many are left now.
  const { fewLeft: _old, ...rest } = listedProduct;
  return { ...rest, ...withFewLeft(stock) };
}

const SUMMARY_STOCK: Record<ListedProduct['stock'], ProductSummary['stock']> = { ok: 'in_stock', volatile: 'volatile', out_of_stock: 'out_of_stock' };

/** The stock fields the quantity rules read (the document's `stock`, server/catalogue/product-document.ts `stockOf`). */
interface RuledStock extends StockInfo {
  manage_stock?: boolean;
  max_sale_qty?: number;
}

/** Product types whose stock never runs out (the server's quote lines skip their stock check too). */
const NEVER_RUN_OUT = ['virtual', 'downloadable'];

const finite = (value: unknown): number | undefined => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

/**
 * The quantity rules of a product document (spec section 5), as the server's cart checks them: the step
 * ({@link quantityStep}), the stock's `max_sale_qty`, and its `qty` as the units available where stock is
 * managed (not for an unmanaged stock, a service or a download). A rule the document lacks is left out.
 */
export function quantityRulesOf(doc: { type_id: string; quantity_step?: unknown; stock?: RuledStock | undefined }): QuantityRules {
  const maxQuantity = finite(doc.stock?.max_sale_qty);
  const managed = doc.stock?.manage_stock !== false && !NEVER_RUN_OUT.includes(doc.type_id);
  const available = managed ? finite(doc.stock?.qty) : undefined;
  return {
    quantityStep: quantityStep(doc),
    ...(maxQuantity !== undefined ? { maxQuantity } : {}),
    ...(available !== undefined ? { available } : {}),
  };
}

/**
 * The kernel's product summary of a listed product (what wishlist, compare and recently viewed keep), with
 * the quantity rules where the caller knows them (the product page does: its adds carry them to the cart).
 */
export function summaryOf(product: ListedProduct, childSku: string | null = null, rules: QuantityRules = {}): ProductSummary {
  return {
    ...rules,
    id: product.id,
    sku: product.sku,
    childSku,
    name: product.name,
    slug: product.slug,
    typeId: product.typeId,
    brand: product.brand,
    image: product.image,
    price: product.final,
    regularPrice: product.special ? product.original : null,
    stock: SUMMARY_STOCK[product.stock],
  };
}
