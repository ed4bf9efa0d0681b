import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { collectErrors, E2E_PORT, waitForHydration } from './support';
import { addToCartLabel, cartTexts, cents, fill } from './cart-support';

interface MatsDoc {
  slug: string;
  name: string;
  configurable_options: { attribute_code: string; values: { value_index: number; label: string }[] }[];
  configurable_children: { sku: string; final_price_incl_tax: number }[];
}

/** The demo catalogue's configurable floor mats (colour Black/Grey, size S/M) as a view's index has them. */
async function floorMats(request: APIRequestContext, origin: string, index: string): Promise<MatsDoc> {
  const query = encodeURIComponent(JSON.stringify({ query: { bool: { filter: [{ terms: { sku: ['PETEX-MATS'] } }] } } }));
  const answer = (await (await request.get(`${origin}/api/catalog/${index}/product/_search?size=1&request=${query}`)).json()) as { hits: { hits: { _source: MatsDoc }[] } };
  return answer.hits.hits[0]!._source;
}

const label = (doc: MatsDoc, code: string, value: number) => doc.configurable_options.find((o) => o.attribute_code === code)!.values.find((v) => v.value_index === value)!.label;
const priceCents = (doc: MatsDoc, sku: string) => Math.round(doc.configurable_children.find((c) => c.sku === sku)!.final_price_incl_tax * 100);

/** The server's answer to the next cart update: the line it holds now. */
const nextUpdate = (page: Page) =>
  page.waitForResponse((response) => response.url().includes('/api/cart/update') && response.request().method() === 'POST').then(async (response) => (await response.json()) as { code: number; result: { item_id: number; sku: string; qty: number } });

const views = [
  { code: 'est', origin: '', prefix: '', lang: 'et', index: 'vue_storefront_catalog' },
  { code: 'eng', origin: '', prefix: '/eng', lang: 'en', index: 'vue_storefront_catalog_eng' },
  { code: 'ap24_italy_it', origin: `http://it.localhost:${E2E_PORT}`, prefix: '', lang: 'it', index: 'vue_storefront_catalog_ap24_italy_it' },
] as const;

for (const view of views) {
  test(`${view.code}: Edit on a configurable line, on the cart page and in the mini cart, replaces the line; totals follow`, async ({ page, request, baseURL }) => {
    test.setTimeout(180_000);
    const t = cartTexts(view.lang);
    const errors = collectErrors(page);
    const origin = view.origin || (baseURL ?? '');
    // Node resolves no *.localhost names: the catalogue is read on the default host (every index is there).
    const doc = await floorMats(request, baseURL ?? '', view.index);
    const at = (path: string) => `${origin}${view.prefix}${path}`;

    await page.goto(at(`/p/PETEX-MATS/${doc.slug}/PETEX-MATS-BLACK-S`), { timeout: 90_000 });
    await waitForHydration(page);
    const added = nextUpdate(page);
    await page.getByRole('button', { name: addToCartLabel(view.lang), exact: true }).click();
    const first = await added;
    expect(first.result).toMatchObject({ sku: 'PETEX-MATS-BLACK-S', qty: 1 });

    // The cart page: Black S becomes two of Black M.
    await page.goto(at('/cart'));
    await waitForHydration(page);
    const lines = page.getByRole('list', { name: t['Products in your cart'] });
    const grandTotal = page.getByLabel(t['Order totals']!).locator('strong');
    const estimateNote = page.getByText(t['Totals are an estimate until your cart is synced with the shop.']!);
    await expect.poll(() => cents(grandTotal), { timeout: 20_000 }).toBe(priceCents(doc, 'PETEX-MATS-BLACK-S'));
    await lines.getByRole('button', { name: fill(t.lineEditLabel, { productName: doc.name }) }).click();
    const form = page.getByRole('form', { name: fill(t.lineEditTitle, { productName: doc.name }) });
    await expect(form).toBeFocused();
    await expect(form.getByRole('radio', { name: label(doc, 'size', 167) })).toBeChecked();
    await form.getByText(label(doc, 'size', 168), { exact: true }).click();
    await form.getByRole('button', { name: fill(t.miniCartIncrease, { productName: doc.name }) }).click();
    await expect(form.getByRole('group', { name: fill(t.miniCartQuantity, { productName: doc.name }) })).toContainText('2');
    const replaced = nextUpdate(page);
    await form.getByRole('button', { name: t.lineEditSave }).click();
    // The server's line itself changed (same item id): replaced, not added beside the old one.
    expect((await replaced).result).toMatchObject({ item_id: first.result.item_id, sku: 'PETEX-MATS-BLACK-M', qty: 2 });
    await expect(form).toBeHidden();
    await expect(lines.getByRole('listitem')).toHaveCount(1);
    await expect(lines.getByRole('link', { name: doc.name })).toHaveAttribute('href', at(`/p/PETEX-MATS/${doc.slug}/PETEX-MATS-BLACK-M`).replace(origin, ''));
    await expect(lines.getByRole('group', { name: fill(t.miniCartQuantity, { productName: doc.name }) })).toContainText('2');
    await expect.poll(() => cents(grandTotal), { timeout: 20_000 }).toBe(2 * priceCents(doc, 'PETEX-MATS-BLACK-M'));
    await expect(estimateNote).toBeHidden();
    await expect(lines.getByRole('button', { name: fill(t.lineEditLabel, { productName: doc.name }) })).toBeFocused();

    // The mini cart: Black M becomes Grey M, the quantity stays.
    await page.getByRole('button', { name: fill(t.miniCartHeaderLabel_other, { count: 2 }) }).click();
    const drawer = page.getByRole('dialog', { name: t.miniCartTitle });
    await drawer.getByRole('button', { name: fill(t.lineEditLabel, { productName: doc.name }) }).click();
    const miniForm = drawer.getByRole('form', { name: fill(t.lineEditTitle, { productName: doc.name }) });
    await miniForm.getByText(label(doc, 'color', 50), { exact: true }).click();
    const recoloured = nextUpdate(page);
    await miniForm.getByRole('button', { name: t.lineEditSave }).click();
    expect((await recoloured).result).toMatchObject({ item_id: first.result.item_id, sku: 'PETEX-MATS-GREY-M', qty: 2 });
    await expect(miniForm).toBeHidden();
    await expect(drawer.getByRole('link', { name: doc.name })).toHaveAttribute('href', at(`/p/PETEX-MATS/${doc.slug}/PETEX-MATS-GREY-M`).replace(origin, ''));
    await expect.poll(() => cents(drawer.getByLabel(t['Order totals']!).locator('strong')), { timeout: 20_000 }).toBe(2 * priceCents(doc, 'PETEX-MATS-GREY-M'));

    // A reload keeps the replaced line (the server cart agrees with the browser's).
    await page.reload();
    await waitForHydration(page);
    await expect(lines.getByRole('link', { name: doc.name })).toHaveAttribute('href', at(`/p/PETEX-MATS/${doc.slug}/PETEX-MATS-GREY-M`).replace(origin, ''));
    await expect.poll(() => cents(grandTotal), { timeout: 20_000 }).toBe(2 * priceCents(doc, 'PETEX-MATS-GREY-M'));
    expect(errors).toEqual([]);
  });
}
