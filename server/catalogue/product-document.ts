/**
 * Builds Vue Storefront product documents (the `_source` of a product hit) from database rows. Pure: the
 * loader in documents/product.ts does the batch queries and hands everything over here.
 */
import { cheapestChild, rawPrices, sumPrices, toPriceFields, ZERO_PRICES, taxRatePercent, type RawPrices, type TaxRuleRow, type TierPrice } from './pricing';
import { isoTime, num, type ProductRow } from './documents/rows';

/** A parts category as listed in a product's `category` field. */
export interface ProductCategoryRef {
  category_id: number;
  name: string;
  slug: string;
  path: string;
}

/** An attribute with its labels in the view language (for configurable_options). */
export interface AttributeLabels {
  id: number;
  code: string;
  label: string;
  options: { value: string | number; label: string }[];
}

/** Everything product documents of one call are built from. */
export interface ProductContext {
  /** Children of the configurable products, and the parts bundles and groups link to, by id and sku. */
  children: ReadonlyMap<number, readonly ProductRow[]>;
  bySku: ReadonlyMap<string, ProductRow>;
  categories: ReadonlyMap<number, ProductCategoryRef>;
  attributes: readonly AttributeLabels[];
  taxRules: readonly TaxRuleRow[];
  country: string;
  now: Date;
}

type Doc = Record<string, unknown>;

/**
 * The stock object of a document. A product without a stock row is not stock-managed (services,
 * downloads): in stock, quantity 0, manage_stock false, as Magento treats unmanaged items.
 */
export function stockOf(row: Pick<ProductRow, 'id' | 'qty' | 'is_in_stock' | 'manage_stock' | 'min_sale_qty' | 'max_sale_qty' | 'qty_increments'>): Doc {
  const tracked = row.is_in_stock !== null;
  return {
    product_id: row.id,
    item_id: row.id,
    stock_id: 1,
    qty: num(row.qty),
    is_in_stock: tracked ? row.is_in_stock : true,
    manage_stock: tracked ? (row.manage_stock ?? true) : false,
    min_sale_qty: num(row.min_sale_qty, 1),
    max_sale_qty: num(row.max_sale_qty, 10000),
    qty_increments: num(row.qty_increments, 1),
  };
}

const inStock = (row: ProductRow) => row.is_in_stock !== false;

/** Unrounded prices of a product row by its own stored price and tax class. */
export function ownPrices(row: ProductRow, ctx: Pick<ProductContext, 'taxRules' | 'country' | 'now'>): RawPrices {
  const rate = taxRatePercent(ctx.taxRules, row.tax_class_id, ctx.country);
  const tiers = Array.isArray(row.attrs.tier_prices) ? (row.attrs.tier_prices as TierPrice[]) : [];
  return rawPrices({ ...row, tier_prices: tiers }, rate, ctx.now);
}

const linkQty = (link: Doc): number => {
  const ext = link.extension_attributes as Doc | undefined;
  const qty = Number(link.qty ?? ext?.qty ?? 1);
  return Number.isFinite(qty) && qty > 0 ? qty : 1;
};

/** Prices of bundles (default selections x qty), grouped products (linked parts x qty) and configurables (cheapest child). */
export function documentPrices(row: ProductRow, ctx: ProductContext): RawPrices {
  if (row.type_id === 'configurable') {
    const children = (ctx.children.get(row.id) ?? []).map((child) => ({ prices: ownPrices(child, ctx), inStock: inStock(child) }));
    return cheapestChild(children)?.prices ?? ownPrices(row, ctx);
  }
  if (row.type_id === 'bundle') {
    const options = Array.isArray(row.attrs.bundle_options) ? (row.attrs.bundle_options as Doc[]) : [];
    const parts = options.flatMap((option) => (Array.isArray(option.product_links) ? (option.product_links as Doc[]) : []).filter((link) => link.is_default === true || link.is_default === 1 || link.is_default === '1'));
    return partsPrices(parts, ctx);
  }
  if (row.type_id === 'grouped') {
    const links = Array.isArray(row.attrs.product_links) ? (row.attrs.product_links as Doc[]) : [];
    return partsPrices(
      links.filter((link) => (link.link_type ?? 'associated') === 'associated').map((link) => ({ ...link, sku: link.linked_product_sku ?? link.sku })),
      ctx,
    );
  }
  return ownPrices(row, ctx);
}

function partsPrices(links: readonly Doc[], ctx: ProductContext): RawPrices {
  const parts = links.flatMap((link) => {
    const part = ctx.bySku.get(String(link.sku));
    return part ? [{ prices: ownPrices(part, ctx), qty: linkQty(link) }] : [];
  });
  return parts.length ? sumPrices(parts) : ZERO_PRICES;
}

/** Scalar attributes of a child as `custom_attributes` code/value pairs (spec section 3). */
function customAttributes(attrs: Record<string, unknown>): { attribute_code: string; value: unknown }[] {
  return Object.entries(attrs)
    .filter(([, value]) => value === null || ['string', 'number', 'boolean'].includes(typeof value))
    .map(([attribute_code, value]) => ({ attribute_code, value }));
}

function childDocument(child: ProductRow, ctx: ProductContext): Doc {
  const attrs = child.attrs;
  return {
    ...attrs,
    ...(child.i18n_attrs ?? {}),
    id: child.id,
    sku: child.sku,
    type_id: child.type_id,
    status: child.status,
    visibility: child.visibility,
    tax_class_id: child.tax_class_id,
    name: child.name ?? child.sku,
    url_key: child.url_key ?? '',
    url_path: child.url_path ?? '',
    special_from_date: isoTime(child.special_from_date),
    special_to_date: isoTime(child.special_to_date),
    ...toPriceFields(ownPrices(child, ctx)),
    stock: stockOf(child),
    custom_attributes: customAttributes(attrs),
  };
}

const optionKey = (item: unknown): { id?: number; code?: string } => {
  if (typeof item === 'number') return { id: item };
  if (typeof item === 'string') return /^\d+$/.test(item) ? { id: Number(item) } : { code: item };
  if (item && typeof item === 'object') {
    const o = item as Doc;
    return { ...(o.attribute_id !== undefined ? { id: Number(o.attribute_id) } : {}), ...(typeof o.attribute_code === 'string' ? { code: o.attribute_code } : {}) };
  }
  return {};
};

/**
 * configurable_options in the view language: the translated list in product_i18n.attrs when the catalogue
 * stores one; otherwise built from attrs.configurable_options (attribute ids, codes or option objects)
 * with attribute_i18n labels and the values the children carry (attribute option order first).
 */
export function configurableOptions(row: ProductRow, children: readonly ProductRow[], attributes: readonly AttributeLabels[]): Doc[] {
  const translated = row.i18n_attrs?.configurable_options;
  if (Array.isArray(translated) && translated.every((o) => o && typeof o === 'object')) return translated as Doc[];
  const listed = Array.isArray(row.attrs.configurable_options) ? (row.attrs.configurable_options as unknown[]) : [];
  return listed.flatMap((item, position) => {
    const key = optionKey(item);
    const attribute = attributes.find((a) => (key.id !== undefined && a.id === key.id) || (key.code !== undefined && a.code === key.code));
    if (!attribute) return [];
    const used = new Map<string, unknown>();
    for (const child of children) {
      const value = child.attrs[attribute.code];
      if (value !== undefined && value !== null && !used.has(String(value))) used.set(String(value), value);
    }
    const order = (v: string) => {
      const index = attribute.options.findIndex((o) => String(o.value) === v);
      return index < 0 ? Number.MAX_SAFE_INTEGER : index;
    };
    const values = [...used.keys()]
      .sort((a, b) => order(a) - order(b))
      .map((v) => ({ value_index: used.get(v), label: attribute.options.find((o) => String(o.value) === v)?.label ?? v }));
    return [{ id: attribute.id, attribute_id: attribute.id, attribute_code: attribute.code, label: attribute.label, position, product_id: row.id, values }];
  });
}

/** The whole product document of a row. */
export function productDocument(row: ProductRow, ctx: ProductContext): Doc {
  const { configurable_options: _listed, ...attrs } = row.attrs;
  const children = row.type_id === 'configurable' ? (ctx.children.get(row.id) ?? []) : [];
  const doc: Doc = {
    ...attrs,
    ...(row.i18n_attrs ?? {}),
    id: row.id,
    sku: row.sku,
    type_id: row.type_id,
    status: row.status,
    visibility: row.visibility,
    tax_class_id: row.tax_class_id,
    category_ids: row.category_ids,
    brand: row.brand,
    ean: row.ean,
    oe_numbers: row.oe_numbers,
    oem_numbers: row.oem_numbers,
    name: row.name ?? row.sku,
    slug: row.slug ?? '',
    url_key: row.url_key ?? '',
    url_path: row.url_path ?? '',
    description: row.description ?? '',
    created_at: isoTime(row.created_at),
    updated_at: isoTime(row.updated_at),
    special_from_date: isoTime(row.special_from_date),
    special_to_date: isoTime(row.special_to_date),
    ...toPriceFields(documentPrices(row, ctx)),
    stock: stockOf(row),
    category: row.category_ids.flatMap((id) => {
      const ref = ctx.categories.get(id);
      return ref ? [ref] : [];
    }),
  };
  if (row.type_id === 'configurable') {
    doc.configurable_children = children.map((child) => childDocument(child, ctx));
    doc.configurable_options = configurableOptions(row, children, ctx.attributes);
  }
  return doc;
}
