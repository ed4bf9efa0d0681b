import { expect, test, type Page } from '@playwright/test';
import { E2E_PORT, collectErrors, shellTexts, waitForHydration } from './support';

// ATE-24012501621 (the anchor brake disc) by its url_path in each view's language.
const views = [
  { code: 'est', home: '/', prefix: '', lang: 'et', urlPath: '/pidurid/pidurikettad/ate-24-0125-0162-1-4', name: 'Piduriketas, esi, ventileeritud — ATE 24.0125-0162.1' },
  { code: 'eng', home: '/eng', prefix: '/eng', lang: 'en', urlPath: '/brakes/brake-discs/ate-24-0125-0162-1-4', name: 'Brake disc, front, vented — ATE 24.0125-0162.1' },
  { code: 'fin', home: `http://fi.localhost:${E2E_PORT}/`, prefix: `http://fi.localhost:${E2E_PORT}`, lang: 'fi', urlPath: '/jarrut/jarrulevyt/ate-24-0125-0162-1-4', name: 'Jarrulevy, etu, tuuletettu — ATE 24.0125-0162.1' },
] as const;

/** A client-side navigation, as a router link does it: history entry plus popstate, no document load. */
async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

for (const view of views) {
  test(`${view.code}: a product opens by its url_path, also by in-app navigation; an unknown path is the 404 page`, async ({ page }) => {
    // Three page loads; a dev server compiles each view's first one on demand.
    test.slow();
    const errors = collectErrors(page);
    const response = await page.goto(view.prefix + view.urlPath, { timeout: 120_000 });
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(view.name);
    expect(new URL(page.url()).pathname).toBe(new URL(view.prefix + view.urlPath, page.url()).pathname);

    await page.goto(view.home);
    await waitForHydration(page);
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url());
    });
    const inApp = view.prefix.startsWith('http') ? view.urlPath : view.prefix + view.urlPath;
    await navigateInApp(page, inApp);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(view.name);
    expect(documents).toEqual([]);

    const missing = await page.goto(`${view.prefix}/no/such/part-here`);
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(shellTexts(view.lang).error.notFound.title);
    // The 404 answer itself is logged by the browser; in dev mode so is Vite's HMR socket (not under test).
    expect(errors.filter((e) => !/404|WebSocket|\[vite\]/.test(e))).toEqual([]);
  });
}

test.describe('without the service worker', () => {
  // page.route cannot see requests the shop's service worker answers (it runs the catalogue searches, ADR 0026),
  // and it may take control at any moment after load: this journey mocks the network, so it blocks the worker.
  test.use({ serviceWorkers: 'block' });

  test('offline, a path the dispatcher cannot look up shows the spec notice with OK and lands on the home page', async ({ page }) => {
    test.slow();
    await page.goto('/eng', { timeout: 120_000 });
    await waitForHydration(page);
    // Offline for the dispatcher only: its url_path searches fail on the network and the browser says it is
    // offline, while the home page's own data still loads (its offline behaviour is the catalog's concern).
    await page.route(/\/api\/catalog\/.*url_path/, (route) => route.abort('internetdisconnected'));
    await page.evaluate(() => Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false }));
    await navigateInApp(page, '/eng/brakes/brake-pads/not-cached-yet');
    // The notice lives 5 s (notifications' lifetime); what OK does is the notifications module's test.
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('The product, category or CMS page is not available in Offline mode. Redirecting to Home.');
    await expect(alert.getByRole('button', { name: 'OK' })).toBeVisible();
    await expect(page).toHaveURL(/\/eng$/);
  });
});
