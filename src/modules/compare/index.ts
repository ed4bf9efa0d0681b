import { ContainerModule } from 'inversify';
import { defineModule, StoreViewToken } from '../../kernel';
import { createDurableStore } from '../../kernel/event-log/durable-store';
import { defineTranslations } from '../../kernel/i18n';
import type { StoreView } from '../../kernel/store-view/types';
import { compareDecider } from './decider';
import { CompareMirror, createCompareMirror } from './mirror';
import { compareItems } from './projection';
import { clearCompareOnLogout, mirrorCompare, notifyCompareChange } from './reactors';
import { CompareButton, CompareHeaderLink } from './view';

export type { CompareData } from './compare-loader';
export { COMPARE_LIMIT } from './decider';
export { COMPARE_STORAGE_KEY } from './mirror';

/**
 * Compare (spec sections 2, 3, 7): products compared by sku (at most COMPARE_LIMIT), mirrored to browser
 * storage under `current-compare`, cleared on logout; the `/compare` page (title Compare Products) shows
 * them side by side with their comparable attributes.
 */
export const compareModule = defineModule({
  id: 'compare',
  activation: 'eager',
  decider: compareDecider,
  projections: [compareItems],
  reactors: [mirrorCompare, notifyCompareChange, clearCompareOnLogout],
  bindings: new ContainerModule(({ bind }) => {
    // One store per view, like the event log: a compare list never leaks from one store view into another.
    bind<CompareMirror>(CompareMirror)
      .toDynamicValue((context) => createCompareMirror(createDurableStore(`compare-${context.get<StoreView>(StoreViewToken).storeCode}`)))
      .inSingletonScope();
  }),
  routes: [
    {
      name: 'compare',
      path: '/compare',
      cacheTag: 'compare',
      component: () => import('./compare-page'), source: 'src/modules/compare/compare-page.tsx',
      loader: async (args) => (await import('./compare-loader')).compareLoader(args),
    },
  ],
  slots: [
    { slot: 'product/actions', key: 'compare', order: 20, component: CompareButton },
    { slot: 'layout/headerActions', key: 'compare', order: 20, component: CompareHeaderLink },
  ],
  translations: defineTranslations('compare', {
    en: () => import('./locales/en.json'),
    et: () => import('./locales/et.json'),
    ru: () => import('./locales/ru.json'),
    fi: () => import('./locales/fi.json'),
    it: () => import('./locales/it.json'),
  }),
});
