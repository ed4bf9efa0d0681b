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
        // One row and nothing under it: the car is in the row (issue 20), the car bar is a wide-screen row.
        const box = await header.boundingBox();
        expect(box?.height, `header height on ${path}`).toBeLessThan(72);
        await expect(page.getByRole('region', { name: 'Your car' })).toBeHidden();
        // The row's controls, left to right on one line: home link, search, car, cart and the menu button, each at least 24x24 px.
        const controls = [
          header.getByRole('link', { name: 'AP24 Car Parts' }),
          header.getByRole('button', { name: 'Search', exact: true }),
          header.getByRole('button', { name: 'Choose your car' }),
          header.getByRole('button', { name: /^Shopping cart/ }),
          header.getByRole('button', { name: 'Menu' }),
        ];
        let right = -1;
        for (const control of controls) {
          await expect(control).toBeVisible();
          const target = await control.boundingBox();
          expect(target?.width).toBeGreaterThanOrEqual(24);
          expect(target?.height).toBeGreaterThanOrEqual(24);
          // On the row (inside the header's box, not wrapped below it) and after the one before it.
          expect(target && box && target.y + target.height <= box.y + box.height).toBe(true);
          expect(target && target.x >= right - 1).toBe(true);
          right = target ? target.x + target.width : right;
        }
        expect(right, 'the row ends inside the screen').toBeLessThanOrEqual(viewport.width);
        // The rest waits in the menu: no nav row, store select, wishlist, compare or sign-in in the row.
        await expect(header.getByRole('navigation', { name: 'Main navigation' })).toBeHidden();
        await expect(header.getByRole('button', { name: 'Store' })).toBeHidden();
        await expect(header.getByRole('button', { name: /^Wishlist/ })).toBeHidden();
        await expect(header.getByRole('link', { name: /^Compare, / })).toBeHidden();
        await expect(header.getByRole('button', { name: 'Sign in' })).toBeHidden();
        await noSideScroll(page);
      }
    });

    test('the car in the row opens the picker in a sheet, and shows the applied car on one line', async ({ page }) => {
      await page.goto('/eng/c/brakes');
      await waitForHydration(page);
      const header = page.getByRole('banner');
      await header.getByRole('button', { name: 'Choose your car' }).click();
      const sheet = page.getByRole('dialog', { name: 'Choose your car' });
      const form = sheet.getByRole('form', { name: 'Find your car by licence plate' });
      await form.getByLabel('Licence plate').fill('123ABC');
      await form.getByRole('button', { name: 'Find' }).click();
      // Applied: the sheet closes, focus returns to the button, which now names the whole car on one cut line.
      await expect(sheet).toBeHidden();
      const car = header.getByRole('button', { name: /^Your car: VW Golf VII 1\.4 TSI/ });
      await expect(car).toBeFocused();
      expect((await car.boundingBox())?.height).toBeLessThanOrEqual(48);
      expect((await header.boundingBox())?.height).toBeLessThan(72);
      await noSideScroll(page);
      // Cleared from the sheet.
      await car.click();
      await page.getByRole('dialog', { name: 'Choose your car' }).getByRole('button', { name: /^Clear the car VW Golf/ }).click();
      await page.keyboard.press('Escape');
      await expect(header.getByRole('button', { name: 'Choose your car' })).toBeVisible();
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
      // The store select is in the menu on phones, and its views are full page loads.
      const store = menu.getByRole('button', { name: 'Store' });
      await store.click();
      await expect(store).toHaveAttribute('aria-expanded', 'true');
      await expect(menu.getByRole('link', { name: 'English', exact: true })).toHaveAttribute('aria-current', 'true');
      await expect(menu.getByRole('link', { name: 'Русский' })).toHaveAttribute('href', '/rus');
      await noSideScroll(page);
      await store.click();

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

test('desktop keeps the full header: navigation row, wishlist, compare, the store select and the car bar', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/eng');
  await waitForHydration(page);
  const header = page.getByRole('banner');
  await expect(header.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Checkout' })).toBeVisible();
  await expect(header.getByRole('button', { name: /^Wishlist/ })).toBeVisible();
  await expect(header.getByRole('link', { name: /^Compare, / })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Store' })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Menu' })).toBeHidden();
  // The car is the bar under the navigation, not a button in the row.
  await expect(page.getByRole('region', { name: 'Your car' }).getByRole('button', { name: 'Choose your car' })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Choose your car' })).toHaveCount(1);
});
