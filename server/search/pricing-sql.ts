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

/**
 * SQL for the prices search filters, sorts and buckets on: what the customer pays in the view, incl. tax
 * (the same rules as pricing.ts: a special price only below the price and inside its window; a
 * configurable product costs its cheapest child). Bundle and grouped products use their own stored price.
 */
export function priceSql(factors: ReadonlyMap<number, number>, now: Date) {
  const factor = (a: string) => {
    const cases = [...factors].filter(([cls, f]) => Number.isInteger(cls) && Number.isFinite(f)).map(([cls, f]) => `WHEN ${cls} THEN ${f}`);
    return cases.length ? `(CASE ${a}.tax_class_id ${cases.join(' ')} ELSE 1 END)` : '1';
  };
  const finalExcl = (a: string, at: string) =>
    `(CASE WHEN ${a}.special_price IS NOT NULL AND ${a}.special_price < ${a}.price AND (${a}.special_from_date IS NULL OR ${a}.special_from_date <= ${at}) ` +
    `AND (${a}.special_to_date IS NULL OR ${a}.special_to_date >= ${at}) THEN ${a}.special_price ELSE ${a}.price END)`;
  return {
    final(alias: string, params: SqlParams): string {
      const at = `${params.p(now.toISOString())}::timestamptz`;
      const own = `(${finalExcl(alias, at)} * ${factor(alias)})`;
      return `(CASE WHEN ${alias}.type_id = 'configurable' THEN COALESCE((SELECT min(${finalExcl('c', at)} * ${factor('c')}) FROM product c WHERE c.parent_id = ${alias}.id), ${own}) ELSE ${own} END)`;
    },
    original(alias: string): string {
      return `(${alias}.price * ${factor(alias)})`;
    },
  };
}
