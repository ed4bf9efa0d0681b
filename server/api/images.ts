/**
 * Product images at Vue Storefront 1's URL shape `/img/{width}/{height}/{action}/{path}`. A path with an
 * original photo in the media directory is answered as a resized AVIF, WebP or JPEG/PNG by the request's Accept
 * (server/media/photos.ts, ADR 0045); any other path the catalogue knows (the demo catalogue has no photos) is
 * drawn as a deterministic SVG illustration of that product's kind, brand and sku (server/media/product-image.ts,
 * ADR 0062), a vector format every browser scales sharply at any density.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { envelope } from '../../contract/envelope';
import type { PhotoAction } from '../media/photos';
import { drawingKindOf, productSvg } from '../media/product-image';
import type { ProductPicture } from '../media/product-image';
import { etagMatches, PHOTO_CONTENT_TYPES } from '../media/photos';
import type { ApiDeps } from './deps';

/** The sizes of spec section 9: cart thumbnail, product thumbnail, gallery. */
export const SPEC_IMAGE_SIZES: readonly (readonly [number, number])[] = [
  [150, 150],
  [310, 300],
  [600, 744],
];
/** The sizes the storefront asks for: the spec's, and each doubled for screens of two device pixels per CSS pixel (`srcset` 2x). */
export const IMAGE_SIZES: readonly (readonly [number, number])[] = [...SPEC_IMAGE_SIZES, ...SPEC_IMAGE_SIZES.map(([w, h]) => [w * 2, h * 2] as const)];
/** The resize actions of VSF 1's image URLs: a photo is contained, fitted inside or cropped; all draw the same illustration. */
export const IMAGE_ACTIONS = ['resize', 'fit', 'crop'] as const;
/**
 * The policy of a drawn SVG opened on its own: nothing may load or run, only its inline presentation applies
 * (an SVG document is a page; a drawing needs neither scripts nor fetches).
 */
export const DRAWING_CSP = "default-src 'none'; style-src 'unsafe-inline'";
/** Images never change for a path: 30 days, immutable (spec section 9 default). */
export const IMAGE_CACHE_CONTROL = 'public, max-age=2592000, immutable';

/** The products whose attrs name this image path (image or a media_gallery entry), with English names: two at most. */
async function productsForImage(deps: ApiDeps, path: string): Promise<{ sku: string; brand: string | null; name: string | null }[]> {
  const variants = [...new Set([`/${path.replace(/^\/+/, '')}`, path.replace(/^\/+/, '')])];
  // One containment test per shape, so the GIN index on attrs answers each of them.
  const candidates = variants.flatMap((p) => [JSON.stringify({ image: p }), JSON.stringify({ media_gallery: [{ image: p }] })]);
  const { rows } = await deps.db.query<{ sku: string; brand: string | null; name: string | null }>(
    `SELECT p.sku, p.brand, i.name FROM product p LEFT JOIN product_i18n i ON i.product_id = p.id AND i.language = 'en'
      WHERE ${candidates.map((_, i) => `p.attrs @> $${i + 1}::jsonb`).join(' OR ')} ORDER BY p.id LIMIT 2`,
    candidates,
  );
  return rows;
}

/**
 * What a drawing of the path shows: the product's kind, brand and sku. A path several products share (a catalogue
 * seeded before each product had its own picture) prints no sku, and a brand only when they have the same one.
 */
export function pictureOf(path: string, product: { sku: string; brand: string | null; name: string | null }, other?: { brand: string | null }): ProductPicture {
  const shared = other !== undefined;
  return {
    kind: drawingKindOf(path, product.name),
    brand: shared && other.brand !== product.brand ? null : product.brand,
    sku: shared ? null : product.sku,
    view: /-(?:b|back)\.[a-z]+$/i.test(path) ? 2 : 1,
  };
}

const refuse = (reply: FastifyReply, code: number, message: string) => reply.code(code).header('cache-control', 'no-store').send(envelope(code, message));

/**
 * GET /img/:width/:height/:action/* → the original photo of the path resized and encoded by Accept (with
 * `Vary: Accept`), else image/svg+xml for a path the catalogue knows; 30-day immutable with an ETag (304 on
 * If-None-Match). Other sizes or actions → 400, unknown or unsafe paths → 404, originals over the limits → 422,
 * busy encoders → 503 with Retry-After (JSON envelopes, never cached).
 */
export async function imageRoutes(app: FastifyInstance, deps: ApiDeps): Promise<void> {
  app.get<{ Params: { width: string; height: string; action: string; '*': string } }>('/img/:width/:height/:action/*', async (request, reply) => {
    const { width, height, action } = request.params;
    const path = request.params['*'];
    const size = IMAGE_SIZES.find(([w, h]) => String(w) === width && String(h) === height);
    if (!size) return refuse(reply, 400, `Image size ${width}x${height} is not available; use ${IMAGE_SIZES.map(([w, h]) => `${w}x${h}`).join(', ')}`);
    if (!(IMAGE_ACTIONS as readonly string[]).includes(action)) return refuse(reply, 400, `Unknown image action '${action}'; use ${IMAGE_ACTIONS.join(', ')}`);
    if (!path || path.includes('..')) return refuse(reply, 404, 'Image not found');
    if (deps.media) {
      const photo = await deps.media.answer({
        path,
        width: size[0],
        height: size[1],
        action: action as PhotoAction,
        accept: request.headers.accept,
        ifNoneMatch: request.headers['if-none-match'],
      });
      if (photo.kind === 'refused') {
        if (photo.retryAfterSeconds) reply.header('retry-after', String(photo.retryAfterSeconds));
        return refuse(reply, photo.code, photo.message);
      }
      if (photo.kind === 'photo') {
        reply.header('cache-control', IMAGE_CACHE_CONTROL).header('etag', photo.etag).header('vary', 'Accept');
        if (!photo.body) return reply.code(304).send();
        return reply.type(PHOTO_CONTENT_TYPES[photo.format]).send(photo.body);
      }
    }
    const [product, other] = await productsForImage(deps, path);
    if (!product) return refuse(reply, 404, `Image not found: /${path.replace(/^\/+/, '')}`);
    const svg = productSvg(size[0], size[1], pictureOf(path, product, other));
    const etag = `"${createHash('sha1').update(svg).digest('base64url').slice(0, 27)}"`;
    reply.header('cache-control', IMAGE_CACHE_CONTROL).header('etag', etag).header('content-security-policy', DRAWING_CSP).header('x-content-type-options', 'nosniff');
    if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send();
    return reply.type('image/svg+xml; charset=utf-8').send(svg);
  });
}
