import { data } from 'react-router-dom';
import type { RouteLoaderArgs } from '../../kernel/module';
import { searchCatalogue } from './catalogue-api';
import { productLoadError, variantByChildSku, withAvailableVariants, type CatalogProduct } from './logic';

/** A product document as the product page reads it. */
export interface ProductDoc extends CatalogProduct {
  id: number;
  name: string;
  slug: string;
  brand?: string;
  image?: string;
  media_gallery?: { image: string; pos?: number }[];
  ean?: string | null;
  oe_numbers?: string[];
  oem_numbers?: string[];
  description?: string;
}

/** Loader data of the product routes. */
export interface ProductData {
  product: ProductDoc;
  /** The variant the URL's childSku names (configurable), if it is offered. */
  childSku: string | null;
  selection: Record<string, string>;
}

/**
 * The loader of the `{type}-product` routes (spec section 4 "Product loading"): the product by its
 * parent sku; "not found" (404) when it does not exist, its status is 2 or more, or its visibility is 1;
 * unavailable variants dropped; the URL's childSku preselects its variant.
 */
export async function productLoader({ params, storeView, services }: RouteLoaderArgs): Promise<ProductData> {
  const sku = params.parentSku ?? '';
  const found = await searchCatalogue<ProductDoc>(services, storeView, 'product', { query: { bool: { filter: [{ terms: { sku: [sku] } }] } }, size: 1 });
  const doc = found.hits.hits[0]?._source;
  if (!doc || productLoadError(doc)) throw data({ notFound: true }, { status: 404 });
  const product = withAvailableVariants(doc);
  const child = params.childSku && params.childSku !== product.sku ? variantByChildSku(product, params.childSku) : undefined;
  return { product, childSku: child ? child.variant.sku : null, selection: child?.selection ?? {} };
}
