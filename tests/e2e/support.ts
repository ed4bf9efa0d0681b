import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';

type Texts = { route: { home: { title: string }; compare: { title: string } }; error: { notFound: { title: string } } };

/** The shell texts of a language, read from the app's locale files. */
export function shellTexts(language: string): Texts {
  return JSON.parse(readFileSync(new URL(`../../src/app/locales/${language}.json`, import.meta.url), 'utf8')) as Texts;
}

/** Port of the server under test (playwright.config.ts starts it there). */
export const E2E_PORT = process.env.E2E_PORT ?? '3100';

/** Every view's home URL (relative to baseURL, or absolute on its own *.localhost domain). */
export function storeViewHomes() {
  const port = E2E_PORT;
  return [
    { code: 'est', url: '/', lang: 'et' },
    { code: 'rus', url: '/rus', lang: 'ru' },
    { code: 'eng', url: '/eng', lang: 'en' },
    { code: 'fin', url: `http://fi.localhost:${port}/`, lang: 'fi' },
    { code: 'test', url: '/test', lang: 'en' },
    { code: 'ap24_italy_it', url: `http://it.localhost:${port}/`, lang: 'it' },
    { code: 'ap24_italy_en', url: '/ap24_italy_en', lang: 'en' },
  ] as const;
}

/** Resolves once the client has hydrated the server HTML. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
}

/**
 * Resolves once the page's kernel is idle: every dispatch has been decided and appended to the event log, and
 * every reactor it started has ended. Before a full page load, so the next page reads what this one wrote
 * (a logout's events still being written when the next page opened its log brought the cart back under load).
 */
export async function waitForKernelIdle(page: Page): Promise<void> {
  await page.evaluate(() => window.shop?.kernel.whenIdle());
}

/**
 * What the page logs when Playwright blocks the service worker (`serviceWorkers: 'block'`, the suite's default):
 * the blocked `navigator.serviceWorker.register()` resolves to nothing, and workbox-window reads `.waiting` of it.
 * No browser does that by itself; the journeys about the worker allow it and see every registration error.
 */
const BLOCKED_WORKER = /^\[kernel\] \[service worker\] Error during service worker registration: TypeError: Cannot read properties of undefined \(reading 'waiting'\)/;

/** Collects console errors and uncaught page errors (hydration mismatches end up here). */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !BLOCKED_WORKER.test(message.text())) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

// Test-only keys of the server under test (playwright.config.ts; never used anywhere else): the journeys read
// the mail outbox with the ops key and sign an already expired access token with the auth secret.
export const E2E_OPS_KEY = 'dev-ops-key-0123456789';
export const E2E_AUTH_SECRET = 'e2e-auth-secret-0123456789abcdefghijklmnop';

/** The slug of a product in a view's catalogue index. */
export async function productSlug(request: { get(url: string): Promise<{ json(): Promise<unknown> }> }, sku: string, index = 'vue_storefront_catalog_eng'): Promise<string> {
  const query = encodeURIComponent(JSON.stringify({ query: { bool: { filter: [{ terms: { sku: [sku] } }] } } }));
  const answer = (await (await request.get(`/api/catalog/${index}/product/_search?size=1&request=${query}`)).json()) as { hits: { hits: { _source: { slug: string } }[] } };
  return answer.hits.hits[0]!._source.slug;
}

/** E-mails the shop queued for `recipient`, newest first (GET /api/ext/mail-service/outbox with the ops key). */
export async function outboxMails(
  request: { get(url: string, options: { headers: Record<string, string> }): Promise<{ json(): Promise<unknown> }> },
  recipient: string,
): Promise<{ kind: string; subject: string; text_body: string }[]> {
  const answer = (await (await request.get(`/api/ext/mail-service/outbox?recipient=${encodeURIComponent(recipient)}`, { headers: { 'x-ops-key': E2E_OPS_KEY } })).json()) as {
    result: { kind: string; subject: string; text_body: string }[];
  };
  return answer.result;
}

/** A unique e-mail address for one journey run. */
export const uniqueEmail = (label: string): string => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** Resolves once the service worker is activated (its precache of the app's chunks is complete) and controls the page. */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const worker = registration.active;
    if (!worker) throw new Error('No active service worker');
    if (worker.state !== 'activated') {
      await new Promise<void>((resolve) => worker.addEventListener('statechange', () => worker.state === 'activated' && resolve()));
    }
    if (!navigator.serviceWorker.controller) {
      await new Promise<void>((resolve) => navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true }));
    }
  });
}
