import { ApiRequestError, cmsContent } from '../../kernel/api';
import type { RouteLoaderArgs } from '../../kernel/module';
import { loadCategoryTree } from './category-source';
import type { CategoryNode } from './logic/category-tree';
import { CONTENT_PAGES } from './site-links';

/** A content page the view has: its CMS identifier and title. */
export interface SitemapPage {
  slug: string;
  title: string;
}

/** Loader data of the sitemap page. */
export interface SitemapData {
  categories: CategoryNode[];
  pages: SitemapPage[];
}

/**
 * The sitemap page's data: the view's menu tree and the content pages it has, with their titles from the
 * CMS API (a page missing in this view is left out, as its link would be a 404).
 */
export async function sitemapLoader({ services, storeView }: RouteLoaderArgs): Promise<SitemapData> {
  const [categories, ...pages] = await Promise.all([
    loadCategoryTree(services, storeView),
    ...CONTENT_PAGES.map(async ({ slug }): Promise<SitemapPage | null> => {
      try {
        const page = await cmsContent<{ title: string }>(services, storeView, 'cmsPage', slug);
        return { slug, title: page.title };
      } catch (error) {
        if (error instanceof ApiRequestError && error.code === 404) return null;
        throw error;
      }
    }),
  ]);
  return { categories, pages: pages.filter((page): page is SitemapPage => page !== null) };
}
