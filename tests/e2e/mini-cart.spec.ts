import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { collectErrors, waitForHydration } from './support';

type Texts = Record<string, string>;

/** The cart's texts in a language, read from its locale file. */
function cartTexts(language: string): Texts {
  return JSON.parse(readFileSync(new URL(`../../src/modules/cart/locales/${language}.json`, import.meta.url), 'utf8')) as Texts;
}

/** The product page's "Add to cart" in a language. */
function addToCartLabel(language: string): string {
  const catalog = JSON.parse(readFileSync(new URL(`../../src/modules/catalog/locales/${language}.json`, import.meta.url), 'utf8')) as { product: { addToCart: string } };
  return catalog.product.addToCart;
}

const fill = (text: string | undefined, params: Record<string, string | number>) =>
  Object.entries(params).reduce((out, [key, value]) => out.replaceAll(`{{${key}}}`, String(value)), text ?? '');

const product = { path: '/p/FERODO-FDB98647/ferodo-fdb-98647-857' };

const views = [
  { code: 'est', prefix: '', lang: 'et' },
  { code: 'eng', prefix: '/eng', lang: 'en' },
] as const;

/** Console errors that matter: the dev server's hot-reload socket is not part of the shop. */
const shopErrors = (errors: string[]) => errors.filter((error) => !/WebSocket|\[vite\]/.test(error));

for (const view of views) {
  test(`${view.code}: add from the product page, open the mini cart, raise the quantity, remove with confirmation`, async ({ page }) => {
    test.setTimeout(120_000);
    const t = cartTexts(view.lang);
    const headerButton = (count: number) => page.getByRole('button', { name: fill(t[count === 1 ? 'miniCartHeaderLabel_one' : 'miniCartHeaderLabel_other'], { count }) });
    const errors = collectErrors(page);
    // The narrowest screen the shop supports (docs/style.md habit 13): the drawer's lines must fit without sideways scrolling.
    await page.setViewportSize({ width: 320, height: 640 });

    await page.goto(`${view.prefix}${product.path}`, { timeout: 90_000 });
    await waitForHydration(page);
    const name = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
    await expect(headerButton(0)).toBeVisible();

    await page.getByRole('button', { name: addToCartLabel(view.lang), exact: true }).click();
    await expect(headerButton(1)).toBeVisible();
    await headerButton(1).click();
    const drawer = page.getByRole('dialog', { name: t.miniCartTitle });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('link', { name })).toHaveAttribute('href', `${view.prefix}${product.path}`);
    await expect(drawer.getByRole('link', { name: t.miniCartCheckout })).toHaveAttribute('href', `${view.prefix}/checkout`);

    expect(await drawer.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);

    await drawer.getByRole('button', { name: fill(t.miniCartIncrease, { productName: name }) }).click();
    await expect(drawer.getByRole('group', { name: fill(t.miniCartQuantity, { productName: name }) })).toContainText('2');
    await expect(headerButton(2)).toBeVisible();

    await drawer.getByRole('button', { name: fill(t.miniCartRemoveItem, { productName: name }) }).click();
    const question = drawer.getByRole('group', { name: t.miniCartConfirmRemove });
    await expect(question.getByRole('button', { name: t.miniCartNo })).toBeFocused();
    await question.getByRole('button', { name: t.miniCartYes }).click();
    await expect(drawer.getByText(t.miniCartEmpty!)).toBeVisible();
    await expect(drawer.getByRole('link', { name: t.miniCartCheckout })).toHaveCount(0);
    await expect(headerButton(0)).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    expect(shopErrors(errors)).toEqual([]);
  });
}
