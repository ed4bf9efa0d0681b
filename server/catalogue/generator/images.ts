import { slugify } from './text';

/**
 * A product's own image path (ADR 0062): `/parts/<kind>/<sku>.jpg`, and `-b` for the second gallery picture.
 * One path per product, so the image server draws that product's kind, brand and sku (a path shared by several
 * products once printed the first one's sku on all of them); a shop may put a photo at the same path instead.
 * `kind` names the drawing (server/media/part-drawings.ts): the leaf category key, or a kit or service kind.
 */
export function partImagePath(kind: string, sku: string, view: 1 | 2 = 1): string {
  return `/parts/${kind}/${slugify(sku)}${view === 2 ? '-b' : ''}.jpg`;
}

/** The image attributes of a product: its picture and the gallery (with the second view when `views` is 2). */
export function imageAttrs(kind: string, sku: string, views: 1 | 2 = 1) {
  const image = partImagePath(kind, sku);
  const gallery = [{ image, pos: 1, typ: 'image', lab: '' }];
  if (views === 2) gallery.push({ image: partImagePath(kind, sku, 2), pos: 2, typ: 'image', lab: '' });
  return { image, media_gallery: gallery };
}
