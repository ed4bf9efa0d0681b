/**
 * The GraphQL schema of vue-storefront-api's catalogue API (its type, query and argument names), answered by
 * the same catalogue search as `/api/catalog` (server/graphql/resolvers.ts). Additions this storefront needs
 * for its pages are marked "extension" in their descriptions (docs/api.md, ADR 0048).
 */

/** The filter fields of each entity's filter input (vue-storefront-api's, plus this catalogue's attributes). */
export const FILTER_FIELDS = {
  ProductFilterInput: [
    'id', 'sku', 'type_id', 'parent_id', 'tax_class_id', 'visibility', 'status', 'name', 'slug', 'url_key', 'url_path',
    'description', 'short_description', 'price', 'final_price', 'special_price', 'special_from_date', 'special_to_date',
    'weight', 'manufacturer', 'meta_title', 'meta_keyword', 'meta_description', 'image', 'small_image', 'thumbnail',
    'tier_price', 'news_from_date', 'news_to_date', 'min_price', 'max_price', 'category_ids', 'category_id',
    'created_at', 'updated_at', 'has_options', 'required_options', 'country_of_manufacture', 'is_in_stock',
    'erin_recommends', 'size', 'color', 'brand', 'ean', 'oe_numbers', 'oem_numbers', 'item_class', 'item_class_2',
    'ap24_import_value',
  ],
  CategoryFilterInput: [
    'id', 'parent_id', 'description', 'name', 'slug', 'kind', 'is_active', 'path', 'path_in_store', 'url_key', 'url_path',
    'position', 'level', 'created_at', 'updated_at', 'product_count', 'default_sort_by', 'children', 'children_data',
    'children_count', 'available_sort_by', 'include_in_menu', 'display_mode', 'is_anchor', 'page_layout',
  ],
  AttributeInput: ['id', 'attribute_code', 'attribute_id', 'is_user_defined', 'is_comparable', 'is_filterable', 'is_visible', 'frontend_input'],
  ReviewFilterInput: ['id', 'review_status', 'product_id', 'store_id', 'created_at'],
  TaxRuleInput: ['id', 'code', 'priority', 'position', 'customer_tax_class_ids', 'product_tax_class_ids', 'tax_rate_ids', 'calculate_subtotal', 'rates'],
  CmsInput: ['id', 'identifier', 'store_id', 'url_path'],
} as const;

/** Filter fields named differently in the catalogue (vue-storefront-api's names on the left). */
export const FIELD_ALIASES: Readonly<Record<string, string>> = { category_id: 'category.category_id', is_in_stock: 'stock.is_in_stock' };

/** Fields of a filter input holding a filter of their documents' nested objects (`configurable_children: {sku: {eq}}`). */
export const NESTED_FILTERS: Readonly<Record<string, readonly string[]>> = { ProductFilterInput: ['configurable_children', 'stock'] };

/** The sort fields of each entity's sort input. */
export const SORT_FIELDS = {
  ProductSortInput: [
    '_score', 'id', 'name', 'sku', 'price', 'final_price', 'special_price', 'special_from_date', 'special_to_date', 'weight',
    'manufacturer', 'news_from_date', 'news_to_date', 'created_at', 'updated_at', 'position', 'brand',
  ],
  CategorySortInput: [
    '_score', 'id', 'parent_id', 'name', 'is_active', 'path', 'url_key', 'url_path', 'position', 'level', 'created_at',
    'updated_at', 'product_count', 'children_count', 'include_in_menu',
  ],
  ReviewSortInput: ['id', 'created_at', 'product_id'],
} as const;

const filterInput = (name: keyof typeof FILTER_FIELDS): string => {
  const nested = NESTED_FILTERS[name] ?? [];
  return [
    `input ${name} {`,
    ...FILTER_FIELDS[name].map((field) => `  ${field}: FilterTypeInput`),
    ...nested.map((field) => `  ${field}: ${name}`),
    `  "Any of these filters (extension: a list; one object is read as a list of one)"`,
    `  or: [${name}!]`,
    `  "All of these filters (extension)"`,
    `  and: [${name}!]`,
    ...(name === 'AttributeInput' ? ['  entity_type: String'] : []),
    '}',
  ].join('\n');
};

const sortInput = (name: keyof typeof SORT_FIELDS): string => [`input ${name} {`, ...SORT_FIELDS[name].map((field) => `  ${field}: SortEnum`), '}'].join('\n');

const PAGE_ARGS = `pageSize: Int = 20, currentPage: Int = 1`;

/** The schema, as SDL. */
export const SCHEMA = `
"Any JSON value: documents, Elasticsearch-shaped hits and aggregations, filter values"
scalar JSON

enum SortEnum { ASC DESC }

"One condition on a field (vue-storefront-api's FilterTypeInput); several operators on one field must all hold"
input FilterTypeInput {
  eq: JSON
  neq: JSON
  in: [JSON]
  nin: [JSON]
  finset: [JSON]
  from: JSON
  to: JSON
  gt: JSON
  gte: JSON
  gteq: JSON
  moreq: JSON
  lt: JSON
  lte: JSON
  lteq: JSON
  "The field has no value"
  null: JSON
  "The field has a value"
  notnull: JSON
  "default | catalog: catalog also matches configurable products by their children's values"
  scope: [String]
}

${Object.keys(FILTER_FIELDS).map((name) => filterInput(name as keyof typeof FILTER_FIELDS)).join('\n\n')}

${Object.keys(SORT_FIELDS).map((name) => sortInput(name as keyof typeof SORT_FIELDS)).join('\n\n')}

"A price range of a range aggregation"
input RangeInput { from: Float, to: Float }

"Buckets of a field, answered under name in aggregations (extension; default name agg_terms_{field} or, with ranges, agg_range_{field})"
input AggregationInput {
  name: String
  field: String!
  "Terms buckets (default 10, at most 999)"
  size: Int
  "Range buckets instead of terms"
  ranges: [RangeInput!]
  "Count only the products this filter keeps (answered as {doc_count, [name]: {buckets}}): disjunctive facets"
  filter: ProductFilterInput
}

type SearchResultPageInfo { page_size: Int, current_page: Int }
type SortField { value: String, label: String }
type SortFields { default: String, options: [SortField] }

"A product search"
type Products {
  "The product documents, each with _score"
  items: JSON
  page_info: SearchResultPageInfo
  total_count: Int
  "Elasticsearch-shaped aggregations (agg_terms_{attr}, agg_terms_{attr}_options, agg_range_{attr})"
  aggregations: JSON
  attribute_metadata: JSON
  sort_fields: SortFields
  "Typo corrections when the search found few products (extension: did_you_mean)"
  suggest: JSON
}

"An answer in Elasticsearch's shape"
type ESResponse { hits: JSON, suggest: JSON, aggregations: JSON, attribute_metadata: JSON }

type CmsPages { page_id: Int, title: String, identifier: String, content: String, content_heading: String, meta_description: String, meta_keywords: String, store_id: Int, url_path: String }
type CmsPage { items: [CmsPages] }
type CmsBlock { identifier: String, id: Int, title: String, content: String, creation_time: String, store_id: Int }
type CmsBlocks { items: [CmsBlock] }
type CmsHierarchy { node_id: Int, parent_node_id: Int, page_id: Int, identifier: String, label: String, level: Int, request_url: String, xpath: String, store_id: Int }
type CmsHierarchies { items: [CmsHierarchy] }

type Query {
  products(
    search: String
    filter: ProductFilterInput
    "Narrows the items but not the aggregations (extension)"
    postFilter: ProductFilterInput
    ${PAGE_ARGS}
    "One sort key per list item, in order (a single object is a list of one)"
    sort: [ProductSortInput!]
    "Facets to count (extension)"
    aggregations: [AggregationInput!]
    _sourceInclude: [String]
    _sourceExclude: [String]
  ): Products
  categories(search: String, filter: CategoryFilterInput, ${PAGE_ARGS}, sort: [CategorySortInput!], _sourceInclude: [String], _sourceExclude: [String]): ESResponse
  customAttributeMetadata(attributes: AttributeInput!, pageSize: Int = 150, currentPage: Int = 1, _sourceInclude: [String]): ESResponse
  taxrule(filter: TaxRuleInput, ${PAGE_ARGS}): ESResponse
  reviews(search: String, filter: ReviewFilterInput, ${PAGE_ARGS}, sort: [ReviewSortInput!], _sourceInclude: [String]): ESResponse
  cmsPages(filter: CmsInput, ${PAGE_ARGS}): CmsPage
  cmsBlocks(filter: CmsInput, ${PAGE_ARGS}): CmsBlocks
  cmsHierarchies(filter: CmsInput, ${PAGE_ARGS}): CmsHierarchies
}
`;
