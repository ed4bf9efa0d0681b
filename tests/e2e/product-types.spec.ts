import { expect, test, type Page } from '@playwright/test';
import { collectErrors, E2E_PORT, productSlug, waitForHydration } from './support';


/** The demo catalogue's service kit: engine oil (two choices) and oil filter (two choices). */
const BUNDLE = 'KIT-SERVICE-VAG';
/** The demo catalogue's front brake kit: 1 pad set and 2 discs. */
const GROUPED = 'KIT-BRAKE-FRONT-ATE';

const views = [
  { name: 'Estonian', base: '', index: 'vue_storefront_catalog', addToCart: 'Lisa ostukorvi' },
  { name: 'English', base: '/eng', index: 'vue_storefront_catalog_eng', addToCart: 'Add to cart' },
  { name: 'Finnish', base: `http://fi.localhost:${E2E_PORT}`, index: 'vue_storefront_catalog_fin', addToCart: 'Lisää ostoskoriin' },
] as const;

// Dev servers compile on first use: allow the first page of each view its time.
test.describe.configure({ timeout: 120_000 });

/** The big price (incl. VAT) of the product page. */
const price = (page: Page) => page.locator('main [data-special]').first();

for (const view of views) {
  test(`${view.name}: choosing another bundle product changes the bundle price`, async ({ page, request }) => {
    const errors = collectErrors(page);
    const slug = await productSlug(request, BUNDLE, view.index);
    await page.goto(`${view.base}/p/${BUNDLE}/${slug}`, { timeout: 120_000 });
    await waitForHydration(page);
    await expect(page.getByRole('button', { name: view.addToCart })).toBeEnabled();
    const before = await price(page).innerText();
    const exclBefore = await page.getByTestId('price-excl-tax').innerText();
    // The first option's second product (another engine oil): its radio is drawn by its label.
    const id = await page.locator('main input[type="radio"][name^="bundle_option_"]:not(:checked):not([disabled])').first().getAttribute('id');
    await page.locator(`label[for="${id}"]`).click();
    await expect(page.locator(`[id="${id}"]`)).toBeChecked();
    await expect(price(page)).not.toHaveText(before);
    await expect(page.getByTestId('price-excl-tax')).not.toHaveText(exclBefore);
    expect(errors).toEqual([]);
  });

  test(`${view.name}: a grouped product lists its products with quantities`, async ({ page, request }) => {
    const slug = await productSlug(request, GROUPED, view.index);
    await page.goto(`${view.base}/p/${GROUPED}/${slug}`, { timeout: 120_000 });
    const parts = page.locator('main section[aria-labelledby="grouped-parts"] li');
    await expect(parts).toHaveCount(2);
    await expect(parts.nth(0)).toContainText('1 ×');
    await expect(parts.nth(1)).toContainText('2 ×');
    await expect(parts.nth(1).getByRole('link')).toHaveAttribute('href', /\/p\/ATE-24012501621\//);
  });
}

test('a bundle page is usable 320 px wide: its content fits, controls at least 24 px', async ({ page, request }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  const slug = await productSlug(request, BUNDLE, 'vue_storefront_catalog_eng');
  await page.goto(`/eng/p/${BUNDLE}/${slug}`, { timeout: 120_000 });
  await waitForHydration(page);
  // Nothing of the page's content reaches past the viewport (the site header is the layout's business).
  expect(await page.evaluate(() => Math.max(...[...document.querySelectorAll('main *')].map((el) => el.getBoundingClientRect().right)))).toBeLessThanOrEqual(320);
  for (const control of [page.getByRole('button', { name: 'Add to cart' }), page.getByRole('spinbutton', { name: 'Quantity' })]) {
    const box = await control.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(24);
    expect(box?.width).toBeGreaterThanOrEqual(24);
  }
});
