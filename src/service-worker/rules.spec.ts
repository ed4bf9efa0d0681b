import { describe, expect, it } from 'vitest';
import { CACHE_NAMES, cacheRuleFor, isCacheablePageUrl, staleCacheNames, type RequestFacts } from './rules';

const ORIGIN = 'https://shop.example';

function request(path: string, init: { method?: string; mode?: string; headers?: Record<string, string> } = {}): RequestFacts {
  const headers = new Headers(init.headers);
  return { url: path.startsWith('http') ? path : `${ORIGIN}${path}`, method: init.method ?? 'GET', mode: init.mode ?? 'cors', headers };
}

const page = (path: string) => request(path, { mode: 'navigate' });

describe('service worker cache rules', () => {
  it('keeps visited pages of every store view, with their query', () => {
    for (const path of ['/', '/eng', '/rus/c/brakes', '/p/MANN-HU7020Z/mann-filter-hu-7020-z-1', '/c/oil-filters?brand=MANN', '/checkout', '/pwa.html', '/brakes/pads.html']) {
      expect(cacheRuleFor(page(path), ORIGIN), path).toBe('page');
    }
  });

  it('keeps catalogue searches (GET) stale-while-revalidate and product images cache-first', () => {
    expect(cacheRuleFor(request('/api/catalog/vue_storefront_catalog_eng/product/_search?size=8&request=%7B%7D'), ORIGIN)).toBe('catalogue');
    expect(cacheRuleFor(request('/api/catalog/vue_storefront_catalog/review/_search?q=x'), ORIGIN)).toBe('catalogue');
    expect(cacheRuleFor(request('/img/310/300/resize/catalog/product/m/a/mann.jpg', { mode: 'no-cors' }), ORIGIN)).toBe('image');
  });

  it('never caches carts, users, orders, stock, payments or other ext/* calls, whatever the method', () => {
    const paths = [
      '/api/cart/pull?token=t&cartId=c',
      '/api/cart/totals?cartId=c',
      '/api/cart/create',
      '/api/user/me?token=t',
      '/api/user/order-history?token=t&pageSize=20&currentPage=1',
      '/api/order',
      '/api/order/create',
      '/api/stock/check?sku=A',
      '/api/ext/paypal/complete',
      '/api/ext/stripe/config',
      '/api/ext/make-commerce/create-transaction',
      '/api/ext/payment-sandbox/paypal/PAY-1',
      '/api/ext/cms-data/cmsPageIdentifier/privacy/storeId/4',
      '/api/ext/mailchimp-subscribe/subscribe',
      '/api/health',
    ];
    for (const path of paths) {
      for (const method of ['GET', 'POST', 'DELETE']) {
        expect(cacheRuleFor(request(path, { method }), ORIGIN), `${method} ${path}`).toBeNull();
        // A browser navigating to them (payment returns, sandbox pages) gets the network too.
        expect(cacheRuleFor(request(path, { method, mode: 'navigate' }), ORIGIN), `navigate ${method} ${path}`).toBeNull();
      }
    }
  });

  it('never caches a POST, even to the catalogue or a page', () => {
    expect(cacheRuleFor(request('/api/catalog/vue_storefront_catalog/product/_search', { method: 'POST' }), ORIGIN)).toBeNull();
    expect(cacheRuleFor(request('/checkout', { method: 'POST', mode: 'navigate' }), ORIGIN)).toBeNull();
    expect(cacheRuleFor(request('/img/150/150/resize/a.jpg', { method: 'HEAD' }), ORIGIN)).toBeNull();
  });

  it('never caches what is personal: a token or cart id in the query, or an Authorization header', () => {
    expect(cacheRuleFor(request('/api/catalog/x/product/_search?token=secret'), ORIGIN)).toBeNull();
    expect(cacheRuleFor(request('/api/catalog/x/product/_search?cartId=1'), ORIGIN)).toBeNull();
    expect(cacheRuleFor(request('/api/catalog/x/product/_search', { headers: { authorization: 'Bearer t' } }), ORIGIN)).toBeNull();
    expect(cacheRuleFor(page('/my-account?token=t'), ORIGIN)).toBeNull();
    // The reset e-mail's link (ADR 0041): its one-time token never lands in the pages cache.
    expect(cacheRuleFor(page('/eng/reset-password?token=t&email=mari%40example.com'), ORIGIN)).toBeNull();
  });

  it('leaves other origins, files and non-navigation page requests alone', () => {
    expect(cacheRuleFor(request('https://js.stripe.com/v3/', { mode: 'no-cors' }), ORIGIN)).toBeNull();
    expect(cacheRuleFor(page('https://www.paypal.com/checkoutnow?token=x'), ORIGIN)).toBeNull();
    expect(cacheRuleFor(request('https://fi.shop.example/api/catalog/x/product/_search'), ORIGIN)).toBeNull();
    for (const path of ['/sw.js', '/manifest.webmanifest', '/eng/manifest.webmanifest', '/robots.txt', '/sitemap.xml', '/sitemap-eng-1.xml', '/assets/entry-client-AbC.js', '/icons/icon-192.png', '/favicon.ico']) {
      expect(cacheRuleFor(page(path), ORIGIN), path).toBeNull();
    }
    // A page fetched by script is not a navigation: the app's loaders read the API, not the HTML.
    expect(cacheRuleFor(request('/eng'), ORIGIN)).toBeNull();
    expect(cacheRuleFor(request('not a url'), ORIGIN)).toBeNull();
  });

  it('knows the open pages it may keep at activation', () => {
    expect(isCacheablePageUrl(`${ORIGIN}/eng/c/brakes`, ORIGIN)).toBe(true);
    expect(isCacheablePageUrl(`${ORIGIN}/api/ext/payment-sandbox/stripe/pi_1`, ORIGIN)).toBe(false);
    expect(isCacheablePageUrl('https://other.example/', ORIGIN)).toBe(false);
  });

  it('names the caches of earlier versions for deletion, and leaves Workbox and foreign caches alone', () => {
    const existing = ['autoparts-pages-v0', CACHE_NAMES.pages, CACHE_NAMES.catalogue, 'autoparts-images-v0', 'workbox-precache-v2-https://shop.example/', 'someone-else'];
    expect(staleCacheNames(existing)).toEqual(['autoparts-pages-v0', 'autoparts-images-v0']);
  });
});
