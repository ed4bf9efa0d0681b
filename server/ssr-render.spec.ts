/**
 * What an uncached page render costs the server, in counts (issue 16: uncached SSR of a product page): stored
 * catalogue answers reach the loaders without an in-process request, the view's texts are loaded into one
 * i18next instance, the page leaves in one chunk per React pass; and renders in flight at once never mix views
 * or shoppers.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createElement } from 'react';
import { useLoaderData } from 'react-router-dom';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { render } from '../src/app/entry-server';
import { appRoutes } from '../src/app/routes';
import { storeViews } from '../src/app/store-views';
import { createI18n } from '../src/kernel/i18n';
import type * as I18nModule from '../src/kernel/i18n';
import { apiGetJson } from '../src/kernel/api';
import type { RouteContribution } from '../src/kernel/module';
import { buildServer, type ApiRoutes, type RenderFn } from './app';
import type { ApiDeps } from './api/deps';
import { createOutputCache, type OutputCache } from './cache';
import { testServerConfig } from './testing/server-config';

vi.mock('../src/kernel/i18n', async (importOriginal) => {
  const actual = await importOriginal<typeof I18nModule>();
  return { ...actual, createI18n: vi.fn(actual.createI18n) };
});

const scratch = mkdtempSync(join(tmpdir(), 'ssr-render-spec-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

/** Shows what its loader answered. */
function Shows() {
  const data = useLoaderData() as { shown: string };
  return createElement('p', { id: 'shown' }, data.shown);
}

/** A page at `/reads` whose loader reads `path` through the API port (as the catalogue's loaders do). */
function readingRoute(path: string): RouteContribution {
  return {
    name: 'reads',
    path: '/reads',
    component: async () => ({ default: Shows }),
    loader: async ({ services }) => ({ shown: (await apiGetJson<{ value: string }>(services, path)).value }),
  };
}

/**
 * A page at `/whose` showing the view's shop name and the shopper's cookie, after a pause so that every render
 * started at once is in flight before any reaches React.
 */
const whoseRoute: RouteContribution = {
  name: 'whose',
  path: '/whose',
  component: async () => ({ default: Shows }),
  loader: async ({ request, storeView }) => {
    await new Promise((resolve) => setTimeout(resolve, 5));
    return { shown: `${storeView.storeCode} ${request.headers.get('cookie') ?? ''}` };
  },
};

/**
 * Stand-ins for the catalogue search (no documents of any type: the header's category menu is empty; `thing` answers
 * a value too) and a cart answer, counting the requests that reach them.
 */
function standInRoutes(calls: Map<string, number>): ApiRoutes {
  return async (app) => {
    const count = (name: string) => calls.set(name, (calls.get(name) ?? 0) + 1);
    app.get('/api/catalog/:index/:type/_search', async (request) => {
      const { type } = request.params as { type: string };
      if (type !== 'thing') return { hits: { total: 0, hits: [] } };
      count('catalogue');
      return { value: `thing ${(request.query as { size?: string }).size ?? ''}`, hits: { total: 0, hits: [] } };
    });
    app.get('/api/cart/thing', async () => {
      count('cart');
      return { value: 'cart thing' };
    });
  };
}

async function shop(routes: readonly RouteContribution[], cache: OutputCache = createOutputCache()) {
  const calls = new Map<string, number>();
  const renderSource: RenderFn = (request, options) => render(request, { ...options, routes: [...appRoutes, ...routes], onError: () => {} });
  const app = await buildServer(testServerConfig(scratch), {
    render: renderSource,
    cache,
    api: { deps: { commerce: { corsOrigins: [] } } as unknown as ApiDeps, routes: [standInRoutes(calls)] },
  });
  apps.push(app);
  const inject = vi.spyOn(app, 'inject');
  /** The in-process API requests made since the last call (the pages' own requests left out). */
  const apiRequests = (): string[] => {
    const urls = inject.mock.calls.map((args) => String(((args as unknown[])[0] as { url?: string }).url)).filter((url) => url.startsWith('/api/'));
    inject.mockClear();
    return urls;
  };
  return { app, calls, apiRequests };
}

/** A page's HTML as a shopper with a personal cookie gets it (the output cache neither answers nor keeps it). */
async function page(app: FastifyInstance, url: string, cookie = 'ap24-spec=1', host = 'localhost:3000'): Promise<string> {
  const res = await app.inject({ url, headers: { cookie, host } });
  expect(res.statusCode).toBe(200);
  return res.body;
}

/** The page without its per-request nonces. */
const withoutNonces = (html: string): string => html.replace(/nonce="[^"]*"/g, 'nonce=""');

describe('loaders reading the API during a render', () => {
  it('get a stored catalogue answer from the output cache: one in-process request for the first render, none after', async () => {
    const path = '/api/catalog/vue_storefront_catalog/thing/_search?size=3';
    const { app, calls, apiRequests } = await shop([readingRoute(path)]);
    expect(await page(app, '/eng/reads')).toContain('<p id="shown">thing 3</p>');
    expect(apiRequests()).toContain(path);
    for (const cookie of ['ap24-spec=2', 'ap24-spec=3']) {
      expect(await page(app, '/eng/reads', cookie)).toContain('<p id="shown">thing 3</p>');
      expect(apiRequests()).not.toContain(path);
    }
    expect(calls.get('catalogue')).toBe(1);
  });

  it('ask the app again once the stored answer is gone', async () => {
    const path = '/api/catalog/vue_storefront_catalog/thing/_search?size=4';
    const cache = createOutputCache();
    const { app, calls } = await shop([readingRoute(path)], cache);
    await page(app, '/eng/reads');
    cache.clear();
    expect(await page(app, '/eng/reads', 'ap24-spec=2')).toContain('<p id="shown">thing 4</p>');
    expect(calls.get('catalogue')).toBe(2);
  });

  it('send what the cache does not keep (a cart, a token in the query) through the app every time', async () => {
    for (const path of ['/api/cart/thing', '/api/catalog/vue_storefront_catalog/thing/_search?size=5&token=abc']) {
      const { app, apiRequests } = await shop([readingRoute(path)]);
      for (const cookie of ['ap24-spec=1', 'ap24-spec=2', 'ap24-spec=3']) {
        await page(app, '/eng/reads', cookie);
        expect(apiRequests()).toContain(path);
      }
    }
  });
});

describe('a render', () => {
  it("loads the view's texts into one i18next instance, not one per request", async () => {
    const { app } = await shop([whoseRoute]);
    await page(app, '/eng/whose');
    await page(app, '/rus/whose');
    const made = vi.mocked(createI18n).mock.calls.length;
    for (const cookie of ['ap24-spec=2', 'ap24-spec=3']) {
      expect(await page(app, '/eng/whose', cookie)).toContain('lang="en"');
      expect(await page(app, '/rus/whose', cookie)).toContain('lang="ru"');
    }
    expect(vi.mocked(createI18n).mock.calls.length).toBe(made);
  });

  it("passes the page on in one chunk per React pass: the document's start with the shell, the streamed boundary, the end", async () => {
    const result = await render(new Request('http://localhost:3000/eng/checkout'), { storeViews, publicConfig: {}, version: 't', onError: () => {} });
    // Flowing mode: one 'data' event per chunk pushed (an async iterator would join what is buffered).
    const chunks: string[] = [];
    result.body!.on('data', (chunk: Buffer) => chunks.push(String(chunk)));
    await new Promise((resolve) => result.body!.once('end', resolve));
    // Without a catalogue the header's category menu (a Suspense boundary) fails after the shell: a second pass.
    expect(chunks).toHaveLength(3);
    expect(chunks[0]).toMatch(/^<!DOCTYPE html>/i);
    expect(chunks[0]).toContain('<footer');
    expect(chunks[1]).toContain('$RX("B:0"');
    expect(chunks[2]).toContain('</html>');
  });
});

describe('renders in flight at once', () => {
  it('keep each view, its texts and each shopper apart', async () => {
    const { app } = await shop([whoseRoute]);
    const requests = [
      { url: '/whose', host: 'localhost:3000' },
      { url: '/eng/whose', host: 'localhost:3000' },
      { url: '/rus/whose', host: 'localhost:3000' },
      { url: '/whose', host: 'fi.localhost:3000' },
      { url: '/whose', host: 'it.localhost:3000' },
    ].flatMap((request) => ['ap24-spec=anna', 'ap24-spec=bert'].map((cookie) => ({ ...request, cookie })));
    const alone: string[] = [];
    for (const request of requests) alone.push(withoutNonces(await page(app, request.url, request.cookie, request.host)));
    // Every view and shopper is a different page.
    expect(new Set(alone).size).toBe(requests.length);
    for (let round = 0; round < 3; round += 1) {
      const together = await Promise.all(requests.map((request) => page(app, request.url, request.cookie, request.host)));
      expect(together.map(withoutNonces)).toEqual(alone);
    }
  });
});
