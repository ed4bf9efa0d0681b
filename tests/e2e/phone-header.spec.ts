import { expect, test, type Page } from '@playwright/test';
import { waitForHydration } from './support';

/** Issue 20: phones get one compact header row; everything else is one tap away in the menu. */
const PRODUCT = '/eng/p/FERODO-FDB98647/ferodo-fdb-98647-857';
const PAGES = ['/eng', '/eng/c/brakes', PRODUCT, '/eng/checkout'];

async function noSideScroll(page: Page) {
  const [scrollWidth, innerWidth] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(scrollWidth, `${page.url()} scrolls sideways`).toBeLessThanOrEqual(innerWidth);
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 320, height: 800 },
]) {
  test.describe(`phone header at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    test('is one row with the logo, search, car and cart, and no page scrolls sideways', async ({ page }) => {
      for (const path of PAGES) {
        await page.goto(path);
        await waitForHydration(page);
        const header = page.getByRole('banner');
        // The banner holds the row and, below it, the one-line car bar (inside the landmark, ADR 0064).
        const car = page.getByRole('region', { name: 'Your car' });
        const [box, carBox] = [await header.boundingBox(), await car.boundingBox()];
        expect(box && carBox && carBox.y - box.y, `header row height on ${path}`).toBeLessThan(72);
        expect(box?.height, `header with the car bar on ${path}`).toBeLessThan(72 + 60);
        // The row's controls: home link, search, cart and the menu button, each at least 24x24 px.
        for (const control of [
          header.getByRole('link', { name: 'AP24 Car Parts' }),
          header.getByRole('button', { name: 'Search', exact: true }),
          header.getByRole('button', { name: /^Shopping cart/ }),
          header.getByRole('button', { name: 'Menu' }),
        ]) {
          await expect(control).toBeVisible();
          const target = await control.boundingBox();
          expect(target?.width).toBeGreaterThanOrEqual(24);
          expect(target?.height).toBeGreaterThanOrEqual(24);
        }
        // The rest waits in the menu: no nav row, wishlist, compare or sign-in in the row.
        await expect(header.getByRole('navigation', { name: 'Main navigation' })).toBeHidden();
        await expect(header.getByRole('button', { name: /^Wishlist/ })).toBeHidden();
        await expect(header.getByRole('link', { name: /^Compare, / })).toBeHidden();
        await expect(header.getByRole('button', { name: 'Sign in' })).toBeHidden();
        // The car bar is one line, inside a landmark of its own.
        await expect(car.getByRole('button', { name: 'Choose your car' })).toBeVisible();
        expect((await car.boundingBox())?.height).toBeLessThan(60);
        await noSideScroll(page);
      }
    });

    test('the menu opens, holds the main navigation and the wishlist, closes with Escape, and its links work', async ({ page }) => {
      await page.goto('/eng/c/brakes');
      await waitForHydration(page);
      const button = page.getByRole('banner').getByRole('button', { name: 'Menu' });
      await button.click();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      const menu = page.getByRole('dialog', { name: 'Menu' });
      for (const name of ['Home', 'Catalog', 'My account', 'Compare', 'Checkout']) await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
      await expect(menu.getByRole('button', { name: /^Wishlist/ })).toBeVisible();
      await noSideScroll(page);

      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(button).toBeFocused();

      await button.click();
      await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Catalog', exact: true }).click();
      await expect(page).toHaveURL(/\/eng\/catalog$/);
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();

      await button.click();
      await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: /^Wishlist/ }).click();
      await expect(page.getByRole('dialog', { name: /Wishlist/ })).toBeVisible();
    });
  });
}

test('desktop keeps the full header: navigation row, wishlist, compare and the store select', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/eng');
  await waitForHydration(page);
  const header = page.getByRole('banner');
  await expect(header.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Checkout' })).toBeVisible();
  await expect(header.getByRole('button', { name: /^Wishlist/ })).toBeVisible();
  await expect(header.getByRole('link', { name: /^Compare, / })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Store' })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Menu' })).toBeHidden();
});
