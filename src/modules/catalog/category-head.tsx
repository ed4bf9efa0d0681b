import { useTranslation } from 'react-i18next';
import { usePageHead, usePageUrls, useStoreView } from '../../kernel/react';
import type { CategoryData } from './category-loader';
import { breadcrumbJsonLd, categoryDescription, listingRobots, slugIn, type LanguageSlugs } from './logic/seo';

/** Product names a category's description lists at most. */
const DESCRIBED_PRODUCTS = 5;

/** Props of CategoryHead. */
export interface CategoryHeadProps {
  data: CategoryData;
  /** The page's breadcrumb trail as the Breadcrumbs component gets it (hrefs from the link helper). */
  breadcrumbs: readonly { label: string; href?: string }[];
  /** The category's slugs in the other languages (loader data, `categorySlugs`). */
  slugs?: LanguageSlugs | undefined;
}

/**
 * A category listing's head (ADR 0014): title, a description from its name, count and first products,
 * canonical without filters or sort (page 2 and on keep `?page=N`), hreflang links to the category in the
 * other listed views, BreadcrumbList JSON-LD; a filtered or re-sorted listing is `noindex,follow` and has
 * no hreflang links. Renders nothing.
 */
export function CategoryHead({ data, breadcrumbs, slugs }: CategoryHeadProps): null {
  const { t } = useTranslation('catalog');
  const view = useStoreView();
  const urls = usePageUrls();
  const query: Record<string, string> = data.page > 1 ? { page: String(data.page) } : {};
  const route = (slug: string) => ({ name: 'category', params: { slug }, query });
  const robots = listingRobots(data.query);
  usePageHead({
    title: data.category.name,
    description: categoryDescription(data.category.name, t('count', { count: data.total }), data.products.slice(0, DESCRIBED_PRODUCTS).map((p) => p.name)),
    canonical: urls.page(route(data.category.slug)),
    robots,
    alternates: robots
      ? []
      : urls.alternates((other) => {
          const slug = slugIn(other, { language: view.language, slug: data.category.slug }, slugs);
          return slug === null ? null : route(slug);
        }),
    jsonLd: [breadcrumbJsonLd(breadcrumbs.map((crumb) => ({ name: crumb.label, ...(crumb.href ? { url: urls.page(crumb.href) } : {}) })))],
  });
  return null;
}
