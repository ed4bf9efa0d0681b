import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { E2E_OPS_KEY, uniqueEmail, waitForHydration } from './support';

// Support console (issue 21 item 1, ADR 0066): a shopper's real log, exported and shared, opened by staff at
// /support and stepped through to the cart it produced.
const cart = JSON.parse(readFileSync(new URL('../../src/modules/cart/locales/en.json', import.meta.url), 'utf8')) as Record<string, string>;
const addToCart = (JSON.parse(readFileSync(new URL('../../src/modules/catalog/locales/en.json', import.meta.url), 'utf8')) as { product: { addToCart: string } }).product.addToCart;
const PRODUCT = '/eng/p/FERODO-FDB98647/ferodo-fdb-98647-857';
const SKU = 'FERODO-FDB98647';

/** Opens the console in a staff context and waits until it is ready. */
async function openConsole(page: Page): Promise<void> {
  const response = await page.goto('/support');
  expect(response?.status()).toBe(200);
  expect(response?.headers()['cache-control']).toBe('no-store');
  expect(response?.headers()['x-robots-tag']).toBe('noindex, nofollow');
  await expect(page.locator('#support-console[data-ready="true"]')).toBeAttached({ timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Support console' })).toBeVisible();
}

/** Steps to the last event and checks the cart lines the log produced. */
async function expectCartAtLastEvent(page: Page, productName: string): Promise<void> {
  await page.getByRole('button', { name: 'Last', exact: true }).click();
  const lines = page.getByRole('table', { name: 'Cart lines after this event' });
  await expect(lines.getByRole('row', { name: new RegExp(SKU) })).toContainText(productName);
  await expect(lines.getByRole('row', { name: new RegExp(SKU) }).getByRole('cell').nth(2)).toHaveText('1');
  // Selecting the first event (before anything was added) shows an empty cart: the console steps through the replay.
  await page.getByRole('button', { name: 'First', exact: true }).click();
  await expect(page.getByText('The cart is empty.')).toBeVisible();
  // Filtering by module keeps that module's events only.
  await page.getByLabel('Module', { exact: true }).selectOption('cart');
  await expect(page.getByRole('button', { name: 'cart/itemAdded' }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'user/sessionStartedAnonymously' })).toHaveCount(0);
  await page.getByRole('button', { name: 'cart/itemAdded' }).first().click();
  await expect(page.getByRole('list', { name: 'Changes against the state before' })).toContainText('$.modules.cart.lines');
}

test('a shopper exports and shares the log; staff open it at /support by file and by code and see the cart', async ({ page, browser }, testInfo) => {
  // A shopping session, a registration and two loads of the console: long on a loaded 2-core machine.
  test.setTimeout(240_000);
  // The shopper: a part in the cart, registered (My Account holds "Share with support").
  await page.goto(PRODUCT, { timeout: 90_000 });
  await waitForHydration(page);
  const productName = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
  await page.getByRole('button', { name: addToCart, exact: true }).click();
  await expect(page.getByRole('button', { name: (cart.miniCartHeaderLabel_one ?? '').replaceAll('{{count}}', '1') })).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.keyboard.press('Control+Shift+E');
  const file = testInfo.outputPath('customer.jsonl');
  await (await downloading).saveAs(file);

  const password = 'secret-pass-support-1';
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('dialog', { name: 'Log in' }).getByRole('button', { name: 'Not yet an account? Register now' }).click();
  const register = page.getByRole('dialog', { name: 'Register' });
  await register.getByLabel('E-mail address').fill(uniqueEmail('support-console'));
  await register.getByLabel('First name').fill('Mari');
  await register.getByLabel('Last name').fill('Maasikas');
  await register.getByLabel('Password', { exact: true }).fill(password);
  await register.getByLabel('Repeat password').fill(password);
  await register.getByRole('button', { name: 'Register an account' }).click();
  // Registering hashes the password on the server: slow on a loaded machine; the banner's Logout says it is done.
  await expect(page.getByRole('banner').getByRole('button', { name: 'Logout' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('banner').getByRole('link', { name: 'My account', exact: true }).click();
  // The account page is a lazy chunk with a loader: on a loaded machine it takes a while.
  await expect(page.getByText('Hello, Mari Maasikas!')).toBeVisible({ timeout: 30_000 });

  // Consent: nothing leaves the browser until the shopper confirms.
  await page.getByRole('button', { name: 'Share with support' }).click({ timeout: 30_000 });
  await expect(page.getByText('kept for 30 days')).toBeVisible();
  const shared = page.waitForRequest((request) => request.url().endsWith('/api/ext/support-logs') && request.method() === 'POST');
  await page.getByRole('button', { name: 'Yes, share the log' }).click();
  const body = (await shared).postDataJSON() as { log: string };
  expect(body.log).toContain('cart/itemAdded');
  expect(body.log).not.toContain(password);
  const code = (await page.locator('[data-support-code]').innerText()).trim();
  expect(code).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/);

  // Staff: the ops key as the password of the browser's sign-in.
  const staff = await browser.newContext({ httpCredentials: { username: 'support', password: E2E_OPS_KEY } });
  const staffPage = await staff.newPage();
  await openConsole(staffPage);

  await staffPage.getByLabel('Exported log file (.jsonl)').setInputFiles(file);
  // The first load fetches the shop's modules for the replay.
  await expect(staffPage.getByRole('status').filter({ hasText: 'File customer.jsonl' })).toBeVisible({ timeout: 30_000 });
  await expectCartAtLastEvent(staffPage, productName);

  await staffPage.getByLabel('Share code').fill(code.toLowerCase());
  await staffPage.getByRole('button', { name: 'Load shared log' }).click();
  await expect(staffPage.getByRole('status').filter({ hasText: `Shared code ${code}` })).toBeVisible({ timeout: 30_000 });
  await expectCartAtLastEvent(staffPage, productName);
  await staff.close();
});

test('without the ops key /support and the shared logs are refused, and no shopper script names the console', async ({ page, request }) => {
  test.slow();
  const refused = await request.get('/support');
  expect(refused.status()).toBe(401);
  expect(refused.headers()['www-authenticate']).toMatch(/^Basic realm="AP24 support"/);
  expect(refused.headers()['cache-control']).toBe('no-store');
  expect(refused.headers()['x-robots-tag']).toBe('noindex, nofollow');
  expect(await refused.text()).not.toContain('support-entry');

  const wrong = await request.get('/support', { headers: { authorization: `Basic ${Buffer.from('support:not-the-key-0123456789').toString('base64')}` } });
  expect(wrong.status()).toBe(401);
  const byCode = await request.get('/api/ext/support-logs/ABCDE-FGHJK');
  expect(byCode.status()).toBe(401);
  expect(((await byCode.json()) as { code: number }).code).toBe(401);

  // A shopper's page loads no console code, and the service worker's precache list has none of it.
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  await page.goto('/eng');
  await waitForHydration(page);
  expect(scripts.filter((url) => /\/assets\/support-/.test(url))).toEqual([]);
  expect(scripts.length).toBeGreaterThan(0);
  for (const url of scripts) expect(await (await request.get(url)).text(), url).not.toContain('Load shared log');
  const worker = await (await request.get('/sw.js')).text();
  expect(worker).not.toMatch(/assets\/support-/);
});
