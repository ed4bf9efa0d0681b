import { spawn, type ChildProcess } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { E2E_AUTH_SECRET, E2E_OPS_KEY, E2E_PORT, collectErrors, waitForHydration } from './support';

// Issue 19 item 1: the shop with the server API type graphql (SERVER_API_TYPE=graphql). The server renders the first
// page with the loaders' GraphQL queries in process; every later catalogue read of the browser is a POST to /graphql,
// and none goes to /api/catalog. Home → category (menu) → brand filter → product → search, in three views.

/** A shop of its own (the same build), started by this file only: beside the sandbox shop and the providers shop. */
const PORT = Number(E2E_PORT) + 70;
const ORIGIN = `http://localhost:${PORT}`;
const WIPER_BLADES = 35;

const views = [
  { code: 'est', home: `${ORIGIN}/`, menu: 'Kategooriad', top: 'Klaasipuhastid', brand: 'Tootja', open: 'Otsing', input: 'Otsi varuosi' },
  { code: 'eng', home: `${ORIGIN}/eng`, menu: 'Categories', top: 'Wipers', brand: 'Brand', open: 'Search', input: 'Search for parts' },
  { code: 'ap24_italy_it', home: `http://it.localhost:${PORT}/`, menu: 'Categorie', top: 'Tergicristalli', brand: 'Marca', open: 'Cerca', input: 'Cerca ricambi' },
] as const;

let shop: ChildProcess | undefined;
let output = '';

// One shop for the file: its tests run in one worker, one after the other.
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  shop = spawn(process.execPath, ['--import', 'tsx', 'tests/e2e/fresh-shop.ts'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR: join(tmpdir(), `autoparts-e2e-graphql-${PORT}`),
      SERVER_API_TYPE: 'graphql',
      STORE_VIEW_DOMAINS: '',
      OPS_KEY: E2E_OPS_KEY,
      AUTH_SECRET: E2E_AUTH_SECRET,
      MAX_PAGE_RENDERS: '10000',
      MAX_SEARCHES: '10000',
      MAX_EVENT_LOOP_DELAY_MS: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  shop.stdout?.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000)));
  shop.stderr?.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000)));
  // A new data folder (fresh-shop.ts removes the last run's) is a copy of the demo database template.
  await expect
    .poll(async () => (await fetch(`${ORIGIN}/api/health`).catch(() => null))?.status ?? (shop?.exitCode !== null ? `ended: ${output}` : 0), { timeout: 280_000 })
    .toBe(200);
});

test.afterAll(async () => {
  if (!shop || shop.exitCode !== null) return;
  const ended = new Promise((resolve) => shop?.once('exit', resolve));
  shop.kill('SIGTERM');
  await ended;
});

/** The catalogue requests the page makes: GraphQL POSTs and any /api/catalog GET. */
function catalogueRequests(page: Page): { graphql: () => number; rest: () => string[] } {
  let graphql = 0;
  const rest: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/graphql' && request.method() === 'POST') graphql += 1;
    if (url.pathname.startsWith('/api/catalog/')) rest.push(url.pathname);
  });
  return { graphql: () => graphql, rest: () => rest };
}

/** The category's name in a view, asked from the GraphQL API over HTTP. */
async function categoryName(storeCode: string, id: number): Promise<string> {
  const response = await fetch(`${ORIGIN}/graphql?storeCode=${storeCode}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: 'query ($id: JSON) { categories(filter: {id: {eq: $id}}, pageSize: 1) { hits } }', variables: { id } }),
  });
  expect(response.status).toBe(200);
  const answer = (await response.json()) as { data: { categories: { hits: { hits: { _source: { name: string } }[] } } } };
  return answer.data.categories.hits.hits[0]!._source.name;
}

for (const view of views) {
  test(`${view.code}: home → category → brand filter → product → search, every catalogue read through /graphql`, async ({ page }) => {
    test.slow();
    const errors = collectErrors(page);
    const requests = catalogueRequests(page);
    const blades = await categoryName(view.code, WIPER_BLADES);

    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(view.home, { timeout: 60_000 });
    await waitForHydration(page);
    await expect(page.locator('main article').first()).toBeVisible();

    // Home → category through the categories menu: the browser's loader asks /graphql.
    let before = requests.graphql();
    const menu = page.getByRole('navigation', { name: view.menu }).first();
    await menu.getByRole('link', { name: view.top, exact: true }).hover();
    await menu.getByRole('link', { name: blades, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(blades, { timeout: 30_000 });
    await expect(page.locator('main article').first()).toBeVisible();
    expect(requests.graphql()).toBeGreaterThan(before);

    // A brand filter: the products shown are all Bosch, the facet still offers the others.
    before = requests.graphql();
    const brands = page.getByRole('group', { name: view.brand });
    await brands.locator('input[value="Bosch"]').click();
    await expect(page).toHaveURL(/[?&]brand=Bosch/);
    await expect(brands.locator('input[value="Bosch"]')).toBeChecked({ timeout: 30_000 });
    const cards = await page.locator('main article').evaluateAll((found) => found.map((card) => card.textContent ?? ''));
    expect(cards.length).toBeGreaterThan(0);
    for (const text of cards) expect(text).toContain('Bosch');
    expect(await brands.locator('input').count()).toBeGreaterThan(1);
    expect(requests.graphql()).toBeGreaterThan(before);

    // A product page.
    before = requests.graphql();
    await page.locator('main a[href*="/p/BOSCH-AEROTWIN/"]').first().click();
    await expect(page).toHaveURL(/\/p\/BOSCH-AEROTWIN\//);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Bosch', { timeout: 30_000 });
    expect(requests.graphql()).toBeGreaterThan(before);

    // The search panel finds the oil filter by its OE number as printed.
    before = requests.graphql();
    await page.getByRole('button', { name: view.open, exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('searchbox', { name: view.input }).fill('04E 115 561 H');
    const results = dialog.getByRole('list');
    await expect(results.getByRole('link')).toHaveCount(1, { timeout: 15_000 });
    await expect(results.getByRole('link')).toContainText('MANN-FILTER HU 7020 z');
    expect(requests.graphql()).toBeGreaterThan(before);

    expect(requests.rest()).toEqual([]);
    expect(errors).toEqual([]);
  });
}
