import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { FIRST_LOAD_BUDGET_BYTES, discoverPaths, filesWithoutTwins, firstLoadProblems, measureFirstLoad } from '../../scripts/first-load';
import { storeViewHomes, waitForHydration } from './support';

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

// ADR 0078: the page's main picture has the phone's bandwidth to itself; its scripts start once it is in (the
// order of the browser's own resource timings, not a duration), and the page then hydrates as before.
for (const page of ['/', '/c/pidurid', '/eng/c/brakes']) {
  test(`the main picture of ${page} loads before the page's scripts start`, async ({ browser, baseURL }) => {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const tab = await context.newPage();
    const violations: string[] = [];
    tab.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await tab.goto(new URL(page, baseURL).href);
    await waitForHydration(tab);
    const order = await tab.evaluate(() => {
      const pictures = [...document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')].map((image) => image.currentSrc);
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const pictureEnds = resources.filter((entry) => pictures.includes(entry.name)).map((entry) => entry.responseEnd);
      const scriptStarts = resources.filter((entry) => new URL(entry.name).pathname.endsWith('.js')).map((entry) => entry.startTime);
      return { pictures: pictures.length, timed: pictureEnds.length, lastPicture: Math.max(...pictureEnds), firstScript: Math.min(...scriptStarts) };
    });
    expect(order.pictures, 'the page marks its main picture').toBeGreaterThan(0);
    expect(order.timed, 'every main picture was fetched').toBe(order.pictures);
    expect(order.firstScript).toBeGreaterThanOrEqual(order.lastPicture);
    expect(violations).toEqual([]);
    await context.close();
  });
}
