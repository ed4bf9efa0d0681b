import { describe, expect, it, vi } from 'vitest';
import { Container } from 'inversify';
import { ApiFetchToken, type ApiFetch } from '../../kernel/api';
import { createCacheStore, createMapStorage, type KeyValueStorage } from '../../kernel/event-log';
import { createStorageGuard } from '../../kernel/event-log/quota';
import { createLock } from '../../kernel/router';
import { createRecordingLogger, makeTestStoreView } from '../../kernel/testing';
import { createUrlDispatcher, type UrlDispatcherOptions } from './dispatcher';
import { DEFAULT_URL_SETTINGS, type UrlProductDoc } from './logic';

const eng = makeTestStoreView({ storeCode: 'eng', appendStoreCode: true, isDefault: false });

const padDoc = { sku: 'BP-1001', slug: 'brake-pads-front-ate', type_id: 'simple', url_path: 'brakes/brake-pads/brake-pads-front-ate' };
const wiperDoc = {
  sku: 'WB',
  slug: 'wiper-blade-bosch',
  type_id: 'configurable',
  url_path: 'wiper-blade-bosch',
  configurable_children: [
    { sku: 'WB-450', url_path: 'wiper-blade-450' },
    { sku: 'WB-500', url_path: 'wiper-blade-500' },
  ],
};
const brakesCategory = { slug: 'brakes', url_path: 'brakes' };

/** Which url_path (stored form) a search body asks for, for the fake API. */
function askedPath(request: string): string {
  const match = /"url_path":\["([^"]*)"\]/.exec(request);
  return match?.[1] ?? '';
}

/** A catalogue API answering url_path searches from fixed documents, recording each request. */
function fakeCatalogue(options: { fail?: boolean } = {}) {
  const calls: string[] = [];
  const products: UrlProductDoc[] = [padDoc, wiperDoc];
  const fetchApi: ApiFetch = async (path) => {
    const url = new URL(path, 'http://api.test');
    const type = url.pathname.split('/')[4] ?? '';
    const asked = askedPath(url.searchParams.get('request') ?? '');
    calls.push(`${type} ${asked}`);
    if (options.fail) throw new TypeError('Failed to fetch');
    const hits =
      type === 'product'
        ? products.filter((p) => p.url_path === asked || (p.configurable_children ?? []).some((c) => c.url_path === asked))
        : [brakesCategory].filter((c) => c.url_path === asked);
    return Response.json({ hits: { total: { value: hits.length }, hits: hits.map((doc) => ({ _source: doc })) } });
  };
  const services = new Container();
  services.bind(ApiFetchToken).toConstantValue(fetchApi);
  return { services, calls };
}

function dispatcher(overrides: Partial<UrlDispatcherOptions> = {}) {
  const logger = createRecordingLogger();
  const made = createUrlDispatcher({ cache: null, settings: DEFAULT_URL_SETTINGS, logger, isOnline: () => true, ...overrides });
  return { dispatcher: made, logger };
}

function cacheOn(storage: KeyValueStorage) {
  return createCacheStore('url-test', { storage, guard: createStorageGuard() });
}

describe('the URL dispatcher', () => {
  it('finds a product by url_path and routes it to its type with parentSku and slug', async () => {
    const { services, calls } = fakeCatalogue();
    const { dispatcher: d } = dispatcher();
    expect(await d.resolve('/brakes/brake-pads/brake-pads-front-ate', eng, services)).toEqual({
      name: 'simple-product',
      params: { parentSku: 'BP-1001', slug: 'brake-pads-front-ate' },
    });
    expect(calls).toEqual(['product brakes/brake-pads/brake-pads-front-ate']);
  });

  it('routes a configurable by its own url_path with its sku as childSku', async () => {
    const { services } = fakeCatalogue();
    expect(await dispatcher().dispatcher.resolve('/wiper-blade-bosch', eng, services)).toEqual({
      name: 'configurable-product',
      params: { parentSku: 'WB', slug: 'wiper-blade-bosch', childSku: 'WB' },
    });
  });

  it("redirects a configurable child's url_path to the parent with the child preselected when direct access is off", async () => {
    const { services } = fakeCatalogue();
    const parentRoute = { name: 'configurable-product', params: { parentSku: 'WB', slug: 'wiper-blade-bosch', childSku: 'WB-500' } };
    expect(await dispatcher().dispatcher.resolve('/wiper-blade-500', eng, services)).toEqual({ ...parentRoute, redirect: true });
    const open = dispatcher({ settings: { configurableChildDirectAccess: true } }).dispatcher;
    expect(await open.resolve('/wiper-blade-500', eng, services)).toEqual(parentRoute);
  });

  it('looks for a category only when no product has the url_path', async () => {
    const { services, calls } = fakeCatalogue();
    expect(await dispatcher().dispatcher.resolve('/brakes', eng, services)).toEqual({ name: 'category', params: { slug: 'brakes' } });
    expect(calls).toEqual(['product brakes', 'category brakes']);
  });

  it('answers null for a path nothing has, and logs it', async () => {
    const { services } = fakeCatalogue();
    const { dispatcher: d, logger } = dispatcher();
    expect(await d.resolve('/no/such/thing', eng, services)).toBeNull();
    expect(logger.entries.map((e) => e.message)).toEqual(['No route or url_path mapping for /no/such/thing in store view eng']);
  });

  it('normalises the path: trailing slash and query dropped, leading slash added', async () => {
    const { services, calls } = fakeCatalogue();
    const { dispatcher: d } = dispatcher();
    expect(await d.resolve('brakes/', eng, services)).toEqual({ name: 'category', params: { slug: 'brakes' } });
    expect(await d.resolve('/brakes?x=1', eng, services)).toEqual({ name: 'category', params: { slug: 'brakes' } });
    expect(calls).toEqual(['product brakes', 'category brakes']);
  });

  it('answers a path again from memory, without the cache or the API', async () => {
    const { services, calls } = fakeCatalogue();
    const cache = cacheOn(createMapStorage());
    const reads: string[] = [];
    const { dispatcher: d } = dispatcher({ cache: { ...cache, get: (key) => (reads.push(key), cache.get(key)) } });
    const first = await d.resolve('/brakes', eng, services);
    expect(await d.resolve('/brakes', eng, services)).toEqual(first);
    expect(reads).toEqual(['eng:/brakes']);
    expect(calls).toHaveLength(2);
  });

  it('answers from the local cache (a new page) without the API, and keeps cache entries per store view', async () => {
    const storage = createMapStorage();
    const before = fakeCatalogue();
    await dispatcher({ cache: cacheOn(storage) }).dispatcher.resolve('/brakes', eng, before.services);
    // The dispatcher does not wait for the cache write.
    await vi.waitFor(async () => expect(await storage.keys()).toEqual(['eng:/brakes']));

    const after = fakeCatalogue();
    const { dispatcher: reloaded } = dispatcher({ cache: cacheOn(storage) });
    expect(await reloaded.resolve('/brakes', eng, after.services)).toEqual({ name: 'category', params: { slug: 'brakes' } });
    expect(after.calls).toEqual([]);
    const est = makeTestStoreView({ storeCode: 'est' });
    await reloaded.resolve('/brakes', est, after.services);
    expect(after.calls).toEqual(['product brakes', 'category brakes']);
  });

  it('with the lock, a path dispatched twice at once is looked up once', async () => {
    const { services, calls } = fakeCatalogue();
    const { dispatcher: d } = dispatcher();
    const lock = createLock();
    const [a, b] = await Promise.all([
      lock.run(() => d.resolve('/brakes', eng, services)),
      lock.run(() => d.resolve('/brakes', eng, services)),
    ]);
    expect(a).toEqual(b);
    expect(calls).toEqual(['product brakes', 'category brakes']);
  });

  it('offline, a failed lookup is an empty result (the shopper is sent home); online the error stays', async () => {
    const { services } = fakeCatalogue({ fail: true });
    await expect(dispatcher({ isOnline: () => false }).dispatcher.resolve('/brakes', eng, services)).rejects.toThrow(
      'Product query returned empty result url_path = /brakes',
    );
    await expect(dispatcher().dispatcher.resolve('/brakes', eng, services)).rejects.toThrow('Failed to fetch');
  });
});
