import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { E2E_PORT, collectErrors, waitForHydration } from './support';

type HomeTexts = { homePage: { title: string; newProducts: string; bestSellers: string; banners: string } };
const texts = (language: string) => JSON.parse(readFileSync(new URL(`../../src/modules/catalog/locales/${language}.json`, import.meta.url), 'utf8')) as HomeTexts;

/** Vite's hot-reload socket failing (several dev servers share its port): the dev server's, not the page's. */
const isDevSocketNoise = (error: string) => /WebSocket|\[vite\]/.test(error);

// The seeded banner documents: each view's head image, its picture's alt text and a main banner (server/catalogue/generator/banners.ts).
const views = [
  { code: 'est', url: '/', lang: 'et', banner: 'Varuosad kohale 1-10 päevaga', alt: 'DPD kaubik teel', main: 'Pidurid igale autole', product: /^\/p\// },
  { code: 'eng', url: '/eng', lang: 'en', banner: 'Car parts delivered in 1-10 days', alt: 'A DPD delivery van on the road', main: 'Brakes for every car', product: /^\/eng\/p\// },
  { code: 'fin', url: `http://fi.localhost:${E2E_PORT}/`, lang: 'fi', banner: 'Varaosat perillä 1-10 päivässä', alt: 'DPD:n pakettiauto tiellä', main: 'Jarrut jokaiseen autoon', product: /^\/p\// },
] as const;

for (const view of views) {
  test(`${view.code}: the home shows its banners and both lists, and a card opens the product`, async ({ page }) => {
    const { homePage: home } = texts(view.lang);
    const errors = collectErrors(page);
    await page.goto(view.url, { timeout: 120_000 });
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(home.title);

    // Banners: the view's head image links somewhere in the shop, and its picture loads with its box reserved.
    // It and the first main banner (on a phone the taller of the two, the page's LCP) load at once, at high
    // priority (ADR 0078); the banners after them stay lazy.
    const banner = page.getByRole('link', { name: new RegExp(`^${view.banner}`) }).first();
    await expect(banner).toBeVisible();
    const picture = banner.locator('img');
    await expect(picture).toHaveAttribute('alt', view.alt);
    await expect(picture).toHaveAttribute('width', /\d+/);
    await expect(picture).toHaveAttribute('loading', 'eager');
    await expect(picture).toHaveAttribute('fetchpriority', 'high');
    await expect(page.locator(`link[rel="preload"][as="image"][href="${await picture.getAttribute('src')}"]`)).toHaveCount(1);
    const banners = page.getByRole('navigation', { name: home.banners });
    await expect(banners.locator('img').first()).toHaveAttribute('fetchpriority', 'high');
    await expect(banners.locator('img').nth(1)).toHaveAttribute('loading', 'lazy');
    await expect(banners.getByRole('link', { name: new RegExp(`^${view.main}`) })).toBeVisible();
    // Every banner shows its own picture: no two banners of the page share one.
    const sources = await page.locator('main a img').evaluateAll((images) => images.map((img) => img.getAttribute('src')).filter((src) => src?.startsWith('/banners/')));
    expect(sources.length).toBeGreaterThanOrEqual(6);
    expect(new Set(sources).size).toBe(sources.length);
    await picture.scrollIntoViewIfNeeded();
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    // Both lists: 8 cards each.
    const newest = page.getByRole('region', { name: home.newProducts });
    const best = page.getByRole('region', { name: home.bestSellers });
    await expect(newest.getByRole('article')).toHaveCount(8);
    await expect(best.getByRole('article')).toHaveCount(8);

    // A card's link opens the product page (client-side navigation).
    const card = newest.getByRole('article').first();
    const link = card.getByRole('link');
    const name = (await link.innerText()).trim();
    expect(await link.getAttribute('href')).toMatch(view.product);
    await link.click();
    // In development the product page's code compiles on first use.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name, { timeout: 30_000 });
    expect(errors.filter((error) => !isDevSocketNoise(error))).toEqual([]);
  });
}

test('the home stays usable 320 px wide', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/eng', { timeout: 120_000 });
  await waitForHydration(page);
  await expect(page.getByRole('region', { name: texts('en').homePage.newProducts }).getByRole('article')).toHaveCount(8);
  // The page's own content (banners, cards) fits the width; the header is the shell's.
  const overflowing = await page.locator('main').evaluate((main) =>
    [...main.querySelectorAll('a, article, img')].filter((element) => element.getBoundingClientRect().right > 320).map((element) => element.outerHTML.slice(0, 80)),
  );
  expect(overflowing).toEqual([]);
  // The header's actions wrap instead of pushing the cart off the screen: the page never scrolls sideways
  // (the menu bar scrolls inside its own box), and the cart button is on the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(320);
  const cart = await page.getByRole('banner').getByRole('button', { name: /^Shopping cart/ }).boundingBox();
  expect(cart && cart.x >= 0 && cart.x + cart.width <= 320).toBe(true);
});
