/**
 * Price rules of the product page (spec section 4 "Price rules", "Variant selection"): the special price
 * window, prices with or without tax, tier prices, bundle selections and custom options. Amounts are
 * numbers rounded to cents; formatting is the kernel's formatPrice.
 */
import { roundMoney } from '../../../kernel/format/money';
import type { BundleOption, CatalogProduct, CustomOption, CustomOptionValue, PricedDoc } from './types';

export { roundMoney };

const time = (value: string | null | undefined): number | null => {
  if (value === null || value === undefined || value === '') return null;
  const at = new Date(value).getTime();
  return Number.isNaN(at) ? null : at;
};

const num = (value: unknown): number | undefined => {
  if (value === null || value === undefined || value === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) ? n : undefined;
};

/** The stored special price (whatever its window), undefined when there is none. */
function storedSpecial(doc: PricedDoc): number | undefined {
  return doc.original_special_price === null ? undefined : (num(doc.original_special_price) ?? num(doc.special_price));
}

/** The regular price excluding tax. */
const originalExcl = (doc: PricedDoc) => num(doc.original_price) ?? num(doc.price) ?? 0;
/** The regular price including tax. */
const originalIncl = (doc: PricedDoc) => num(doc.original_price_incl_tax) ?? num(doc.price_incl_tax) ?? originalExcl(doc);
/** Incl. tax over excl. tax of the regular price (1 when it cannot be told). */
const taxFactor = (doc: PricedDoc) => {
  const excl = originalExcl(doc);
  return excl > 0 ? originalIncl(doc) / excl : 1;
};

/**
 * True when the special price applies at `now`: it is below the original price and `now` lies inside the
 * special_from_date to special_to_date window, either bound of which may be absent.
 */
export function specialPriceApplies(product: PricedDoc, now: Date): boolean {
  const special = storedSpecial(product);
  if (special === undefined || !(special < originalExcl(product))) return false;
  const from = time(product.special_from_date);
  const to = time(product.special_to_date);
  const at = now.getTime();
  return (from === null || at >= from) && (to === null || at <= to);
}

/** A tier price for display. */
export interface DisplayTierPrice {
  qty: number;
  value: number;
}

/** The prices a product page shows. */
export interface DisplayPrices {
  /** What the customer pays now. */
  final: number;
  /** The regular price (struck through when `special`). */
  original: number;
  /** True when a special price applies: show `original` struck through. */
  special: boolean;
  /** Tier prices of the customer group (and of all groups), by quantity. */
  tierPrices: DisplayTierPrice[];
}

/** Magento's customer group id meaning "all groups" in tier prices. */
export const ALL_GROUPS = 32000;

/**
 * Prices for display, incl. or excl. tax as the view configures (`showTax`). A product with its own special
 * price pays it only inside its window (`now`); a product priced from parts (bundle, grouped, configurable
 * from its cheapest child) pays the document's final price. Tier prices of `customerGroupId` (default 0,
 * not logged in) and of all groups, sorted by quantity.
 */
export function displayPrices(product: PricedDoc, options: { showTax: boolean; now: Date; customerGroupId?: number }): DisplayPrices {
  const { showTax } = options;
  const original = roundMoney(showTax ? originalIncl(product) : originalExcl(product));
  const special = storedSpecial(product);
  let final: number;
  if (special !== undefined) {
    const applies = specialPriceApplies(product, options.now);
    const docIncl = num(product.special_price_incl_tax);
    const specialShown = showTax ? (docIncl !== undefined && num(product.special_price) === special ? docIncl : special * taxFactor(product)) : special;
    final = applies ? roundMoney(specialShown) : original;
  } else {
    const docFinal = showTax ? (num(product.final_price_incl_tax) ?? num(product.price_incl_tax)) : (num(product.final_price) ?? num(product.price));
    final = docFinal !== undefined && docFinal < original ? roundMoney(docFinal) : original;
  }
  const group = options.customerGroupId ?? 0;
  const tierPrices = (product.tier_prices ?? [])
    .filter((t) => Number(t.customer_group_id) === group || Number(t.customer_group_id) === ALL_GROUPS)
    .map((t) => ({ qty: Number(t.qty), value: roundMoney(showTax ? (num(t.value_incl_tax) ?? Number(t.value) * taxFactor(product)) : Number(t.value)) }))
    .sort((a, b) => a.qty - b.qty);
  return { final, original, special: final < original, tierPrices };
}

/** One chosen product of a bundle (or any part): its unit price and quantity. */
export interface PricedPart {
  price: number;
  qty: number;
}

/** A bundle's price: the sum of the selected products' price x qty (spec section 4), rounded to cents. */
export function bundlePrice(selection: readonly PricedPart[]): number {
  return roundMoney(selection.reduce((sum, part) => sum + part.price * part.qty, 0));
}

/** The chosen link (by link id) and quantity per bundle option id. */
export type BundleChoice = Readonly<Record<string, { linkId: string | number; qty?: number }>>;

/** A Magento yes/no flag (`is_default`, `is_require`): true, 1 or '1'. */
export const isFlagSet = (value: unknown): boolean => value === true || value === 1 || value === '1';

/**
 * The default choice of a bundle: each option's default link at its quantity (at least 1); a required option
 * with a single product and no default has that product chosen (there is nothing else to choose). An optional
 * option without a default starts on "None": an extra is the shopper's choice, not ours.
 */
export function defaultBundleChoice(options: readonly BundleOption[]): Record<string, { linkId: string | number; qty: number }> {
  const choice: Record<string, { linkId: string | number; qty: number }> = {};
  for (const option of options) {
    const link = option.product_links.find((l) => isFlagSet(l.is_default)) ?? (option.required !== false && option.product_links.length === 1 ? option.product_links[0] : undefined);
    if (link) choice[String(option.option_id)] = { linkId: link.id, qty: num(link.qty) && Number(link.qty) > 0 ? Number(link.qty) : 1 };
  }
  return choice;
}

/**
 * The priced parts of a bundle choice: each chosen link's product price (`priceOf(sku)`, e.g. from the
 * loaded part documents incl. or excl. tax) and quantity; links without a known price are left out.
 */
export function bundleSelection(options: readonly BundleOption[], choice: BundleChoice, priceOf: (sku: string) => number | undefined): (PricedPart & { sku: string })[] {
  return options.flatMap((option) => {
    const chosen = choice[String(option.option_id)];
    const link = chosen && option.product_links.find((l) => String(l.id) === String(chosen.linkId));
    if (!chosen || !link) return [];
    const price = priceOf(link.sku);
    if (price === undefined) return [];
    const qty = chosen.qty !== undefined && chosen.qty > 0 ? chosen.qty : (num(link.qty) ?? 1);
    return [{ sku: link.sku, price, qty }];
  });
}

/** Chosen custom option values by option id: text for text options, value ids for choices. */
export type CustomOptionChoice = Readonly<Record<string, string | readonly string[]>>;

/**
 * What the chosen custom options add to the price (spec section 4): a fixed amount, or a percentage of the
 * original price, per chosen value (text options when filled in). `price` excludes tax; `priceInclTax`
 * applies the product's own tax rate (fixed amounts are stored excl. tax, like the server's quote).
 * Unknown options and values add nothing.
 */
export function customOptionsPrice(product: Pick<CatalogProduct, 'custom_options'> & PricedDoc, choice: CustomOptionChoice): { price: number; priceInclTax: number } {
  const factor = taxFactor(product);
  let price = 0;
  let priceInclTax = 0;
  const add = (entry: CustomOption | CustomOptionValue) => {
    const amount = num(entry.price) ?? 0;
    if (entry.price_type === 'percent') {
      price += (originalExcl(product) * amount) / 100;
      priceInclTax += (originalIncl(product) * amount) / 100;
    } else {
      price += amount;
      priceInclTax += amount * factor;
    }
  };
  for (const [optionId, raw] of Object.entries(choice)) {
    const option = (product.custom_options ?? []).find((o) => String(o.option_id) === optionId);
    if (!option) continue;
    const picked = (typeof raw === 'string' ? raw.split(',') : [...raw]).map((v) => v.trim()).filter(Boolean);
    if (option.values?.length) {
      for (const id of picked) {
        const value = option.values.find((v) => String(v.option_type_id) === id);
        if (value) add(value);
      }
    } else if (picked.length) {
      add(option);
    }
  }
  return { price: roundMoney(price), priceInclTax: roundMoney(priceInclTax) };
}
