/**
 * The home page's banners (spec section 2, "Home and banners"): one JSON document per store view, named by
 * store code (`/banners/est.json`), with the 'default' document for a view that has none of its own, and the
 * banner pictures. The demo catalogue has no photos, so each banner image is drawn as a deterministic SVG of its
 * topic (ADR 0062).
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { envelope } from '../../contract/envelope';
import { cacheControlFor } from '../cache-control';
import { bannerPicture, bannerTopic } from '../media/banner-image';
import { DRAWING_CSP } from './images';
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

/**
 * A banner picture of `kind` named `name` (`main-brakes`, `small-returns`, `head-delivery`): the scene of the
 * name's topic (server/media/banner-image.ts) at the kind's size; decorative in itself (the page prints the title
 * and gives the <img> the document's alt), no text but the numbers that are the message, no external fonts.
 */
export function bannerSvg(kind: BannerImageKind, name: string): string {
  const [width, height] = BANNER_IMAGE_SIZES[kind];
  const key = name === kind ? kind : name.slice(kind.length + 1);
  return bannerPicture(width, height, bannerTopic(key));
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
        .header('content-security-policy', DRAWING_CSP)
        .header('x-content-type-options', 'nosniff')
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
