import { expect, test } from '@playwright/test';
import { waitForHydration } from './support';

test('a content page is server-rendered with its text in the view language', async ({ page }) => {
  const response = await page.goto('/i/privacy');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privaatsuspoliitika');
  await expect(page.getByText('Kasutame sinu andmeid ainult tellimuse täitmiseks ja klienditeeninduseks.')).toBeVisible();
});

test('the footer opens content pages by client navigation, loading their text from the API', async ({ page }) => {
  await page.goto('/eng');
  await waitForHydration(page);
  const api = page.waitForResponse((r) => r.url().includes('/api/ext/cms-data/cmsPageIdentifier/privacy/storeId/4'));
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' }).click();
  expect((await api).status()).toBe(200);
  await expect(page).toHaveURL(/\/eng\/i\/privacy$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy policy');
  await expect(page.getByText('We use your data only to fulfil your order and to serve you.')).toBeVisible();
});

test('an unknown content page answers 404', async ({ page }) => {
  const response = await page.goto('/eng/i/no-such-page');
  expect(response?.status()).toBe(404);
});
