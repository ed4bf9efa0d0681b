import { expect, test } from '@playwright/test';
import { collectErrors, waitForHydration } from './support';
import { addToCartLabel, cartTexts, cents, fill } from './cart-support';

const product = { path: '/p/FERODO-FDB98647/ferodo-fdb-98647-857' };

const views = [
  { code: 'est', prefix: '', lang: 'et' },
  { code: 'eng', prefix: '/eng', lang: 'en' },
] as const;

/** Console errors that matter: the dev server's hot-reload socket is not part of the shop. */
const shopErrors = (errors: string[]) => errors.filter((error) => !/WebSocket|\[vite\]/.test(error));

for (const view of views) {
  test(`${view.code}: the cart page lists the added product and totals it, at 320 px`, async ({ page }) => {
    test.setTimeout(120_000);
    const t = cartTexts(view.lang);
    const errors = collectErrors(page);
    await page.setViewportSize({ width: 320, height: 640 });

    // Empty first: the server renders the page without the browser's cart, the browser shows the empty state.
    await page.goto(`${view.prefix}/cart`, { timeout: 90_000 });
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: t['Shopping cart'] })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${t['Shopping cart']}`));
    await expect(page.getByText(t['You have no items in your cart.']!)).toBeVisible();

    await page.goto(`${view.prefix}${product.path}`, { timeout: 90_000 });
    await waitForHydration(page);
    const name = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
    await page.getByRole('button', { name: addToCartLabel(view.lang), exact: true }).click();
    await expect(page.getByRole('button', { name: fill(t.miniCartHeaderLabel_one, { count: 1 }) })).toBeVisible();

    await page.goto(`${view.prefix}/cart`);
    await waitForHydration(page);
    const lines = page.getByRole('list', { name: t['Products in your cart'] });
    await expect(lines.getByRole('link', { name })).toHaveAttribute('href', `${view.prefix}${product.path}`);
    await expect(lines.locator('img')).toHaveAttribute('src', /\/img\/150\/150\//);
    await expect(page.getByRole('link', { name: t.miniCartCheckout })).toHaveAttribute('href', `${view.prefix}/checkout`);

    const pricePrefix = (t.miniCartUnitPrice ?? '').split('{{price}}')[0] ?? '';
    const unit = await cents(lines.getByText(pricePrefix, { exact: false }).first());
    expect(unit).toBeGreaterThan(0);
    // The grand total is the emphasised amount; with the server sync it comes from the server's totals.
    const grandTotal = page.getByLabel(t['Order totals']!).locator('strong');
    await expect.poll(() => cents(grandTotal)).toBe(unit);

    await lines.getByRole('button', { name: fill(t.miniCartIncrease, { productName: name }) }).click();
    await expect(lines.getByRole('group', { name: fill(t.miniCartQuantity, { productName: name }) })).toContainText('2');
    await expect.poll(() => cents(grandTotal), { timeout: 15_000 }).toBe(unit * 2);

    // Nothing of the page's own content reaches past a 320 px screen (the shell's header is not the cart's).
    const overflowing = await page.locator('main').evaluate((main) => [...main.querySelectorAll('*')].filter((element) => element.getBoundingClientRect().right > document.documentElement.clientWidth + 0.5).map((element) => element.outerHTML.slice(0, 80)));
    expect(overflowing).toEqual([]);
    expect(shopErrors(errors)).toEqual([]);
  });
}
