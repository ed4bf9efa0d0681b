/**
 * Prices each line from the catalogue (spec section 3 "Pricing", section 4 "Variant selection"): the final
 * price at `now`, a lower tier price for the quantity and group, configurable children, bundle selections
 * and custom options; and says why a line cannot be bought as asked (stock, quantity, configuration).
 */
import type { Queryable } from '../../storage/port';
import { rawPrices, roundMoney, taxRatePercent, type TaxRuleRow, type TierPrice } from '../../catalogue/pricing';
import { attributeCodes, productsBySku, type QuoteProductRow } from './catalogue';
import type { BundleLink, BundleOption, LineProblem, PricedLine, ProductOptionInput, QuoteLineInput } from './types';

/** The spec's texts (sections 5 and 8) and ours where it has none. */
export const LINE_MESSAGES = {
  unknown: 'Product query returned empty result',
  outOfStock: 'This product is out of stock.',
  noSuchConfiguration: 'No such configuration for the product.',
  aboveZero: 'Quantity must be above 0',
  positiveInteger: 'Quantity must be a positive integer',
  available: (n: number) => `Only ${n} products of this type are available.`,
  below: (max: number) => `Quantity must be below ${max}`,
  multiple: (step: number) => `Quantity must be a multiple of ${step}.`,
} as const;

/** Magento's "all groups" tier price group. */
const ALL_GROUPS = 32000;
const VIRTUAL_TYPES = new Set(['virtual', 'downloadable']);

/** Where the quote is priced: tax country, customer group, clock. */
export interface LinePricing {
  country: string;
  groupId: number;
  now: Date;
  language: string;
  taxRules: readonly TaxRuleRow[];
}

/** A priced line, its problem, or both (a line priced but short of stock still shows in totals). */
interface Resolved {
  line: PricedLine | null;
  problem: LineProblem | null;
}

const problem = (sku: string, code: LineProblem['code'], message: string): Resolved => ({ line: null, problem: { sku, code, message } });
const num = (value: number | string | null | undefined, fallback: number) => (value === null || value === undefined ? fallback : Number(value));
const salable = (row: QuoteProductRow | undefined): row is QuoteProductRow => row !== undefined && row.status < 2;

/** The quantity problem of `qty`, checked before stock. */
export function qtyProblem(sku: string, qty: unknown, row: QuoteProductRow): LineProblem | null {
  if (typeof qty !== 'number' || !Number.isFinite(qty)) return { sku, code: 'bad_qty', message: LINE_MESSAGES.positiveInteger };
  if (qty <= 0) return { sku, code: 'bad_qty', message: LINE_MESSAGES.aboveZero };
  if (!Number.isInteger(qty)) return { sku, code: 'bad_qty', message: LINE_MESSAGES.positiveInteger };
  const max = num(row.max_sale_qty, 10000);
  if (qty > max) return { sku, code: 'bad_qty', message: LINE_MESSAGES.below(max) };
  const step = num(row.qty_increments, 1);
  if (step > 0 && Math.abs(qty / step - Math.round(qty / step)) > 1e-9) return { sku, code: 'bad_qty', message: LINE_MESSAGES.multiple(step) };
  return null;
}

/** Out of stock, or fewer units than `units` where stock is managed; virtual and downloadable goods never run out. */
function stockProblem(sku: string, row: QuoteProductRow, units: number, per = 1): LineProblem | null {
  if (row.is_in_stock === false) return { sku, code: 'out_of_stock', message: LINE_MESSAGES.outOfStock };
  if (VIRTUAL_TYPES.has(row.type_id) || row.is_in_stock === null || row.manage_stock === false) return null;
  const available = num(row.qty, 0);
  if (units > available) return { sku, code: 'insufficient_qty', message: LINE_MESSAGES.available(Math.floor(available / per)) };
  return null;
}

/** The unit price excl. tax of a product at `now` for `qty` in the group: final price, or a lower tier price. */
function unitPrice(row: QuoteProductRow, qty: number, at: LinePricing): { unit: number; original: number } {
  const raw = rawPrices(row, 0, at.now);
  const tiers = Array.isArray(row.attrs.tier_prices) ? (row.attrs.tier_prices as TierPrice[]) : [];
  let unit = raw.final;
  for (const tier of tiers) {
    const group = Number(tier.customer_group_id);
    if ((group === at.groupId || group === ALL_GROUPS) && qty >= Number(tier.qty) && Number(tier.value) < unit) unit = Number(tier.value);
  }
  return { unit, original: raw.original };
}

interface CustomOptionValue {
  option_type_id?: number | string;
  price?: number | string;
  price_type?: string;
}
interface CustomOption extends CustomOptionValue {
  option_id?: number | string;
  values?: CustomOptionValue[];
}

/** The custom options' price (fixed, or percent of the original price); null for an unknown option or value. */
function customOptionsPrice(row: QuoteProductRow, option: ProductOptionInput | null | undefined, original: number): number | null {
  const chosen = option?.extension_attributes?.custom_options ?? [];
  if (!chosen.length) return 0;
  const defined = Array.isArray(row.attrs.custom_options) ? (row.attrs.custom_options as CustomOption[]) : [];
  const price = (entry: CustomOptionValue) => (entry.price_type === 'percent' ? (original * Number(entry.price ?? 0)) / 100 : Number(entry.price ?? 0));
  let sum = 0;
  for (const pick of chosen) {
    const def = defined.find((o) => String(o.option_id) === String(pick.option_id));
    if (!def) return null;
    if (Array.isArray(def.values) && def.values.length) {
      for (const id of String(pick.option_value).split(',').map((v) => v.trim()).filter(Boolean)) {
        const value = def.values.find((v) => String(v.option_type_id) === id);
        if (!value) return null;
        sum += price(value);
      }
    } else if (String(pick.option_value ?? '').trim()) sum += price(def);
  }
  return sum;
}


/** Whether a bundle link lets the shopper choose its quantity (Magento's `can_change_quantity`, off when absent). */
const canChangeQuantity = (link: BundleLink): boolean => link.can_change_quantity === true || link.can_change_quantity === 1 || link.can_change_quantity === '1';

/** A link's own quantity per bundle: a whole number of at least 1 (1 when the catalogue says nothing usable). */
const linkQty = (link: BundleLink): number => {
  const qty = Number(link.qty ?? 1);
  return Number.isInteger(qty) && qty >= 1 ? qty : 1;
};

/**
 * The bundle's selections as (link sku, qty per bundle); 'configuration' for an unknown or incomplete choice,
 * 'qty' for an option quantity that is not a whole number of at least 1. A link that does not let the
 * shopper change its quantity always counts its own (as Magento does: the sent option_qty is ignored).
 */
export function bundleSelections(defined: readonly BundleOption[], option: ProductOptionInput | null | undefined): { sku: string; qty: number }[] | 'configuration' | 'qty' {
  const chosen = option?.extension_attributes?.bundle_options;
  const picks: { sku: string; qty: number }[] = [];
  if (!chosen?.length) {
    for (const def of defined) for (const link of def.product_links ?? []) if (link.is_default === true || link.is_default === 1 || link.is_default === '1') picks.push({ sku: String(link.sku), qty: linkQty(link) });
    return picks.length ? picks : 'configuration';
  }
  for (const pick of chosen) {
    const def = defined.find((o) => String(o.option_id) === String(pick.option_id));
    if (!def || !Array.isArray(pick.option_selections) || !pick.option_selections.length) return 'configuration';
    const sent = pick.option_qty ?? 1;
    if (typeof sent !== 'number' || !Number.isInteger(sent) || sent < 1) return 'qty';
    for (const selection of pick.option_selections) {
      const link = (def.product_links ?? []).find((l) => String(l.id) === String(selection));
      if (!link?.sku) return 'configuration';
      picks.push({ sku: link.sku, qty: canChangeQuantity(link) ? sent : linkQty(link) });
    }
  }
  const missing = defined.some((def) => def.required === true && !chosen.some((pick) => String(pick.option_id) === String(def.option_id)));
  return missing ? 'configuration' : picks;
}

function pricedLine(input: QuoteLineInput, row: QuoteProductRow, unitExcl: number, at: LinePricing, extra: { name?: string; type?: string }): PricedLine {
  const rate = taxRatePercent(at.taxRules, row.tax_class_id, at.country);
  const factor = 1 + rate / 100;
  const priceIncl = roundMoney(unitExcl * factor);
  const rowIncl = roundMoney(priceIncl * input.qty);
  const rowExcl = roundMoney(rowIncl / factor);
  return {
    ...(input.item_id !== undefined ? { item_id: input.item_id } : {}),
    sku: input.sku,
    name: extra.name ?? row.name,
    product_id: row.id,
    product_type: extra.type ?? row.type_id,
    qty: input.qty,
    price: roundMoney(unitExcl),
    price_incl_tax: priceIncl,
    tax_percent: rate,
    tax_amount: roundMoney(rowIncl - rowExcl),
    row_total: rowExcl,
    row_total_incl_tax: rowIncl,
    discount_amount: 0,
    product_option: input.product_option ?? null,
    is_virtual: VIRTUAL_TYPES.has(row.type_id),
  };
}

/** Configurable item options that name attributes the child does not have as given; null when they all match. */
function configurationMismatch(child: QuoteProductRow, option: ProductOptionInput | null | undefined, codes: ReadonlyMap<number, string>): boolean {
  for (const pick of option?.extension_attributes?.configurable_item_options ?? []) {
    const code = codes.get(Number(pick.option_id)) ?? String(pick.option_id);
    if (String(child.attrs[code] ?? '') !== String(pick.option_value)) return true;
  }
  return false;
}

function resolve(input: QuoteLineInput, products: ReadonlyMap<string, QuoteProductRow>, codes: ReadonlyMap<number, string>, at: LinePricing): Resolved {
  const row = products.get(input.sku);
  if (!row) return problem(input.sku, 'unknown_sku', LINE_MESSAGES.unknown);
  if (!salable(row)) return problem(input.sku, 'not_salable', LINE_MESSAGES.unknown);
  if (row.type_id === 'configurable' || row.type_id === 'grouped') return problem(input.sku, 'no_such_configuration', LINE_MESSAGES.noSuchConfiguration);
  const qty = qtyProblem(input.sku, input.qty, row);
  if (qty) return { line: null, problem: qty };

  if (row.type_id === 'bundle') {
    const picks = bundleSelections(Array.isArray(row.attrs.bundle_options) ? (row.attrs.bundle_options as BundleOption[]) : [], input.product_option);
    if (picks === 'qty') return problem(input.sku, 'bad_qty', LINE_MESSAGES.positiveInteger);
    if (picks === 'configuration') return problem(input.sku, 'no_such_configuration', LINE_MESSAGES.noSuchConfiguration);
    let unit = 0;
    let stock: LineProblem | null = row.is_in_stock === false ? { sku: input.sku, code: 'out_of_stock', message: LINE_MESSAGES.outOfStock } : null;
    for (const pick of picks) {
      const part = products.get(pick.sku);
      if (!salable(part)) return problem(input.sku, 'no_such_configuration', LINE_MESSAGES.noSuchConfiguration);
      stock ??= stockProblem(input.sku, part, pick.qty * input.qty, pick.qty);
      unit += unitPrice(part, 1, at).unit * pick.qty;
    }
    return { line: pricedLine(input, row, unit, at, {}), problem: stock };
  }

  const isChild = row.parent_type === 'configurable';
  if (isChild && (row.parent_id === null || configurationMismatch(row, input.product_option, codes))) return problem(input.sku, 'no_such_configuration', LINE_MESSAGES.noSuchConfiguration);
  const { unit, original } = unitPrice(row, input.qty, at);
  const options = customOptionsPrice(row, input.product_option, original);
  if (options === null) return problem(input.sku, 'no_such_configuration', LINE_MESSAGES.noSuchConfiguration);
  return { line: pricedLine(input, row, unit + options, at, isChild ? { type: 'configurable' } : {}), problem: stockProblem(input.sku, row, input.qty) };
}

const bundleSkus = (row: QuoteProductRow): string[] =>
  row.type_id === 'bundle' && Array.isArray(row.attrs.bundle_options)
    ? (row.attrs.bundle_options as BundleOption[]).flatMap((o) => (o.product_links ?? []).flatMap((l) => (l.sku ? [l.sku] : [])))
    : [];

/**
 * Every line priced, and the problems of the lines that cannot be bought as asked. Lines short of stock
 * are still priced (they show in totals); unknown skus, bad quantities and configurations are left out.
 */
export async function priceLines(db: Queryable, inputs: readonly QuoteLineInput[], at: LinePricing): Promise<{ lines: PricedLine[]; problems: LineProblem[] }> {
  const products = await productsBySku(db, inputs.map((l) => l.sku), at.language);
  const parts = [...new Set([...products.values()].flatMap(bundleSkus))].filter((sku) => !products.has(sku));
  for (const [sku, row] of await productsBySku(db, parts, at.language)) products.set(sku, row);
  const optionIds = inputs.flatMap((l) => (l.product_option?.extension_attributes?.configurable_item_options ?? []).map((o) => Number(o.option_id))).filter(Number.isInteger);
  const codes = await attributeCodes(db, optionIds);
  const lines: PricedLine[] = [];
  const problems: LineProblem[] = [];
  for (const input of inputs) {
    const result = resolve(input, products, codes, at);
    if (result.line) lines.push(result.line);
    if (result.problem) problems.push(result.problem);
  }
  return { lines, problems };
}
