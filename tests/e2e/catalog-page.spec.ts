import { expect, test } from '@playwright/test';
import { collectErrors, waitForHydration } from './support';

// Issue 19 item 2: the header's catalogue link opens the shop's catalogue page (category tree with product
// counts and each top category's top parts), server-rendered and usable by keyboard, in the view's language.

const views = [
  { code: 'est', home: '/', base: '', nav: 'Peamenüü', catalog: 'Kataloog', brakes: 'Pidurid', slug: 'pidurid', jump: 'Mine kategooria juurde', topParts: 'Populaarseimad osad', count: /^\d+ toodet$/ },
  { code: 'eng', home: '/eng', base: '/eng', nav: 'Main navigation', catalog: 'Catalog', brakes: 'Brakes', slug: 'brakes', jump: 'Jump to a category', topParts: 'Top parts', count: /^\d+ products$/ },
] as const;

for (const view of views) {
  test(`${view.code}: header → catalogue page with counts and top parts → a category by keyboard`, async ({ page, request }) => {
    test.slow();
    const errors = collectErrors(page);

    // Crawlable: the server's HTML has the category links and the top parts' product links.
    const html = await (await request.get(`${view.base}/catalog`)).text();
    expect(html).toContain(`href="${view.base}/c/${view.slug}"`);
    expect(html).toMatch(new RegExp(`href="${view.base}/p/[^"]+"`));

    await page.goto(view.home, { timeout: 60_000 });
    await waitForHydration(page);
    await page.getByRole('navigation', { name: view.nav }).getByRole('link', { name: view.catalog, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${view.base}/catalog$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(view.catalog);
    await expect(page).toHaveTitle(new RegExp(`^${view.catalog} \\|`));

    const brakes = page.getByRole('region', { name: view.brakes, exact: true });
    await expect(brakes.getByText(view.count).first()).toBeVisible();
    // After a client navigation the top parts arrive after the tree; they end up as product links.
    const parts = brakes.getByRole('group', { name: view.topParts }).getByRole('link');
    await expect(parts).toHaveCount(3);
    await expect(parts.first()).toHaveAttribute('href', new RegExp(`^${view.base}/p/`));

    // Keyboard: the jump list leads to the category's card, Enter on its name opens the category.
    const jump = page.getByRole('navigation', { name: view.jump }).getByRole('link', { name: view.brakes, exact: true });
    await jump.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#catalog-10$/);
    const name = brakes.getByRole('heading', { level: 2 }).getByRole('link', { name: view.brakes, exact: true });
    await name.focus();
    await expect(name).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${view.base}/c/${view.slug}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(view.brakes);
    expect(errors).toEqual([]);
  });
}
