import { expect, test, type APIRequestContext } from '@playwright/test';
import { E2E_PORT, collectErrors, waitForHydration } from './support';

// Issue 5's "done when" journey in three views: home → category (through the menu) → brand and price filters →
// sort → a configurable product → a variant (its sku in the URL) → a bundle whose price follows the selection,
// added to the cart.

/** The demo catalogue: wiper blades (category 35) hold the configurable Bosch Aerotwin; kits (46) the service kit. */
const WIPER_BLADES = 35;
const KITS = 46;
const BUNDLE = 'KIT-SERVICE-VAG';

const views = [
  { code: 'est', added: 'Toode lisati ostukorvi!', addToCart: 'Lisa ostukorvi', home: '/', base: '', index: 'vue_storefront_catalog', menu: 'Kategooriad', top: 'Klaasipuhastid', brand: 'Tootja', price: 'Hind', sort: 'Järjesta', priceAsc: 'Hind kasvavalt' },
  { code: 'eng', added: 'Product has been added to the cart!', addToCart: 'Add to cart', home: '/eng', base: '/eng', index: 'vue_storefront_catalog_eng', menu: 'Categories', top: 'Wipers', brand: 'Brand', price: 'Price', sort: 'Sort by', priceAsc: 'Price low to high' },
  { code: 'fin', added: 'Tuote on lisätty ostoskoriin!', addToCart: 'Lisää ostoskoriin', home: `http://fi.localhost:${E2E_PORT}/`, base: `http://fi.localhost:${E2E_PORT}`, index: 'vue_storefront_catalog_fin', menu: 'Kategoriat', top: 'Tuulilasinpyyhkimet', brand: 'Valmistaja', price: 'Hinta', sort: 'Järjestä', priceAsc: 'Hinta alimmasta' },
] as const;

async function search<T>(request: APIRequestContext, index: string, type: string, filter: Record<string, unknown>): Promise<T> {
  const body = encodeURIComponent(JSON.stringify({ query: { bool: { filter: [filter] } } }));
  const answer = (await (await request.get(`/api/catalog/${index}/${type}/_search?size=1&request=${body}`)).json()) as { hits: { hits: { _source: T }[] } };
  return answer.hits.hits[0]!._source;
}

for (const view of views) {
  test(`${view.code}: home → category → brand and price filters → sort → configurable variant → bundle price → cart`, async ({ page, request }) => {
    // Eight pages, most of them uncached catalogue queries on a cold shop: longer than the 30 s default on a
    // 2-core machine (it timed out there before issue 16's changes as well, run on its own).
    test.slow();
    const errors = collectErrors(page);
    const blades = await search<{ name: string; slug: string }>(request, view.index, 'category', { terms: { id: [WIPER_BLADES] } });
    const kits = await search<{ slug: string }>(request, view.index, 'category', { terms: { id: [KITS] } });
    const bundle = await search<{ name: string }>(request, view.index, 'product', { terms: { sku: [BUNDLE] } });

    // Every page answers server-rendered HTML with the product names in it (Node does not resolve *.localhost: name the host).
    const origin = new URL(view.base || '/', `http://localhost:${E2E_PORT}`);
    const html = async (path: string) => (await (await request.get(`http://localhost:${E2E_PORT}${path}`, { headers: { host: origin.host } })).text());
    const prefix = origin.pathname.replace(/\/$/, '');
    expect(await html(`${prefix}/c/${kits.slug}`)).toContain(bundle.name);

    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(view.home, { timeout: 60_000 });
    await waitForHydration(page);
    await expect(page.locator('main article').first()).toBeVisible();

    // Home → category through the categories menu.
    const menu = page.getByRole('navigation', { name: view.menu }).first();
    await menu.getByRole('link', { name: view.top, exact: true }).hover();
    await menu.getByRole('link', { name: blades.name, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(blades.name);

    // Brand Bosch, then the cheapest price bucket, then price low to high: all kept in the query. The inputs follow
    // the route query (checked once the filtered page has loaded), so they are clicked, not checked, and each
    // next choice waits for that: a click while the last filtered page still loads starts from the page before it
    // (on the loaded machine the price click dropped the brand; ADR 0071).
    const bosch = page.getByRole('group', { name: view.brand }).locator('input[value="Bosch"]');
    await bosch.click();
    await expect(page).toHaveURL(/[?&]brand=Bosch/);
    await expect(bosch).toBeChecked();
    const cheapest = page.getByRole('group', { name: view.price }).locator('input[value="0.0-50.0"]');
    await cheapest.click();
    await expect(page).toHaveURL(/[?&]price=0\.0-50\.0/);
    await expect(cheapest).toBeChecked();
    await page.getByLabel(view.sort).selectOption({ label: view.priceAsc });
    await expect(page).toHaveURL(/sort=final_price(&|$)/);
    await expect(page).toHaveURL(/brand=Bosch/);
    const cards = await page.locator('main article').evaluateAll((cards) => cards.map((card) => card.textContent ?? ''));
    expect(cards.length).toBeGreaterThan(0);
    for (const text of cards) expect(text).toContain('Bosch');

    // A configurable product: picking a variant puts its sku in the URL.
    await page.locator('main a[href*="/p/BOSCH-AEROTWIN/"]').first().click();
    await expect(page).toHaveURL(/\/p\/BOSCH-AEROTWIN\//);
    const radio = page.locator('main fieldset input[type="radio"]:not([disabled]):not(:checked)').first();
    const id = await radio.getAttribute('id');
    await page.locator(`label[for="${id}"]`).click();
    await expect(page).toHaveURL(/\/p\/BOSCH-AEROTWIN\/[^/]+\/BOSCH-AEROTWIN-\d+$/);

    // A bundle: another selection changes the price.
    await page.goto(`${view.base}/c/${kits.slug}`);
    await waitForHydration(page);
    await page.locator(`main a[href*="/p/${BUNDLE}/"]`).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(bundle.name);
    const price = page.locator('main [data-special]').first();
    const before = await price.innerText();
    const option = await page.locator('main input[type="radio"][name^="bundle_option_"]:not(:checked):not([disabled])').first().getAttribute('id');
    await page.locator(`label[for="${option}"]`).click();
    await expect(price).not.toHaveText(before);

    // "Add to cart" puts the chosen bundle into the cart (the cart module's first slice) and says so.
    await page.getByRole('button', { name: view.addToCart }).click();
    await expect(page.getByRole('status').filter({ hasText: view.added })).toBeVisible();
    const lines = await page.evaluate(() => window.shop!.kernel.getProjection('cart/lines').items.length);
    expect(lines).toBe(1);
    expect(errors).toEqual([]);
  });
}
