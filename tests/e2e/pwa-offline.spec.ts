import { expect, test, type Page } from '@playwright/test';
import { collectErrors, shellTexts, waitForHydration, waitForServiceWorker } from './support';

// This file's journeys use the service worker (the suite blocks it elsewhere: playwright.config.ts, ADR 0077).
test.use({ serviceWorkers: 'allow' });

// The installable shop (ADR 0026): the manifest and service worker as the browser gets them, and visited
// pages served by the worker once the network is gone. Runs against the production build.

/** Every URL in the worker's caches, by cache name. */
async function cachedUrls(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const out: Record<string, string[]> = {};
    for (const name of await caches.keys()) out[name] = (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname + new URL(request.url).search);
    return out;
  });
}

test('the manifest of the store view is linked and served, with installable icons; the worker is JavaScript at the root, never cached', async ({ page, request }) => {
  await page.goto('/eng');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/eng/manifest.webmanifest');
  const answer = await request.get(href!);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toBe('application/manifest+json; charset=utf-8');
  const manifest = (await answer.json()) as { name: string; start_url: string; display: string; theme_color: string; icons: { src: string; sizes: string; type: string; purpose: string }[] };
  expect(manifest).toMatchObject({ name: 'AP24 Car Parts', start_url: '/eng', display: 'standalone', theme_color: '#135b37' });
  for (const icon of manifest.icons) {
    const file = await request.get(icon.src);
    expect(file.status(), icon.src).toBe(200);
    expect(file.headers()['content-type'], icon.src).toBe(icon.type);
  }
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));

  const estonian = await request.get('/manifest.webmanifest');
  expect(((await estonian.json()) as { name: string; lang: string }).lang).toBe('et-EE');

  const worker = await request.get('/sw.js');
  expect(worker.status()).toBe(200);
  expect(worker.headers()['content-type']).toMatch(/javascript/);
  expect(worker.headers()['cache-control']).toBe('no-cache');
});

test('eng: visited pages are served by the service worker offline; an unvisited one gets the offline page', async ({ page, context }) => {
  test.slow();
  const errors = collectErrors(page);
  await page.goto('/eng', { timeout: 60_000 });
  await waitForHydration(page);
  await waitForServiceWorker(page);

  // A category visited while the worker controls the page (the home page was kept when it activated).
  await page.goto('/eng/c/brake-pads');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Brake pads');
  const firstImage = page.locator('main article img').first();
  await expect(firstImage).toHaveAttribute('src', /\/img\//);

  await context.setOffline(true);
  try {
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Brake pads');
    // The precached build hydrates the kept page, and the product images come from the image cache.
    await waitForHydration(page);
    await expect(page.locator('main article')).toHaveCount(50);
    await expect.poll(() => firstImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    await page.goto('/eng');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(shellTexts('en').route.home.title);

    await page.goto('/eng/c/never-visited-here');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are offline');
    await expect(page.getByRole('link', { name: 'Home page' })).toHaveAttribute('href', '/eng');
  } finally {
    await context.setOffline(false);
  }
  // Offline, the shop's own calls (cart, session) fail as the browser says they would; nothing else did.
  expect(errors.filter((error) => !/Failed to fetch|ERR_INTERNET_DISCONNECTED|net::|NetworkError/i.test(error))).toEqual([]);
});

test('the worker keeps pages, catalogue answers and images, and never a cart, user, order or payment call', async ({ page }) => {
  await page.goto('/eng', { timeout: 60_000 });
  await waitForHydration(page);
  await waitForServiceWorker(page);
  // A live search reads the catalogue API through the worker.
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('searchbox', { name: 'Search for parts' }).fill('04E 115 561 H');
  await expect(dialog.getByRole('list').getByRole('link')).toContainText('Oil filter — MANN-FILTER HU 7020 z', { timeout: 15_000 });
  await page.goto('/eng/c/oil-filters');
  await waitForHydration(page);
  await expect(page.locator('main article').first()).toBeVisible();

  const urls = await cachedUrls(page);
  const names = Object.keys(urls);
  expect(names).toEqual(expect.arrayContaining(['autoparts-pages-v1', 'autoparts-catalogue-v1', 'autoparts-images-v1']));
  expect(urls['autoparts-pages-v1']).toEqual(expect.arrayContaining(['/eng', '/eng/c/oil-filters']));
  expect((urls['autoparts-images-v1'] ?? []).every((url) => url.startsWith('/img/'))).toBe(true);
  expect(urls['autoparts-catalogue-v1']?.length).toBeGreaterThan(0);
  expect(urls['autoparts-catalogue-v1']?.every((url) => url.startsWith('/api/catalog/vue_storefront_catalog_eng/'))).toBe(true);
  const precache = names.find((name) => name.startsWith('workbox-precache'));
  expect(precache).toBeDefined();
  // Precached files without a hash in their name carry Workbox's revision in the query.
  expect(urls[precache!]?.some((url) => url.startsWith('/offline.html?'))).toBe(true);
  const everything = Object.values(urls).flat();
  expect(everything.filter((url) => /^\/api\/(?!catalog\/)/.test(url) || /[?&](token|cartId)=/.test(url))).toEqual([]);
});
