import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { FIRST_LOAD_BUDGET_BYTES, discoverPaths, filesWithoutTwins, firstLoadProblems, measureFirstLoad } from '../../scripts/first-load';
import { storeViewHomes } from './support';

// Issue 16 item 2 (ADR 0034): what a browser loads before each page type is interactive, in every view,
// stays within the budget (gzip bytes of JavaScript and number of script requests), every script comes
// compressed and no view loads another view's own modules. Deterministic: bytes and counts, no timings.

const clientDir = fileURLToPath(new URL('../../dist/client/', import.meta.url));

test('every built text file over 1 KB has a brotli and a gzip twin', () => {
  expect(filesWithoutTwins(clientDir)).toEqual([]);
});

for (const view of storeViewHomes()) {
  test(`first load of home, category, product, search and checkout in ${view.code} is within budget`, async ({ browser, baseURL }) => {
    test.slow();
    const home = new URL(view.url, baseURL).href;
    // A first visit: a fresh context and no service worker.
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const paths = await discoverPaths(context, home);

    const problems: string[] = [];
    for (const path of paths) {
      const page = await context.newPage();
      const load = await measureFirstLoad(page, new URL(path, home).href, clientDir);
      expect(load.scripts.length, `${path}: scripts were counted`).toBeGreaterThan(2);
      problems.push(...firstLoadProblems(load, view.code, FIRST_LOAD_BUDGET_BYTES));
      await page.close();
    }
    await context.close();
    expect(problems).toEqual([]);
  });
}
