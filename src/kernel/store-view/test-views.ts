import type { Language, StoreView } from './types';
import { makeTestStoreView } from '../testing/test-store-view';

// Test data only (specs under src/kernel cannot import src/app): a default view, prefixed views
// and own-domain views shaped like the shop's.
function testView(storeCode: string, language: Language, locale: string, extra: Partial<StoreView> = {}): StoreView {
  return makeTestStoreView({
    storeCode,
    name: storeCode,
    language,
    locale,
    appendStoreCode: true,
    isDefault: false,
    searchIndex: `catalog_${storeCode}`,
    ...extra,
  });
}

/** Views for kernel specs: `est` default on localhost, `eng`/`rus`/`de` prefixed, `fin`/`ita` on own domains. */
export const testViews = {
  est: testView('est', 'et', 'et-EE', { appendStoreCode: false, isDefault: true, domains: ['localhost', '127.0.0.1'] }),
  eng: testView('eng', 'en', 'en-GB'),
  rus: testView('rus', 'ru', 'ru-RU'),
  de: testView('de', 'en', 'en-GB'),
  fin: testView('fin', 'fi', 'fi-FI', { appendStoreCode: false, domains: ['fi.localhost'], timeZone: 'Europe/Helsinki' }),
  ita: testView('ita', 'it', 'it-IT', { appendStoreCode: false, domains: ['it.localhost'], timeZone: 'Europe/Rome' }),
} as const;

/** The same views as a list, default first. */
export const testViewList: readonly StoreView[] = Object.values(testViews);
