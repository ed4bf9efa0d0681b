/**
 * The pure half of `npm run perf` (bench/perf.ts): options, the pages measured, finding them in the shop's
 * HTML, reading a Lighthouse result, medians, the budgets of issue 16 and the printed table.
 */
import { parseArgs } from 'node:util';
import { formatTable, percentile } from './stats';

export const PAGE_KEYS = ['home', 'category', 'product', 'search', 'checkout'] as const;
export type PageKey = (typeof PAGE_KEYS)[number];

/** A store view measured: its path prefix and the search word its catalogue (in its language) finds parts for. */
export interface View {
  key: string;
  storeCode: string;
  prefix: string;
  /** "brake" finds nothing in Estonian part names, so the et view searches the Estonian word. */
  searchQuery: string;
}

export const VIEWS: readonly View[] = [
  { key: 'et', storeCode: 'est', prefix: '', searchQuery: 'pidur' },
  { key: 'eng', storeCode: 'eng', prefix: '/eng', searchQuery: 'brake' },
];

export interface Options {
  /** A running shop to measure; null: build and start one. */
  url: string | null;
  runs: number;
  /** SSR requests per page and mode (uncached, cached). */
  requests: number;
  pages: PageKey[];
  views: View[];
  lighthouse: boolean;
  build: boolean;
  json: boolean;
}

export function readOptions(argv: readonly string[]): Options {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      url: { type: 'string' },
      runs: { type: 'string', default: '3' },
      requests: { type: 'string', default: '20' },
      pages: { type: 'string', default: PAGE_KEYS.join(',') },
      views: { type: 'string', default: VIEWS.map((view) => view.key).join(',') },
      'skip-lighthouse': { type: 'boolean', default: false },
      'ssr-only': { type: 'boolean', default: false },
      'skip-build': { type: 'boolean', default: false },
      json: { type: 'boolean', default: false },
    },
  });
  const int = (name: string, raw: string, min: number): number => {
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min) throw new Error(`--${name} must be a whole number of at least ${min}, got "${raw}"`);
    return value;
  };
  const list = <T>(name: string, raw: string, known: readonly T[], keyOf: (item: T) => string): T[] => {
    const keys = raw.split(',').map((key) => key.trim()).filter(Boolean);
    const picked = keys.map((key) => {
      const item = known.find((candidate) => keyOf(candidate) === key);
      if (!item) throw new Error(`--${name}: unknown "${key}" (known: ${known.map(keyOf).join(', ')})`);
      return item;
    });
    if (picked.length === 0) throw new Error(`--${name} names nothing`);
    return picked;
  };
  return {
    url: values.url ? values.url.replace(/\/+$/, '') : null,
    runs: int('runs', values.runs, 1),
    requests: int('requests', values.requests, 1),
    pages: list('pages', values.pages, PAGE_KEYS, (key) => key),
    views: list('views', values.views, VIEWS, (view) => view.key),
    lighthouse: !values['skip-lighthouse'] && !values['ssr-only'],
    build: !values['skip-build'],
    json: values.json,
  };
}

// ---- Finding the pages -------------------------------------------------------------------------------

/** Every `href` of the HTML, entities decoded, in document order. */
export function hrefsOf(html: string): string[] {
  return [...html.matchAll(/\bhref="([^"]*)"/g)].map((match) => (match[1] ?? '').replace(/&amp;/g, '&'));
}

/** The first link of the view (`prefix`) whose path after the prefix starts with `start` (`/c/`, `/p/`). */
export function firstLink(html: string, prefix: string, start: string): string | null {
  return hrefsOf(html).find((href) => href.startsWith(prefix + start) && href.length > (prefix + start).length) ?? null;
}

interface CategoryHit {
  _source?: { level?: number; url_path?: string; is_active?: boolean };
}

/**
 * A category page from the catalogue's category search (`/api/catalog/<index>/category/_search`): the first
 * active category of the first level under the top ones (level 2, "Brakes"), at its url_path.
 */
export function categoryFromSearch(answer: unknown, prefix: string): string | null {
  const hits = (answer as { hits?: { hits?: CategoryHit[] } } | null)?.hits?.hits ?? [];
  const usable = hits.map((hit) => hit._source).filter((source) => source?.url_path && source.is_active !== false);
  const pick = usable.find((source) => source?.level === 2) ?? usable.find((source) => (source?.level ?? 0) >= 1);
  return pick?.url_path ? `${prefix}/${pick.url_path.replace(/^\/+/, '')}` : null;
}

/** The path with one more query parameter. */
export function withQuery(path: string, name: string, value: string): string {
  return `${path}${path.includes('?') ? '&' : '?'}${encodeURIComponent(name)}=${encodeURIComponent(value)}`;
}

/** What tells two renders of a page apart: its title and canonical link. */
export function pageIdentity(html: string): { title: string | null; canonical: string | null } {
  const title = /<title[^>]*>([^<]*)<\/title>/i.exec(html)?.[1]?.trim() ?? null;
  const canonical = /<link\b[^>]*\brel="canonical"[^>]*\bhref="([^"]*)"/i.exec(html)?.[1] ?? null;
  return { title, canonical };
}

/** Whether a cache-busting render shows the same page as the plain URL (same title and canonical, both present). */
export function samePage(plain: string, busted: string): boolean {
  const a = pageIdentity(plain);
  const b = pageIdentity(busted);
  return a.title !== null && a.title === b.title && a.canonical === b.canonical;
}

// ---- Figures ----------------------------------------------------------------------------------------------

/** One Lighthouse run of one page. */
export interface LighthouseRun {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Transfer size of the page's script requests. */
  jsBytes: number;
  jsRequests: number;
}

interface NetworkItem {
  resourceType?: string;
  transferSize?: number;
  sessionTargetType?: string;
}

/** The shape of a Lighthouse result this bench reads (a subset of `LH.Result`). */
export interface LighthouseResultLike {
  runtimeError?: { code?: string; message?: string };
  categories: { performance?: { score: number | null } };
  audits: Record<string, { numericValue?: number; details?: unknown } | undefined>;
}

/** The figures of one run; throws when Lighthouse could not measure the page. */
export function readLighthouseRun(lhr: LighthouseResultLike): LighthouseRun {
  if (lhr.runtimeError?.code) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message ?? ''}`.trim());
  const score = lhr.categories.performance?.score;
  const numeric = (id: string): number => {
    const value = lhr.audits[id]?.numericValue;
    if (typeof value !== 'number') throw new Error(`Lighthouse: no value for ${id}`);
    return value;
  };
  const items = ((lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? [])
    // A service worker's own fetches (precaching) are not what the page needs to load.
    .filter((item) => item.resourceType === 'Script' && item.sessionTargetType !== 'worker');
  if (typeof score !== 'number') throw new Error('Lighthouse: no performance score');
  return {
    score: Math.round(score * 100),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    jsBytes: items.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    jsRequests: items.length,
  };
}

/** The median of each figure over the runs (nearest rank, as bench/stats.ts; the middle run of 3). */
export function medianRun(runs: readonly LighthouseRun[]): LighthouseRun | null {
  if (runs.length === 0) return null;
  const median = (pick: (run: LighthouseRun) => number) => percentile([...runs.map(pick)].sort((a, b) => a - b), 50);
  return {
    score: median((run) => run.score),
    lcpMs: median((run) => run.lcpMs),
    tbtMs: median((run) => run.tbtMs),
    cls: median((run) => run.cls),
    jsBytes: median((run) => run.jsBytes),
    jsRequests: median((run) => run.jsRequests),
  };
}

export interface SsrFigures {
  requests: number;
  p50: number;
  p95: number;
  /** Answers whose X-VS-Cache header was not the expected Hit or Miss. */
  unexpected: number;
}

/** Everything measured for one page of one store view. */
export interface PageResult {
  view: string;
  page: PageKey;
  path: string;
  lighthouse: { median: LighthouseRun | null; runs: LighthouseRun[]; errors: string[] } | null;
  ssr: { uncached: SsrFigures; cached: SsrFigures | null; notes: string[] } | null;
  error?: string;
}

// ---- Budgets (issue 16) ---------------------------------------------------------------------------------

export const BUDGETS = { score: 95, lcpMs: 2000, tbtMs: 150, cls: 0.02, jsKb: 140, ssrProductUncachedP50Ms: 20 } as const;

export const KB = 1024;

/** Which figures of a page miss their budget (names as in the table). */
export function budgetMisses(result: PageResult): string[] {
  const misses: string[] = [];
  const lh = result.lighthouse?.median;
  if (lh) {
    if (lh.score < BUDGETS.score) misses.push('score');
    if (lh.lcpMs > BUDGETS.lcpMs) misses.push('LCP');
    if (lh.tbtMs > BUDGETS.tbtMs) misses.push('TBT');
    if (lh.cls > BUDGETS.cls) misses.push('CLS');
    if (lh.jsBytes / KB > BUDGETS.jsKb) misses.push('JS');
  }
  if (result.page === 'product' && result.ssr && result.ssr.uncached.p50 > BUDGETS.ssrProductUncachedP50Ms) misses.push('SSR');
  return misses;
}

export const MISS = '✗';

const mark = (text: string, missed: boolean) => (missed ? `${text} ${MISS}` : text);
const ms = (value: number) => (value >= 100 ? value.toFixed(0) : value.toFixed(1));
const p50p95 = (figures: SsrFigures | null | undefined) => (figures && figures.requests > 0 ? `${ms(figures.p50)} / ${ms(figures.p95)}` : '-');

/** Right-aligns the given columns by padding their cells (and header) to one width; formatTable pads the rest. */
export function alignRight(header: readonly string[], rows: readonly string[][], columns: readonly number[]): string[][] {
  return rows.map((row) =>
    row.map((cell, column) => {
      if (!columns.includes(column)) return cell;
      const width = Math.max(header[column]?.length ?? 0, ...rows.map((other) => other[column]?.length ?? 0));
      return cell.padStart(width);
    }),
  );
}

/** The results as one aligned table; each header carries its budget and a missed figure is marked ✗. */
export function formatResults(results: readonly PageResult[]): string {
  // Without Lighthouse (--ssr-only) its columns would be all dashes.
  const withLighthouse = results.some((result) => result.lighthouse);
  const header = [
    'view',
    'page',
    'path',
    ...(withLighthouse
      ? [`score ≥${BUDGETS.score}`, `LCP s ≤${(BUDGETS.lcpMs / 1000).toFixed(1)}`, `TBT ms ≤${BUDGETS.tbtMs}`, `CLS ≤${BUDGETS.cls}`, `JS KB ≤${BUDGETS.jsKb} (requests)`]
      : []),
    `SSR uncached p50 / p95 ms (product p50 ≤${BUDGETS.ssrProductUncachedP50Ms})`,
    'SSR cached p50 / p95 ms',
  ];
  const rows = results.map((result) => {
    const misses = new Set(budgetMisses(result));
    const lh = result.lighthouse?.median;
    const failedRuns = result.lighthouse?.errors.length ?? 0;
    const lighthouseCells = lh
      ? [
          mark(String(lh.score), misses.has('score')) + (failedRuns ? ` (${failedRuns} failed)` : ''),
          mark((lh.lcpMs / 1000).toFixed(2), misses.has('LCP')),
          mark(lh.tbtMs.toFixed(0), misses.has('TBT')),
          mark(lh.cls.toFixed(3), misses.has('CLS')),
          mark((lh.jsBytes / KB).toFixed(0), misses.has('JS')) + ` (${lh.jsRequests})`,
        ]
      : ['-', '-', '-', '-', '-'];
    return [
      result.view,
      result.page,
      result.error ? `${result.path} (${result.error})` : result.path,
      ...(withLighthouse ? lighthouseCells : []),
      result.ssr ? mark(p50p95(result.ssr.uncached), misses.has('SSR')) : '-',
      p50p95(result.ssr?.cached),
    ];
  });
  const numeric = header.map((_, column) => column).filter((column) => column >= 3);
  return formatTable(header, alignRight(header, rows, numeric));
}
