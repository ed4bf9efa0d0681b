import type { CartLine, ConfigurableChild, QuantityLimits } from '../messages';
import { childWithOptions } from './configure';

/** A configurable parent's document as the catalogue search answers it (the fields the edit screen reads). */
export interface ParentDoc {
  id: number;
  sku: string;
  configurable_options?: { attribute_code: string; label?: string; values?: { value_index: number | string; label?: string }[] }[];
  configurable_children?: ChildDoc[];
}

interface ChildDoc {
  sku: string;
  type_id?: string;
  status?: number;
  image?: string | null;
  price_incl_tax?: number | null;
  final_price_incl_tax?: number | null;
  quantity_step?: unknown;
  stock?: { is_in_stock?: boolean; qty?: number; manage_stock?: boolean; max_sale_qty?: number; qty_increments?: number } | null;
  [attribute: string]: unknown;
}

/** A child the edit screen can offer, with whether it can be bought now. */
export interface EditableChild extends ConfigurableChild {
  inStock: boolean;
}

/** What the edit screen shows of a configurable parent: its options (code, label, values) and its children. */
export interface EditableProduct {
  options: { code: string; label: string; values: { value: string; label: string }[] }[];
  children: EditableChild[];
}

const finite = (value: unknown): number | undefined => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

/** A child's quantity rules from its stock (as the product page gives them to an add; spec section 5). */
function limitsOf(child: ChildDoc): QuantityLimits {
  const step = finite(child.quantity_step) ?? finite(child.stock?.qty_increments);
  const maxQuantity = finite(child.stock?.max_sale_qty);
  const available = child.stock?.manage_stock === false ? undefined : finite(child.stock?.qty);
  return { ...(step && step > 0 ? { quantityStep: step } : {}), ...(maxQuantity !== undefined ? { maxQuantity } : {}), ...(available !== undefined ? { available } : {}) };
}

/**
 * The edit screen's view of a parent document: each configurable option with its values (blank labels skipped,
 * spec section 5), and each enabled child (status below 2) with its values of those options, its price incl.
 * tax, image, quantity rules and stock.
 */
export function editableProductOf(doc: ParentDoc): EditableProduct {
  const options = (doc.configurable_options ?? []).map((option) => ({
    code: option.attribute_code,
    label: option.label || option.attribute_code,
    values: (option.values ?? []).filter((value) => (value.label ?? '').trim() !== '').map((value) => ({ value: String(value.value_index), label: value.label as string })),
  }));
  const children = (doc.configurable_children ?? [])
    .filter((child) => (child.status ?? 1) < 2)
    .map((child): EditableChild => {
      const values = Object.fromEntries(options.flatMap((option) => (child[option.code] === undefined || child[option.code] === null ? [] : [[option.code, String(child[option.code])]])));
      const price = finite(child.final_price_incl_tax) ?? finite(child.price_incl_tax);
      return {
        sku: child.sku,
        options: values,
        ...(values.color === undefined ? {} : { color: values.color }),
        ...(values.size === undefined ? {} : { size: values.size }),
        ...(price === undefined ? {} : { price }),
        image: typeof child.image === 'string' && child.image ? child.image : null,
        limits: limitsOf(child),
        inStock: child.stock?.is_in_stock !== false,
      };
    });
  return { options, children };
}

/**
 * The line's configurable choices (attribute code → value) as its product option holds them; options named by
 * a numeric attribute id (Magento's form) are left to the edit screen, which reads them from the line's variant.
 */
export function editOptionsOf(line: Pick<CartLine, 'product_option'>): Record<string, string> {
  const chosen = line.product_option?.extension_attributes?.configurable_item_options ?? [];
  return Object.fromEntries(chosen.filter((option) => !/^\d+$/.test(String(option.option_id))).map((option) => [String(option.option_id), String(option.option_value)]));
}

/**
 * The values chosen on the edit screen: edit mode's, else those of the line's own variant (a line pulled from the
 * server may name its options by attribute id rather than code).
 */
export function chosenValues(product: EditableProduct, lineSku: string, options: Readonly<Record<string, string>>): Record<string, string> {
  const current = product.children.find((child) => child.sku === lineSku);
  return Object.fromEntries(product.options.flatMap((option) => {
    const value = options[option.code] ?? current?.options?.[option.code];
    return value === undefined ? [] : [[option.code, value]];
  }));
}

/** Whether a value of one option can be chosen: some child in stock has it with the other chosen values. */
export function valueAvailable(product: EditableProduct, chosen: Readonly<Record<string, string>>, code: string, value: string): boolean {
  const wanted = { ...chosen, [code]: value };
  return product.children.some((child) => child.inStock && childWithOptions([child], wanted) !== null);
}

/** What a save would buy: the child with the chosen values, and why it cannot be saved (a key of CART_TEXTS) if so. */
export function editOutcome(product: EditableProduct, lineSku: string, chosen: Readonly<Record<string, string>>): { child: EditableChild | null; problem: 'noSuchConfiguration' | 'productOutOfStock' | null } {
  const child = childWithOptions(product.children, chosen) as EditableChild | null;
  if (!child || Object.keys(chosen).length < product.options.length) return { child: null, problem: 'noSuchConfiguration' };
  if (!child.inStock && child.sku !== lineSku) return { child, problem: 'productOutOfStock' };
  return { child, problem: null };
}
