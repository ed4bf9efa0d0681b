import { expect, test } from '@playwright/test';
import { shellTexts, waitForHydration } from './support';

const en = shellTexts('en') as ReturnType<typeof shellTexts> & { skipToContent: string };

test('a client navigation moves focus to main and announces the new page', async ({ page }) => {
  await page.goto('/eng');
  await waitForHydration(page);
  const announcer = page.locator('#route-announcer');
  await expect(announcer).toHaveAttribute('aria-live', 'polite');
  await expect(announcer).toHaveText('');

  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Compare' }).click();
  await expect(page).toHaveURL(/\/eng\/compare$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.route.compare.title);
  await expect(page.locator('main#main')).toBeFocused();
  expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('MAIN');
  await expect(announcer).toHaveText(en.route.compare.title);
  // Visually hidden, yet still in the accessibility tree (not display:none).
  expect(await announcer.boundingBox()).toMatchObject({ width: 1, height: 1 });

  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.route.home.title);
  await expect(page.locator('main#main')).toBeFocused();
  await expect(announcer).toHaveText(en.route.home.title);
});

test('the skip link is the first focus stop and moves focus to main', async ({ page }) => {
  await page.goto('/eng');
  await waitForHydration(page);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: en.skipToContent });
  await expect(skip).toBeFocused();
  await expect(skip).toHaveAttribute('href', '#main');
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main')).toBeFocused();
  await expect(page).toHaveURL(/\/eng#main$/);
  // A hash-only change is no page change: nothing is announced.
  await expect(page.locator('#route-announcer')).toHaveText('');
});

test('the page behind an open dialog is inert, and focus returns to the opener when it closes', async ({ page }) => {
  await page.goto('/eng');
  await waitForHydration(page);
  const opener = page.getByRole('banner').getByRole('button', { name: 'Search', exact: true });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Search parts' });
  await expect(dialog.getByRole('searchbox')).toBeFocused();
  await expect(page.locator('main#main')).toHaveAttribute('inert', '');
  await expect(page.getByRole('banner')).toHaveAttribute('inert', '');
  expect(await dialog.evaluate((element) => element.closest('[inert]'))).toBeNull();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page.locator('[inert]')).toHaveCount(0);
  await expect(opener).toBeFocused();
});

test('every focus stop of the home page shows a visible focus indicator', async ({ page }) => {
  await page.goto('/eng');
  await waitForHydration(page);
  const seen = new Set<string>();
  for (let stop = 0; stop < 40; stop += 1) {
    await page.keyboard.press('Tab');
    const focus = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body) return null;
      const style = getComputedStyle(element);
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
      const ring = style.boxShadow !== 'none';
      return { name: `${element.tagName} ${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}`, visible: outline || ring };
    });
    if (!focus || seen.has(focus.name)) continue;
    seen.add(focus.name);
    expect(focus.visible, `focus indicator on ${focus.name}`).toBe(true);
  }
  expect(seen.size).toBeGreaterThan(10);
});
