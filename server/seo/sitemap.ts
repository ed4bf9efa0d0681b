/**
 * Sitemap files per store view: the home, store locator and sitemap pages, then CMS pages, parts categories
 * and products in id order, split into files of at most `urlsPerSitemap` URLs. Every URL carries hreflang
 * alternates to the same item in each listed view that has it, and `x-default` to the default view's.
 */
import type { Queryable } from '../storage/port';
import type { StoreView } from '../../src/kernel/store-view';
import type { StoreUrls } from './links';
import type { LinkTarget } from '../../src/kernel/store-view';
import { countRows, idAtOffset, rowBatches, rowsInLanguages, SITEMAP_SOURCES, STATIC_TARGETS, type SitemapSource, type SourceRow } from './sources';
import { URLSET_END, URLSET_START, urlEntry, type Alternate } from './sitemap-xml';

/** What building a sitemap needs: the database, the URL builder of the request and the listed views. */
export interface SitemapContext {
  db: Queryable;
  urls: StoreUrls;
  /** The views that appear in sitemaps and alternates (listed ones), in display order. */
  listed: readonly StoreView[];
  urlsPerSitemap: number;
  /** Rows read per query while streaming. */
  batchSize: number;
}

/** How many URLs each part of a view's sitemap has (the static pages first, then each source). */
export interface SitemapPlan {
  counts: readonly number[];
  total: number;
  /** Number of sitemap files (at least 1: the static pages). */
  files: number;
}

/** Counts the URLs of `view` and how many files they take. */
export async function planSitemap(ctx: SitemapContext, view: StoreView): Promise<SitemapPlan> {
  const counts = [STATIC_TARGETS.length];
  for (const source of SITEMAP_SOURCES) counts.push(await countRows(ctx.db, source, view.language));
  const total = counts.reduce((sum, n) => sum + n, 0);
  return { counts, total, files: Math.max(1, Math.ceil(total / ctx.urlsPerSitemap)) };
}

const alternatesOf = (ctx: SitemapContext, targetIn: (view: StoreView) => LinkTarget | null): Alternate[] => ctx.urls.alternates(targetIn);

/** The entries of pages every view has: each listed view is an alternate. */
function staticEntries(ctx: SitemapContext, view: StoreView, targets: readonly LinkTarget[]): string {
  return targets.map((target) => urlEntry({ loc: ctx.urls.url(view, target), alternates: alternatesOf(ctx, () => target) })).join('');
}

async function* sourceEntries(ctx: SitemapContext, view: StoreView, source: SitemapSource, offset: number, limit: number): AsyncGenerator<string> {
  const first = await idAtOffset(ctx.db, source, view.language, offset);
  if (first === null) return;
  const languages = [...new Set(ctx.listed.map((other) => other.language))];
  for await (const rows of rowBatches(ctx.db, source, view.language, first, limit, ctx.batchSize)) {
    const translations = await rowsInLanguages(ctx.db, source, rows, languages);
    const chunk: string[] = [];
    for (const row of rows) {
      const inLanguage = (language: string): SourceRow | undefined => (language === view.language ? row : translations.get(row.id)?.get(language));
      const alternates = alternatesOf(ctx, (other) => {
        const translated = inLanguage(other.language);
        return translated ? source.target(translated) : null;
      });
      chunk.push(urlEntry({ loc: ctx.urls.url(view, source.target(row)), lastmod: source.lastmod(row), alternates }));
    }
    yield chunk.join('');
  }
}

/**
 * The XML of sitemap file `file` (1-based) of `view`, in pieces: the urlset is streamed batch by batch
 * so a file of 10,000 products never sits in memory as rows. `plan` comes from `planSitemap`.
 */
export async function* sitemapFile(ctx: SitemapContext, view: StoreView, plan: SitemapPlan, file: number): AsyncGenerator<string> {
  const start = (file - 1) * ctx.urlsPerSitemap;
  const end = Math.min(plan.total, file * ctx.urlsPerSitemap);
  yield URLSET_START;
  let segmentStart = 0;
  for (const [index, count] of plan.counts.entries()) {
    const segmentEnd = segmentStart + count;
    const from = Math.max(start, segmentStart);
    const to = Math.min(end, segmentEnd);
    if (from < to) {
      const source = index === 0 ? null : SITEMAP_SOURCES[index - 1];
      if (!source) yield staticEntries(ctx, view, STATIC_TARGETS.slice(from - segmentStart, to - segmentStart));
      else yield* sourceEntries(ctx, view, source, from - segmentStart, to - from);
    }
    segmentStart = segmentEnd;
  }
  yield URLSET_END;
}
