/**
 * What the product page derives from a product document beyond prices and variants (spec section 4
 * "Product loading" step 4, issue 5 item 4): the gallery's media including videos, the breadcrumb trail
 * through the product's category, the part's specifications, the quantity step, the choices a bundle and
 * custom options still need, and why "Add to cart" is not possible yet.
 */
import type { AttributeDoc } from './facets';
import { displayPrices, isFlagSet, type BundleChoice, type CustomOptionChoice } from './prices';
import type { StockStatus } from './product-rules';
import type { BundleOption, CatalogProduct, CustomOption, MediaGalleryEntry, PricedDoc, ProductCategoryRef, ProductVariant } from './types';

/** One entry of the product gallery: an image path, a video file, or a video platform's player. */
export type ProductMedia =
  | { kind: 'image'; path: string }
  | { kind: 'video'; url: string; title: string; poster: string | null }
  | { kind: 'embed'; url: string; title: string; poster: string | null };

const VIDEO_FILE = /\.(mp4|webm|ogg|mov)(\?|#|$)/i;

/**
 * The player URL of a video platform page: YouTube (watch, youtu.be, shorts, embed) through its
 * privacy-enhanced host, Vimeo through its player; undefined for other URLs. Only https pages qualify.
 * @example embedUrl('https://www.youtube.com/watch?v=abc123') // 'https://www.youtube-nocookie.com/embed/abc123'
 */
export function embedUrl(url: string): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  if (parsed.protocol !== 'https:') return undefined;
  const host = parsed.hostname.replace(/^(www|m)\./, '');
  const id = (value: string | null | undefined) => (value && /^[\w-]+$/.test(value) ? value : undefined);
  let youtube: string | undefined;
  if (host === 'youtu.be') youtube = id(parsed.pathname.slice(1));
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    const [, first, second] = parsed.pathname.split('/');
    youtube = first === 'watch' ? id(parsed.searchParams.get('v')) : first === 'embed' || first === 'shorts' ? id(second) : undefined;
  }
  if (youtube) return `https://www.youtube-nocookie.com/embed/${youtube}`;
  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const vimeo = parsed.pathname.split('/').filter(Boolean).pop();
    if (vimeo && /^\d+$/.test(vimeo)) return `https://player.vimeo.com/video/${vimeo}`;
  }
  return undefined;
}

const isVideoEntry = (entry: MediaGalleryEntry) => (entry.typ === 'video' || entry.typ === 'external-video') && !!entry.vid?.url;

/**
 * The gallery of a product (spec section 4 step 4): its main image first, then the media gallery by `pos`
 * without repeats; a video entry becomes a video (a file URL) or a player (YouTube, Vimeo) with its image as
 * the poster. Videos of other sites and entries without a path are left out.
 */
export function productMedia(product: { image?: string | null; media_gallery?: readonly MediaGalleryEntry[] | null }): ProductMedia[] {
  const media: ProductMedia[] = [];
  const seen = new Set<string>();
  const addImage = (path: string | null | undefined) => {
    if (!path || seen.has(path)) return;
    seen.add(path);
    media.push({ kind: 'image', path });
  };
  addImage(product.image);
  const entries = [...(product.media_gallery ?? [])].sort((a, b) => (a.pos ?? 0) - (b.pos ?? 0));
  for (const entry of entries) {
    if (!isVideoEntry(entry)) {
      addImage(entry.image);
      continue;
    }
    const url = entry.vid?.url ?? '';
    const title = entry.vid?.title || entry.lab || '';
    const poster = entry.image || null;
    const player = embedUrl(url);
    if (player) media.push({ kind: 'embed', url: player, title, poster });
    else if (VIDEO_FILE.test(url) && (url.startsWith('/') || url.startsWith('https://'))) media.push({ kind: 'video', url, title, poster });
  }
  return media;
}

/** A breadcrumb step to a category page. */
export interface CategoryCrumb {
  name: string;
  slug: string;
}

const depth = (category: ProductCategoryRef) => (category.path ?? category.slug).split('/').filter(Boolean).length;

/**
 * The breadcrumb trail through the product's category (its `category` list): the deepest category and
 * those of its ancestors the list names, top first. A list without paths gives its first category.
 * @example categoryTrail([{slug: 'pidurid', path: 'pidurid'}, {slug: 'piduriklotsid', path: 'pidurid/piduriklotsid'}]) // both, top first
 */
export function categoryTrail(categories: readonly ProductCategoryRef[] | null | undefined): CategoryCrumb[] {
  const list = (categories ?? []).filter((c) => c.slug);
  const deepest = list.reduce<ProductCategoryRef | undefined>((best, c) => (!best || depth(c) > depth(best) ? c : best), undefined);
  if (!deepest) return [];
  const segments = (deepest.path ?? deepest.slug).split('/').filter(Boolean);
  const trail = segments.flatMap((_, i) => {
    const prefix = segments.slice(0, i + 1).join('/');
    const found = list.find((c) => (c.path ?? c.slug) === prefix);
    return found ? [{ name: found.name, slug: found.slug }] : [];
  });
  return trail.length ? trail : [{ name: deepest.name, slug: deepest.slug }];
}

/** Attributes a part's specification lists (labels and option labels come from the attribute documents). */
export const SPECIFICATION_ATTRIBUTES = ['item_class', 'item_class_2'] as const;

/** A row of the specification table. */
export interface SpecificationRow {
  code: string;
  label: string;
  value: string;
}

/**
 * The part's specification: each of `codes` the variant (else the product) has a value for, labelled by its
 * attribute document (`frontend_label`, option labels); an attribute without a document shows its code and
 * raw value.
 */
export function specifications(
  product: CatalogProduct,
  variant: ProductVariant | undefined,
  attributes: readonly AttributeDoc[],
  codes: readonly string[] = SPECIFICATION_ATTRIBUTES,
): SpecificationRow[] {
  return codes.flatMap((code) => {
    const raw = variant?.[code] ?? product[code];
    if (raw === undefined || raw === null || raw === '' || typeof raw === 'object') return [];
    const attribute = attributes.find((a) => a.attribute_code === code);
    const value = String(raw as string | number | boolean);
    const option = attribute?.options?.find((o) => String(o.value) === value);
    return [{ code, label: attribute?.frontend_label || code, value: option?.label || value }];
  });
}

/**
 * The quantity step of "Add to cart": the product's `quantity_step`, else its stock's `qty_increments`,
 * else 1 (only positive whole numbers count: the cart holds whole units).
 */
export function quantityStep(product: { quantity_step?: unknown; stock?: { qty_increments?: unknown } | undefined }): number {
  for (const raw of [product.quantity_step, product.stock?.qty_increments]) {
    const step = Number(raw);
    // The cart holds whole units only (spec section 5: a positive integer), so a fractional step means 1.
    if (raw !== null && raw !== undefined && raw !== '' && Number.isInteger(step) && step > 0) return step;
  }
  return 1;
}

/** True when `qty` is a positive multiple of `step` (with a tolerance for decimal steps such as 0.1). */
export function isValidQuantity(qty: number, step: number): boolean {
  if (!Number.isFinite(qty) || qty <= 0) return false;
  const ratio = qty / step;
  return Math.abs(ratio - Math.round(ratio)) < 1e-9;
}

/** Whether the shopper may leave a bundle option without a product (`required: false`); options are required unless they say not. */
export const isOptionalBundleOption = (option: BundleOption): boolean => option.required === false;

/** The bundle options that are required but have no chosen product yet. */
export function missingBundleOptions(options: readonly BundleOption[], choice: BundleChoice): BundleOption[] {
  return options.filter((option) => !isOptionalBundleOption(option) && !choice[String(option.option_id)]);
}

/** The picker value of an optional bundle option's "None" choice; link ids are never empty. */
export const NO_BUNDLE_LINK = '';

/**
 * The bundle choice after the shopper picks `value` (a link id, or `NO_BUNDLE_LINK`) for `option`. "None"
 * removes the option's entry, so it adds no part and is priced 0; a required option cannot be cleared.
 */
export function chooseBundleLink(choice: BundleChoice, option: BundleOption, value: string): BundleChoice {
  const key = String(option.option_id);
  if (value !== NO_BUNDLE_LINK) return { ...choice, [key]: { linkId: value } };
  if (!isOptionalBundleOption(option)) return choice;
  return Object.fromEntries(Object.entries(choice).filter(([id]) => id !== key));
}

/** The picker value shown as chosen for `option`: its link id, "None" for an optional option without one, else null. */
export function chosenBundleValue(choice: BundleChoice, option: BundleOption): string | null {
  const chosen = choice[String(option.option_id)];
  if (chosen) return String(chosen.linkId);
  return isOptionalBundleOption(option) ? NO_BUNDLE_LINK : null;
}

/** The required custom options the shopper has not filled in or chosen yet. */
export function missingCustomOptions(options: readonly CustomOption[] | undefined, choice: CustomOptionChoice): CustomOption[] {
  return (options ?? []).filter((option) => {
    if (!isFlagSet(option.is_require)) return false;
    const raw = choice[String(option.option_id)];
    const filled = (typeof raw === 'string' ? raw.split(',') : [...(raw ?? [])]).some((v) => v.trim() !== '');
    return !filled;
  });
}

/** Why "Add to cart" is disabled; the page shows the reason's message. */
export type AddToCartBlock = 'outOfStock' | 'chooseVariant' | 'chooseBundle' | 'requiredOptions' | 'quantity' | 'noParts';

/** What decides whether the product can be added to the cart now. */
export interface AddToCartState {
  typeId: string;
  stock: StockStatus;
  /** Configurable: a variant is chosen (every option has a value that matches one). */
  variantChosen: boolean;
  missingBundleOptions: number;
  missingCustomOptions: number;
  /** Grouped: how many associated products are offered. */
  groupedParts: number;
  qty: number;
  step: number;
}

/**
 * The first reason the product cannot be added yet, or null: out of stock, a configurable product without
 * a chosen variant, a bundle with a required option unchosen, a grouped product without parts, a required
 * custom option missing, or a quantity that is not a positive multiple of the step.
 */
export function addToCartBlock(state: AddToCartState): AddToCartBlock | null {
  if (state.stock === 'out_of_stock') return 'outOfStock';
  if (state.typeId === 'configurable' && !state.variantChosen) return 'chooseVariant';
  if (state.typeId === 'bundle' && state.missingBundleOptions > 0) return 'chooseBundle';
  if (state.typeId === 'grouped' && state.groupedParts === 0) return 'noParts';
  if (state.missingCustomOptions > 0) return 'requiredOptions';
  if (!isValidQuantity(state.qty, state.step)) return 'quantity';
  return null;
}

/**
 * The unit price of a bundle's or grouped product's part by sku, as the page shows prices (incl. or excl.
 * tax, special price only inside its window); undefined for a part that was not loaded.
 */
export function partPriceOf(parts: readonly (PricedDoc & { sku: string })[], options: { showTax: boolean; now: Date }): (sku: string) => number | undefined {
  const prices = new Map(parts.map((part) => [part.sku, displayPrices(part, options).final]));
  return (sku) => prices.get(sku);
}
