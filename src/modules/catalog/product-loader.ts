import { data } from 'react-router-dom';
import type { RouteLoaderArgs } from '../../kernel/module';
import { containerLogger } from '../../kernel';
import { ApiRequestError } from '../../kernel/api';
import { productSlugs } from './alternates';
import { offlineAsEmpty, searchCatalogue } from './catalogue-api';
import { productCacheKey, productCacheOf } from './product-cache';
import type { LanguageSlugs } from './logic/seo';
import type { ListedProductDoc } from './listed-product';
import {
  attributesRequest,
  GROUPED_WITHOUT_LINKS,
  groupedItems,
  PRODUCT_EMPTY_RESULT,
  PRODUCT_LINK_NOT_FOUND,
  productLoadError,
  SPECIFICATION_ATTRIBUTES,
  variantByChildSku,
  withAvailableVariants,
  type AttributeDoc,
  type CatalogProduct,
  type MediaGalleryEntry,
  type ProductCategoryRef,
} from './logic';

/** A product document as the product page reads it. */
export interface ProductDoc extends CatalogProduct {
  id: number;
  name: string;
  slug: string;
  brand?: string;
  image?: string;
  media_gallery?: MediaGalleryEntry[];
  ean?: string | null;
  oe_numbers?: string[];
  oem_numbers?: string[];
  description?: string;
  short_description?: string;
  category?: ProductCategoryRef[];
  quantity_step?: number;
  /** Virtual products (fitting services): how long the work takes. */
  service_duration_minutes?: number;
  /** Downloadable products: the files and their free samples. */
  downloadable_links?: { id: number; title: string; sample_url?: string | null; sample_title?: string | null }[];
}

/** A part of a bundle or grouped product: what the page shows and prices it by. */
export type PartDoc = ListedProductDoc & { status?: number };

/** Loader data of the product routes. */
export interface ProductData {
  product: ProductDoc;
  /** The variant the URL's childSku names (configurable), if it is offered. */
  childSku: string | null;
  selection: Record<string, string>;
  /** The products a bundle's options or a grouped product's links name that are available (status below 2). */
  parts: PartDoc[];
  /** The attribute documents of the specification (labels of item_class and the like). */
  attributes: AttributeDoc[];
  /** The product's slug in the other languages (hreflang links). */
  slugs: LanguageSlugs;
}

/** The skus a bundle's options and a grouped product's links name, once each. */
function partSkus(product: ProductDoc): string[] {
  const bundle = (product.bundle_options ?? []).flatMap((option) => option.product_links.map((link) => link.sku));
  const grouped = product.type_id === 'grouped' ? groupedItems(product).map((item) => item.sku) : [];
  return [...new Set([...bundle, ...grouped])];
}

/**
 * The loader of the `{type}-product` routes (spec section 4 "Product loading"): the product by its
 * parent sku; "not found" (404) when it does not exist, its status is 2 or more, or its visibility is 1;
 * unavailable variants dropped; the URL's childSku preselects its variant. In the browser a document a listing
 * cached (two-stage product caching) is used without searching again. Bundle and grouped parts come in
 * one more search (unavailable parts left out), and the specification's attribute labels beside it; without
 * those labels the specification shows raw values and the page still works.
 */
export async function productLoader({ params, storeView, storeViews, services }: RouteLoaderArgs): Promise<ProductData> {
  const sku = params.parentSku ?? '';
  // A listing's second stage may have cached the whole document already (two-stage product caching, ADR 0051).
  const doc =
    productCacheOf(services)?.get<ProductDoc>(productCacheKey(storeView.storeCode, sku)) ??
    (await searchCatalogue<ProductDoc>(services, storeView, 'product', { query: { bool: { filter: [{ terms: { sku: [sku] } }] } }, size: 1 }).catch(offlineAsEmpty(`${PRODUCT_EMPTY_RESULT} sku = ${sku}`))).hits.hits[0]?._source;
  if (!doc || productLoadError(doc)) throw data({ notFound: true }, { status: 404 });
  const product = withAvailableVariants(doc);
  const child = params.childSku && params.childSku !== product.sku ? variantByChildSku(product, params.childSku) : undefined;
  const skus = partSkus(product);
  const [parts, attributes, slugs] = await Promise.all([
    skus.length ? searchCatalogue<PartDoc>(services, storeView, 'product', { query: { bool: { filter: [{ terms: { sku: skus } }] } }, size: skus.length }) : null,
    searchCatalogue<AttributeDoc>(services, storeView, 'attribute', attributesRequest(SPECIFICATION_ATTRIBUTES)).catch((error: unknown) => {
      if (error instanceof ApiRequestError) return null;
      throw error;
    }),
    productSlugs({ storeView, storeViews, services }, product.sku),
  ]);
  // Spec section 8: logged only; the page shows the parts it has.
  const logger = containerLogger(services);
  if (product.type_id === 'grouped' && !groupedItems(product).length) logger.warn(GROUPED_WITHOUT_LINKS, { sku: product.sku });
  const found = new Set((parts?.hits.hits ?? []).map((h) => h._source.sku));
  for (const link of skus.filter((part) => !found.has(part))) logger.warn(PRODUCT_LINK_NOT_FOUND, { sku: product.sku, link });
  return {
    product,
    childSku: child ? child.variant.sku : null,
    selection: child?.selection ?? {},
    parts: (parts?.hits.hits ?? []).map((h) => h._source).filter((part) => part.status === undefined || part.status < 2),
    attributes: (attributes?.hits.hits ?? []).map((h) => h._source),
    slugs,
  };
}
