import { describe, expect, it } from 'vitest';
import { storeViews } from '../../src/app/store-views';
import { viewForRequest, viewForStoreId } from './store-view';

describe('store view of an API request', () => {
  it('takes storeCode first, then the index, then the default view', () => {
    expect(viewForRequest(storeViews, { storeCode: 'fin', index: 'vue_storefront_catalog' }).storeCode).toBe('fin');
    expect(viewForRequest(storeViews, { index: 'vue_storefront_catalog_ap24_italy_en' }).storeCode).toBe('ap24_italy_en');
    expect(viewForRequest(storeViews, { index: 'vue_storefront_catalog' }).storeCode).toBe('est');
    expect(viewForRequest(storeViews, {}).storeCode).toBe('est');
  });

  it('answers unknown codes, indexes and store ids with 404 and a clear message', () => {
    expect(() => viewForRequest(storeViews, { storeCode: 'de' })).toThrow("Unknown store code 'de'");
    expect(() => viewForRequest(storeViews, { index: 'magento2' })).toThrow("Unknown index 'magento2'");
    expect(() => viewForStoreId(storeViews, 99)).toThrow('Unknown store id 99');
    expect(viewForStoreId(storeViews, 6).storeCode).toBe('fin');
  });
});
