import { expect, test } from '@playwright/test';
import { collectErrors, shellTexts, waitForHydration } from './support';

test('client navigation changes the page without a reload, and hydration fetched nothing', async ({ page }) => {
  const errors = collectErrors(page);
  const requests: { type: string; url: string }[] = [];
  page.on('request', (request) => requests.push({ type: request.resourceType(), url: request.url() }));

  await page.goto('/eng');
  await waitForHydration(page);
  // Hydration reused the server's loader data: no catalogue or content request and nothing but the first document.
  // The only reads after hydration are the live stock and prices of the parts shown (ADR 0051: a cached page may
  // show an old price), which the loader data cannot hold, and the cards' review stars: one review search for all
  // the cards, read after mount since slots have no loaders (ADR 0015, 0063).
  const live = /\/api\/(stock\/list|product\/render-list|catalog\/[^/]+\/review\/_search)\?/;
  // Not data either: /sw.js, which the app fetches to tell why the worker's registration failed (the suite blocks
  // the worker, ADR 0077).
  const data = requests.filter((r) => (r.type === 'fetch' || r.type === 'xhr') && !r.url.endsWith('/sw.js'));
  expect(data.filter((r) => !live.test(r.url))).toEqual([]);
  expect(requests.filter((r) => r.type === 'document')).toHaveLength(1);

  await page.evaluate(() => {
    (window as unknown as { marker: string }).marker = 'same document';
  });
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Compare' }).click();
  await expect(page).toHaveURL(/\/eng\/compare$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(shellTexts('en').route.compare.title);
  await expect(page).toHaveTitle(/^Compare Products \| /);
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same document');
  expect(requests.filter((r) => r.type === 'document')).toHaveLength(1);

  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(shellTexts('en').route.home.title);
  expect(requests.filter((r) => r.type === 'document')).toHaveLength(1);
  expect(errors).toEqual([]);
});

test('an unknown path answers 404 with the 404 page', async ({ page, request }) => {
  const raw = await request.get('/eng/no-such-page');
  expect(raw.status()).toBe(404);
  expect(await raw.text()).toContain(shellTexts('en').error.notFound.title);

  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(shellTexts('et').error.notFound.title);
});

test('/pwa.html renders home', async ({ page }) => {
  const response = await page.goto('/pwa.html');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(shellTexts('et').route.home.title);
});
