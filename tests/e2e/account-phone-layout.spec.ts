import { expect, test } from '@playwright/test';
import { collectErrors, uniqueEmail, waitForHydration } from './support';

/**
 * Issue 20 bug 3: after a few products were viewed, My Account on a 390x844 phone was 1,691 px wide (the
 * recently-viewed strip of product names pushed its column out) and the profile's inputs were cut off.
 */
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** Product pages of the English view, from its catalogue (newest first). */
async function productPaths(request: { get(url: string): Promise<{ json(): Promise<unknown> }> }, count: number): Promise<{ path: string }[]> {
  const query = encodeURIComponent(JSON.stringify({ query: { bool: { filter: [{ terms: { visibility: [2, 3, 4] } }, { terms: { status: [0, 1] } }] } } }));
  const answer = (await (await request.get(`/api/catalog/vue_storefront_catalog_eng/product/_search?size=${count}&request=${query}`)).json()) as {
    hits: { hits: { _source: { sku: string; slug: string; type_id: string } }[] };
  };
  return answer.hits.hits.filter((hit) => hit._source.type_id !== 'configurable').map((hit) => ({ path: `/eng/p/${hit._source.sku}/${hit._source.slug}` }));
}

test('eng: My Account on a 390 px phone stays 390 px wide after seven products were viewed', async ({ browser, request }) => {
  test.slow();
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  const errors = collectErrors(page);
  const products = (await productPaths(request, 12)).slice(0, 7);
  expect(products).toHaveLength(7);
  for (const { path } of products) {
    await page.goto(path);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }

  // On a phone the header has no sign-in button (ADR 0061): My Account (in the menu) offers it.
  await page.goto('/eng/my-account');
  await waitForHydration(page);
  await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('dialog', { name: 'Log in' }).getByRole('button', { name: 'Not yet an account? Register now' }).click();
  const register = page.getByRole('dialog', { name: 'Register' });
  await register.getByLabel('E-mail address').fill(uniqueEmail('phone-account'));
  await register.getByLabel('First name').fill('Mari');
  await register.getByLabel('Last name').fill('Maasikas');
  await register.getByLabel('Password', { exact: true }).fill('secret-pass-1');
  await register.getByLabel('Repeat password').fill('secret-pass-1');
  await register.getByRole('button', { name: 'Register an account' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.goto('/eng/my-account');
  await waitForHydration(page);
  const recent = page.getByRole('region', { name: 'Recently viewed' });
  await expect(recent.getByRole('link')).toHaveCount(7);
  const profile = page.getByRole('region', { name: 'My profile' });
  await expect(profile.getByLabel('First name')).toHaveValue('Mari');

  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // The profile's inputs are whole: each ends inside the viewport.
  for (const input of await profile.getByRole('textbox').all()) {
    const box = await input.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(390);
  }
  expect(errors).toEqual([]);
  await context.close();
});
