import { expect, test } from '@playwright/test';
import { E2E_PORT, collectErrors, waitForHydration } from './support';

const views = [
  { code: 'est', url: '/c/piduriklotsid', heading: 'Piduriklotsid', brand: 'Tootja', sort: 'Järjesta', priceAsc: 'Hind kasvavalt', next: 'Järgmine' },
  { code: 'eng', url: '/eng/c/brake-pads', heading: 'Brake pads', brand: 'Brand', sort: 'Sort by', priceAsc: 'Price low to high', next: 'Next' },
  { code: 'fin', url: `http://fi.localhost:${E2E_PORT}/c/jarrupalat`, heading: 'Jarrupalat', brand: 'Valmistaja', sort: 'Järjestä', priceAsc: 'Hinta alimmasta', next: 'Seuraava' },
] as const;

for (const view of views) {
  test(`${view.code}: a category lists its parts server-side, filters by brand, sorts and pages`, async ({ page, request }) => {
    // Server-rendered: the raw HTML already holds the products (Node does not resolve *.localhost, so name the host).
    const target = new URL(view.url, `http://localhost:${E2E_PORT}`);
    const html = await (await request.get(`http://localhost:${E2E_PORT}${target.pathname}`, { headers: { host: target.host } })).text();
    expect(html).toContain(`<h1`);
    expect(html).toContain(view.heading);
    expect(html).toMatch(/\/img\/310\/300\/resize\//);

    const errors = collectErrors(page);
    await page.goto(view.url);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(view.heading);
    const cards = page.locator('main article');
    expect(await cards.count()).toBe(50);

    // Brand filter: the query gets the brand, every card shows it.
    const brands = page.getByRole('group', { name: view.brand });
    const first = brands.getByRole('checkbox').first();
    const label = (await first.getAttribute('value')) ?? '';
    // The checkbox follows the route query: it turns checked once the filtered page has loaded.
    await first.click();
    await expect(page).toHaveURL(/[?&]brand=/);
    await expect(page.getByRole('group', { name: view.brand }).getByRole('checkbox', { checked: true })).toHaveCount(1);
    // The other brands stay offered (the filter narrows the products, not the facet).
    expect(await page.getByRole('group', { name: view.brand }).getByRole('checkbox').count()).toBeGreaterThan(1);
    const shownBrands = await page.locator('main article').evaluateAll((articles) => articles.map((a) => a.textContent ?? ''));
    expect(shownBrands.length).toBeGreaterThan(0);
    for (const text of shownBrands) expect(text).toContain(label);

    // Sort: price low to high, kept with the brand in the query.
    await page.getByLabel(view.sort).selectOption({ label: view.priceAsc });
    await expect(page).toHaveURL(/sort=final_price(&|$)/);
    await expect(page).toHaveURL(/brand=/);
    expect(errors).toEqual([]);
  });
}

test('page links keep the filters and lead to the next 50 parts', async ({ page }) => {
  await page.goto('/eng/c/brake-pads?sort=final_price');
  await waitForHydration(page);
  const next = page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Next' });
  await expect(next).toHaveAttribute('href', '/eng/c/brake-pads?sort=final_price&page=2');
  const firstOnPageOne = await page.locator('main article h2').first().innerText();
  await next.click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.locator('main article h2').first()).not.toHaveText(firstOnPageOne);
});

test('an unknown category answers the 404 page', async ({ page }) => {
  const response = await page.goto('/eng/c/no-such-category');
  expect(response?.status()).toBe(404);
});

test('facet counts agree with the list: with a brand chosen, each position counts that brand\'s parts', async ({ page }) => {
  await page.goto('/eng/c/brake-pads');
  await waitForHydration(page);
  await page.getByRole('group', { name: 'Brand' }).getByRole('checkbox', { name: /^ATE/ }).click();
  await expect(page).toHaveURL(/[?&]brand=ATE/);
  await expect(page.getByRole('group', { name: 'Brand' }).getByRole('checkbox', { checked: true })).toHaveCount(1);
  const total = Number((await page.getByText(/^\d+ products?$/).innerText()).replace(/\D/g, ''));
  // Every brake pad has a position (front or rear): the position counts add up to the parts listed.
  const counts = await page.getByRole('group', { name: 'Position' }).getByRole('listitem').allInnerTexts();
  const sum = counts.map((text) => Number(/\((\d+)\)/.exec(text)?.[1] ?? Number.NaN)).reduce((a, b) => a + b, 0);
  expect(total).toBeGreaterThan(0);
  expect(sum).toBe(total);
  // The brand facet still offers the other brands, each with its own count (disjunctive).
  expect(await page.getByRole('group', { name: 'Brand' }).getByRole('checkbox').count()).toBeGreaterThan(1);
});

test.describe('category cards on a phone (issue 20)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a simple part goes into the cart from its card; a part with options links to its page', async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto('/eng/c/brake-pads');
    await waitForHydration(page);
    const cart = page.getByRole('banner').getByRole('button', { name: /^Shopping cart/ });
    await expect(cart).toHaveAccessibleName('Shopping cart, 0 products');
    // Every card has its own button, named after its product.
    const buttons = page.getByRole('main').getByRole('button', { name: /^Add to cart: / });
    expect(await buttons.count()).toBe(50);
    const names = await buttons.evaluateAll((all) => all.map((button) => button.getAttribute('aria-label')));
    expect(new Set(names).size).toBe(names.length);

    const card = page.locator('main article').first();
    const name = (await card.getByRole('heading').textContent()) ?? '';
    await card.getByRole('button', { name: `Add to cart: ${name}` }).click();
    await expect(cart).toHaveAccessibleName('Shopping cart, 1 product');
    await expect(page.getByText('Product has been added to the cart!')).toBeVisible();
    // The card's button is ready again, and a second tap adds one more.
    await expect(card.getByRole('button', { name: `Add to cart: ${name}` })).not.toHaveAttribute('aria-disabled', 'true');
    await card.getByRole('button', { name: `Add to cart: ${name}` }).click();
    await page.goto('/eng/cart');
    await waitForHydration(page);
    await expect(page.getByRole('main').getByText(name).first()).toBeVisible();
    await expect(page.getByRole('main').getByRole('group', { name: `Quantity of ${name}` })).toContainText('2');

    // A configurable product has no quick add: its card links to its page to choose.
    await page.goto('/eng/c/wiper-blades');
    await waitForHydration(page);
    // Demo variants share a name: their actions' names add the sku, so each card's is still unique.
    const links = page.getByRole('main').getByRole('link', { name: /^Choose options: / });
    const labels = await links.evaluateAll((all) => all.map((link) => link.getAttribute('aria-label')));
    expect(labels.length).toBeGreaterThan(1);
    expect(new Set(labels).size).toBe(labels.length);
    const options = page.getByRole('link', { name: 'Choose options: Wiper blade — Bosch Aerotwin (BOSCH-AEROTWIN)' });
    await expect(options).toBeVisible();
    await expect(page.locator('main article').filter({ has: options }).getByRole('button', { name: /^Add to cart/ })).toHaveCount(0);
    await options.click();
    await expect(page).toHaveURL(/\/eng\/p\/BOSCH-AEROTWIN\//);
    expect(errors.filter((error) => !/WebSocket|\[vite\]/.test(error))).toEqual([]);
  });

  test('with a car applied every card of the narrowed listing shows the fit badge, and its Add to cart works', async ({ page }) => {
    await page.goto('/eng/c/brakes?ktypnr=10815');
    await waitForHydration(page);
    const cards = page.locator('main article');
    await expect(cards.first().getByText('Fits your car')).toBeVisible();
    const count = await cards.count();
    expect(count).toBeGreaterThan(0);
    await expect(cards.filter({ hasText: 'Fits your car' })).toHaveCount(count);
    await cards.first().getByRole('button', { name: /^Add to cart: / }).click();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Shopping cart, 1 product' })).toBeVisible();
    // Nothing scrolls sideways at 320 px either, with the badge and the button in every card.
    await page.setViewportSize({ width: 320, height: 800 });
    const [scrollWidth, innerWidth] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
    expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
  });
});
