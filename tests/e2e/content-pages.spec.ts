import { expect, test } from '@playwright/test';
import { waitForHydration, waitForServiceWorker } from './support';

// This file's journeys use the service worker (the suite blocks it elsewhere: playwright.config.ts, ADR 0077).
test.use({ serviceWorkers: 'allow' });

test('a content page is server-rendered with its text in the view language', async ({ page }) => {
  const response = await page.goto('/i/privacy');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privaatsuspoliitika');
  await expect(page.getByText('Kasutame sinu andmeid ainult tellimuse täitmiseks ja klienditeeninduseks.')).toBeVisible();
});

test('the footer opens content pages by client navigation, loading their text from the API', async ({ page }) => {
  await page.goto('/eng');
  await waitForHydration(page);
  const api = page.waitForResponse((r) => r.url().includes('/api/ext/cms-data/cmsPageIdentifier/privacy/storeId/4'));
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' }).click();
  expect((await api).status()).toBe(200);
  await expect(page).toHaveURL(/\/eng\/i\/privacy$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy policy');
  await expect(page.getByText('We use your data only to fulfil your order and to serve you.')).toBeVisible();
});

test('an unknown content page answers 404', async ({ page }) => {
  const response = await page.goto('/eng/i/no-such-page');
  expect(response?.status()).toBe(404);
});

test('a content page seen once opens offline from browser storage (cms-page); an unseen one sends the shopper home', async ({ page, context }) => {
  await page.goto('/eng/i/privacy');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy policy');
  // The page went into the event log and its mirror under the cms-page key, in the view's durable store.
  await expect
    .poll(() =>
      page.evaluate(async () => {
        // Only read a database that exists: opening a missing one would create it empty.
        if (!(await indexedDB.databases()).some((db) => db.name === 'autoparts-durable-cms-eng')) return false;
        return new Promise<boolean>((resolve) => {
          const open = indexedDB.open('autoparts-durable-cms-eng');
          open.onerror = () => resolve(false);
          open.onsuccess = () => {
            const db = open.result;
            if (!db.objectStoreNames.contains('kv')) return resolve(db.close() ?? false);
            const read = db.transaction('kv').objectStore('kv').get('cms-page');
            read.onsuccess = () => {
              db.close();
              resolve(Boolean((read.result as Record<string, unknown> | undefined)?.privacy));
            };
            read.onerror = () => resolve(false);
          };
        });
      }),
    )
    .toBe(true);

  // Offline, the app's chunks come from the worker's precache, and the home (where an unseen page sends the
  // shopper) from its catalogue cache: so the home is visited once the worker controls the page.
  await waitForServiceWorker(page);
  await page.getByRole('link', { name: 'Home' }).first().click();
  await expect(page).toHaveURL(/\/eng$/);
  await expect(page.locator('main article').first()).toBeVisible();
  await context.setOffline(true);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' }).click();
  await expect(page).toHaveURL(/\/eng\/i\/privacy$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy policy');
  await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible();
  await expect(page.getByText('We use your data only to fulfil your order and to serve you.')).toBeVisible();

  // A page never seen: the spec's offline notice, then the view's home.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Shipping' }).click();
  await expect(page.getByText('The product, category or CMS page is not available in Offline mode. Redirecting to Home.')).toBeVisible();
  await expect(page).toHaveURL(/\/eng$/);
  await context.setOffline(false);
});
