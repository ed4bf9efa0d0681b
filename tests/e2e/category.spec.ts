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
