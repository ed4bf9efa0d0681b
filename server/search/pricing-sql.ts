import type { Queryable } from '../storage/port';
import { taxRatePercent } from '../catalogue/pricing';
import type { TaxRuleRow } from '../catalogue/pricing';
import type { SqlParams } from './sql';

/** Tax factor (1.24 for 24 %) per product tax class for one country, from the tax_rule rows. */
export async function loadTaxFactors(db: Queryable, country: string): Promise<Map<number, number>> {
  const { rows } = await db.query<TaxRuleRow>('SELECT id, code, priority, product_tax_class_ids, customer_tax_class_ids, rates FROM tax_rule');
  const classes = new Set(rows.flatMap((r) => r.product_tax_class_ids.map(Number)));
  return new Map([...classes].map((cls) => [cls, 1 + taxRatePercent(rows, cls, country) / 100]));
}

/** A jsonb value when it is an array, else an empty array (jsonb_array_elements rejects scalars). */
const jsonArray = (expr: string) => `(CASE WHEN jsonb_typeof(${expr}) = 'array' THEN ${expr} ELSE '[]'::jsonb END)`;

/** A positive number out of a jsonb value (number or numeric string), else NULL (the JS `Number(x) > 0`). */
const positive = (expr: string) =>
  `(CASE WHEN jsonb_typeof(${expr}) = 'number' AND (${expr})::numeric > 0 THEN (${expr})::numeric ` +
  `WHEN jsonb_typeof(${expr}) = 'string' AND btrim(${expr} #>> '{}') ~ '^[0-9]*\\.?[0-9]+$' AND btrim(${expr} #>> '{}')::numeric > 0 THEN btrim(${expr} #>> '{}')::numeric END)`;

/** A link's quantity as product-document.ts reads it: qty, else extension_attributes.qty, else 1. */
const linkQty = (l: string) => {
  const raw = `COALESCE(NULLIF(${l}->'qty', 'null'::jsonb), NULLIF(${l}->'extension_attributes'->'qty', 'null'::jsonb))`;
  return `COALESCE(${positive(raw)}, 1)`;
};

/**
 * SQL for the prices search filters, sorts and buckets on: what the customer pays in the view, incl. tax,
 * by the rules of the product documents (pricing.ts, product-document.ts): a special price only below the
 * price and inside its window; a configurable product costs its cheapest in-stock child (else its cheapest
 * child, else its own price); a bundle the sum of its default selections x qty and a grouped product the sum
 * of its associated parts x qty (each part at its own price and tax class; 0 without parts).
 * Each row's subquery only reads its own children (parent index) or linked parts (unique sku index), and
 * only for configurable, bundle and grouped rows; other rows use their own columns.
 */
export function priceSql(factors: ReadonlyMap<number, number>, now: Date) {
  const factor = (a: string) => {
    const cases = [...factors].filter(([cls, f]) => Number.isInteger(cls) && Number.isFinite(f)).map(([cls, f]) => `WHEN ${cls} THEN ${f}`);
    return cases.length ? `(CASE ${a}.tax_class_id ${cases.join(' ')} ELSE 1 END)` : '1';
  };
  const finalExcl = (a: string, at: string) =>
    `(CASE WHEN ${a}.special_price IS NOT NULL AND ${a}.special_price < ${a}.price AND (${a}.special_from_date IS NULL OR ${a}.special_from_date <= ${at}) ` +
    `AND (${a}.special_to_date IS NULL OR ${a}.special_to_date >= ${at}) THEN ${a}.special_price ELSE ${a}.price END)`;
  const finalIncl = (a: string, at: string) => `(${finalExcl(a, at)} * ${factor(a)})`;
  const originalIncl = (a: string) => `(${a}.price * ${factor(a)})`;

  /** The price (by `part`) of a product by the document rules; `at` is the time placeholder (final prices). */
  const price = (alias: string, part: (a: string) => string, at: string) => {
    const own = part(alias);
    // The child that sets the price: in stock first (no stock row counts as in stock), then cheapest final price, then lowest id.
    const child =
      `(SELECT ${part('pc')} FROM product pc LEFT JOIN stock pcs ON pcs.product_id = pc.id WHERE pc.parent_id = ${alias}.id ` +
      `ORDER BY (pcs.is_in_stock IS NOT FALSE) DESC, ${finalIncl('pc', at)}, pc.id LIMIT 1)`;
    const bundle =
      `(SELECT COALESCE(sum(${part('pb')} * ${linkQty('bl.v')}), 0) ` +
      `FROM jsonb_array_elements(${jsonArray(`${alias}.attrs->'bundle_options'`)}) bo(v) ` +
      `CROSS JOIN LATERAL jsonb_array_elements(${jsonArray(`bo.v->'product_links'`)}) bl(v) ` +
      `JOIN product pb ON pb.sku = bl.v->>'sku' ` +
      `WHERE bl.v->'is_default' IN ('true'::jsonb, '1'::jsonb, '"1"'::jsonb))`;
    const grouped =
      `(SELECT COALESCE(sum(${part('pg')} * ${linkQty('gl.v')}), 0) ` +
      `FROM jsonb_array_elements(${jsonArray(`${alias}.attrs->'product_links'`)}) gl(v) ` +
      `JOIN product pg ON pg.sku = COALESCE(gl.v->>'linked_product_sku', gl.v->>'sku') ` +
      `WHERE COALESCE(gl.v->>'link_type', 'associated') = 'associated')`;
    return (
      `(CASE ${alias}.type_id WHEN 'configurable' THEN COALESCE(${child}, ${own}) ` +
      `WHEN 'bundle' THEN ${bundle} WHEN 'grouped' THEN ${grouped} ELSE ${own} END)`
    );
  };
  return {
    final(alias: string, params: SqlParams): string {
      const at = `${params.p(now.toISOString())}::timestamptz`;
      return price(alias, (a) => finalIncl(a, at), at);
    },
    original(alias: string, params: SqlParams): string {
      const at = `${params.p(now.toISOString())}::timestamptz`;
      return price(alias, originalIncl, at);
    },
  };
}
