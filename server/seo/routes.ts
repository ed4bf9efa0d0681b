/** GET /robots.txt, /sitemap.xml (index for the request's host) and /sitemap-{storeCode}-{n}.xml. */
import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiRoutes } from '../app';
import { addCacheTags } from '../cache';
import { NO_CACHE } from '../cache-control';
import { StoreUrls } from './links';
import { robotsTxt } from './robots';
import { planSitemap, sitemapFile, type SitemapContext } from './sitemap';
import { sitemapIndex, URLS_PER_SITEMAP } from './sitemap-xml';

/** Sitemaps and robots.txt follow the catalogue within a day (the spec's default output cache TTL, 86400 s). */
export const SEO_CACHE_CONTROL = 'public, max-age=86400';

/** Tags of sitemap answers in the output cache: they change with products, categories and content. */
const SITEMAP_TAGS = ['product', 'category', 'home'];

/** Options of `createSeoRoutes` (tests use small files to see the split). */
export interface SeoRoutesOptions {
  /** Most URLs per sitemap file; default 10,000. */
  urlsPerSitemap?: number;
  /** Rows read per query while streaming a file; default 1,000. */
  batchSize?: number;
}

const SITEMAP_FILE = /^(.+)-([1-9][0-9]{0,8})\.xml$/;

// The Host header (with port; X-Forwarded-Host behind a trusted proxy) names the site the files are for.
const locationOf = (request: FastifyRequest) => ({ host: request.host || 'localhost', protocol: request.protocol });

function notFound(reply: FastifyReply): FastifyReply {
  return reply.code(404).header('cache-control', NO_CACHE).type('text/plain; charset=utf-8').send('Not found');
}

/** The sitemap and robots routes; `seoRoutes` is this with the defaults. */
export function createSeoRoutes(options: SeoRoutesOptions = {}): ApiRoutes {
  const urlsPerSitemap = options.urlsPerSitemap ?? URLS_PER_SITEMAP;
  const batchSize = options.batchSize ?? 1_000;

  return async (app, deps) => {
    const listed = deps.storeViews.filter((view) => view.listed);
    const contextOf = (request: FastifyRequest): SitemapContext => ({
      db: deps.db,
      urls: new StoreUrls(locationOf(request), deps.storeViews),
      listed,
      urlsPerSitemap,
      batchSize,
    });

    app.get('/robots.txt', async (request, reply) => {
      const urls = new StoreUrls(locationOf(request), deps.storeViews);
      return reply.header('cache-control', SEO_CACHE_CONTROL).type('text/plain; charset=utf-8').send(robotsTxt(deps.storeViews, urls.here('/sitemap.xml')));
    });

    app.get('/sitemap.xml', async (request, reply) => {
      const ctx = contextOf(request);
      const locations: string[] = [];
      for (const view of listed) {
        if (!ctx.urls.serves(view)) continue;
        const { files } = await planSitemap(ctx, view);
        for (let file = 1; file <= files; file += 1) locations.push(ctx.urls.here(`/sitemap-${view.storeCode}-${file}.xml`));
      }
      addCacheTags(reply, SITEMAP_TAGS);
      return reply.header('cache-control', SEO_CACHE_CONTROL).type('application/xml; charset=utf-8').send(sitemapIndex(locations));
    });

    app.get<{ Params: { file: string } }>('/sitemap-:file', async (request, reply) => {
      const [, storeCode, number] = SITEMAP_FILE.exec(request.params.file) ?? [];
      const ctx = contextOf(request);
      const view = listed.find((candidate) => candidate.storeCode === storeCode);
      // A view served on another host has its sitemap there (sitemaps list URLs of their own host).
      if (!view || !number || !ctx.urls.serves(view)) return notFound(reply);
      const file = Number(number);
      const plan = await planSitemap(ctx, view);
      if (file > plan.files) return notFound(reply);
      addCacheTags(reply, SITEMAP_TAGS);
      return reply
        .header('cache-control', SEO_CACHE_CONTROL)
        .type('application/xml; charset=utf-8')
        .send(Readable.from(sitemapFile(ctx, view, plan, file)));
    });
  };
}
