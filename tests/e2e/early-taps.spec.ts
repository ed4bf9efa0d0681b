import { expect, test } from '@playwright/test';
import { collectErrors, waitForHydration } from './support';

// The mini cart counts quantities: one line of the product, quantity 3 (then 4).

/**
 * Issue 20, bug 4: on a slow phone a tap on "Add to cart" made before the page had hydrated was lost. Here the
 * page's scripts are held back (a gate on every script request, opened by the test, not a delay) so the three
 * taps surely land on the server's HTML; once the scripts run and the page hydrates, all three are in the cart,
 * the page never reloaded, and a tap after hydration adds exactly one more.
 */
const PRODUCT = '/eng/p/FERODO-FDB98647/ferodo-fdb-98647-857';

test('three taps on Add to cart before hydration put quantity 3 in the cart, each counted once', async ({ page }) => {
  const errors = collectErrors(page);
  let openGate: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    openGate = resolve;
  });
  let held = 0;
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    held += 1;
    await gate;
    await route.continue();
  });
  // Not 'domcontentloaded': that waits for the (held) module scripts.
  await page.goto(PRODUCT, { waitUntil: 'commit' });
  const add = page.locator('#main').getByRole('button', { name: 'Add to cart', exact: true });
  await add.waitFor();
  // A mark on this document: a native form submission (a reload) would lose it.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await add.click();
  await add.click();
  await add.click();
  // Still the server's HTML: nothing hydrated, the scripts held, the taps recorded.
  expect(held).toBeGreaterThan(0);
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated ?? null)).toBeNull();
  expect(await page.evaluate(() => (window as { __earlyTaps?: string[] }).__earlyTaps?.length ?? 0)).toBe(3);

  openGate();
  await waitForHydration(page);
  const cart = page.getByRole('banner').getByRole('button', { name: /^Shopping cart, \d+ products?$/ });
  await expect(cart).toHaveAccessibleName('Shopping cart, 3 products');
  expect(await page.evaluate(() => (window as { __earlyTaps?: string[] }).__earlyTaps?.length ?? 0)).toBe(0);

  // Hydrated: a tap is handled once by the page itself.
  await add.click();
  await expect(cart).toHaveAccessibleName('Shopping cart, 4 products');
  // No native form submission reloaded the page on the way.
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument ?? false)).toBe(true);
  expect(errors.filter((error) => !/WebSocket|\[vite\]/.test(error))).toEqual([]);
});
