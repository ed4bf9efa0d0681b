import { expect, test } from '@playwright/test';
import { E2E_PORT, collectErrors, waitForHydration } from './support';

// This file's journeys use the service worker (the suite blocks it elsewhere: playwright.config.ts, ADR 0077).
test.use({ serviceWorkers: 'allow' });

// Demo catalogue: MANN-HU7020Z carries OE number "04E 115 561 H"; the typo'd names are corrected by the server.
const views = [
  { code: 'est', home: '/', open: 'Otsing', input: 'Otsi varuosi', typo: 'õlifiltre', found: 'Õlifilter', oeName: 'Õlifilter — MANN-FILTER HU 7020 z', seeAll: 'Vaata kõiki tulemusi', results: '/search?q=' },
  { code: 'eng', home: '/eng', open: 'Search', input: 'Search for parts', typo: 'alternatr', found: 'Alternator', oeName: 'Oil filter — MANN-FILTER HU 7020 z', seeAll: 'See all results', results: '/eng/search?q=' },
  { code: 'fin', home: `http://fi.localhost:${E2E_PORT}/`, open: 'Haku', input: 'Hae osia', typo: 'öljynsuodatn', found: 'Öljynsuodatin', oeName: 'Öljynsuodatin — MANN-FILTER HU 7020 z', seeAll: 'Näytä kaikki tulokset', results: '/search?q=' },
] as const;

// Dev-server runs (journeys without a build) compile on demand and render 50 cards slowly: allow for it.
test.describe.configure({ timeout: 90_000 });

/** The dev server's HMR socket fails when journeys run without a build; that is not the page's error. */
const isDevSocketNoise = (error: string) => /WebSocket|\[vite\]/.test(error);

for (const view of views) {
  test(`${view.code}: the header opens the search panel; a typo'd name and an OE number with spaces find parts`, async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto(view.home, { timeout: 120_000 });
    await waitForHydration(page);
    await page.getByRole('button', { name: view.open, exact: true }).click();
    const dialog = page.getByRole('dialog');
    const input = dialog.getByRole('searchbox', { name: view.input });
    await expect(input).toBeFocused();

    await input.fill(view.typo);
    const results = dialog.getByRole('list');
    await expect(results.getByRole('link').first()).toContainText(view.found, { timeout: 15_000 });

    await input.fill('04E 115 561 H');
    await expect(results.getByRole('link')).toHaveCount(1, { timeout: 15_000 });
    await expect(results.getByRole('link')).toContainText(view.oeName);

    // Keyboard: arrow down reaches the result; Escape closes the panel and focus returns to the button.
    await input.press('ArrowDown');
    await expect(results.getByRole('link')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: view.open, exact: true })).toBeFocused();
    expect(errors.filter((e) => !isDevSocketNoise(e))).toEqual([]);
  });
}

test('eng: the full results page, "did you mean" and the 3-character rule', async ({ page }) => {
  await page.goto('/eng', { timeout: 120_000 });
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const input = page.getByRole('dialog').getByRole('searchbox', { name: 'Search for parts' });
  await input.fill('ab');
  await expect(page.getByRole('dialog').getByRole('status')).toHaveText('The search term must have at least 3 characters');

  await input.fill('alternatr');
  await page.getByRole('dialog').getByRole('link', { name: 'See all results' }).click();
  await expect(page).toHaveURL(/\/eng\/search\?q=alternatr$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for “alternatr”', { timeout: 20_000 });
  await expect(page.locator('main article').first()).toContainText('Alternator');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.getByRole('link', { name: 'alternator', exact: true }).click();
  await expect(page).toHaveURL(/\/eng\/search\?q=alternator$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for “alternator”', { timeout: 20_000 });
});

test('est: the results page is server-rendered and finds the OE number with spaces', async ({ request }) => {
  const html = await (await request.get(`/search?q=${encodeURIComponent('04E 115 561 H')}`)).text();
  expect(html).toContain('Õlifilter — MANN-FILTER HU 7020 z');
  expect(html).toContain('Otsingutulemused');
});

test('eng: the panel is modal: Tab and Shift+Tab stay inside it', async ({ page }) => {
  await page.goto('/eng', { timeout: 120_000 });
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('searchbox', { name: 'Search for parts' }).fill('04E 115 561 H');
  await expect(dialog.getByRole('list').getByRole('link')).toHaveCount(1, { timeout: 15_000 });
  const seeAll = dialog.getByRole('link', { name: 'See all results' });
  const close = dialog.getByRole('button', { name: 'Close search' });
  await seeAll.focus();
  await page.keyboard.press('Tab');
  await expect(close).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(seeAll).toBeFocused();
  for (let i = 0; i < 6; i += 1) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
});

test('eng: the panel is usable at 320 px wide with targets of 24 px or more', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/eng', { timeout: 120_000 });
  await waitForHydration(page);
  const open = page.getByRole('button', { name: 'Search', exact: true });
  const box = await open.boundingBox();
  expect(Math.min(box?.width ?? 0, box?.height ?? 0)).toBeGreaterThanOrEqual(24);
  await open.click();
  await page.getByRole('dialog').getByRole('searchbox').fill('04E 115 561 H');
  await expect(page.getByRole('dialog').getByRole('list').getByRole('link')).toHaveCount(1, { timeout: 15_000 });
  const dialogBox = await page.getByRole('dialog').boundingBox();
  expect((dialogBox?.x ?? -1) >= 0 && (dialogBox?.width ?? 999) <= 320).toBe(true);
  expect(await page.getByRole('dialog').evaluate((dialog) => dialog.scrollWidth <= dialog.clientWidth)).toBe(true);
});

test('eng: offline, the panel shows the saved answer of a term, or an empty result flagged offline', async ({ page, context }) => {
  await page.goto('/eng', { timeout: 120_000 });
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const dialog = page.getByRole('dialog');
  const input = dialog.getByRole('searchbox', { name: 'Search for parts' });
  await input.fill('04E 115 561 H');
  await expect(dialog.getByRole('list').getByRole('link')).toContainText('Oil filter — MANN-FILTER HU 7020 z', { timeout: 15_000 });

  await context.setOffline(true);
  await input.fill('alternator');
  await expect(dialog.getByRole('status')).toHaveText('You are offline. There are no saved results for this search.', { timeout: 15_000 });
  await input.fill('04e  115 561 h');
  await expect(dialog.getByRole('status')).toHaveText('You are offline. These are saved results.', { timeout: 15_000 });
  await expect(dialog.getByRole('list').getByRole('link')).toContainText('Oil filter — MANN-FILTER HU 7020 z');
  await context.setOffline(false);
});
