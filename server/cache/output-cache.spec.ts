import { describe, expect, it } from 'vitest';
import { cacheKey, createOutputCache } from './output-cache';
import type { CachedResponse } from './output-cache';

const response = (body: string, status = 200): CachedResponse => ({
  status,
  headers: { 'content-type': 'application/json' },
  body: Buffer.from(body),
});

function clock(start = 1_000_000) {
  let at = start;
  return { now: () => at, advance: (ms: number) => (at += ms) };
}

describe('cacheKey', () => {
  it('joins method, lower-cased host and the URL as sent', () => {
    expect(cacheKey({ method: 'get', host: 'Shop.EXAMPLE', url: '/eng/c/brakes?storeCode=eng' })).toBe('GET shop.example/eng/c/brakes?storeCode=eng');
  });

  it('tells store views apart by host, path prefix and storeCode query', () => {
    const keys = new Set([
      cacheKey({ method: 'GET', host: 'a.localhost', url: '/' }),
      cacheKey({ method: 'GET', host: 'b.localhost', url: '/' }),
      cacheKey({ method: 'GET', host: 'a.localhost', url: '/rus/' }),
      cacheKey({ method: 'GET', host: 'a.localhost', url: '/?storeCode=rus' }),
    ]);
    expect(keys.size).toBe(4);
  });
});

describe('createOutputCache', () => {
  it('answers a stored response and counts hits and misses', () => {
    const cache = createOutputCache();
    expect(cache.get('k')).toBeUndefined();
    cache.set('k', response('{"a":1}'), ['product', 'P1']);
    const entry = cache.get('k');
    expect(entry?.status).toBe(200);
    expect(entry?.body.toString()).toBe('{"a":1}');
    expect(entry?.headers['content-type']).toBe('application/json');
    expect(entry?.tags).toEqual(['product', 'P1']);
    expect(cache.stats()).toMatchObject({ hits: 1, misses: 1, entries: 1 });
    expect(cache.stats().bytes).toBeGreaterThan(7);
  });

  it('uses the spec default TTL of 86400 s', () => {
    const time = clock();
    const cache = createOutputCache({ now: time.now });
    expect(cache.ttlSeconds).toBe(86_400);
    cache.set('k', response('x'), []);
    time.advance(86_400_000 - 1);
    expect(cache.get('k')).toBeDefined();
    time.advance(1);
    expect(cache.get('k')).toBeUndefined();
    expect(cache.stats()).toMatchObject({ entries: 0, bytes: 0, misses: 1, hits: 1 });
  });

  it('lets one entry carry its own TTL', () => {
    const time = clock();
    const cache = createOutputCache({ ttlSeconds: 100, now: time.now });
    cache.set('short', response('x'), [], { ttlSeconds: 10 });
    cache.set('long', response('y'), []);
    time.advance(10_000);
    expect(cache.get('short')).toBeUndefined();
    expect(cache.get('long')?.expiresAt).toBe(1_000_000 + 100_000);
  });

  it('prunes expired entries on request', () => {
    const time = clock();
    const cache = createOutputCache({ ttlSeconds: 10, now: time.now });
    cache.set('a', response('x'), ['home']);
    time.advance(5_000);
    cache.set('b', response('y'), ['home']);
    time.advance(5_000);
    expect(cache.prune()).toBe(1);
    expect(cache.stats().entries).toBe(1);
    expect(cache.invalidate(['home'])).toBe(1);
  });

  it('evicts the least recently used entries when the bytes exceed maxBytes', () => {
    const body = 'x'.repeat(1000);
    const cache = createOutputCache({ maxBytes: 3500 });
    cache.set('a', response(body), []);
    cache.set('b', response(body), []);
    cache.set('c', response(body), []);
    expect(cache.get('a')).toBeDefined(); // a is now the most recently used; b the least
    cache.set('d', response(body), []);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('c')).toBeDefined();
    expect(cache.get('d')).toBeDefined();
    expect(cache.stats().evictions).toBe(1);
    expect(cache.stats().bytes).toBeLessThanOrEqual(3500);
  });

  it('refuses an entry larger than the whole cache and keeps the others', () => {
    const cache = createOutputCache({ maxBytes: 2000 });
    cache.set('small', response('ok'), []);
    expect(cache.set('huge', response('x'.repeat(5000)), [])).toBe(false);
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.get('small')).toBeDefined();
  });

  it('replaces an entry under the same key without counting its bytes twice', () => {
    const cache = createOutputCache();
    cache.set('k', response('first'), ['P1']);
    const bytes = cache.stats().bytes;
    cache.set('k', response('again'), ['P2']);
    expect(cache.stats()).toMatchObject({ entries: 1, bytes });
    expect(cache.invalidate(['P1'])).toBe(0);
    expect(cache.get('k')?.body.toString()).toBe('again');
  });

  it('invalidates every entry carrying any of the tags, and only those', () => {
    const cache = createOutputCache();
    cache.set('product-1', response('1'), ['product', 'P1', 'C10']);
    cache.set('product-2', response('2'), ['product', 'P2', 'C11']);
    cache.set('category-10', response('3'), ['category', 'C10', 'P1', 'P3']);
    cache.set('home', response('4'), ['home']);
    expect(cache.invalidate(['P1', 'home', 'nothing'])).toBe(3);
    expect(cache.get('product-2')).toBeDefined();
    expect(cache.get('product-1')).toBeUndefined();
    expect(cache.get('category-10')).toBeUndefined();
    expect(cache.get('home')).toBeUndefined();
    // product-2's tags are still indexed: a later invalidation finds it
    expect(cache.invalidate(['C11'])).toBe(1);
    expect(cache.stats()).toMatchObject({ entries: 0, bytes: 0, invalidations: 4 });
  });

  it('clears everything', () => {
    const cache = createOutputCache();
    cache.set('a', response('1'), ['home']);
    cache.set('b', response('2'), []);
    expect(cache.clear()).toBe(2);
    expect(cache.stats()).toMatchObject({ entries: 0, bytes: 0 });
    expect(cache.invalidate(['home'])).toBe(0);
  });

  it('rejects nonsense settings', () => {
    expect(() => createOutputCache({ ttlSeconds: 0 })).toThrow(/ttlSeconds/);
    expect(() => createOutputCache({ maxBytes: -1 })).toThrow(/maxBytes/);
  });
});

describe('addEncodings', () => {
  it('adds compressed forms to the stored body only, counting their bytes', () => {
    const cache = createOutputCache({ maxBytes: 10_000 });
    const body = Buffer.from('x'.repeat(1000));
    cache.set('GET a/', { status: 200, headers: {}, body }, ['home']);
    const before = cache.stats().bytes;
    expect(cache.addEncodings('GET a/', body, { br: Buffer.alloc(100), gzip: Buffer.alloc(120) })).toBe(true);
    expect(cache.stats().bytes).toBe(before + 220);
    expect(cache.get('GET a/')?.encoded?.gzip?.length).toBe(120);
    // Replaced meanwhile: the late forms belong to the old body and are dropped.
    cache.set('GET a/', { status: 200, headers: {}, body: Buffer.from('new') }, ['home']);
    expect(cache.addEncodings('GET a/', body, { br: Buffer.alloc(10) })).toBe(false);
    expect(cache.get('GET a/')?.encoded).toBeUndefined();
    // Invalidated meanwhile: nothing comes back.
    cache.invalidate(['home']);
    expect(cache.addEncodings('GET a/', body, { br: Buffer.alloc(10) })).toBe(false);
    expect(cache.stats().entries).toBe(0);
  });
});
