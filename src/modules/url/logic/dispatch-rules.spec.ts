import { describe, expect, it } from 'vitest';
import { DEFAULT_URL_SETTINGS, categoryByUrlPathRequest, mayBeUrlPath, productByUrlPathRequest, productDispatch, storedUrlPath } from './dispatch-rules';

describe('url dispatch rules', () => {
  it('looks up paths and .html URLs, never asset-like files', () => {
    expect(mayBeUrlPath('/brakes/brake-pads/ate-1')).toBe(true);
    expect(mayBeUrlPath('/brakes/pads.html')).toBe(true);
    expect(mayBeUrlPath('/assets/missing.js')).toBe(false);
    expect(mayBeUrlPath('/favicon.ico')).toBe(false);
    expect(mayBeUrlPath('/parts/filter-2.0-tdi')).toBe(true);
    expect(mayBeUrlPath('/oils/5w-30-1.5')).toBe(true);
  });

  it('stores url_paths without leading and trailing slashes', () => {
    expect(storedUrlPath('/brakes/pads/')).toBe('brakes/pads');
    expect(storedUrlPath('brakes')).toBe('brakes');
  });

  it('routes each product type to its own route, unknown types to the simple route', () => {
    const doc = (type_id: string) => ({ sku: 'X-1', slug: 'x-1', type_id, url_path: 'parts/x-1' });
    expect(productDispatch(doc('bundle'), '/parts/x-1', DEFAULT_URL_SETTINGS)).toEqual({ name: 'bundle-product', params: { parentSku: 'X-1', slug: 'x-1' } });
    expect(productDispatch(doc('grouped'), '/parts/x-1', DEFAULT_URL_SETTINGS).name).toBe('grouped-product');
    expect(productDispatch(doc('gift'), '/parts/x-1', DEFAULT_URL_SETTINGS).name).toBe('simple-product');
  });

  it('searches the stored form of the path, as a product or a configurable child, and as a category', () => {
    expect(JSON.stringify(productByUrlPathRequest('/brakes/pads'))).toContain('"url_path":["brakes/pads"]');
    expect(JSON.stringify(productByUrlPathRequest('/brakes/pads'))).toContain('"configurable_children.url_path":["brakes/pads"]');
    expect(categoryByUrlPathRequest('/brakes')).toEqual({ query: { bool: { filter: [{ terms: { url_path: ['brakes'] } }] } }, size: 1 });
  });
});
