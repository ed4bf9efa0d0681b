import { readFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { waitForHydration } from './support';

const cart = JSON.parse(readFileSync(new URL('../../src/modules/cart/locales/en.json', import.meta.url), 'utf8')) as Record<string, string>;
const addToCart = (JSON.parse(readFileSync(new URL('../../src/modules/catalog/locales/en.json', import.meta.url), 'utf8')) as { product: { addToCart: string } }).product.addToCart;

test('Ctrl+Shift+E downloads the event log with the cart line as JSON lines', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/eng/p/FERODO-FDB98647/ferodo-fdb-98647-857', { timeout: 90_000 });
  await waitForHydration(page);
  await page.getByRole('button', { name: addToCart, exact: true }).click();
  await expect(page.getByRole('button', { name: (cart.miniCartHeaderLabel_one ?? '').replaceAll('{{count}}', '1') })).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.keyboard.press('Control+Shift+E');
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^autoparts-log-eng-\d{4}-\d\d-\d\dT[\d-]+Z\.jsonl$/);
  const text = await readFile((await download.path())!, 'utf8');
  const events = text
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { type: string; data: { line?: { sku: string } } });
  expect(events.find((event) => event.type === 'cart/itemAdded')?.data.line?.sku).toBeTruthy();
});
