/**
 * Product images at Vue Storefront 1's URL shape `/img/{width}/{height}/{action}/{path}`. A path with an
 * original photo in the media directory is answered as a resized AVIF, WebP or JPEG/PNG by the request's Accept
 * (server/media/photos.ts, ADR 0045); any other path the catalogue knows (the demo catalogue has no photos) is
 * drawn as a deterministic SVG illustration, a vector format every browser scales sharply at any density.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { envelope } from '../../contract/envelope';
import type { PhotoAction } from '../media/photos';
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
/** Images never change for a path: 30 days, immutable (spec section 9 default). */
export const IMAGE_CACHE_CONTROL = 'public, max-age=2592000, immutable';

const GREEN = '#135b37';

const escapeXml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Up to two initials of a product name (letters or digits), upper case; the sku's start without a name. */
export function initials(name: string | null, sku: string): string {
  const words = (name ?? '').split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const letters = words.slice(0, 2).map((w) => w[0] ?? '').join('');
  return (letters || sku.replace(/[^\p{L}\p{N}]/gu, '').slice(0, 2) || '?').toUpperCase();
}

/** A deterministic SVG for a product image: brand-green part drawing, initials and sku; no external fonts. */
export function productSvg(width: number, height: number, product: { name: string | null; sku: string; path: string }): string {
  const hash = createHash('sha1').update(product.path).digest();
  const variant = (hash[0] ?? 0) % 3;
  const cx = width / 2;
  const cy = height * 0.42;
  const r = Math.min(width, height) * 0.28;
  const shapes = [
    // brake disc: rim, hub and bolt holes
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${GREEN}" stroke-width="${r * 0.22}"/><circle cx="${cx}" cy="${cy}" r="${r * 0.3}" fill="${GREEN}"/>`,
    // filter: a rounded cylinder with ribs
    `<rect x="${cx - r * 0.8}" y="${cy - r}" width="${r * 1.6}" height="${r * 2}" rx="${r * 0.25}" fill="${GREEN}"/>${[0.25, 0.5, 0.75].map((f) => `<line x1="${cx - r * 0.8}" y1="${cy - r + 2 * r * f}" x2="${cx + r * 0.8}" y2="${cy - r + 2 * r * f}" stroke="#ffffff" stroke-width="${r * 0.06}"/>`).join('')}`,
    // gear: a ring of teeth around a hub
    `${Array.from({ length: 8 }, (_, i) => `<rect x="${cx - r * 0.14}" y="${cy - r * 1.1}" width="${r * 0.28}" height="${r * 0.4}" fill="${GREEN}" transform="rotate(${i * 45} ${cx} ${cy})"/>`).join('')}<circle cx="${cx}" cy="${cy}" r="${r * 0.8}" fill="${GREEN}"/><circle cx="${cx}" cy="${cy}" r="${r * 0.3}" fill="#f3f7f4"/>`,
  ];
  const font = `font-family="sans-serif" text-anchor="middle"`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(product.name ?? product.sku)}">`,
    `<rect width="${width}" height="${height}" fill="#f3f7f4"/>`,
    shapes[variant],
    `<text x="${cx}" y="${height * 0.84}" ${font} font-size="${Math.round(Math.min(width, height) * 0.14)}" font-weight="700" fill="${GREEN}">${escapeXml(initials(product.name, product.sku))}</text>`,
    `<text x="${cx}" y="${height * 0.94}" ${font} font-size="${Math.max(9, Math.round(Math.min(width, height) * 0.06))}" fill="#4a5a50">${escapeXml(product.sku)}</text>`,
    '</svg>',
  ].join('');
}

/** The product whose attrs name this image path (image or a media_gallery entry), with an English name. */
async function productForImage(deps: ApiDeps, path: string): Promise<{ sku: string; name: string | null } | undefined> {
  const variants = [...new Set([`/${path.replace(/^\/+/, '')}`, path.replace(/^\/+/, '')])];
  // One containment test per shape, so the GIN index on attrs answers each of them.
  const candidates = variants.flatMap((p) => [JSON.stringify({ image: p }), JSON.stringify({ media_gallery: [{ image: p }] })]);
  const { rows } = await deps.db.query<{ sku: string; name: string | null }>(
    `SELECT p.sku, i.name FROM product p LEFT JOIN product_i18n i ON i.product_id = p.id AND i.language = 'en'
      WHERE ${candidates.map((_, i) => `p.attrs @> $${i + 1}::jsonb`).join(' OR ')} ORDER BY p.id LIMIT 1`,
    candidates,
  );
  return rows[0];
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
    const product = await productForImage(deps, path);
    if (!product) return refuse(reply, 404, `Image not found: /${path.replace(/^\/+/, '')}`);
    const svg = productSvg(size[0], size[1], { ...product, path });
    const etag = `"${createHash('sha1').update(svg).digest('base64url').slice(0, 27)}"`;
    reply.header('cache-control', IMAGE_CACHE_CONTROL).header('etag', etag);
    if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send();
    return reply.type('image/svg+xml; charset=utf-8').send(svg);
  });
}
