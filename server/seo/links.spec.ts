import { describe, expect, it } from 'vitest';
import { allModules } from '../../src/app/manifest';
import { appRoutes } from '../../src/app/routes';
import { findStoreView, storeViews } from '../../src/app/store-views';
import type { StoreView } from '../../src/kernel/store-view';
import { categoryTarget, cmsTarget, homeTarget, productTarget, SEO_LINK_ROUTES, sitemapPageTarget, storeLocatorTarget, StoreUrls } from './links';

const view = (code: string): StoreView => {
  const found = findStoreView(code);
  if (!found) throw new Error(code);
  return found;
};

describe('SEO links', () => {
  it('uses the paths of the app route table and the modules\' routes', () => {
    const routes = [...appRoutes, ...allModules.flatMap((module) => module.routes ?? [])];
    for (const route of SEO_LINK_ROUTES) {
      expect(routes.filter((candidate) => candidate.name === route.name).map((candidate) => candidate.path), route.name).toContain(route.path);
    }
    const productNames = appRoutes.filter((route) => route.path.startsWith('/p/')).map((route) => route.name);
    expect(SEO_LINK_ROUTES.map((route) => route.name)).toEqual(expect.arrayContaining(productNames));
  });

  it('links products by their type route, configurables with childSku = their sku', () => {
    const urls = new StoreUrls({ host: 'localhost:3000', protocol: 'http' }, storeViews);
    expect(urls.url(view('est'), productTarget({ sku: 'BP-1', type_id: 'simple', slug: 'bp' }))).toBe('http://localhost:3000/p/BP-1/bp');
    expect(urls.url(view('eng'), productTarget({ sku: 'WB', type_id: 'configurable', slug: 'wb' }))).toBe('http://localhost:3000/eng/p/WB/wb/WB');
    expect(urls.url(view('eng'), productTarget({ sku: 'A/B 1', type_id: 'bundle', slug: 'kit' }))).toBe('http://localhost:3000/eng/p/A%2FB%201/kit');
    expect(urls.url(view('rus'), categoryTarget('brakes'))).toBe('http://localhost:3000/rus/c/brakes');
    expect(urls.url(view('ap24_italy_en'), cmsTarget('privacy'))).toBe('http://localhost:3000/ap24_italy_en/i/privacy');
    expect(urls.url(view('eng'), storeLocatorTarget)).toBe('http://localhost:3000/eng/store-locator');
    expect(urls.url(view('fin'), sitemapPageTarget)).toBe('http://fi.localhost:3000/sitemap');
  });

  it('serves the default and prefixed views on the default host, own-domain views on theirs', () => {
    const here = new StoreUrls({ host: 'localhost:3000', protocol: 'http:' }, storeViews);
    expect(storeViews.filter((candidate) => here.serves(candidate)).map((candidate) => candidate.storeCode)).toEqual(['est', 'rus', 'eng', 'test', 'ap24_italy_en']);
    expect(here.url(view('fin'), homeTarget)).toBe('http://fi.localhost:3000/');
    expect(here.url(view('ap24_italy_it'), categoryTarget('freni'))).toBe('http://it.localhost:3000/c/freni');

    const fi = new StoreUrls({ host: 'fi.localhost:3000', protocol: 'https' }, storeViews);
    expect(storeViews.filter((candidate) => fi.serves(candidate)).map((candidate) => candidate.storeCode)).toEqual(['fin']);
    expect(fi.url(view('fin'), homeTarget)).toBe('https://fi.localhost:3000/');
    expect(fi.url(view('eng'), homeTarget)).toBe('https://localhost:3000/eng');
    expect(fi.url(view('est'), cmsTarget('privacy'))).toBe('https://localhost:3000/i/privacy');
    expect(fi.here('/sitemap.xml')).toBe('https://fi.localhost:3000/sitemap.xml');
  });
});
