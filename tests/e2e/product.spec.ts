import { expect, test } from '@playwright/test';
import { collectErrors, productSlug, waitForHydration } from './support';

test('a product opens from its category card, server-rendered with price, stock and part numbers', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/eng/c/oil-filters');
  await waitForHydration(page);
  const card = page.locator('main article').first();
  const name = (await card.locator('h2').innerText()).trim();
  await card.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/eng\/p\//);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.locator('main dl dt', { hasText: 'Part number' })).toBeVisible();
  await expect(page.getByText(/€/).first()).toBeVisible();
  expect(errors).toEqual([]);
});

test('a configurable product: picking a variant puts its sku in the URL, and the URL preselects it', async ({ page, request }) => {
  const slug = await productSlug(request, 'BOSCH-AEROTWIN');
  await page.goto(`/eng/p/BOSCH-AEROTWIN/${slug}`);
  await waitForHydration(page);
  const radios = page.locator('main fieldset input[type="radio"]:not([disabled])');
  const value = await radios.first().getAttribute('value');
  const id = await radios.first().getAttribute('id');
  // The radio is drawn by its label (the input is visually hidden); a shopper clicks the label.
  await page.locator(`label[for="${id}"]`).click();
  await expect(page).toHaveURL(new RegExp(`/eng/p/BOSCH-AEROTWIN/${slug}/BOSCH-AEROTWIN-\\d+$`));
  const childUrl = page.url();
  await page.goto(childUrl);
  await expect(page.locator(`main fieldset input[type="radio"][value="${value}"]`)).toBeChecked();
});

test('the anchor oil filter page is server-rendered in Estonian with its OE number', async ({ request }) => {
  const slug = await productSlug(request, 'MANN-HU7020Z', 'vue_storefront_catalog');
  const html = await (await request.get(`/p/MANN-HU7020Z/${slug}`)).text();
  expect(html).toContain('<h1');
  expect(html).toContain('04E 115 561 H');
  expect(html).toContain('Tootekood');
});
