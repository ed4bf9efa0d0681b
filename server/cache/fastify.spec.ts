import { Readable } from 'node:stream';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { addCacheTags, cacheStream, registerOutputCache } from './fastify';
import { createOutputCache } from './output-cache';
import type { OutputCache } from './output-cache';
import type { OutputCacheLookup, OutputCacheRules } from './fastify';

let app: FastifyInstance;
let calls: Record<string, number>;
let lookup: OutputCacheLookup;

afterEach(async () => {
  await app.close();
});

function count(name: string): number {
  calls[name] = (calls[name] ?? 0) + 1;
  return calls[name];
}

async function build(cache: OutputCache, rules: OutputCacheRules = {}): Promise<FastifyInstance> {
  calls = {};
  app = Fastify();
  lookup = registerOutputCache(app, cache, rules);
  app.get('/api/product/:id', async (request, reply) => {
    const { id } = request.params as { id: string };
    addCacheTags(reply, [`P${id}`]);
    return { code: 200, result: { id, call: count(`product-${id}`) } };
  });
  app.post('/api/product/1', async () => ({ call: count('post') }));
  app.get('/api/missing', async (_request, reply) => reply.code(404).send({ code: 404, call: count('missing') }));
  app.get('/cookie', async (_request, reply) => reply.header('set-cookie', 'a=1').send({ call: count('cookie') }));
  app.get('/private', async (_request, reply) => reply.header('cache-control', 'private, max-age=60').send({ call: count('private') }));
  app.get('/no-store', async (_request, reply) => reply.header('cache-control', 'no-store').send({ call: count('no-store') }));
  app.get('/page', async (_request, reply) => {
    const n = count('page');
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
    return reply.send(Readable.from([`<html>`, `<body>page ${n}</body>`, `</html>`]));
  });
  app.get('/broken-stream', async (_request, reply) => {
    count('broken');
    const stream = new Readable({ read() {} });
    stream.push('<html>partial');
    setImmediate(() => stream.destroy(new Error('render failed')));
    return reply.type('text/html').send(stream);
  });
  // Pages are rendered by the not-found handler in buildServer: it must be covered too.
  app.setNotFoundHandler(async (request, reply) => reply.type('text/html').send(`ssr ${request.url} ${count('ssr')}`));
  return app;
}

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers: { host: 'shop.localhost', ...headers } });

describe('registerOutputCache', () => {
  it("answers the server's own lookups by the same rules: the stored answer of a cacheable GET, nothing for a personal one", async () => {
    const cache = createOutputCache();
    await build(cache, { isCacheable: (request) => request.url !== '/api/product/2' });
    await get('/api/product/1');
    await get('/api/product/2');
    const own = (url: string, headers: Record<string, string> = {}, method = 'GET') => lookup({ method, url, headers: { host: 'shop.localhost', ...headers } });
    const stored = own('/api/product/1');
    expect(stored?.status).toBe(200);
    expect(JSON.parse(String(stored?.body))).toEqual({ code: 200, result: { id: '1', call: 1 } });
    expect(cache.stats().hits).toBe(1);
    expect(own('/api/product/1', { host: 'other.localhost' })).toBeUndefined();
    expect(own('/api/product/1', { authorization: 'Bearer x' })).toBeUndefined();
    expect(own('/api/product/1', { cookie: 'ap24-car-eng=100' })).toBeUndefined();
    expect(own('/api/product/1?token=abc')).toBeUndefined();
    expect(own('/api/product/1', {}, 'POST')).toBeUndefined();
    expect(own('/api/product/2')).toBeUndefined();
    expect(own('/api/product/3')).toBeUndefined();
  });

  it('stores a 200 GET answer (Miss) and answers the next one from the cache (Hit)', async () => {
    const cache = createOutputCache();
    await build(cache);
    const first = await get('/api/product/1');
    const second = await get('/api/product/1');
    expect(first.headers['x-vs-cache']).toBe('Miss');
    expect(second.headers['x-vs-cache']).toBe('Hit');
    expect(second.json()).toEqual({ code: 200, result: { id: '1', call: 1 } });
    expect(second.headers['content-type']).toBe(first.headers['content-type']);
    expect(second.headers['content-length']).toBe(String(second.rawPayload.length));
    expect(calls['product-1']).toBe(1);
    expect(cache.stats()).toMatchObject({ hits: 1, misses: 1, entries: 1 });
  });

  it('keeps separate entries per host and per storeCode query', async () => {
    await build(createOutputCache());
    await get('/api/product/1');
    await get('/api/product/1', { host: 'other.localhost' });
    await get('/api/product/1?storeCode=rus');
    expect(calls['product-1']).toBe(3);
    expect((await get('/api/product/1?storeCode=rus')).headers['x-vs-cache']).toBe('Hit');
  });

  it('invalidates by the tags a handler added and those tagsOf gives', async () => {
    const cache = createOutputCache();
    await build(cache, { tagsOf: (request) => (request.url.startsWith('/api/product') ? ['product'] : ['home']) });
    await get('/api/product/1');
    await get('/api/product/2');
    await get('/');
    expect(cache.invalidate(['P1'])).toBe(1);
    expect((await get('/api/product/1')).headers['x-vs-cache']).toBe('Miss');
    expect((await get('/api/product/2')).headers['x-vs-cache']).toBe('Hit');
    expect(cache.invalidate(['product'])).toBe(2);
    expect(cache.invalidate(['home'])).toBe(1);
  });

  it('caches pages rendered by the not-found handler', async () => {
    await build(createOutputCache());
    await get('/eng/c/brakes');
    const again = await get('/eng/c/brakes');
    expect(again.headers['x-vs-cache']).toBe('Hit');
    expect(again.body).toBe('ssr /eng/c/brakes 1');
  });

  it('stores a streamed body once it has completed, keeping cache-control no-cache', async () => {
    await build(createOutputCache());
    const first = await get('/page');
    const second = await get('/page');
    expect(first.body).toBe('<html><body>page 1</body></html>');
    expect(second.headers['x-vs-cache']).toBe('Hit');
    expect(second.body).toBe('<html><body>page 1</body></html>');
    expect(second.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(second.headers['cache-control']).toBe('no-cache');
  });

  it('never stores a stream that failed midway', async () => {
    const cache = createOutputCache();
    await build(cache);
    await get('/broken-stream').catch(() => undefined);
    await get('/broken-stream').catch(() => undefined);
    expect(calls.broken).toBe(2);
    expect(cache.stats().entries).toBe(0);
  });

  it('never caches other methods, other statuses, Set-Cookie, private or no-store answers', async () => {
    const cache = createOutputCache();
    await build(cache);
    for (let i = 0; i < 2; i += 1) {
      const post = await app.inject({ method: 'POST', url: '/api/product/1' });
      expect(post.headers['x-vs-cache']).toBeUndefined();
      for (const url of ['/api/missing', '/cookie', '/private', '/no-store']) {
        expect((await get(url)).headers['x-vs-cache']).toBe('Miss');
      }
    }
    expect(calls).toMatchObject({ post: 2, missing: 2, cookie: 2, private: 2, 'no-store': 2 });
    expect(cache.stats().entries).toBe(0);
  });

  it('never caches requests with a token or cartId in the query, or an Authorization header', async () => {
    const cache = createOutputCache();
    await build(cache);
    for (let i = 0; i < 2; i += 1) {
      for (const url of ['/api/product/1?token=abc', '/api/product/1?cartId=9&x=1']) {
        expect((await get(url)).headers['x-vs-cache']).toBeUndefined();
      }
      await get('/api/product/1', { authorization: 'Bearer abc' });
    }
    expect(calls['product-1']).toBe(6);
    expect(cache.stats()).toMatchObject({ entries: 0, hits: 0, misses: 0 });
  });

  it("never serves or stores a page for a request with a personal ap24-* cookie (the applied car); other cookies don't matter", async () => {
    const cache = createOutputCache();
    await build(cache);
    await get('/home', { cookie: 'ap24-car-eng=1006' });
    expect((await get('/home', { cookie: 'theme=dark; ap24-car-eng=1006' })).headers['x-vs-cache']).toBeUndefined();
    expect(cache.stats().entries).toBe(0);
    await get('/home', { cookie: 'theme=dark' });
    expect((await get('/home', { cookie: 'theme=dark' })).headers['x-vs-cache']).toBe('Hit');
    // A cached page is not served to a shopper with a car either.
    expect((await get('/home', { cookie: 'ap24-car-eng=1006' })).headers['x-vs-cache']).toBeUndefined();
  });

  it('leaves requests alone when isCacheable says no', async () => {
    const cache = createOutputCache();
    await build(cache, { isCacheable: (request) => !request.url.startsWith('/api/') });
    await get('/api/product/1');
    const again = await get('/api/product/1');
    expect(again.headers['x-vs-cache']).toBeUndefined();
    expect(calls['product-1']).toBe(2);
    await get('/home');
    expect((await get('/home')).headers['x-vs-cache']).toBe('Hit');
  });

  it('serves a fresh answer once the entry expired', async () => {
    let now = 0;
    await build(createOutputCache({ ttlSeconds: 60, now: () => now }));
    await get('/api/product/1');
    now = 60_000;
    const after = await get('/api/product/1');
    expect(after.headers['x-vs-cache']).toBe('Miss');
    expect(after.json().result.call).toBe(2);
  });
});

describe('cacheStream', () => {
  const drain = async (stream: Readable): Promise<string> => {
    let text = '';
    for await (const chunk of stream) text += String(chunk);
    return text;
  };

  it('passes the body through and hands the whole of it over at the end', async () => {
    let stored: string | undefined;
    const out = cacheStream(Readable.from(['ab', 'cd']), (body) => (stored = body.toString()));
    expect(await drain(out)).toBe('abcd');
    expect(stored).toBe('abcd');
  });

  it('does not collect a body over the limit', async () => {
    let stored: Buffer | undefined;
    const out = cacheStream(Readable.from(['abc', 'def']), (body) => (stored = body), 4);
    expect(await drain(out)).toBe('abcdef');
    expect(stored).toBeUndefined();
  });
});
