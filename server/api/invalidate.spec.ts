import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createOutputCache } from '../cache/output-cache';
import type { OutputCache } from '../cache/output-cache';
import type { ApiDeps } from './deps';
import { invalidateRoutes } from './invalidate';
import { installApiErrors } from './errors';

// The routes never touch the database or the views; the deps only satisfy the plugin signature.
const deps = { db: {}, storeViews: [], now: () => new Date(0) } as unknown as ApiDeps;

let app: FastifyInstance;
let cache: OutputCache;

async function build(key: string | undefined): Promise<void> {
  app = Fastify();
  installApiErrors(app);
  await invalidateRoutes({ cache, key })(app, deps);
}

const body = { status: 200, headers: {}, body: Buffer.from('x') };

beforeEach(() => {
  cache = createOutputCache();
  cache.set('GET a/product-1', body, ['product', 'P1', 'C10']);
  cache.set('GET a/product-2', body, ['product', 'P2', 'C11']);
  cache.set('GET a/category-10', body, ['category', 'C10']);
  cache.set('GET a/', body, ['home']);
});

afterEach(async () => {
  await app.close();
});

const call = (query: string) => app.inject({ method: 'GET', url: `/api/invalidate${query}` });

describe('GET /api/invalidate', () => {
  it('drops the entries carrying any of the tags and says how many', async () => {
    await build('s3cret');
    const response = await call('?tag=C10,home&key=s3cret');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: 200, result: { invalidated: 3 } });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(cache.get('GET a/product-2')).toBeDefined();
    expect(cache.get('GET a/product-1')).toBeUndefined();
  });

  it('accepts repeated tag parameters and spaces around tags', async () => {
    await build('s3cret');
    const response = await call('?tag=P1&tag=%20P2%20&key=s3cret');
    expect(response.json()).toEqual({ code: 200, result: { invalidated: 2 } });
  });

  it('clears everything for tag=*', async () => {
    await build('s3cret');
    expect((await call('?tag=*&key=s3cret')).json()).toEqual({ code: 200, result: { invalidated: 4 } });
    expect(cache.stats().entries).toBe(0);
  });

  it('answers 403 when no key is configured, whatever the request', async () => {
    for (const key of [undefined, '', '   ']) {
      await build(key);
      const response = await call('?tag=*&key=');
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ code: 403, result: 'Cache invalidation is not configured' });
      await app.close();
    }
    await build(undefined);
    expect(cache.stats().entries).toBe(4);
  });

  it('answers 401 for a wrong or missing key and drops nothing', async () => {
    await build('s3cret');
    for (const query of ['?tag=*&key=wrong', '?tag=*&key=s3cre', '?tag=*', '?tag=*&key=']) {
      const response = await call(query);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ code: 401, result: 'Invalid cache invalidation key' });
    }
    expect(cache.stats().entries).toBe(4);
  });

  it('answers 400 without a tag', async () => {
    await build('s3cret');
    for (const query of ['?key=s3cret', '?tag=&key=s3cret', '?tag=,,&key=s3cret']) {
      const response = await call(query);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: 400, result: 'No cache tag given (tag=a,b or tag=*)' });
    }
  });

  it('answers 400 for an unknown tag and drops nothing', async () => {
    await build('s3cret');
    const response = await call('?tag=P1,prodcut,X9&key=s3cret');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 400, result: 'Unknown cache tag: prodcut, X9' });
    expect(cache.stats().entries).toBe(4);
  });

  it('tells the other instances the tags it dropped (several instances, ADR 0072), and nothing for a refused call', async () => {
    const told: string[][] = [];
    app = Fastify();
    installApiErrors(app);
    await invalidateRoutes({ cache, key: 's3cret', broadcast: async (tags) => void told.push([...tags]) })(app, deps);
    expect((await call('?tag=P1,C10&key=s3cret')).json()).toEqual({ code: 200, result: { invalidated: 2 } });
    expect((await call('?tag=*&key=s3cret')).json()).toEqual({ code: 200, result: { invalidated: 2 } });
    expect((await call('?tag=prodcut&key=s3cret')).statusCode).toBe(400);
    expect((await call('?tag=P1&key=wrong')).statusCode).toBe(401);
    expect(told).toEqual([['P1', 'C10'], ['*']]);
  });
});
