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

/** Collects console errors and uncaught page errors (hydration mismatches end up here). */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
