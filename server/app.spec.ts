import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { RouteContribution } from '../src/kernel/module';
import { appRoutes } from '../src/app/routes';
import { render } from '../src/app/entry-server';
import { buildServer } from './app';
import type { BuildServerOptions, RenderFn } from './app';
import { testCommerceConfig } from './commerce/config';
import { testServerConfig } from './testing/server-config';

const scratch = mkdtempSync(join(tmpdir(), 'app-spec-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const config = testServerConfig(scratch, { version: '1.2.3' });

const Blank = () => null;
const testRoutes: RouteContribution[] = [
  ...appRoutes,
  {
    name: 'boom',
    path: '/boom',
    component: async () => ({ default: Blank }),
    loader: () => {
      throw new Error('secret database detail');
    },
  },
  {
    name: 'gone',
    path: '/gone',
    component: async () => ({ default: Blank }),
    loader: () => {
      throw new Error('Product query returned empty result');
    },
  },
  {
    name: 'secret-link',
    path: '/secret-link',
    headers: { 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' },
    component: async () => ({ default: Blank }),
    loader: () => ({}),
  },
  {
    name: 'hostile',
    path: '/hostile',
    component: async () => ({ default: Blank }),
    loader: () => ({ text: '</script><script>alert(1)</script>' }),
  },
];

// The source entry with extra routes injected for failure cases (production routes stay clean).
const renderWithTestRoutes: RenderFn = (request, options) => render(request, { ...options, routes: testRoutes, onError: () => {} });

async function server(options: BuildServerOptions = {}) {
  return buildServer(config, { render: renderWithTestRoutes, ...options });
}

describe('API', () => {
  it('answers /api/health with the version', async () => {
    const app = await server();
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: 200, result: { status: 'ok', version: '1.2.3', storage: 'none', database: 'none' } });
  });

  it('answers unknown /api/* paths with the 404 envelope, whatever the method', async () => {
    const app = await server();
    for (const method of ['GET', 'POST'] as const) {
      const response = await app.inject({ method, url: '/api/cart/nope?token=x' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 404, result: 'Not found' });
    }
  });
});

describe('static files', () => {
  const clientDir = join(scratch, 'client');
  mkdirSync(join(clientDir, 'assets'), { recursive: true });
  mkdirSync(join(clientDir, 'banners'), { recursive: true });
  writeFileSync(join(clientDir, 'assets/entry-client-AbC123xy.js'), 'console.log(1)');
  writeFileSync(join(clientDir, 'banners/est.json'), '{}');
  writeFileSync(join(clientDir, 'icon.png'), 'png');
  writeFileSync(join(clientDir, 'robots.txt'), 'User-agent: *');
  writeFileSync(join(clientDir, 'offline.html'), '<p>offline</p>');

  it.each([
    ['/assets/entry-client-AbC123xy.js', 'public, max-age=2592000, immutable'],
    ['/banners/est.json', 'public, max-age=86400'],
    ['/icon.png', 'public, max-age=604800'],
    ['/robots.txt', 'public, max-age=2592000'],
    ['/offline.html', 'no-cache'],
  ])('serves %s with Cache-Control %s', async (url, header) => {
    const app = await server({ clientDir });
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(header);
  });

  it('renders paths that are not files', async () => {
    const app = await server({ clientDir });
    const response = await app.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('text/html');
  });
});

describe('server-side rendering', () => {
  it('renders the view of the path prefix in its language, uncached', async () => {
    const app = await server();
    const response = await app.inject({ method: 'GET', url: '/eng/checkout', headers: { host: 'localhost:3000' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toMatch(/^<!DOCTYPE html><html lang="en">/);
    expect(response.body).toContain('<title>Checkout | AP24 Car Parts</title>');
    expect(response.body).toMatch(/<h1[^>]*>Checkout<\/h1>/);
    expect(response.body).toContain('window.__INITIAL_STATE__={"storeView":{"storeCode":"eng"},"config":{},"version":"1.2.3"}');
    expect(response.body).toContain('window.__staticRouterHydrationData=');
  });

  it("answers with a route's own headers over the defaults (a page with a secret in its URL, ADR 0041)", async () => {
    const app = await server();
    const response = await app.inject({ method: 'GET', url: '/eng/secret-link?token=abc', headers: { host: 'localhost:3000' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
  });

  it('renders the view of an own domain', async () => {
    const app = await server();
    // A page without catalogue data: this server has no API behind it.
    const response = await app.inject({ method: 'GET', url: '/checkout', headers: { host: 'fi.localhost:3000' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<html lang="fi">');
    expect(response.body).toContain('"storeCode":"fin"');
  });

  it('answers an unknown path with 404 and the 404 page', async () => {
    const app = await server();
    const response = await app.inject({ method: 'GET', url: '/eng/no-such-page' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('404 Page Not Found');
  });

  it('answers a failing loader with 500 and the 500 page, without leaking the error', async () => {
    const app = await server();
    const response = await app.inject({ method: 'GET', url: '/eng/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.body).toContain('Internal Server Error 500');
    expect(response.body).toContain('Something went wrong...');
    expect(response.body).not.toContain('secret database detail');
    expect(response.body).not.toMatch(/at .*\.(ts|js):\d+/);
  });

  it('redirects to the view home when the page data is not there', async () => {
    const app = await server();
    const response = await app.inject({ method: 'GET', url: '/eng/gone' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/eng');
  });

  it('escapes loader data so it cannot close the script', async () => {
    const app = await server();
    const response = await app.inject({ method: 'GET', url: '/eng/hostile' });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('</script><script>alert(1)');
    expect(response.body).toContain('\\u003c/script>\\u003cscript>alert(1)');
  });

  it('answers 500 without details when rendering itself fails', async () => {
    const app = await server({
      render: async () => {
        throw new Error('secret renderer detail');
      },
    });
    const response = await app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(500);
    expect(response.body).toContain('Internal Server Error 500');
    expect(response.body).not.toContain('secret renderer detail');
  });
});

describe('API errors', () => {
  it('answer route errors of API route groups as the {code, result} envelope', async () => {
    const { ApiError } = await import('./api/errors');
    // As in production: static files are a registered plugin, which changes when routes are bound.
    const clientDir = mkdtempSync(join(tmpdir(), 'client-'));
    const app = await buildServer(config, {
      clientDir,
      api: {
        deps: { db: { kind: 'pglite' } as never, storeViews: [], now: () => new Date(), commerce: testCommerceConfig() },
        routes: [
          async (instance) => {
            instance.get('/api/boom', async () => {
              throw new ApiError(400, "Unknown sort field 'bogus'");
            });
            instance.get('/api/crash', async () => {
              throw new Error('secret internals');
            });
          },
        ],
      },
    });
    const bad = await app.inject({ url: '/api/boom' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ code: 400, result: "Unknown sort field 'bogus'" });
    const crash = await app.inject({ url: '/api/crash' });
    expect(crash.json()).toEqual({ code: 500, result: 'Internal Server Error' });
  });
});

describe('output cache', () => {
  it('serves a page again from the cache, tagged with its route cache tag, until that tag is invalidated', async () => {
    const { createOutputCache } = await import('./cache');
    const cache = createOutputCache();
    const app = await server({ cache });
    const first = await app.inject({ url: '/eng/checkout', headers: { host: 'localhost:3000' } });
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-vs-cache']).toBe('Miss');
    const second = await app.inject({ url: '/eng/checkout', headers: { host: 'localhost:3000' } });
    expect(second.headers['x-vs-cache']).toBe('Hit');
    expect(second.body).toBe(first.body);
    // Another store view's host is another entry.
    expect((await app.inject({ url: '/checkout', headers: { host: 'fi.localhost:3000' } })).headers['x-vs-cache']).toBe('Miss');
    expect(cache.invalidate(['home'])).toBe(0);
    expect(cache.invalidate(['checkout'])).toBe(2);
    expect((await app.inject({ url: '/eng/checkout', headers: { host: 'localhost:3000' } })).headers['x-vs-cache']).toBe('Miss');
  });

  it('keeps a no-store page out of the cache, even without a token in its URL', async () => {
    const { createOutputCache } = await import('./cache');
    const cache = createOutputCache();
    const app = await server({ cache });
    for (const url of ['/eng/secret-link', '/eng/secret-link']) expect((await app.inject({ url })).headers['x-vs-cache']).toBe('Miss');
    expect(cache.stats().entries).toBe(0);
  });

  it('keeps 404 and 500 pages out of the cache', async () => {
    const { createOutputCache } = await import('./cache');
    const cache = createOutputCache();
    const app = await server({ cache });
    await app.inject({ url: '/eng/nowhere' });
    await app.inject({ url: '/boom' });
    expect(cache.stats().entries).toBe(0);
  });
});
