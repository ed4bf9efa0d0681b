/** Loads product documents in batches: one query per table per call, never one per id. */
import type { Queryable } from '../../storage/port';
import type { StoreView } from '../../../src/kernel/store-view/types';
import type { TaxRuleRow } from '../pricing';
import { productDocument, type AttributeLabels, type ProductCategoryRef } from '../product-document';
import { inIdOrder, PRODUCT_COLUMNS, productFrom, type ProductRow } from './rows';

/** All tax rules (a small table), as pricing wants them. */
export async function loadTaxRules(db: Queryable): Promise<TaxRuleRow[]> {
  const { rows } = await db.query<TaxRuleRow>('SELECT id, code, priority, product_tax_class_ids, customer_tax_class_ids, rates FROM tax_rule ORDER BY priority, id');
  return rows;
}

const linkedSkus = (row: ProductRow): string[] => {
  const skus: string[] = [];
  if (row.type_id === 'bundle' && Array.isArray(row.attrs.bundle_options)) {
    for (const option of row.attrs.bundle_options as { product_links?: { sku?: unknown }[] }[]) for (const link of option.product_links ?? []) if (link.sku) skus.push(String(link.sku));
  }
  if (row.type_id === 'grouped' && Array.isArray(row.attrs.product_links)) {
    for (const link of row.attrs.product_links as { sku?: unknown; linked_product_sku?: unknown }[]) {
      const sku = link.linked_product_sku ?? link.sku;
      if (sku) skus.push(String(sku));
    }
  }
  return skus;
};

/** Product documents for `ids` in the view's language and tax country, in the order of `ids`. */
export async function loadProducts(db: Queryable, ids: readonly number[], view: StoreView, now: Date): Promise<Record<string, unknown>[]> {
  if (!ids.length) return [];
  const { rows } = await db.query<ProductRow>(`SELECT ${PRODUCT_COLUMNS} FROM ${productFrom('$2')} WHERE p.id = ANY($1::int[])`, [ids, view.language]);
  if (!rows.length) return [];

  const configurableIds = rows.filter((r) => r.type_id === 'configurable').map((r) => r.id);
  const skus = [...new Set(rows.flatMap(linkedSkus))];
  const related = configurableIds.length || skus.length
    ? (await db.query<ProductRow>(`SELECT ${PRODUCT_COLUMNS} FROM ${productFrom('$3')} WHERE p.parent_id = ANY($1::int[]) OR p.sku = ANY($2::text[]) ORDER BY p.id`, [configurableIds, skus, view.language])).rows
    : [];
  const children = new Map<number, ProductRow[]>();
  const bySku = new Map<string, ProductRow>();
  for (const row of related) {
    bySku.set(row.sku, row);
    if (row.parent_id !== null && configurableIds.includes(row.parent_id)) children.set(row.parent_id, [...(children.get(row.parent_id) ?? []), row]);
  }

  const categoryIds = [...new Set(rows.flatMap((r) => r.category_ids))];
  const categories = new Map<number, ProductCategoryRef>();
  if (categoryIds.length) {
    const { rows: cats } = await db.query<{ id: number; name: string; slug: string; url_path: string }>(
      `SELECT c.id, i.name, i.slug, i.url_path FROM category c JOIN category_i18n i ON i.category_id = c.id AND i.language = $2
       WHERE c.id = ANY($1::int[]) AND c.kind = 'part'`,
      [categoryIds, view.language],
    );
    for (const c of cats) categories.set(c.id, { category_id: c.id, name: c.name, slug: c.slug, path: c.url_path });
  }

  const attributes = configurableIds.length ? await loadAttributeLabels(db, view.language) : [];
  const taxRules = await loadTaxRules(db);
  const ctx = { children, bySku, categories, attributes, taxRules, country: view.tax.defaultCountry, now };
  const byId = new Map(rows.map((row) => [row.id, productDocument(row, ctx)]));
  return inIdOrder(ids, byId);
}

/** Attributes with labels and option labels in one language. */
export async function loadAttributeLabels(db: Queryable, language: string): Promise<AttributeLabels[]> {
  const { rows } = await db.query<{ id: number; code: string; label: string | null; options: { value: string | number; label: string }[] | null }>(
    `SELECT a.id, a.code, i.label, i.options FROM attribute a LEFT JOIN attribute_i18n i ON i.attribute_id = a.id AND i.language = $1 ORDER BY a.id`,
    [language],
  );
  return rows.map((r) => ({ id: r.id, code: r.code, label: r.label ?? r.code, options: r.options ?? [] }));
}
