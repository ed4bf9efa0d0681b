import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import { ApiFetchToken, type ApiFetch } from '../../kernel/api';
import { defineModule } from '../../kernel/module';
import { createTestKernel, testStoreView } from '../../kernel/testing';
import { catalogDecider } from './decider';
import { listed, withLiveListing } from './listed-product';
import { listStock, syncPlatformPricesOver } from './live-reactors';
import { liveProjection } from './live-projection';
import { LISTING_SOURCE_FIELDS } from './logic';
import { createProductCache, productCacheKey, ProductCacheToken } from './product-cache';
import { loadListing } from './two-stage';

// The catalog's live sync without its views (the module's index also brings the search panel).
const liveModule = defineModule({ id: 'catalog', decider: catalogDecider, projections: [liveProjection], reactors: [listStock, syncPlatformPricesOver] });

/** A fake API answering stock lists (every sku in stock with qty 1, 'GONE' out of stock) and render-list (price 50). */
function fakeLiveApi() {
  const calls: string[] = [];
  const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  const fetchApi: ApiFetch = async (path) => {
    calls.push(path);
    const url = new URL(path, 'http://shop.test');
    const skus = (url.searchParams.get('skus') ?? '').split(',');
    if (url.pathname === '/api/stock/list') return json({ code: 200, resultCode: 200, result: skus.map((sku, i) => ({ sku, product_id: i + 1, qty: sku === 'GONE' ? 0 : 1, is_in_stock: sku !== 'GONE' })) });
    const info = (final: number) => ({ final_price: final, regular_price: final });
    return json({ code: 200, result: { items: skus.map((sku) => ({ sku, price_info: { ...info(40), extension_attributes: { tax_adjustments: info(49.6) } } })) } });
  };
  return { calls, fetchApi };
}

async function liveKernel(api: ApiFetch, events: Parameters<typeof createTestKernel>[1] = {}) {
  const container = new Container();
  container.bind(ApiFetchToken).toConstantValue(api);
  return createTestKernel([liveModule], { container, ...events });
}

const skus = (n: number) => Array.from({ length: n }, (_, i) => `S${i + 1}`);

describe('live stock and price sync', () => {
  it('lists the stock of the first 8 skus first, then the rest in chunks of 15, and syncs the prices with the view and group', async () => {
    const api = fakeLiveApi();
    const kernel = await liveKernel(api.fetchApi, {
      events: [{ type: 'user/sessionAuthorised', data: { customer: { id: 1, email: 'a@example.com', firstname: 'A', lastname: 'B', groupId: 1 }, via: 'startup' } }],
    });
    await kernel.dispatch({ type: 'catalog/syncLive', data: { skus: [...skus(24), 'GONE'] } });
    await kernel.whenIdle();

    const stockCalls = api.calls.filter((path) => path.startsWith('/api/stock/list'));
    const chunkOf = (path: string) => new URL(path, 'http://x').searchParams.get('skus')!.split(',');
    expect(stockCalls.map(chunkOf)).toEqual([skus(8), skus(23).slice(8), ['S24', 'GONE']]);
    const priceCalls = api.calls.filter((path) => path.startsWith('/api/product/render-list'));
    expect(priceCalls).toHaveLength(1);
    expect(Object.fromEntries(new URL(priceCalls[0]!, 'http://x').searchParams)).toEqual({ skus: [...skus(24), 'GONE'].join(','), currencyCode: 'EUR', storeId: String(testStoreView.storeId), userGroupId: '1' });

    const live = kernel.getProjection('catalog/live');
    expect(live.stock.GONE).toEqual({ is_in_stock: false, qty: 0, product_id: 2 });
    expect(Object.keys(live.stock)).toHaveLength(25);
    expect(live.prices.S1).toMatchObject({ finalInclTax: 49.6 });
  });

  it('asks render-list without a group for a guest, and lays the answers over a listed product', async () => {
    const api = fakeLiveApi();
    const kernel = await liveKernel(api.fetchApi);
    await kernel.dispatch({ type: 'catalog/syncLive', data: { skus: ['GONE'] } });
    await kernel.whenIdle();
    expect(api.calls.find((path) => path.startsWith('/api/product/render-list'))).toBe('/api/product/render-list?skus=GONE&currencyCode=EUR&storeId=1');
    const now = new Date('2026-06-01T00:00:00Z');
    const product = listed({ id: 1, sku: 'GONE', name: 'Pad', slug: 'pad', type_id: 'simple', price: 10, price_incl_tax: 12.4, stock: { is_in_stock: true, qty: 3 } }, now);
    expect(withLiveListing(product, kernel.getProjection('catalog/live'), now)).toMatchObject({ final: 49.6, original: 49.6, special: false, stock: 'out_of_stock' });
  });

  it('keeps what the page showed when the API does not answer (a logged failure, no entries)', async () => {
    const kernel = await liveKernel(() => Promise.reject(new TypeError('Failed to fetch')));
    await kernel.dispatch({ type: 'catalog/syncLive', data: { skus: ['A'] } });
    await kernel.whenIdle();
    expect(kernel.getProjection('catalog/live')).toMatchObject({ stock: {}, prices: {} });
    const failures = (await kernel.log.read(0)).filter((event) => event.type === 'catalog/liveSyncFailed').map((event) => event.data);
    expect(failures).toEqual(expect.arrayContaining([{ kind: 'stock', skus: ['A'], code: 0 }, { kind: 'prices', skus: ['A'], code: 0 }]));
  });

  it('refuses an add-to-cart of a product the stock cache says is out of stock (the cart sees it out of stock)', async () => {
    const api = fakeLiveApi();
    const kernel = await liveKernel(api.fetchApi);
    await kernel.dispatch({ type: 'catalog/syncLive', data: { skus: ['GONE'] } });
    await kernel.whenIdle();
    const product = { id: 1, sku: 'GONE', childSku: null, name: 'Pad', slug: 'pad', typeId: 'simple', brand: null, image: null, price: 12.4, regularPrice: null, stock: 'in_stock' as const, available: 3 };
    const result = await kernel.dispatch({ type: 'catalog/requestAddToCart', data: { product, qty: 1, options: {} } });
    expect(result.ok && result.events[0]?.data).toMatchObject({ product: { stock: 'out_of_stock', available: 0 } });
  });
});

describe('two-stage product caching', () => {
  type Hit = { sku: string; name: string; description?: string };
  /** A catalogue search taking `firstMs` for a small `_source` and `secondMs` for whole documents on the fake clock. */
  function timedSearch(firstMs: number, secondMs: number) {
    const clock = { now: 0 };
    const requests: Record<string, unknown>[] = [];
    const fetchApi: ApiFetch = async (path) => {
      const request = JSON.parse(new URL(path, 'http://x').searchParams.get('request') ?? '{}') as Record<string, unknown>;
      requests.push(request);
      const small = request._source !== undefined;
      clock.now += small ? firstMs : secondMs;
      const hits = [{ _source: small ? { sku: 'A', name: 'Pad' } : { sku: 'A', name: 'Pad', description: 'Full' } }];
      return new Response(JSON.stringify({ hits: { total: { value: 1 }, hits } }), { status: 200, headers: { 'content-type': 'application/json' } });
    };
    return { clock, requests, fetchApi };
  }
  const listing = { query: { bool: { filter: [] } }, size: 50, from: 0 };
  const services = (fetchApi: ApiFetch, withCache: boolean) => {
    const container = new Container();
    container.bind(ApiFetchToken).toConstantValue(fetchApi);
    if (withCache) container.bind(ProductCacheToken).toConstantValue(createProductCache());
    return container;
  };

  it('loads the listing fields first, then whole documents into the product cache; stays on while the first stage is faster', async () => {
    const api = timedSearch(10, 30);
    const container = services(api.fetchApi, true);
    const { answer, cached } = await loadListing<Hit>(container, testStoreView, listing, () => api.clock.now);
    expect(answer.hits.hits[0]?._source).toEqual({ sku: 'A', name: 'Pad' });
    await cached;
    expect(api.requests.map((r) => r._source)).toEqual([{ includes: [...LISTING_SOURCE_FIELDS] }, undefined]);
    const cache = container.get<ReturnType<typeof createProductCache>>(ProductCacheToken);
    expect(cache.get(productCacheKey(testStoreView.storeCode, 'A'))).toEqual({ sku: 'A', name: 'Pad', description: 'Full' });
    expect(cache.twoStage).toBe(true);
  });

  it('switches itself off when the full stage proves faster: later listings load whole documents once', async () => {
    const api = timedSearch(30, 10);
    const container = services(api.fetchApi, true);
    await (await loadListing<Hit>(container, testStoreView, listing, () => api.clock.now)).cached;
    expect(container.get<ReturnType<typeof createProductCache>>(ProductCacheToken).twoStage).toBe(false);
    api.requests.length = 0;
    const { answer } = await loadListing<Hit>(container, testStoreView, listing, () => api.clock.now);
    expect(api.requests.map((r) => r._source)).toEqual([undefined]);
    expect(answer.hits.hits[0]?._source.description).toBe('Full');
  });

  it('loads only the small stage where there is no product cache (server renders)', async () => {
    const api = timedSearch(10, 30);
    await (await loadListing<Hit>(services(api.fetchApi, false), testStoreView, listing)).cached;
    expect(api.requests.map((r) => r._source)).toEqual([{ includes: [...LISTING_SOURCE_FIELDS] }]);
  });
});
