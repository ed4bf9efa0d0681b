import { expect, test } from '@playwright/test';
import { E2E_PORT, collectErrors, shellTexts, storeViewHomes, waitForHydration } from './support';

test.describe('each store view renders its home server-side in its language', () => {
  for (const view of storeViewHomes()) {
    test(`${view.code} at ${view.url}`, async ({ page, request }) => {
      const title = shellTexts(view.lang).route.home.title;

      // Node does not resolve *.localhost (Chromium does), so the raw request names the host in the header.
      const target = new URL(view.url, `http://localhost:${E2E_PORT}`);
      const response = await request.get(`http://localhost:${E2E_PORT}${target.pathname}`, { headers: { host: target.host } });
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain(`<html lang="${view.lang}">`);
      expect(html).toContain(`<h1`);
      expect(html).toContain(title);
      expect(html).toContain(`window.__INITIAL_STATE__={"storeView":{"storeCode":"${view.code}"}`);

      const errors = collectErrors(page);
      await page.goto(view.url);
      await waitForHydration(page);
      await expect(page.locator('html')).toHaveAttribute('lang', view.lang);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      expect(errors).toEqual([]);
    });
  }
});

test('links keep the view prefix', async ({ page }) => {
  await page.goto('/eng');
  const hrefs = await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link').evaluateAll((links) =>
    links.map((link) => link.getAttribute('href') ?? ''),
  );
  expect(hrefs).toEqual(['/eng', '/eng/catalog', '/eng/compare', '/eng/my-account', '/eng/checkout']);
  const footerHrefs = await page.locator('footer a').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(footerHrefs.length).toBeGreaterThan(0);
  for (const href of footerHrefs) expect(href).toMatch(/^\/eng\//);
});

test('the store switcher moves between views', async ({ page }) => {
  await page.goto('/eng');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Store' }).click();
  await page.getByRole('link', { name: 'Suomi' }).click();
  await expect(page).toHaveURL(/^http:\/\/fi\.localhost:\d+\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fi');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(shellTexts('fi').route.home.title);

  // From the Finnish own domain back to a prefixed view: an absolute URL on the default domain.
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Kauppa' }).click();
  await page.getByRole('link', { name: 'Русский' }).click();
  await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/rus$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
});
