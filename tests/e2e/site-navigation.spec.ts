import { expect, test } from '@playwright/test';
import { E2E_PORT, collectErrors, waitForHydration } from './support';

const views = [
  { code: 'est', home: '/', menu: 'Kategooriad', top: 'Pidurid', sub: 'Piduriklotsid', url: /\/c\/piduriklotsid$/, open: 'Menüü', all: 'Kõik: Pidurid', back: 'Tagasi' },
  { code: 'eng', home: '/eng/', menu: 'Categories', top: 'Brakes', sub: 'Brake pads', url: /\/eng\/c\/brake-pads$/, open: 'Menu', all: 'All Brakes', back: 'Back' },
  { code: 'fin', home: `http://fi.localhost:${E2E_PORT}/`, menu: 'Kategoriat', top: 'Jarrut', sub: 'Jarrupalat', url: /\/c\/jarrupalat$/, open: 'Valikko', all: 'Kaikki: Jarrut', back: 'Takaisin' },
] as const;

for (const view of views) {
  test.describe(`${view.code}: navigation`, () => {
    test('desktop: the menu bar opens a submenu by hover and keyboard and navigates to a category', async ({ page }) => {
      const errors = collectErrors(page);
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(view.home, { timeout: 120_000 });
      await waitForHydration(page);
      const menu = page.getByRole('navigation', { name: view.menu }).first();
      const toggle = menu.getByRole('button', { name: new RegExp(`^${view.top}:`) });
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');

      // Keyboard: Enter opens, Escape closes (after ui-state's 300 ms) and keeps focus on the button.
      await toggle.focus();
      await page.keyboard.press('Enter');
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(menu.getByRole('link', { name: view.sub, exact: true })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(toggle).toBeFocused();

      // Pointer: hovering the entry opens its submenu; a click on a subcategory navigates client-side.
      await menu.getByRole('link', { name: view.top, exact: true }).hover();
      await menu.getByRole('link', { name: view.sub, exact: true }).click();
      await expect(page).toHaveURL(view.url);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(view.sub);
      expect(errors).toEqual([]);
    });

    test('phone: the sidebar drills into a category and navigates; the overlay closes it', async ({ page }) => {
      const errors = collectErrors(page);
      await page.setViewportSize({ width: 360, height: 740 });
      await page.goto(view.home, { timeout: 120_000 });
      await waitForHydration(page);
      await expect(page.getByRole('navigation', { name: view.menu })).toBeHidden();
      const open = page.getByRole('button', { name: view.open, exact: true });

      // The overlay closes the sidebar.
      await open.click();
      const sidebar = page.getByRole('dialog', { name: view.open });
      await expect(sidebar).toBeVisible();
      await page.getByTestId('overlay').click({ position: { x: 350, y: 700 } });
      await expect(sidebar).toBeHidden();
      await expect(open).toBeFocused();

      await open.click();
      await sidebar.getByRole('button', { name: view.top, exact: true }).click();
      await expect(sidebar.getByRole('heading', { name: view.top })).toBeFocused();
      await expect(sidebar.getByRole('link', { name: view.all })).toBeVisible();
      await sidebar.getByRole('button', { name: view.back }).click();
      await expect(sidebar.getByRole('heading', { name: view.menu })).toBeVisible();
      await sidebar.getByRole('button', { name: view.top, exact: true }).click();
      await sidebar.getByRole('link', { name: view.sub, exact: true }).click();
      await expect(page).toHaveURL(view.url);
      await expect(sidebar).toBeHidden();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(view.sub);
      expect(errors).toEqual([]);
    });
  });
}

test('the footer leads to the store locator and the sitemap', async ({ page }) => {
  await page.goto('/eng/', { timeout: 120_000 });
  await waitForHydration(page);
  const footerLinks = page.getByRole('navigation', { name: 'Find us' });
  await footerLinks.getByRole('link', { name: 'Store locator' }).click();
  await expect(page).toHaveURL(/\/eng\/store-locator$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Store locator');
  await expect(page.getByRole('main').getByText('9:00-17:00')).toBeVisible();
  await page.getByRole('navigation', { name: 'Find us' }).getByRole('link', { name: 'Sitemap' }).click();
  await expect(page).toHaveURL(/\/eng\/sitemap$/);
  await expect(page.getByRole('main').getByRole('link', { name: 'Brake pads' })).toBeVisible();
});
