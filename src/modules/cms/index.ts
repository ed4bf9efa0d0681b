import { ContainerModule } from 'inversify';
import { defineModule, StoreViewToken } from '../../kernel';
import { createDurableStore } from '../../kernel/event-log/durable-store';
import { defineTranslations } from '../../kernel/i18n';
import type { StoreView } from '../../kernel/store-view/types';
import { cmsDecider } from './decider';
import { createCmsMirror, CmsMirror } from './mirror';
import { cmsBlocks, cmsPages } from './projection';
import { cmsPageLoader } from './page-loader';
import { mirrorCmsContent } from './reactors';

export type { CmsBlock, CmsHierarchyItem, CmsPage } from './messages';
export type { CmsPageData } from './page-loader';
export { CMS_BLOCKS_STORAGE_KEY, CMS_PAGE_STORAGE_KEY } from './mirror';
export { CMS_EMPTY_RESULT } from './decider';

/**
 * CMS (spec sections 3, 5, 7, 9; issue 19 item 3, ADR 0050): content pages at `/i/:slug`, server-rendered from the
 * content store; pages and blocks the shopper saw are kept in the log and mirrored to browser storage under
 * `cms-page` and `cms-blocks`, so a page seen once opens offline. Lookups by key and value; lists of pages,
 * blocks and the hierarchy (at most 500; blocks 150 a page from 0) in `./api`.
 */
export const cmsModule = defineModule({
  id: 'cms',
  activation: 'eager',
  decider: cmsDecider,
  projections: [cmsPages, cmsBlocks],
  reactors: [mirrorCmsContent],
  routes: [
    {
      name: 'cms-page',
      path: '/i/:slug',
      component: () => import('./page'), source: 'src/modules/cms/page.tsx',
      // Bundled with the module, not loaded with the route: offline, a lazy chunk never fetched would fail the
      // navigation with a 500 instead of opening the kept copy (or the spec's offline notice).
      loader: cmsPageLoader,
    },
  ],
  bindings: new ContainerModule(({ bind }) => {
    // Browser storage only: the server renders from the API and keeps nothing. One store per view, like the log.
    if (typeof window === 'undefined') return;
    bind<CmsMirror>(CmsMirror)
      .toDynamicValue((context) => createCmsMirror(createDurableStore(`cms-${context.get<StoreView>(StoreViewToken).storeCode}`)))
      .inSingletonScope();
  }),
  translations: defineTranslations('cms', {
    en: () => import('./locales/en.json'),
    et: () => import('./locales/et.json'),
    ru: () => import('./locales/ru.json'),
    fi: () => import('./locales/fi.json'),
    it: () => import('./locales/it.json'),
  }),
});
