/**
 * The filters a category offers, from the aggregations of its listing answer (`agg_terms_{attr}`,
 * `agg_terms_{attr}_options`, `agg_range_price`; spec section 7 "Catalogue search").
 */
import type { StoreView } from '../../../kernel';
import { PRICE_ATTRIBUTE, priceBucketLabel } from './filters';
import type { AvailableFilters, FilterOption } from './filters';
import { FACET_ATTRIBUTES } from './listing-request';

/** A bucket of a terms or range aggregation as the server answers it. */
export interface AggregationBucket {
  key: unknown;
  doc_count: number;
  from?: number;
  to?: number;
}

/** A bucket aggregation's answer. */
export interface BucketsAnswer {
  buckets: readonly AggregationBucket[];
}

/** The `aggregations` of a search answer: buckets, or a filter aggregation's `{doc_count, [name]: buckets}`. */
export type Aggregations = Readonly<Record<string, BucketsAnswer | { doc_count: number; [name: string]: BucketsAnswer | number } | undefined>>;

/** The buckets answered under `name`, directly or inside the filter aggregation of the same name. */
export function bucketsOf(aggregations: Aggregations, name: string): readonly AggregationBucket[] {
  const answer = aggregations[name];
  if (!answer) return [];
  if ('buckets' in answer && Array.isArray(answer.buckets)) return answer.buckets;
  const inner = (answer as Record<string, BucketsAnswer | number | undefined>)[name];
  return typeof inner === 'object' ? inner.buckets : [];
}

/** Option labels per attribute code and option id (attribute metadata in the view's language). */
export type OptionLabels = Readonly<Record<string, Readonly<Record<string, string>>>>;

/** What the facets are read with. */
export interface FacetOptions {
  /** Price labels are formatted for this view. */
  view: StoreView;
  /** Labels of attribute options; an option without one is labelled by its id (brands are their names). */
  labels?: OptionLabels;
  /** Attribute codes to read; default FACET_ATTRIBUTES. */
  facets?: readonly string[];
}

const blank = (label: string | undefined) => label === undefined || label.trim() === '';

/**
 * Available filters of a listing: per facet attribute, the options found in its own and its children's
 * (`_options`) buckets, merged by id with counts added, in the order of the aggregation (most frequent
 * first); options with a blank label are skipped (spec section 5). The price filter offers the buckets
 * that hold products, single-choice, labelled '< €50', '€50-100', '> €150'. Attributes without options
 * are left out.
 */
export function filtersFromAggregations(aggregations: Aggregations, options: FacetOptions): AvailableFilters {
  const result: Record<string, FilterOption[]> = {};
  for (const attribute of options.facets ?? FACET_ATTRIBUTES) {
    const merged = new Map<string, FilterOption>();
    const buckets = [...bucketsOf(aggregations, `agg_terms_${attribute}`), ...bucketsOf(aggregations, `agg_terms_${attribute}_options`)];
    for (const bucket of buckets) {
      if (bucket.key === null || bucket.key === undefined || bucket.key === '') continue;
      const id = String(bucket.key);
      const known = merged.get(id);
      if (known) {
        known.count = (known.count ?? 0) + bucket.doc_count;
        continue;
      }
      const label = options.labels?.[attribute]?.[id] ?? id;
      if (blank(label)) continue;
      merged.set(id, { id, label, type: attribute, count: bucket.doc_count });
    }
    if (merged.size) result[attribute] = [...merged.values()];
  }
  const price = bucketsOf(aggregations, `agg_range_${PRICE_ATTRIBUTE}`).filter((b) => b.doc_count > 0);
  if (price.length) {
    result[PRICE_ATTRIBUTE] = price.map((bucket) => {
      const id = String(bucket.key);
      return {
        id,
        label: priceBucketLabel(id, options.view),
        type: PRICE_ATTRIBUTE,
        count: bucket.doc_count,
        ...(bucket.from !== undefined ? { from: bucket.from } : {}),
        ...(bucket.to !== undefined ? { to: bucket.to } : {}),
        single: true,
      };
    });
  }
  return result;
}

/** An attribute document (catalogue search type `attribute`): its code, label and option labels. */
export interface AttributeDoc {
  attribute_code: string;
  frontend_label?: string;
  options?: readonly { value: string | number; label: string }[];
}

/** Option labels per attribute code from attribute documents (blank labels are skipped). */
export function optionLabels(attributes: readonly AttributeDoc[]): OptionLabels {
  const result: Record<string, Record<string, string>> = {};
  for (const attribute of attributes) {
    const labels: Record<string, string> = {};
    for (const option of attribute.options ?? []) if (!blank(option.label)) labels[String(option.value)] = option.label;
    result[attribute.attribute_code] = labels;
  }
  return result;
}
