import { productRoute, productImageUrl } from '../../kernel/product';
import { usePageHead, usePageUrls, useStoreView } from '../../kernel/react';
import type { StockStatus } from './logic';
import { breadcrumbJsonLd, metaDescription, productJsonLd, slugIn, type LanguageSlugs } from './logic/seo';
import type { ProductDoc } from './product-loader';

/** Props of ProductHead. */
export interface ProductHeadProps {
  product: ProductDoc & { short_description?: string };
  /** The price the page shows (incl. VAT; the chosen variant's, bundle or grouped parts' and options' included). */
  price: number;
  /** The stock status the page shows (of the chosen variant, if any). */
  stock: StockStatus;
  /** The page's breadcrumb trail as the Breadcrumbs component gets it (hrefs from the link helper). */
  breadcrumbs: readonly { label: string; href?: string }[];
  /** The product's slugs in the other languages (loader data, `productSlugs`); without them no hreflang links but the page's own. */
  slugs?: LanguageSlugs;
}

/**
 * The product page's head (issue 5 "SEO", ADR 0014): title, description (short description, else
 * description, ~160 characters), canonical (the product's route in this view, no query; a configurable's
 * own route, not the variant's), hreflang links to the product in the other listed views, and JSON-LD
 * Product (with its offer) and BreadcrumbList. Renders nothing.
 */
export function ProductHead({ product, price, stock, breadcrumbs, slugs }: ProductHeadProps): null {
  const view = useStoreView();
  const urls = usePageUrls();
  const route = (slug: string) => productRoute({ sku: product.sku, slug, typeId: product.type_id, childSku: null });
  const canonical = urls.page(route(product.slug));
  const images = [product.image, ...(product.media_gallery ?? []).map((m) => m.image)].filter((p, i, all): p is string => !!p && all.indexOf(p) === i);
  const description = metaDescription(product.short_description) ?? metaDescription(product.description);
  usePageHead({
    title: product.name,
    description,
    canonical,
    alternates: urls.alternates((other) => {
      const slug = slugIn(other, { language: view.language, slug: product.slug }, slugs);
      return slug === null ? null : route(slug);
    }),
    jsonLd: [
      productJsonLd({
        name: product.name,
        sku: product.sku,
        ean: product.ean ?? null,
        brand: product.brand ?? null,
        images: images.map((path) => urls.asset(productImageUrl(path, 600, 744))),
        description,
        url: canonical,
        price,
        currency: view.currency.code,
        inStock: stock !== 'out_of_stock',
      }),
      breadcrumbJsonLd(breadcrumbs.map((crumb) => ({ name: crumb.label, ...(crumb.href ? { url: urls.page(crumb.href) } : {}) }))),
    ],
  });
  return null;
}
