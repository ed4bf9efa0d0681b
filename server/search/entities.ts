import { notFound } from '../api/errors';
import type { SqlParams } from './sql';

/** The entity types the catalogue search answers (spec section 7). */
export const ENTITY_TYPES = ['product', 'category', 'attribute', 'taxrule', 'review', 'cms_page', 'cms_block', 'cms_hierarchy'] as const;
export type EntityType = (typeof ENTITY_TYPES)[number];

/** How a field compares in SQL. `json` is a value inside a jsonb column (key given separately). */
export type FieldType = 'int' | 'num' | 'text' | 'bool' | 'int[]' | 'text[]' | 'date' | 'json';

/** A searchable field: its SQL expression (may hold placeholders) and type. */
export interface FieldSql {
  expr: string;
  type: FieldType;
  /** Compiles `terms` itself (children, url_path forms). */
  terms?: (values: string[], params: SqlParams) => string;
  /** Open document fields (attrs): filterable but not sortable. */
  open?: boolean;
  /** A value of the configurable children (`{key}_options`): terms filters and aggregations only. */
  childKey?: string;
}

/** What the compiler needs to know about the request. */
export interface CompileContext {
  language: string;
  storeId: number;
  /** SQL expression of a product's final price incl. tax (see pricing-sql.ts). */
  finalPriceSql: (alias: string, params: SqlParams) => string;
  /** SQL expression of a product's regular price incl. tax. */
  originalPriceSql: (alias: string, params: SqlParams) => string;
}

/** One entity type: its tables, id column, fixed conditions and fields. */
export interface EntityDef {
  type: EntityType;
  from: (ctx: CompileContext, params: SqlParams) => string;
  id: string;
  base: (ctx: CompileContext, params: SqlParams) => string[];
  field: (name: string, ctx: CompileContext, params: SqlParams) => FieldSql | undefined;
  /** Columns a plain-text query looks into (types other than product). */
  textColumns: string[];
  defaultSort: string;
}

const FIELD_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

type Table = Record<string, [string, FieldType]>;

function fromTable(table: Table, openAttrs?: string) {
  return (name: string, _ctx: CompileContext, params: SqlParams): FieldSql | undefined => {
    const known = table[name];
    if (known) return { expr: known[0], type: known[1] };
    if (openAttrs && FIELD_NAME.test(name)) return { expr: `${openAttrs}->${params.p(name)}::text`, type: 'json', open: true };
    return undefined;
  };
}

const PRODUCT_FIELDS: Table = {
  id: ['p.id', 'int'],
  sku: ['p.sku', 'text'],
  type_id: ['p.type_id', 'text'],
  status: ['p.status', 'int'],
  visibility: ['p.visibility', 'int'],
  tax_class_id: ['p.tax_class_id', 'int'],
  parent_id: ['p.parent_id', 'int'],
  category_ids: ['p.category_ids', 'int[]'],
  'category.category_id': ['p.category_ids', 'int[]'],
  brand: ['p.brand', 'text'],
  ean: ['p.ean', 'text'],
  oe_numbers: ['p.oe_numbers', 'text[]'],
  oem_numbers: ['p.oem_numbers', 'text[]'],
  created_at: ['p.created_at', 'date'],
  updated_at: ['p.updated_at', 'date'],
  special_from_date: ['p.special_from_date', 'date'],
  special_to_date: ['p.special_to_date', 'date'],
  name: ['i.name', 'text'],
  slug: ['i.slug', 'text'],
  url_key: ['i.url_key', 'text'],
  description: ['i.description', 'text'],
  'stock.is_in_stock': ['(SELECT s.is_in_stock FROM stock s WHERE s.product_id = p.id)', 'bool'],
  'stock.qty': ['(SELECT s.qty FROM stock s WHERE s.product_id = p.id)', 'num'],
};

function productField(name: string, ctx: CompileContext, params: SqlParams): FieldSql | undefined {
  if (name === 'price' || name === 'final_price' || name === 'price_incl_tax' || name === 'final_price_incl_tax') return { expr: ctx.finalPriceSql('p', params), type: 'num' };
  if (name === 'original_price' || name === 'original_price_incl_tax') return { expr: ctx.originalPriceSql('p', params), type: 'num' };
  if (name === 'url_path') {
    // Vue Storefront sends url_path with or without the leading slash; stored without.
    return { expr: 'i.url_path', type: 'text', terms: (values, p) => `i.url_path = ANY(${p.p(values.map((v) => v.replace(/^\/+/, '')))}::text[])` };
  }
  if (name === 'configurable_children.sku') {
    return { expr: 'p.sku', type: 'text', terms: (values, p) => `EXISTS (SELECT 1 FROM product c WHERE c.parent_id = p.id AND c.sku = ANY(${p.p(values)}::text[]))` };
  }
  if (name === 'configurable_children.url_path') {
    // A child's own URL finds its configurable (children are not searchable themselves: visibility 1).
    return {
      expr: 'p.sku',
      type: 'text',
      terms: (values, p) =>
        `EXISTS (SELECT 1 FROM product c JOIN product_i18n ci ON ci.product_id = c.id AND ci.language = ${lang(ctx, p)} WHERE c.parent_id = p.id AND ci.url_path = ANY(${p.p(values.map((v) => v.replace(/^\/+/, '')))}::text[]))`,
    };
  }
  const child = /^configurable_children\.([A-Za-z_][A-Za-z0-9_]*)$/.exec(name) ?? /^([A-Za-z_][A-Za-z0-9_]*)_options$/.exec(name);
  if (child) {
    const key = child[1] as string;
    return {
      expr: '',
      type: 'json',
      open: true,
      childKey: key,
      terms: (values, p) => `EXISTS (SELECT 1 FROM product c WHERE c.parent_id = p.id AND c.attrs->>${p.p(key)}::text = ANY(${p.p(values)}::text[]))`,
    };
  }
  return fromTable(PRODUCT_FIELDS, 'p.attrs')(name, ctx, params);
}

const lang = (ctx: CompileContext, params: SqlParams) => `${params.p(ctx.language)}::text`;

/** The entity type of a URL segment; 404 'No entity type registered for {type}.' otherwise. */
export function entityFor(type: string): EntityDef {
  const def = (ENTITY_TYPES as readonly string[]).includes(type) ? ENTITIES[type as EntityType] : undefined;
  if (!def) throw notFound(`No entity type registered for ${type}.`);
  return def;
}

const ENTITIES: Record<EntityType, EntityDef> = {
  product: {
    type: 'product',
    from: (ctx, params) => `product p JOIN product_i18n i ON i.product_id = p.id AND i.language = ${lang(ctx, params)}`,
    id: 'p.id',
    // The spec's base filter: visible in catalogue or search, enabled (or status 0).
    base: () => ['p.visibility IN (2, 3, 4)', 'p.status IN (0, 1)'],
    field: productField,
    textColumns: ['i.name', 'p.sku'],
    defaultSort: 'p.id',
  },
  category: {
    type: 'category',
    from: (ctx, params) => `category c JOIN category_i18n ci ON ci.category_id = c.id AND ci.language = ${lang(ctx, params)}`,
    id: 'c.id',
    base: () => [],
    field: fromTable(
      {
        id: ['c.id', 'int'],
        parent_id: ['c.parent_id', 'int'],
        level: ['c.level', 'int'],
        position: ['c.position', 'int'],
        path: ['c.path', 'text'],
        kind: ['c.kind', 'text'],
        is_active: ['c.is_active', 'bool'],
        include_in_menu: ['c.include_in_menu', 'bool'],
        name: ['ci.name', 'text'],
        slug: ['ci.slug', 'text'],
        url_key: ['ci.url_key', 'text'],
        url_path: ['ci.url_path', 'text'],
        children_count: ['(SELECT count(*)::int FROM category x WHERE x.parent_id = c.id)', 'int'],
      },
      'c.attrs',
    ),
    textColumns: ['ci.name'],
    defaultSort: 'c.id',
  },
  attribute: {
    type: 'attribute',
    from: (ctx, params) => `attribute a LEFT JOIN attribute_i18n ai ON ai.attribute_id = a.id AND ai.language = ${lang(ctx, params)}`,
    id: 'a.id',
    base: () => [],
    field: fromTable(
      {
        id: ['a.id', 'int'],
        attribute_id: ['a.id', 'int'],
        attribute_code: ['a.code', 'text'],
        frontend_input: ['a.frontend_input', 'text'],
        frontend_label: ['ai.label', 'text'],
        is_user_defined: ['a.is_user_defined', 'bool'],
        is_visible: ['a.is_visible', 'bool'],
        is_comparable: ['a.is_comparable', 'bool'],
        is_filterable: ['a.is_filterable', 'bool'],
      },
      'a.attrs',
    ),
    textColumns: ['a.code', 'ai.label'],
    defaultSort: 'a.id',
  },
  taxrule: {
    type: 'taxrule',
    from: () => 'tax_rule t',
    id: 't.id',
    base: () => [],
    field: fromTable({
      id: ['t.id', 'int'],
      code: ['t.code', 'text'],
      priority: ['t.priority', 'int'],
      product_tax_class_ids: ['t.product_tax_class_ids', 'int[]'],
      customer_tax_class_ids: ['t.customer_tax_class_ids', 'int[]'],
    }),
    textColumns: ['t.code'],
    defaultSort: 't.id',
  },
  review: {
    type: 'review',
    from: () => 'review r',
    id: 'r.id',
    base: () => [],
    field: fromTable({
      id: ['r.id', 'int'],
      product_id: ['r.product_id', 'int'],
      review_status: ['r.review_status', 'int'],
      store_id: ['r.store_id', 'int'],
      title: ['r.title', 'text'],
      detail: ['r.detail', 'text'],
      nickname: ['r.nickname', 'text'],
      created_at: ['r.created_at', 'date'],
    }),
    textColumns: ['r.title', 'r.detail'],
    defaultSort: 'r.id',
  },
  cms_page: cmsEntity('cms_page', 'cms_page', 'cp', { title: 'text', content: 'text', content_heading: 'text', meta_description: 'text', active: 'bool' }),
  cms_block: cmsEntity('cms_block', 'cms_block', 'cb', { title: 'text', content: 'text', active: 'bool' }),
  cms_hierarchy: cmsEntity('cms_hierarchy', 'cms_hierarchy', 'ch', { parent_id: 'int', page_id: 'int', request_url: 'text', position: 'int' }),
};

// CMS rows are stored per language; store_id filters (Vue Storefront sends them) match the request's view.
function cmsEntity(type: EntityType, table: string, alias: string, columns: Record<string, FieldType>): EntityDef {
  const known: Table = { id: [`${alias}.id`, 'int'], identifier: [`${alias}.identifier`, 'text'] };
  for (const [column, kind] of Object.entries(columns)) known[column] = [`${alias}.${column}`, kind];
  const tableField = fromTable(known);
  return {
    type,
    from: () => `${table} ${alias}`,
    id: `${alias}.id`,
    base: (ctx, params) => [`${alias}.language = ${lang(ctx, params)}`],
    field: (name, ctx, params) => (name === 'store_id' ? { expr: `${params.p(ctx.storeId)}::int`, type: 'int' } : tableField(name, ctx, params)),
    textColumns: 'title' in columns ? [`${alias}.identifier`, `${alias}.title`] : [`${alias}.identifier`],
    defaultSort: `${alias}.id`,
  };
}
