import { readFileSync } from 'node:fs';
import type { Locator } from '@playwright/test';

// What the cart journeys (cart-page, cart-edit) read: the cart's texts per language and amounts as numbers.

type Texts = Record<string, string>;

/** The cart's texts in a language, read from its locale file. */
export function cartTexts(language: string): Texts {
  return JSON.parse(readFileSync(new URL(`../../src/modules/cart/locales/${language}.json`, import.meta.url), 'utf8')) as Texts;
}

/** The product page's "Add to cart" in a language. */
export function addToCartLabel(language: string): string {
  const catalog = JSON.parse(readFileSync(new URL(`../../src/modules/catalog/locales/${language}.json`, import.meta.url), 'utf8')) as { product: { addToCart: string } };
  return catalog.product.addToCart;
}

export const fill = (text: string | undefined, params: Record<string, string | number>) =>
  Object.entries(params).reduce((out, [key, value]) => out.replaceAll(`{{${key}}}`, String(value)), text ?? '');

/** An amount as the shop writes it ('37,20 €', '1 234.50 €') in cents, whatever the view's separators. */
export async function cents(locator: Locator): Promise<number> {
  const text = (await locator.textContent()) ?? '';
  const digits = text.replace(/[^\d.,-]/g, '');
  const [, whole = '', fraction = '00'] = /^(-?[\d.,]*?)[.,](\d{2})$/.exec(digits) ?? [];
  return Number(whole.replace(/[.,]/g, '')) * 100 + Number(fraction);
}
