import { expect, test, type Page } from '@playwright/test';
import { E2E_PORT, collectErrors, waitForHydration } from './support';

const origin = `http://localhost:${E2E_PORT}`;
const fiOrigin = `http://fi.localhost:${E2E_PORT}`;

/** Console errors besides the Vite dev server's HMR socket (journeys also run against `--dev` servers). */
const pageErrors = (page: Page) => {
  const errors = collectErrors(page);
  return () => errors.filter((error) => !/WebSocket|\[vite\]/.test(error));
};

/** The page head as the document holds it now (server-written or updated after a client navigation). */
async function headOf(page: Page) {
  return page.evaluate(() => {
    const attr = (selector: string, name: string) => [...document.head.querySelectorAll(selector)].map((el) => el.getAttribute(name));
    return {
      canonical: attr('link[rel="canonical"]', 'href'),
      description: attr('meta[name="description"]', 'content'),
      robots: attr('meta[name="robots"]', 'content'),
      alternates: Object.fromEntries([...document.head.querySelectorAll('link[rel="alternate"][hreflang]')].map((el) => [el.getAttribute('hreflang'), el.getAttribute('href')])),
      jsonLd: [...document.head.querySelectorAll('script[type="application/ld+json"]')].map((el) => JSON.parse(el.textContent ?? 'null') as Record<string, unknown>),
    };
  });
}

// A dev server compiles pages on first use: the first load and navigation may take long.
test.setTimeout(180_000);
const SLOW = { timeout: 90_000 };

const views = [
  { code: 'est', url: `${origin}/c/piduriklotsid`, own: 'et-EE' },
  { code: 'eng', url: `${origin}/eng/c/brake-pads`, own: 'en-GB' },
  { code: 'fin', url: `${fiOrigin}/c/jarrupalat`, own: 'fi-FI' },
] as const;

for (const view of views) {
  test(`${view.code}: a category's head has its canonical, hreflang to every view and breadcrumbs`, async ({ page }) => {
    const errors = pageErrors(page);
    await page.goto(view.url, { timeout: 120_000 });
    await waitForHydration(page);
    const head = await headOf(page);
    expect(head.canonical).toEqual([view.url]);
    expect(head.description).toHaveLength(1);
    expect(head.robots).toEqual([]);
    expect(head.alternates[view.own]).toBe(view.url);
    expect(head.alternates).toMatchObject({
      'et-EE': `${origin}/c/piduriklotsid`,
      'en-GB': `${origin}/eng/c/brake-pads`,
      'fi-FI': `${fiOrigin}/c/jarrupalat`,
      'x-default': `${origin}/c/piduriklotsid`,
    });
    expect(Object.keys(head.alternates)).toEqual(expect.arrayContaining(['ru-RU', 'it-IT', 'en-IE']));
    expect(head.jsonLd.map((block) => block['@type'])).toEqual(['BreadcrumbList']);
    expect(errors()).toEqual([]);
  });
}

test('a client navigation to a product replaces the head: canonical, hreflang, JSON-LD with the offer', async ({ page }) => {
  const errors = pageErrors(page);
  await page.goto('/eng/c/brake-pads', { timeout: 120_000 });
  await waitForHydration(page);
  const product = page.locator('main article a[href^="/eng/p/"]').first();
  const href = (await product.getAttribute('href')) ?? '';
  await product.click();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin}${href}`, SLOW);
  const head = await headOf(page);
  expect(head.canonical).toHaveLength(1);
  expect(head.description).toHaveLength(1);
  expect(head.alternates['fi-FI']).toMatch(new RegExp(`^${fiOrigin}/p/`));
  const offer = head.jsonLd.find((block) => block['@type'] === 'Product')?.offers as Record<string, unknown> | undefined;
  expect(offer?.price).toMatch(/^\d+\.\d\d$/);
  expect(offer?.availability).toMatch(/^https:\/\/schema\.org\/(InStock|OutOfStock)$/);
  expect(head.jsonLd.filter((block) => block['@type'] === 'BreadcrumbList')).toHaveLength(1);

  // Back to the listing: the product's tags are gone again.
  await page.goBack();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin}/eng/c/brake-pads`, SLOW);
  expect((await headOf(page)).jsonLd.map((block) => block['@type'])).toEqual(['BreadcrumbList']);
  expect(errors()).toEqual([]);
});

test('a filtered listing is noindex,follow with the plain listing as canonical', async ({ page }) => {
  await page.goto('/eng/c/brake-pads', { timeout: 120_000 });
  await waitForHydration(page);
  await page.getByRole('group', { name: 'Brand' }).getByRole('checkbox').first().click();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex,follow', SLOW);
  await expect(page).toHaveURL(/[?&]brand=/);
  const head = await headOf(page);
  expect(head.canonical).toEqual([`${origin}/eng/c/brake-pads`]);
  expect(head.alternates).toEqual({});
});
