import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { E2E_PORT, collectErrors, waitForHydration } from './support';

type Texts = Record<string, string>;

/** A module's texts in a language, read from its locale file (plural keys picked by the caller). */
function moduleTexts(module: 'wishlist' | 'compare' | 'notifications', language: string): Texts {
  return JSON.parse(readFileSync(new URL(`../../src/modules/${module}/locales/${language}.json`, import.meta.url), 'utf8')) as Texts;
}

const fill = (text: string | undefined, params: Record<string, string | number>) =>
  Object.entries(params).reduce((out, [key, value]) => out.replaceAll(`{{${key}}}`, String(value)), text ?? '');

const A = { sku: 'FERODO-FDB98647', path: '/p/FERODO-FDB98647/ferodo-fdb-98647-857' };
const B = { sku: 'TRW-GDB3819', path: '/p/TRW-GDB3819/trw-gdb-3819-1448' };

const views = [
  { code: 'est', base: '', prefix: '', lang: 'et', manufacturer: 'Tootja', position: 'Paigalduskoht', rear: 'Tagatelg' },
  { code: 'eng', base: '/eng', prefix: '/eng', lang: 'en', manufacturer: 'Manufacturer', position: 'Fitting position', rear: 'Rear axle' },
  { code: 'fin', base: `http://fi.localhost:${E2E_PORT}`, prefix: '', lang: 'fi', manufacturer: 'Valmistaja', position: 'Asennuspaikka', rear: 'Taka-akseli' },
] as const;

/** Reads a key of a durable store (IndexedDB database `autoparts-durable-<name>`, store `kv`). */
function readDurable(page: Page, database: string, key: string): Promise<unknown> {
  return page.evaluate(
    ([name, entry]) =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open(name!);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const read = open.result.transaction('kv', 'readonly').objectStore('kv').get(entry!);
          read.onsuccess = () => resolve(read.result);
          read.onerror = () => reject(read.error);
        };
      }),
    [`autoparts-durable-${database}`, key],
  );
}

/** Closes the toasts still on screen, so none covers a control the journey presses next. */
async function dismissNotifications(page: Page, language: string): Promise<void> {
  const texts = moduleTexts('notifications', language);
  const close = page.getByRole('region', { name: texts.region }).getByRole('button', { name: texts.close });
  // A toast may expire between the count and the click; the loop then just counts again.
  while ((await close.count()) > 0) await close.first().click({ timeout: 1000 }).catch(() => undefined);
}

/** Console errors that matter: the dev server's hot-reload socket is not part of the shop. */
const shopErrors = (errors: string[]) => errors.filter((error) => !/WebSocket|\[vite\]/.test(error));

for (const view of views) {
  test(`${view.code}: wishlist and compare from the product page, the drawer, /compare, reload, remove`, async ({ page, request }) => {
    test.setTimeout(120_000);
    const w = moduleTexts('wishlist', view.lang);
    const c = moduleTexts('compare', view.lang);
    const count = (texts: Texts, n: number) => fill(texts[n === 1 ? 'headerLabel_one' : 'headerLabel_other'], { count: n });

    // The list lives in the browser: the server renders the compare page's loading state.
    const target = new URL(`${view.base}/compare`, `http://localhost:${E2E_PORT}`);
    const html = await (await request.get(`http://localhost:${E2E_PORT}${target.pathname}`, { headers: { host: target.host } })).text();
    expect(html).toContain(c.title);
    expect(html).toContain(c.loading);

    const errors = collectErrors(page);
    const names: string[] = [];
    for (const product of [A, B]) {
      await dismissNotifications(page, view.lang);
      await page.goto(`${view.base}${product.path}`, { timeout: 60_000 });
      await waitForHydration(page);
      const name = await page.getByRole('heading', { level: 1 }).innerText();
      names.push(name);
      await page.getByRole('button', { name: w.add }).click();
      await expect(page.getByRole('button', { name: w.remove })).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByText(fill(w['Product {{productName}} has been added to wishlist!'], { productName: name }))).toBeVisible();
      await page.getByRole('button', { name: c.add }).click();
      await expect(page.getByRole('button', { name: c.remove })).toHaveAttribute('aria-pressed', 'true');
    }
    const [nameA, nameB] = names as [string, string];

    // The header opens the wishlist drawer; focus moves into it and Escape closes it through the overlay.
    const wishlistButton = page.getByRole('button', { name: count(w, 2) });
    await wishlistButton.click();
    const drawer = page.getByRole('dialog', { name: w.title });
    await expect(drawer).toBeFocused();
    await expect(page.getByTestId('overlay')).toBeVisible();
    await expect(drawer.getByRole('link', { name: nameA })).toHaveAttribute('href', `${view.prefix}${A.path}`);
    await expect(drawer.getByRole('link', { name: nameB })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(wishlistButton).toBeFocused();

    // The compare page: both products with their comparable attributes.
    await page.getByRole('link', { name: count(c, 2) }).click();
    const table = page.getByRole('table', { name: c.title });
    // The dev server compiles the compare page on first use.
    await expect(table).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.title ?? '');
    await expect(table.getByRole('columnheader').getByRole('link')).toHaveText([nameA, nameB]);
    const row = (label: string) => table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: label, exact: true }) }).getByRole('cell');
    await expect(row(view.manufacturer)).toHaveText(['Ferodo', 'TRW']);
    await expect(row(view.position)).toHaveText([view.rear, view.rear]);

    // A reload restores both lists (the event log), and the spec's storage keys hold them too.
    await dismissNotifications(page, view.lang);
    await page.reload();
    await waitForHydration(page);
    await expect(table.getByRole('columnheader').getByRole('link')).toHaveText([nameA, nameB]);
    await expect(page.getByRole('button', { name: count(w, 2) })).toBeVisible();
    const stored = (database: string, key: string) => readDurable(page, database, key).then((items) => (items as { sku: string }[]).map((item) => item.sku));
    expect(await stored(`compare-${view.code}`, 'current-compare')).toEqual([A.sku, B.sku]);
    expect(await stored(`wishlist-${view.code}`, 'current-wishlist')).toEqual([A.sku, B.sku]);

    // Remove: one product from the comparison, one from the wishlist drawer.
    await page.getByRole('button', { name: fill(c.removeItem, { productName: nameA }) }).click();
    await expect(table.getByRole('columnheader').getByRole('link')).toHaveText([nameB]);
    await expect(page.getByRole('link', { name: count(c, 1) })).toBeVisible();
    await page.getByRole('button', { name: count(w, 2) }).click();
    await drawer.getByRole('button', { name: fill(w.removeItem, { productName: nameB }) }).click();
    await expect(drawer.getByRole('link', { name: nameB })).toBeHidden();
    await expect(page.getByRole('button', { name: count(w, 1) })).toBeVisible();
    await expect.poll(() => stored(`wishlist-${view.code}`, 'current-wishlist')).toEqual([A.sku]);
    expect(shopErrors(errors)).toEqual([]);
  });
}
