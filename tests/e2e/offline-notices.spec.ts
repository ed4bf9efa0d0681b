import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { CHECKOUT_TEXTS, tallinnShopper, toPaymentStep, type CheckoutView } from './checkout-journey';
import { uniqueEmail, waitForHydration, waitForServiceWorker } from './support';

// This file's journeys use the service worker (the suite blocks it elsewhere: playwright.config.ts, ADR 0077).
test.use({ serviceWorkers: 'allow' });

/**
 * ADR 0053's offline notices in the browser (ADR 0056): the warning of a category whose products cannot be
 * fetched offline, and the opt-in to a reminder about an order kept offline. Against the production build.
 */

type Texts = Record<string, string>;
const moduleTexts = (module: string, language: string) => JSON.parse(readFileSync(new URL(`../../src/modules/${module}/locales/${language}.json`, import.meta.url), 'utf8')) as Texts;

const UNSYNCED = 'No products synchronized for this category. Please come back while online!';
const ALLOW = 'Allow notification about the order';
const REMINDERS_ON = 'You will receive Push notification after coming back online. You can confirm the order by clicking on it';

const categoryViews = [
  { code: 'eng', home: '/eng', prefix: '/eng', lang: 'en', sort: 'Sort by', priceAsc: 'Price low to high' },
  { code: 'est', home: '/', prefix: '', lang: 'et', sort: 'Järjesta', priceAsc: 'Hind kasvavalt' },
] as const;

for (const view of categoryViews) {
  test(`${view.code}: offline, a category listing never fetched shows the spec's warning with OK, and the page stays up`, async ({ page, context }) => {
    test.slow();
    const catalog = moduleTexts('catalog', view.lang);
    await page.goto(view.home, { timeout: 60_000 });
    await waitForHydration(page);
    await waitForServiceWorker(page);
    // Online, a category opened from the menu (in the browser, through the worker): its answers are cached.
    const link = page.locator(`nav a[href^="${view.prefix}/c/"]`).first();
    const heading = (await link.innerText()).trim();
    await link.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.locator('main article').first()).toBeVisible();

    await context.setOffline(true);
    try {
      // Another sort is another listing, never fetched: offline it cannot be, and no cache has it.
      await page.getByLabel(view.sort).selectOption({ label: view.priceAsc });
      await expect(page).toHaveURL(/sort=final_price/);
      const warning = page.getByRole('alert').filter({ hasText: catalog[UNSYNCED]! });
      await expect(warning).toBeVisible();
      // The category page itself stays (its heading), with no product cards.
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.locator('main article')).toHaveCount(0);
      await warning.getByRole('button', { name: catalog.OK!, exact: true }).click();
      await expect(warning).toHaveCount(0);
    } finally {
      await context.setOffline(false);
    }
  });
}

for (const view of ['en', 'it'] as const satisfies readonly CheckoutView[]) {
  test(`${view}: an order placed offline offers the reminder; pressing it asks the browser and records the yes`, async ({ page, context }) => {
    test.slow();
    const texts = CHECKOUT_TEXTS[view];
    const offline = moduleTexts('offline-orders', view);
    await context.grantPermissions(['notifications']);
    await page.goto(`${texts.prefix}/`, { timeout: 60_000 });
    await waitForHydration(page);
    await waitForServiceWorker(page);

    const { payment, review } = await toPaymentStep(page, texts, tallinnShopper(uniqueEmail(`reminder-${view}`)));
    const cod = payment.getByRole('radio', { name: texts.cod });
    await expect(cod).toBeVisible();
    await cod.check();
    await payment.getByRole('button', { name: texts.continueReview }).click();
    await review.getByLabel(texts.terms).check();

    await context.setOffline(true);
    try {
      await review.getByRole('button', { name: texts.place }).click();
      await expect(page).toHaveURL(/\/thank-you-page$/);
      const allow = page.getByRole('button', { name: offline[ALLOW]! });
      await expect(allow).toBeVisible();
      expect(await page.evaluate(() => Notification.permission)).toBe('granted');
      await allow.click();
      // The button gives way to the notice that the reminder will come; the log holds the shopper's answer.
      await expect(page.getByRole('status').filter({ hasText: offline[REMINDERS_ON]! })).toBeVisible();
      await expect(allow).toHaveCount(0);
      const log = await page.evaluate(async () => (window as unknown as { shop: { exportLog(): Promise<string> } }).shop.exportLog());
      const recorded = log
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as { type: string; data: unknown })
        .filter((event) => event.type === 'offline-orders/reminderChoiceRecorded');
      expect(recorded.map((event) => event.data)).toEqual([{ permission: 'granted' }]);
    } finally {
      await context.setOffline(false);
    }
  });
}

test.describe('a category never visited, offline', () => {
  // page.route cannot see what the service worker answers (as url-dispatcher.spec.ts): the worker is blocked, and
  // only the category's own lookup by slug fails on the network while the browser says it is offline.
  test.use({ serviceWorkers: 'block' });

  test("eng: the spec's offline notice with OK and the home page, not the 500 page", async ({ page }) => {
    test.slow();
    await page.goto('/eng', { timeout: 120_000 });
    await waitForHydration(page);
    await page.route(
      (url) => url.pathname.includes('/category/') && decodeURIComponent(url.search).includes('"slug"'),
      (route) => route.abort('internetdisconnected'),
    );
    await page.evaluate(() => Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false }));
    await page.locator('nav a[href^="/eng/c/"]').first().click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('The product, category or CMS page is not available in Offline mode. Redirecting to Home.');
    await expect(alert.getByRole('button', { name: 'OK' })).toBeVisible();
    await expect(page).toHaveURL(/\/eng$/);
    await expect(page.getByText('Internal Server Error 500')).toHaveCount(0);
  });
});
