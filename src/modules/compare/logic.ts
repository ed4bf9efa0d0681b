/** An attribute document as the catalogue API answers it (the fields the compare page reads). */
export interface AttributeDoc {
  attribute_code: string;
  frontend_label?: string | null;
  frontend_input?: string;
  options?: readonly { value: string | number; label: string }[];
}

/** A comparable attribute: its code, label in the view's language, and option labels by value. */
export interface ComparableAttribute {
  code: string;
  label: string;
  options: Record<string, string>;
}

/** A product document reduced to what comparing reads: sku plus attribute values by code. */
export type ProductAttributes = { sku: string } & Record<string, unknown>;

/** Codes the table already shows in its own rows (price with tax, stock, brand), so not repeated. */
export const OWN_ROWS = ['price', 'brand'] as const;

/** At most this many attributes (spec section 9: attribute list size 150). */
export const ATTRIBUTE_LIST_SIZE = 150;

/** The search body of the comparable attributes (type 'attribute', is_comparable). */
export function comparableAttributesRequest() {
  return { query: { bool: { filter: [{ term: { is_comparable: true } }] } }, size: ATTRIBUTE_LIST_SIZE };
}

/** The search body of the compared products' documents, with only the fields the rows need. */
export function compareProductsRequest(skus: readonly string[], codes: readonly string[]) {
  return { query: { bool: { filter: [{ terms: { sku: [...skus] } }] } }, _source: ['sku', ...codes], size: skus.length };
}

/** Comparable attributes in the order the API gives them, without those shown in the table's own rows. */
export function comparableAttributes(docs: readonly AttributeDoc[]): ComparableAttribute[] {
  return docs
    .filter((doc) => !(OWN_ROWS as readonly string[]).includes(doc.attribute_code))
    .map((doc) => ({
      code: doc.attribute_code,
      label: doc.frontend_label || doc.attribute_code,
      options: Object.fromEntries((doc.options ?? []).map((option) => [String(option.value), option.label])),
    }));
}

/** A value as shown: option labels for option ids (lists joined), other scalars as text, nothing as ''. */
export function displayValue(attribute: ComparableAttribute, value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  if (Array.isArray(value)) return value.map((v) => displayValue(attribute, v)).filter(Boolean).join(', ');
  if (typeof value === 'object') return '';
  const text = String(value);
  return attribute.options[text] ?? text;
}

/**
 * One row per comparable attribute with a value per product (in `skus` order); rows where no compared
 * product has a value are left out (a colour row for oil filters says nothing).
 */
export function attributeRows(
  attributes: readonly ComparableAttribute[],
  skus: readonly string[],
  documents: readonly ProductAttributes[],
): { key: string; label: string; values: string[] }[] {
  const bySku = new Map(documents.map((doc) => [doc.sku, doc]));
  return attributes
    .map((attribute) => ({ key: attribute.code, label: attribute.label, values: skus.map((sku) => displayValue(attribute, bySku.get(sku)?.[attribute.code])) }))
    .filter((row) => row.values.some((value) => value !== ''));
}
