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
