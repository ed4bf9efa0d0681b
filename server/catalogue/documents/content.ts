/** Loads attribute, tax rule, review and CMS documents in batches (one query per call). */
import type { Queryable } from '../../storage/port';
import type { StoreView } from '../../../src/kernel/store-view/types';
import { inIdOrder, isoTime } from './rows';

type Doc = Record<string, unknown>;

async function byIds<R extends { id: number }>(db: Queryable, sql: string, ids: readonly number[], params: readonly unknown[], build: (row: R) => Doc): Promise<Doc[]> {
  if (!ids.length) return [];
  const { rows } = await db.query<R>(sql, [ids, ...params]);
  return inIdOrder(ids, new Map(rows.map((row) => [row.id, build(row)])));
}

interface AttributeRow {
  id: number;
  code: string;
  frontend_input: string;
  is_user_defined: boolean;
  is_visible: boolean;
  is_comparable: boolean;
  is_filterable: boolean;
  attrs: Doc;
  label: string | null;
  options: unknown[] | null;
}

/** Attribute documents with the view language's label and option labels. */
export function loadAttributes(db: Queryable, ids: readonly number[], view: StoreView): Promise<Doc[]> {
  return byIds<AttributeRow>(
    db,
    `SELECT a.*, i.label, i.options FROM attribute a LEFT JOIN attribute_i18n i ON i.attribute_id = a.id AND i.language = $2 WHERE a.id = ANY($1::int[])`,
    ids,
    [view.language],
    (r) => ({
      ...r.attrs,
      id: r.id,
      attribute_id: r.id,
      attribute_code: r.code,
      frontend_input: r.frontend_input,
      frontend_label: r.label ?? r.code,
      default_frontend_label: r.label ?? r.code,
      is_user_defined: r.is_user_defined,
      is_visible: r.is_visible,
      is_visible_on_front: r.is_visible,
      is_comparable: r.is_comparable,
      is_filterable: r.is_filterable,
      options: r.options ?? [],
    }),
  );
}

interface TaxRuleDbRow {
  id: number;
  code: string;
  priority: number;
  product_tax_class_ids: number[];
  customer_tax_class_ids: number[];
  rates: { id?: number }[];
}

/** Tax rule documents (language-neutral). */
export function loadTaxRuleDocuments(db: Queryable, ids: readonly number[]): Promise<Doc[]> {
  return byIds<TaxRuleDbRow>(db, 'SELECT * FROM tax_rule WHERE id = ANY($1::int[])', ids, [], (r) => ({
    id: r.id,
    code: r.code,
    priority: r.priority,
    position: 0,
    calculate_subtotal: false,
    product_tax_class_ids: r.product_tax_class_ids,
    customer_tax_class_ids: r.customer_tax_class_ids,
    tax_rates_ids: r.rates.flatMap((rate) => (rate.id === undefined ? [] : [rate.id])),
    rates: r.rates,
  }));
}

interface ReviewRow {
  id: number;
  product_id: number;
  title: string;
  detail: string;
  nickname: string;
  review_status: number;
  store_id: number;
  customer_id: number | null;
  ratings: unknown[];
  created_at: Date | string;
}

/**
 * Review documents whatever their status (the search filters pending ones out). No `customer_id`: the
 * documents are public, and who wrote a review is the author's business (`/api/user/reviews`).
 */
export function loadReviews(db: Queryable, ids: readonly number[]): Promise<Doc[]> {
  return byIds<ReviewRow>(db, 'SELECT * FROM review WHERE id = ANY($1::int[])', ids, [], (r) => ({
    id: r.id,
    product_id: r.product_id,
    title: r.title,
    detail: r.detail,
    nickname: r.nickname,
    review_entity: 'product',
    review_status: r.review_status,
    store_id: r.store_id,
    ratings: r.ratings,
    created_at: isoTime(r.created_at),
  }));
}

/** CMS documents of one table in the view's language; `store_id` is the view's. */
export function loadCms(db: Queryable, table: 'cms_page' | 'cms_block' | 'cms_hierarchy', ids: readonly number[], view: StoreView): Promise<Doc[]> {
  return byIds<Doc & { id: number }>(db, `SELECT * FROM ${table} WHERE id = ANY($1::int[]) AND language = $2`, ids, [view.language], (r) => {
    const { language: _language, ...rest } = r;
    return table === 'cms_page' ? { ...rest, page_id: r.id, store_id: view.storeId } : table === 'cms_block' ? { ...rest, block_id: r.id, store_id: view.storeId } : { ...rest, store_id: view.storeId };
  });
}
