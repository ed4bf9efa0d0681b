import { expect, test } from '@playwright/test';
import { collectErrors as collectAllErrors, waitForHydration } from './support';

/** Page errors, without the dev server's hot-reload socket (several dev servers share its port). */
const collectErrors = (page: Parameters<typeof collectAllErrors>[0]) => {
  const errors = collectAllErrors(page);
  return { list: () => errors.filter((message) => !/WebSocket|\[vite\]/.test(message)) };
};

const views = [
  {
    code: 'est',
    url: '/p/MANN-HU7020Z/mann-filter-hu-7020-z-1',
    texts: { heading: 'Arvustused', name: 'Nimi', title: 'Kokkuvõte', detail: 'Arvustus', star: '4 / 5', submit: 'Lisa arvustus', required: 'Väli on kohustuslik.', shortName: 'Nimi peab sisaldama vähemalt 2 tähte.', sent: 'Sinu arvustus saadeti modereerimisele.' },
  },
  {
    code: 'eng',
    url: '/eng/p/MANN-HU7020Z/mann-filter-hu-7020-z-1',
    texts: { heading: 'Reviews', name: 'Name', title: 'Summary', detail: 'Review', star: '4 of 5', submit: 'Add review', required: 'Field is required.', shortName: 'Name must have at least 2 letters.', sent: 'You submitted your review for moderation.' },
  },
] as const;

for (const { code, url, texts } of views) {
  test(`${code}: the product's approved reviews are listed, and a review is validated, sent and acknowledged`, async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto(url, { timeout: 60_000 });
    await waitForHydration(page);
    const section = page.getByRole('region', { name: texts.heading });
    // The seeded approved reviews of this product (a pending one is not shown).
    await expect(section.getByRole('heading', { level: 3, name: 'Sobis ideaalselt' })).toBeVisible();
    await expect(section.getByRole('heading', { level: 3, name: 'Good value' })).toBeVisible();

    await section.getByRole('button', { name: texts.submit }).click();
    await expect(section.getByLabel(texts.name, { exact: true })).toBeFocused();
    await expect(section.getByText(texts.required)).toHaveCount(4);
    await section.getByLabel(texts.name, { exact: true }).fill('K');
    await expect(section.getByText(texts.shortName)).toBeVisible();

    await section.getByLabel(texts.name, { exact: true }).fill('Kadri');
    await section.getByLabel(texts.title, { exact: true }).fill('Hea filter');
    await section.getByLabel(texts.detail, { exact: true }).fill('Sobis täpselt, tarne kiire.');
    await section.locator('label', { hasText: texts.star }).click();
    await expect(section.getByRole('radio', { name: texts.star })).toBeChecked();
    await section.getByRole('button', { name: texts.submit }).click();

    await expect(page.getByRole('status').filter({ hasText: texts.sent })).toBeVisible();
    await expect(section.getByLabel(texts.name, { exact: true })).toHaveValue('');
    await expect(section.getByLabel(texts.detail, { exact: true })).toHaveValue('');
    // Pending moderation: not listed yet.
    await expect(section.getByRole('heading', { level: 3, name: 'Hea filter' })).toHaveCount(0);
    expect(errors.list()).toEqual([]);
  });
}

test('est: the second product viewed shows the first under recently viewed, and not itself', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/p/MANN-HU7020Z/mann-filter-hu-7020-z-1', { timeout: 60_000 });
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('MANN-FILTER HU 7020 z');
  // The first product page alone has nothing to show.
  await expect(page.getByRole('navigation', { name: 'Viimati vaadatud' })).toHaveCount(0);

  await page.goto('/p/BOSCH-F026407183/bosch-f-026-407-183-2');
  await waitForHydration(page);
  const recent = page.getByRole('navigation', { name: 'Viimati vaadatud' });
  const link = recent.getByRole('link', { name: /MANN-FILTER HU 7020 z/ });
  await expect(link).toHaveAttribute('href', '/p/MANN-HU7020Z/mann-filter-hu-7020-z-1');
  await expect(recent.getByRole('link', { name: /Bosch F 026 407 183/ })).toHaveCount(0);

  await link.click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('MANN-FILTER HU 7020 z');
  await expect(page.getByRole('navigation', { name: 'Viimati vaadatud' }).getByRole('link', { name: /Bosch F 026 407 183/ })).toBeVisible();
  expect(errors.list()).toEqual([]);
});
