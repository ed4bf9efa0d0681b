import type { StoreView } from '../store-view/types';

/** A minimal store view for kernel and module tests (not one of the shop's seven views). */
export const testStoreView: StoreView = {
  storeCode: 'test',
  storeId: 1,
  name: 'Test store',
  language: 'en',
  locale: 'en-GB',
  timeZone: 'Europe/Tallinn',
  appendStoreCode: false,
  domains: [],
  isDefault: true,
  currency: { code: 'EUR', sign: '€' },
  tax: { defaultCountry: 'EE', sourcePriceIncludesTax: false },
  searchIndex: 'vue_storefront_catalog',
  listed: true,
};

/** The test store view with some fields changed, for `when(storeView)` cases. */
export function makeTestStoreView(overrides: Partial<StoreView> = {}): StoreView {
  return { ...testStoreView, ...overrides };
}
