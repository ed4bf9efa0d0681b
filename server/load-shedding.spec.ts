import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { render } from '../src/app/entry-server';
import { buildServer, injectFetch, type ApiRoutes, type BuildServerOptions, type RenderFn } from './app';
import type { ApiDeps } from './api/deps';
import { createOutputCache } from './cache';
import { testServerConfig } from './testing/server-config';
import { request as httpRequest } from 'node:http';
import { BUSY_TEXTS } from './busy-page';
import { overloadedMessage, pagesBusyMessage, RETRY_AFTER_SECONDS, searchesBusyMessage, DEFAULT_LOAD_LIMITS } from './load-shedding';

const scratch = mkdtempSync(join(tmpdir(), 'load-shedding-spec-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

/** A promise released by hand. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

/** A GET over HTTP, its body read. */
async function get(url: string): Promise<{ status: number; headers: Headers; body: string }> {
  const response = await fetch(url);
  return { status: response.status, headers: response.headers, body: await response.text() };
}

async function listening(options: BuildServerOptions): Promise<{ app: FastifyInstance; base: string }> {
  const app = await buildServer(testServerConfig(scratch), options);
  apps.push(app);
  return { app, base: await app.listen({ port: 0, host: '127.0.0.1' }) };
}

const renderSource: RenderFn = (request, options) => render(request, { ...options, onError: () => {} });

/** Renders from the source entry, but a path in `held` waits for its gate first; `started` says when it began. */
function heldRender(held: Map<string, ReturnType<typeof gate>>, started: (path: string) => void): RenderFn {
  return async (request, options) => {
    const path = new URL(request.url).pathname;
    started(path);
    await held.get(path)?.opened;
    return renderSource(request, options);
  };
}

describe('page renders in flight', () => {
  it('beyond MAX_PAGE_RENDERS an uncached page answers 503 with Retry-After at once, while a cached page still answers 200', async () => {
    const held = new Map([['/eng/checkout', gate()]]);
    const begun: string[] = [];
    const { base } = await listening({ render: heldRender(held, (path) => begun.push(path)), cache: createOutputCache(), limits: { pageRenders: 1 } });
    // Cached before the render is held.
    expect((await get(`${base}/eng/compare`)).headers.get('x-vs-cache')).toBe('Miss');

    const slow = get(`${base}/eng/checkout`);
    await expect.poll(() => begun.includes('/eng/checkout')).toBe(true);

    const refused = await get(`${base}/ap24_italy_en/checkout`);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS));
    expect(refused.headers.get('cache-control')).toMatch(/no-store|no-cache/);
    expect(refused.body).toContain(pagesBusyMessage(1));
    expect(pagesBusyMessage(1)).toBe('The shop is busy: at most 1 pages are rendered at once. Try again in 1 s.');
    expect(begun).not.toContain('/ap24_italy_en/checkout');

    const cached = await get(`${base}/eng/compare`);
    expect(cached.status).toBe(200);
    expect(cached.headers.get('x-vs-cache')).toBe('Hit');

    held.get('/eng/checkout')?.open();
    expect((await slow).status).toBe(200);
    // The finished render left: the next page renders.
    expect((await get(`${base}/ap24_italy_en/checkout`)).status).toBe(200);
  });
});

describe('the 503 page speaks the store view of its URL', () => {
  /** A GET with its own Host header (fetch will not send one). */
  const getWithHost = (base: string, path: string, host: string) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const { hostname, port } = new URL(base);
      const req = httpRequest({ hostname, port, path, headers: { host } }, (res) => {
        let body = '';
        res.setEncoding('utf8').on('data', (chunk: string) => (body += chunk)).on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on('error', reject).end();
    });

  it('in Estonian, Russian, English, Finnish and Italian, with the limit, a link to try again and one to the view’s home', async () => {
    const held = new Map([['/eng/checkout', gate()]]);
    const begun: string[] = [];
    const { base } = await listening({ render: heldRender(held, (path) => begun.push(path)), limits: { pageRenders: 1 } });
    const slow = get(`${base}/eng/checkout`);
    await expect.poll(() => begun.includes('/eng/checkout')).toBe(true);
    const port = new URL(base).port;
    const cases = [
      { path: '/c/pidurid?sort=price', host: `localhost:${port}`, lang: 'et', message: 'Pood on hõivatud: korraga koostatakse kuni 1 lehte. Proovige uuesti 1 s pärast.', home: '/' },
      { path: '/rus/checkout', host: `localhost:${port}`, lang: 'ru', message: 'Магазин занят: одновременно формируется не более 1 страниц. Повторите попытку через 1 с.', home: '/rus' },
      { path: '/ap24_italy_en/cart', host: `localhost:${port}`, lang: 'en', message: pagesBusyMessage(1), home: '/ap24_italy_en' },
      { path: '/checkout', host: `fi.localhost:${port}`, lang: 'fi', message: 'Kauppa on ruuhkautunut: samanaikaisesti muodostetaan enintään 1 sivua. Yritä uudelleen 1 s kuluttua.', home: '/' },
      { path: '/cart', host: `it.localhost:${port}`, lang: 'it', message: 'Il negozio è occupato: si generano al massimo 1 pagine alla volta. Riprova tra 1 s.', home: '/' },
    ] as const;
    for (const { path, host, lang, message, home } of cases) {
      const refused = await getWithHost(base, path, host);
      expect(refused.status, path).toBe(503);
      expect(refused.body).toContain(`<html lang="${lang}">`);
      expect(refused.body).toContain(`<h1>${BUSY_TEXTS[lang].title}</h1>`);
      expect(refused.body).toContain(`<p>${message}</p>`);
      expect(refused.body).toContain(`<a href="${path}">${BUSY_TEXTS[lang].retry}</a>`);
      expect(refused.body).toContain(`<a href="${home}">${BUSY_TEXTS[lang].home}</a>`);
      expect(refused.body).not.toMatch(/<script/);
    }
    held.get('/eng/checkout')?.open();
    expect((await slow).status).toBe(200);
  });

  it('says over which process limit the shop is, in the view’s language', async () => {
    let healthy = true;
    const { base } = await listening({ render: renderSource, pressure: { healthCheck: async () => healthy, healthCheckInterval: 5 } });
    healthy = false;
    await expect.poll(async () => (await get(`${base}/api/health`)).status).toBe(503);
    expect((await get(`${base}/rus/checkout`)).body).toContain('<p>Магазин перегружен: сервер неисправен. Повторите попытку через 1 с.</p>');
    expect((await get(`${base}/checkout`)).body).toContain('<p>Pood on ülekoormatud: server ei ole töökorras. Proovige uuesti 1 s pärast.</p>');
  });
});

describe('catalogue searches in flight', () => {
  it('beyond MAX_SEARCHES a search answers the 503 envelope with Retry-After; the server’s own searches (page loaders) are not refused', async () => {
    const held = gate();
    let running = 0;
    // A stand-in for the catalogue route (same URL), held until the gate opens.
    const searchRoutes: ApiRoutes = async (app) => {
      app.get('/api/catalog/:index/:type/_search', async () => {
        running += 1;
        await held.opened;
        return { code: 200, result: 'done' };
      });
    };
    const { app, base } = await listening({ api: { deps: { commerce: { corsOrigins: [] } } as unknown as ApiDeps, routes: [searchRoutes] }, limits: { searches: 1 } });
    const first = get(`${base}/api/catalog/vue_storefront_catalog/product/_search`);
    await expect.poll(() => running).toBe(1);

    const refused = await get(`${base}/api/catalog/vue_storefront_catalog/product/_search?q=x`);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS));
    expect(JSON.parse(refused.body)).toEqual({ code: 503, result: searchesBusyMessage(1) });
    expect(running).toBe(1);

    // A route loader's search goes through injectFetch: bounded by the page renders instead.
    const own = injectFetch(app)('/api/catalog/vue_storefront_catalog/product/_search');
    await expect.poll(() => running).toBe(2);
    held.open();
    expect((await own).status).toBe(200);
    expect((await first).status).toBe(200);
  });
});

describe('process pressure (@fastify/under-pressure)', () => {
  it('answers 503 with Retry-After and the reason while unhealthy, and still serves cached pages', async () => {
    let healthy = true;
    const { base } = await listening({
      render: renderSource,
      cache: createOutputCache(),
      pressure: { healthCheck: async () => healthy, healthCheckInterval: 5 },
    });
    expect((await get(`${base}/eng/compare`)).status).toBe(200);
    healthy = false;
    // Polled on an answer the cache never keeps, so no page is stored while waiting.
    await expect.poll(async () => (await get(`${base}/api/health`)).status).toBe(503);
    const page = await get(`${base}/eng/checkout`);
    expect(page.status).toBe(503);
    expect(page.headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS));
    expect(page.body).toContain(overloadedMessage('healthCheck', DEFAULT_LOAD_LIMITS));
    const api = await get(`${base}/api/health`);
    expect(JSON.parse(api.body)).toEqual({ code: 503, result: overloadedMessage('healthCheck', DEFAULT_LOAD_LIMITS) });
    const cached = await get(`${base}/eng/compare`);
    expect(cached.status).toBe(200);
    expect(cached.headers.get('x-vs-cache')).toBe('Hit');
  });

  it('names each limit in its message', () => {
    expect(overloadedMessage('eventLoopDelay', { ...DEFAULT_LOAD_LIMITS, maxEventLoopDelayMs: 1000 })).toBe(
      'The shop is overloaded: its event loop is more than 1000 ms late. Try again in 1 s.',
    );
    expect(overloadedMessage('heapUsedBytes', { ...DEFAULT_LOAD_LIMITS, maxHeapUsedBytes: 512 * 2 ** 20 })).toBe(
      'The shop is overloaded: it uses more than 512 MB of memory. Try again in 1 s.',
    );
    expect(searchesBusyMessage(16)).toBe('The shop is busy: at most 16 catalogue searches run at once. Try again in 1 s.');
  });
});

describe('page cache key', () => {
  it('answers a page with tracking or unknown parameters from the plain page’s entry, rendered without them', async () => {
    const { base } = await listening({ render: renderSource, cache: createOutputCache() });
    const plain = await get(`${base}/eng/compare`);
    expect(plain.headers.get('x-vs-cache')).toBe('Miss');
    const tracked = await get(`${base}/eng/compare?utm_source=news&utm_medium=mail&fbclid=abc&gclid=def&whatever=1`);
    expect(tracked.headers.get('x-vs-cache')).toBe('Hit');
    expect(tracked.body).toBe(plain.body);
    // A parameter pages read is its own entry, whatever order the parameters come in.
    expect((await get(`${base}/eng/compare?sort=price&page=2&utm_source=x`)).headers.get('x-vs-cache')).toBe('Miss');
    expect((await get(`${base}/eng/compare?page=2&fbclid=y&sort=price`)).headers.get('x-vs-cache')).toBe('Hit');
  });

  it('renders a first visit with unknown parameters without them, so the stored page never shows them', async () => {
    const { base } = await listening({ render: renderSource, cache: createOutputCache() });
    const first = await get(`${base}/eng/checkout?utm_campaign=marker-xyz`);
    expect(first.headers.get('x-vs-cache')).toBe('Miss');
    expect(first.body).not.toContain('marker-xyz');
    expect((await get(`${base}/eng/checkout`)).headers.get('x-vs-cache')).toBe('Hit');
  });
});
