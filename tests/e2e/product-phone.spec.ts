import { expect, test, type Locator, type Page } from '@playwright/test';
import { addToCartLabel, cartTexts, fill } from './cart-support';
import { collectErrors, productSlug, waitForHydration } from './support';

// Issue 20 items 2 and 4 on a 390x844 phone, in the English view: the product page's first screen, its sticky
// add-to-cart bar, and the category page's filters in a bottom sheet.

const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE });
// Dev servers compile on first use: allow the first page its time.
test.describe.configure({ timeout: 120_000 });

/** One product of each type of the demo catalogue (server/catalogue/generator/anchors.ts). */
const PRODUCTS = [
  { type: 'simple', sku: 'ATE-13046071842' },
  { type: 'configurable', sku: 'BOSCH-AEROTWIN' },
  { type: 'bundle', sku: 'KIT-SERVICE-VAG' },
  { type: 'grouped', sku: 'KIT-BRAKE-FRONT-ATE' },
  { type: 'virtual', sku: 'SERVICE-FIT-BRAKE-PADS' },
  { type: 'downloadable', sku: 'MANUAL-VW-GOLF-VII' },
] as const;

const ADD = addToCartLabel('en');
const cart = cartTexts('en');
const cartButton = (page: Page, count: number) => page.getByRole('button', { name: fill(cart[count === 1 ? 'miniCartHeaderLabel_one' : 'miniCartHeaderLabel_other'], { count }) });

/** What the first screen must show: the product's name, price, stock, fit check and "Add to cart". */
function firstScreen(page: Page): Record<string, Locator> {
  const main = page.locator('main');
  return {
    name: main.getByRole('heading', { level: 1 }),
    price: main.locator('[data-special]').first(),
    stock: main.getByTestId('product-stock'),
    fitCheck: main.getByText('Please select a vehicle to check if the part fits'),
    addToCart: main.getByRole('button', { name: ADD, exact: true }).first(),
  };
}

async function openProduct(page: Page, request: Parameters<typeof productSlug>[0], sku: string): Promise<void> {
  const slug = await productSlug(request, sku);
  await page.goto(`/eng/p/${sku}/${slug}`, { timeout: 120_000 });
  await waitForHydration(page);
}

for (const product of PRODUCTS) {
  test(`${product.type} product: name, price, stock, fit check and "Add to cart" are in the first screen of a phone`, async ({ page, request }) => {
    await openProduct(page, request, product.sku);
    for (const [what, locator] of Object.entries(firstScreen(page))) {
      await expect(locator, what).toBeVisible();
      const box = await locator.boundingBox();
      expect(box, what).not.toBeNull();
      expect(box!.y, `${what} top`).toBeGreaterThanOrEqual(0);
      expect(box!.y + box!.height, `${what} bottom`).toBeLessThanOrEqual(PHONE.height);
    }
    // The trust block follows the buy box: delivery, returns, support and the payment marks.
    const trust = page.getByRole('list', { name: 'Delivery, returns and support' });
    await expect(trust).toContainText('14-day returns');
    await expect(page.getByRole('group', { name: 'Secure payment' }).getByRole('img', { name: 'PayPal' })).toBeVisible();
  });
}

test('the sticky bar appears once "Add to cart" scrolls away, adds to the cart, and leaves the page end clear', async ({ page, request }) => {
  const errors = collectErrors(page);
  await openProduct(page, request, 'ATE-13046071842');
  const bar = page.getByRole('region', { name: 'Quick purchase' });
  await expect(bar).toHaveCount(0);
  await expect(cartButton(page, 0)).toBeVisible();

  // Past the page's own button: the bar slides in with the name, the price and its own button.
  await page.locator('main').getByRole('heading', { name: 'Reviews' }).scrollIntoViewIfNeeded();
  await expect(bar).toBeVisible();
  await expect(bar).toContainText(await page.getByRole('heading', { level: 1 }).innerText());
  const price = /[\d.,]+\s?€/.exec(await page.locator('main [data-special]').first().innerText())?.[0] ?? 'no price';
  await expect(bar).toContainText(price);
  const barBox = await bar.boundingBox();
  expect(barBox!.y + barBox!.height).toBeLessThanOrEqual(PHONE.height + 1);

  await bar.getByRole('button', { name: ADD }).click();
  await expect(cartButton(page, 1)).toBeAttached();

  // At the very end of the page the footer's last line is above the bar, not under it.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(bar).toBeVisible();
  const footerBottom = await page.locator('footer').last().evaluate((footer) => footer.getBoundingClientRect().bottom);
  const barTop = (await bar.boundingBox())!.y;
  expect(footerBottom).toBeLessThanOrEqual(barTop + 1);

  // Back up to the page's own button: the bar goes away.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(bar).toHaveCount(0);
  // Not printed.
  await page.locator('main').getByRole('heading', { name: 'Reviews' }).scrollIntoViewIfNeeded();
  await expect(bar).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(bar).toBeHidden();
  await page.emulateMedia({ media: 'screen' });
  expect(errors.filter((error) => !/WebSocket|\[vite\]/.test(error))).toEqual([]);
});

test('on a phone the category filters open in a bottom sheet, filter the listing and close with "Show N products"', async ({ page }) => {
  await page.goto('/eng/c/brake-pads', { timeout: 120_000 });
  await waitForHydration(page);
  // The sidebar is the desktop's: on a phone the "Filters" button stands in for it.
  await expect(page.getByRole('complementary', { name: 'Filters' })).toBeHidden();
  const opener = page.getByRole('button', { name: /^Filters/ });
  await expect(opener).toHaveText('Filters');
  await opener.click();
  const sheet = page.getByRole('dialog', { name: 'Filters' });
  await expect(sheet).toBeVisible();
  await expect(sheet).toBeFocused();
  const sheetBox = await sheet.boundingBox();
  expect(Math.round(sheetBox!.y + sheetBox!.height)).toBe(PHONE.height);

  // Tab stays inside the sheet.
  for (let i = 0; i < 12; i += 1) {
    await page.keyboard.press('Tab');
    expect(await sheet.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  }

  // Escape closes it and gives focus back to the button.
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect(opener).toBeFocused();

  // A brand filter narrows the listing while the sheet stays open; the button then counts it.
  await opener.click();
  const brands = sheet.getByRole('group', { name: 'Brand' });
  const ate = brands.getByRole('checkbox', { name: /^ATE/ });
  await ate.click();
  await expect(page).toHaveURL(/brand=/);
  await expect(ate).toBeChecked();
  await expect(sheet).toBeVisible();
  const show = sheet.getByRole('button', { name: /^Show \d+ products?$/ });
  const total = Number(/\d+/.exec(await show.innerText())?.[0]);
  await expect(page.getByText(`${total} product`, { exact: false }).first()).toBeVisible();
  await show.click();
  await expect(sheet).toBeHidden();
  await expect(page.getByRole('button', { name: 'Filters (1 active)' })).toBeVisible();
  const cards = await page.locator('main article').evaluateAll((articles) => articles.map((article) => article.textContent ?? ''));
  expect(cards.length).toBe(Math.min(total, 50));
  for (const text of cards) expect(text).toContain('ATE');
});
