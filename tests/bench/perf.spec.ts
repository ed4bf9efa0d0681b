// The pure parts of `npm run perf` (bench/perf-report.ts). It lives under tests/ because the unit project's
// include list (vitest.config.ts) has no bench/ entry; `npx vitest run --project unit bench/` still finds it.
import { describe, expect, it } from 'vitest';
import {
  BUDGETS, MISS, budgetMisses, categoryFromSearch, firstLink, formatResults, hrefsOf, medianRun, readLighthouseRun, readOptions, samePage, withQuery,
} from '../../bench/perf-report';
import type { LighthouseResultLike, LighthouseRun, PageResult } from '../../bench/perf-report';

const run = (overrides: Partial<LighthouseRun> = {}): LighthouseRun => ({ score: 98, lcpMs: 1500, tbtMs: 50, cls: 0.01, jsBytes: 100 * 1024, jsRequests: 12, ...overrides });

const result = (overrides: Partial<PageResult> = {}): PageResult => ({
  view: 'et',
  page: 'product',
  path: '/p/A/a-1',
  lighthouse: { median: run(), runs: [run()], errors: [] },
  ssr: { uncached: { requests: 20, p50: 12.5, p95: 30, unexpected: 0 }, cached: { requests: 20, p50: 1.2, p95: 2.5, unexpected: 0 }, notes: [] },
  ...overrides,
});

describe('perf options', () => {
  it('defaults to 3 Lighthouse runs over every page of both views, building and starting its own shop', () => {
    expect(readOptions([])).toMatchObject({ url: null, runs: 3, requests: 20, lighthouse: true, build: true, json: false });
    expect(readOptions([]).pages).toEqual(['home', 'category', 'product', 'search', 'checkout']);
    expect(readOptions([]).views.map((view) => view.prefix)).toEqual(['', '/eng']);
  });

  it('reads --url, --runs, --pages, --views, --ssr-only and --skip-lighthouse', () => {
    const options = readOptions(['--url', 'http://localhost:3450/', '--runs', '5', '--pages', 'product,home', '--views', 'eng', '--ssr-only', '--json']);
    expect(options).toMatchObject({ url: 'http://localhost:3450', runs: 5, pages: ['product', 'home'], lighthouse: false, json: true });
    expect(options.views.map((view) => view.key)).toEqual(['eng']);
    expect(readOptions(['--skip-lighthouse']).lighthouse).toBe(false);
  });

  it('refuses unknown pages and runs below 1', () => {
    expect(() => readOptions(['--pages', 'cart'])).toThrow(/unknown "cart"/);
    expect(() => readOptions(['--runs', '0'])).toThrow(/--runs/);
  });
});

describe('finding the pages in the HTML', () => {
  const html = '<a href="/eng">English</a><a href="/c/pidurid">Pidurid</a><a href="/eng/c/brakes">Brakes</a>'
    + '<a href="/p/BOSCH-1/bosch-1-2?x=1&amp;y=2">Bosch</a><a href="/eng/p/BOSCH-1/bosch-1-2">Bosch</a>';

  it('takes the first link of the view, never one of another view', () => {
    expect(hrefsOf(html)).toContain('/p/BOSCH-1/bosch-1-2?x=1&y=2');
    expect(firstLink(html, '', '/c/')).toBe('/c/pidurid');
    expect(firstLink(html, '/eng', '/c/')).toBe('/eng/c/brakes');
    expect(firstLink(html, '/eng', '/p/')).toBe('/eng/p/BOSCH-1/bosch-1-2');
    expect(firstLink('<a href="/c/">all</a>', '', '/c/')).toBeNull();
  });

  it('falls back to the first level-2 category of the category search, at its url_path', () => {
    const answer = { hits: { hits: [
      { _source: { level: 0, url_path: 'root-catalog' } },
      { _source: { level: 1, url_path: 'parts' } },
      { _source: { level: 2, url_path: 'old', is_active: false } },
      { _source: { level: 2, url_path: 'brakes' } },
    ] } };
    expect(categoryFromSearch(answer, '/eng')).toBe('/eng/brakes');
    expect(categoryFromSearch({ hits: { hits: [] } }, '')).toBeNull();
  });

  it('busts the cache with one more query parameter and knows a render of the same page', () => {
    expect(withQuery('/checkout', 'perf', 'a-1')).toBe('/checkout?perf=a-1');
    expect(withQuery('/search?q=pidur', 'perf', 'a-1')).toBe('/search?q=pidur&perf=a-1');
    const page = (title: string, canonical: string) => `<title>${title}</title><link rel="canonical" href="${canonical}" data-page-head>`;
    expect(samePage(page('Brakes', 'http://x/c/brakes'), page('Brakes', 'http://x/c/brakes'))).toBe(true);
    expect(samePage(page('Brakes', 'http://x/c/brakes'), page('Not found', 'http://x/c/brakes'))).toBe(false);
    expect(samePage('<p>no head</p>', '<p>no head</p>')).toBe(false);
  });
});

describe('Lighthouse figures', () => {
  const lhr = (items: object[]): LighthouseResultLike => ({
    categories: { performance: { score: 0.874 } },
    audits: {
      'largest-contentful-paint': { numericValue: 2100 },
      'total-blocking-time': { numericValue: 120 },
      'cumulative-layout-shift': { numericValue: 0.005 },
      'network-requests': { details: { items } },
    },
  });

  it("sums the transfer size of the page's scripts, not a service worker's", () => {
    const figures = readLighthouseRun(lhr([
      { resourceType: 'Document', transferSize: 30_000, sessionTargetType: 'page' },
      { resourceType: 'Script', transferSize: 1000, sessionTargetType: 'page' },
      { resourceType: 'Script', transferSize: 500 },
      { resourceType: 'Script', transferSize: 9999, sessionTargetType: 'worker' },
    ]));
    expect(figures).toEqual({ score: 87, lcpMs: 2100, tbtMs: 120, cls: 0.005, jsBytes: 1500, jsRequests: 2 });
  });

  it('refuses a run Lighthouse could not measure', () => {
    expect(() => readLighthouseRun({ ...lhr([]), runtimeError: { code: 'NO_FCP', message: 'no paint' } })).toThrow(/NO_FCP/);
  });

  it('takes the median of each figure on its own', () => {
    const median = medianRun([run({ score: 90, lcpMs: 3000 }), run({ score: 70, lcpMs: 1000 }), run({ score: 80, lcpMs: 2000, jsBytes: 1 })]);
    expect(median).toMatchObject({ score: 80, lcpMs: 2000, jsBytes: 100 * 1024 });
    expect(medianRun([])).toBeNull();
  });
});

describe('budgets and the table', () => {
  it('passes figures on the budget and marks each one beyond it', () => {
    const onBudget = run({ score: BUDGETS.score, lcpMs: BUDGETS.lcpMs, tbtMs: BUDGETS.tbtMs, cls: BUDGETS.cls, jsBytes: BUDGETS.jsKb * 1024 });
    expect(budgetMisses(result({ lighthouse: { median: onBudget, runs: [], errors: [] } }))).toEqual([]);
    const over = run({ score: 94, lcpMs: 2001, tbtMs: 151, cls: 0.021, jsBytes: 141 * 1024 });
    const slow = { uncached: { requests: 20, p50: 20.5, p95: 40, unexpected: 0 }, cached: null, notes: [] };
    expect(budgetMisses(result({ lighthouse: { median: over, runs: [], errors: [] }, ssr: slow }))).toEqual(['score', 'LCP', 'TBT', 'CLS', 'JS', 'SSR']);
    // The SSR budget is the product page's.
    expect(budgetMisses(result({ page: 'home', ssr: slow }))).toEqual([]);
  });

  it('prints one aligned table with the budgets in the header and ✗ beside a miss', () => {
    const table = formatResults([result(), result({ view: 'eng', page: 'home', path: '/eng', lighthouse: { median: run({ lcpMs: 2500 }), runs: [], errors: ['NO_FCP'] } })]);
    const lines = table.split('\n');
    expect(lines).toHaveLength(4);
    expect(new Set(lines.map((line) => line.length)).size).toBe(1);
    expect(lines[0]).toContain('LCP s ≤2.0');
    expect(lines[0]).toContain('product p50 ≤20');
    expect(lines[2]).toContain('1.50 |');
    expect(lines[2]).toContain('100 (12)');
    expect(lines[2]).toContain('12.5 / 30.0');
    expect(lines[3]).toContain(`2.50 ${MISS}`);
    expect(lines[3]).toContain('98 (1 failed)');
  });

  it('leaves the Lighthouse columns out when only SSR was timed', () => {
    const table = formatResults([result({ lighthouse: null })]);
    expect(table).not.toContain('LCP');
    expect(table).toContain('SSR cached p50 / p95 ms');
  });
});
