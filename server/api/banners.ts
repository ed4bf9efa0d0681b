/**
 * The home page's banners (spec section 2, "Home and banners"): one JSON document per store view, named by
 * store code (`/banners/est.json`), with the 'default' document for a view that has none of its own, and the
 * banner pictures. The demo catalogue has no photos, so each banner image is drawn as a deterministic SVG.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { envelope } from '../../contract/envelope';
import { cacheControlFor } from '../cache-control';
import type { ApiDeps } from './deps';

/** The banner_set row used by store views without their own (and served as `/banners/default.json`). */
export const DEFAULT_BANNERS = 'default';

/**
 * Banner image kinds and the size each is drawn at: the ratios of the home page's boxes (src/ui/banner).
 * An image is named `<kind>[-<key>]`, as server/catalogue/generator/banners.ts writes them.
 */
export const BANNER_IMAGE_SIZES = {
  main: [1200, 480],
  small: [600, 300],
  product: [600, 400],
  head: [1600, 400],
} as const satisfies Record<string, readonly [number, number]>;
export type BannerImageKind = keyof typeof BANNER_IMAGE_SIZES;

const DOC_FILE = /^([a-z0-9_]+)\.json$/;
// `.jpg`: the names databases seeded before the banners had their own route still hold; the same picture.
const IMAGE_FILE = /^(main|small|product|head)((?:-[a-z0-9]+)*)\.(svg|jpg)$/;

const GREEN = '#135b37';
const TINTS = ['#e4f0e9', '#f3f7f4', '#e8eef6'] as const;

/**
 * A deterministic SVG banner picture: a tinted card with a road, a wheel and a brand-green band, varied by
 * the name's hash; decorative (the page lays the banner's title over it), no text, no external fonts.
 */
export function bannerSvg(kind: BannerImageKind, name: string): string {
  const [width, height] = BANNER_IMAGE_SIZES[kind];
  const hash = createHash('sha1').update(name).digest();
  const tint = TINTS[(hash[0] ?? 0) % TINTS.length];
  const r = height * (0.24 + ((hash[1] ?? 0) % 8) / 100);
  const cx = width * (0.62 + ((hash[2] ?? 0) % 20) / 100);
  const cy = height * 0.55;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" aria-hidden="true">`,
    `<rect width="${width}" height="${height}" fill="${tint}"/>`,
    `<rect y="${height * 0.82}" width="${width}" height="${height * 0.18}" fill="${GREEN}"/>`,
    `<line x1="0" y1="${height * 0.91}" x2="${width}" y2="${height * 0.91}" stroke="#ffffff" stroke-width="${Math.max(2, height * 0.015)}" stroke-dasharray="24 16"/>`,
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${GREEN}" stroke-width="${r * 0.22}"/>`,
    `<circle cx="${cx}" cy="${cy}" r="${r * 0.3}" fill="${GREEN}"/>`,
    `</svg>`,
  ].join('');
}

const refuse = (reply: FastifyReply, code: number, message: string) => reply.code(code).header('cache-control', 'no-store').send(envelope(code, message));

/**
 * GET /banners/:file. `<code>.json` for a store view's code (or `default.json`) → that view's banner
 * document, else the default one, as plain JSON cached for a day (spec section 9); `<kind>[-<key>].svg` →
 * the banner picture, cached like other static images. Anything else → 404 envelope.
 */
export async function bannerRoutes(app: FastifyInstance, deps: ApiDeps): Promise<void> {
  const codes = new Set([...deps.storeViews.map((view) => view.storeCode), DEFAULT_BANNERS]);
  app.get<{ Params: { file: string } }>('/banners/:file', async (request, reply) => {
    const { file } = request.params;
    const image = IMAGE_FILE.exec(file);
    if (image) {
      return reply
        .header('cache-control', cacheControlFor(`/banners/${image[1]}${image[2]}.svg`))
        .type('image/svg+xml; charset=utf-8')
        .send(bannerSvg(image[1] as BannerImageKind, `${image[1]}${image[2]}`));
    }
    const code = DOC_FILE.exec(file)?.[1];
    if (!code || !codes.has(code)) return refuse(reply, 404, `Banners not found: ${file}`);
    const { rows } = await deps.db.query<{ doc: unknown }>(
      // The view's own document first, the default one when it has none.
      'SELECT doc FROM banner_set WHERE store_code = ANY($1::text[]) ORDER BY store_code = $2 DESC LIMIT 1',
      [[code, DEFAULT_BANNERS], code],
    );
    const doc = rows[0]?.doc;
    if (doc === undefined) return refuse(reply, 404, `Banners not found: ${file}`);
    return reply.header('cache-control', cacheControlFor(`/banners/${file}`)).type('application/json; charset=utf-8').send(JSON.stringify(doc));
  });
}
