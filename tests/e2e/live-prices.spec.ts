import { expect, test, type APIRequestContext } from '@playwright/test';
import { E2E_OPS_KEY, collectErrors, waitForHydration } from './support';

// A part no other journey reads: the first roof box of its listing (simple, in stock, no special price).
const SKU = 'MENABO-0000300007';
const NAME = 'Roof box 320 l — Menabo 0000300007';
const LISTING = '/eng/c/roof-boxes';
const PRODUCT = '/eng/p/MENABO-0000300007/menabo-0000300007-3795';
const ENG_STORE_ID = 4;

/** Support's product update (POST /api/ext/ops/product-update): changes price and stock, leaves cached pages alone. */
async function updateProduct(request: APIRequestContext, change: { price?: number; qty?: number }): Promise<{ price: number }> {
  const res = await request.post('/api/ext/ops/product-update', { data: { sku: SKU, ...change }, headers: { 'x-ops-key': E2E_OPS_KEY } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { result: { price: number } }).result;
}

/** The price incl. VAT the English view shows now, as the page formats it ('329.44 €'). */
async function shownPrice(request: APIRequestContext): Promise<string> {
  const answer = (await (await request.get(`/api/product/render-list?skus=${SKU}&currencyCode=EUR&storeId=${ENG_STORE_ID}`)).json()) as {
    result: { items: { price_info: { extension_attributes: { tax_adjustments: { final_price: number } } } }[] };
  };
  return `${answer.result.items[0]!.price_info.extension_attributes.tax_adjustments.final_price.toFixed(2)} €`;
}

/** Loads a page twice, so the output cache holds it, and returns the cached HTML. */
async function cachedPage(request: APIRequestContext, url: string): Promise<string> {
  await request.get(url);
  const res = await request.get(url);
  expect(res.headers()['x-vs-cache']).toBe('Hit');
  return res.text();
}

test('a cached listing and product page show a price and stock changed on the server after hydration, and add-to-cart refuses', async ({ page, request }) => {
  const stock = (await (await request.get(`/api/stock/check?sku=${SKU}`)).json()) as { resultCode: number; result: { qty: number } };
  expect(stock.resultCode).toBe(200);
  const { price: basePrice } = await updateProduct(request, { qty: stock.result.qty });
  try {
    const oldPrice = await shownPrice(request);
    expect(await cachedPage(request, LISTING)).toContain(oldPrice);
    expect(await cachedPage(request, PRODUCT)).toContain(oldPrice);

    await updateProduct(request, { price: basePrice + 100, qty: 0 });
    const newPrice = await shownPrice(request);
    expect(newPrice).not.toBe(oldPrice);
    // The pages are still the cached ones, with the old price and in stock.
    const listingHtml = await cachedPage(request, LISTING);
    expect(listingHtml).toContain(oldPrice);
    expect(listingHtml).not.toContain(newPrice);

    const errors = collectErrors(page);
    await page.goto(LISTING);
    await waitForHydration(page);
    const card = page.locator('main article').filter({ hasText: NAME });
    await expect(card).toContainText(newPrice);
    await expect(card).toContainText('Out of stock');
    await expect(card).not.toContainText(oldPrice);

    await page.goto(PRODUCT);
    await waitForHydration(page);
    const details = page.locator('main');
    await expect(details.getByText(newPrice).first()).toBeVisible();
    await expect(details.getByText('Out of stock', { exact: true })).toBeVisible();
    await expect(details.getByText('This product is out of stock.')).toBeVisible();
    await expect(details.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
    expect(errors).toEqual([]);
  } finally {
    await updateProduct(request, { price: basePrice, qty: stock.result.qty });
  }
});
