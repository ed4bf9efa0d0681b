import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { collectErrors, productSlug, waitForHydration } from './support';

// Issue 20 item 3: the demo catalogue's pictures show each product's own kind, brand and sku, load at the spec's
// sizes with width, height and alt, and leave no grey placeholder behind.

/** The image has loaded pixels (scrolled into view first: listings load lazily). */
async function expectLoaded(image: Locator): Promise<void> {
  await image.scrollIntoViewIfNeeded();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)), { timeout: 15_000 }).toBeGreaterThan(0);
}

/** The drawn picture's text: the brand and sku it prints. */
async function printed(page: Page, src: string): Promise<string[]> {
  const svg = await (await page.request.get(src)).text();
  return [...svg.matchAll(/<text[^>]*>([^<]*)</g)].map((match) => match[1] ?? '');
}

test('listing cards show their own pictures at 310x300 with the product name as alt text', async ({ page }) => {
  // Eight cards, each picture fetched twice (loaded, then read for its printed text): longer than one page.
  test.slow();
  const errors = collectErrors(page);
  await page.goto('/eng/c/brake-pads');
  await waitForHydration(page);
  const cards = page.locator('main article');
  await expect(cards.first()).toBeVisible();
  const count = Math.min(await cards.count(), 8);
  expect(count).toBeGreaterThan(3);
  for (let index = 0; index < count; index += 1) {
    const card = cards.nth(index);
    const name = (await card.getByRole('heading').innerText()).trim();
    const image = card.locator('img');
    await expect(image).toHaveAttribute('width', '310');
    await expect(image).toHaveAttribute('height', '300');
    await expect(image).toHaveAttribute('alt', name);
    await expectLoaded(image);
    const box = await image.boundingBox();
    expect(box && box.width > 0 && Math.abs(box.width / box.height - 310 / 300) < 0.02).toBe(true);
    // The picture prints the product's own sku (the one in its link), never another part's.
    const sku = /\/p\/([^/]+)\//.exec((await card.getByRole('link').first().getAttribute('href')) ?? '')?.[1] ?? '';
    const texts = await printed(page, (await image.getAttribute('src')) ?? '');
    expect(texts, name).toContain(decodeURIComponent(sku));
    expect(texts.filter((text) => /\d/.test(text))).toEqual([decodeURIComponent(sku)]);
  }
  await expect(page.locator('main [data-state="failed"]')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test("the Brembo pads' product page shows a Brembo pad picture with its own number, 600x744, named by the product", async ({ page, request }) => {
  const errors = collectErrors(page);
  const slug = await productSlug(request, 'BREMBO-P85020');
  await page.goto(`/eng/p/BREMBO-P85020/${slug}`);
  await waitForHydration(page);
  const name = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
  const gallery = page.getByRole('region', { name: 'Product images' });
  const main = gallery.locator('img').first();
  await expect(main).toHaveAttribute('width', '600');
  await expect(main).toHaveAttribute('height', '744');
  await expect(main).toHaveAttribute('alt', name);
  await expectLoaded(main);
  const src = (await main.getAttribute('src')) ?? '';
  expect(src).toMatch(/^\/img\/600\/744\/resize\/parts\/brake-pads\/brembo-p85020\.jpg$/);
  expect(await printed(page, src)).toEqual(['Brembo', 'BREMBO-P85020']);
  // The thumbnails below load too, each a picture of the same part.
  const thumbnails = gallery.getByRole('listitem').locator('img');
  expect(await thumbnails.count()).toBeGreaterThan(1);
  for (const thumbnail of await thumbnails.all()) {
    await expectLoaded(thumbnail);
    expect(await printed(page, (await thumbnail.getAttribute('src')) ?? '')).toContain('BREMBO-P85020');
  }
  expect(errors).toEqual([]);
});
