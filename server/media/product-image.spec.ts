import { describe, expect, it } from 'vitest';
import { pictureOf } from '../api/images';
import { buildCategoryTree } from '../catalogue/generator/categories';
import { createContext } from '../catalogue/generator/context';
import type { ProductBundle } from '../catalogue/generator/rows';
import { productStream } from '../catalogue/generator/stream';
import { DEMO_PRODUCT_COUNT } from '../catalogue/seed';
import { isDrawingKind, PART_DRAWINGS } from './part-drawings';
import { BRAND_COLOURS, brandColour, contrast, drawingKindOf, productSvg, readableOn } from './product-image';

// The demo shop's catalogue (server/bootstrap.ts: DEMO_PRODUCT_COUNT products, seed 1), generated without a database.
const tree = buildCategoryTree();
const catalogue: ProductBundle[] = [...productStream(createContext(1, tree), DEMO_PRODUCT_COUNT)];
const skus = new Set(catalogue.map((b) => b.product.sku));

const imagePaths = (b: ProductBundle): string[] => {
  const attrs = b.product.attrs as { image?: string; media_gallery?: { image: string }[] };
  return [attrs.image, ...(attrs.media_gallery ?? []).map((entry) => entry.image)].filter((p): p is string => typeof p === 'string');
};

/** What a product's picture should show: its leaf category's drawing, a kit's or a service's. */
function expectedKind(b: ProductBundle): string {
  const byType: Record<string, string> = { grouped: 'brake-kit', bundle: 'service-kit', virtual: 'fitting', downloadable: 'repair-manuals' };
  const special = byType[b.product.type_id];
  if (special) return special;
  const leaves = [...tree.partByKey].filter(([key, node]) => isDrawingKind(key) && b.product.category_ids.includes(node.id)).map(([key]) => key);
  expect(leaves, b.product.sku).toHaveLength(1);
  return leaves[0] ?? '';
}

/** Every text the SVG holds: its text nodes and attribute values that could be read out or seen. */
const texts = (svg: string): string[] => [...svg.matchAll(/>([^<>]+)</g), ...svg.matchAll(/aria-label="([^"]*)"/g)].map((m) => m[1] ?? '');

describe("the demo catalogue's pictures", () => {
  it('give every product its own image paths, shared with no other product', () => {
    const owner = new Map<string, string>();
    for (const b of catalogue) {
      const paths = imagePaths(b);
      expect(paths.length, b.product.sku).toBeGreaterThan(0);
      for (const path of paths) {
        const previous = owner.get(path);
        if (previous !== undefined && previous !== b.product.sku) throw new Error(`${path} belongs to ${previous} and ${b.product.sku}`);
        owner.set(path, b.product.sku);
      }
    }
  });

  it("draw each product's own kind and brand and print its own sku, never another product's", () => {
    const kinds = new Set<string>();
    for (const b of catalogue) {
      const name = b.i18n.find((row) => row.language === 'en')?.name ?? null;
      for (const path of imagePaths(b)) {
        const picture = pictureOf(path, { sku: b.product.sku, brand: b.product.brand, name });
        expect(picture.kind, `${b.product.sku} ${path}`).toBe(expectedKind(b));
        expect(picture.brand).toBe(b.product.brand);
        kinds.add(picture.kind);
        const svg = productSvg(310, 300, picture);
        const printed = texts(svg);
        expect(printed).toContain(b.product.sku);
        if (b.product.brand) expect(printed).toContain(b.product.brand);
        for (const text of printed) for (const word of text.split(' ')) if (skus.has(word)) expect(word, `${b.product.sku}'s picture`).toBe(b.product.sku);
        expect(svg).toContain(PART_DRAWINGS[picture.kind](brandColour(picture.brand)));
      }
    }
    // One drawing per part kind of the demo catalogue, and no product falls back to the generic part.
    expect(kinds.size).toBeGreaterThanOrEqual(25);
    expect(kinds.has('part')).toBe(false);
  });

  it("keep the anchors' pictures right: the Brembo pads print BREMBO-P85020, the Osram and Bosch bulbs their own numbers", () => {
    const pads = catalogue.find((b) => b.product.sku === 'BREMBO-P85020');
    expect(pads && imagePaths(pads)[0]).toBe('/parts/brake-pads/brembo-p85020.jpg');
    const bulbs = catalogue.filter((b) => imagePaths(b)[0]?.startsWith('/parts/bulbs/'));
    expect(new Set(bulbs.map((b) => b.product.brand))).toEqual(new Set(['Osram', 'Philips', 'Bosch']));
    for (const bulb of bulbs) expect(imagePaths(bulb)[0]).toContain(bulb.product.sku.toLowerCase());
  });
});

describe('productSvg', () => {
  it('draws at the asked size, the same bytes every time, and turns the part on the second view', () => {
    const picture = { kind: 'brake-discs' as const, brand: 'ATE', sku: 'ATE-24012501621' };
    for (const [w, h] of [[150, 150], [310, 300], [600, 744]] as const) {
      const svg = productSvg(w, h, picture);
      expect(svg).toContain(`width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"`);
      expect(productSvg(w, h, picture)).toBe(svg);
    }
    expect(productSvg(310, 300, { ...picture, view: 2 })).toContain('rotate(-14 50 50)');
  });

  it('escapes text and uses no external fonts, links or scripts', () => {
    const svg = productSvg(150, 150, { kind: 'part', brand: 'A<b> & "c"', sku: 'X&1' });
    expect(svg).toContain('X&#38;1');
    expect(svg).not.toMatch(/<b>|@font-face|href=|url\(|<script/);
  });

  it('squeezes a long sku into the picture instead of letting it run out', () => {
    const svg = productSvg(150, 150, { kind: 'fitting', brand: 'Autoparts24', sku: 'SERVICE-FIT-BRAKE-PADS-12345' });
    expect(svg).toMatch(/textLength="135" lengthAdjust="spacingAndGlyphs"[^>]*>SERVICE-FIT-BRAKE-PADS-12345</);
    expect(productSvg(310, 300, { kind: 'fitting', brand: 'ATE', sku: 'ATE-1' })).not.toContain('textLength');
  });

  it('prints no number for a picture without a sku', () => {
    expect(texts(productSvg(310, 300, { kind: 'brake-pads', brand: null, sku: null })).filter((t) => t.trim())).toEqual([]);
  });
});

describe('brand colours', () => {
  it('print every brand name at AA contrast on white, yellow brands included', () => {
    for (const brand of [...Object.keys(BRAND_COLOURS), 'Unknown Brand', 'Zeta']) {
      expect(contrast(readableOn(brandColour(brand)), '#ffffff'), brand).toBeGreaterThanOrEqual(4.5);
    }
    expect(readableOn('#135b37')).toBe('#135b37');
    expect(readableOn(BRAND_COLOURS.Bilstein ?? '')).not.toBe(BRAND_COLOURS.Bilstein);
  });

  it('give an unknown brand a stable colour of its own', () => {
    expect(brandColour('Zeta')).toBe(brandColour('Zeta'));
    expect(brandColour('Zeta')).toMatch(/^#[0-9a-f]{6}$/);
    expect(brandColour(null)).toBe('#135b37');
  });
});

describe('drawingKindOf', () => {
  it("reads the demo path's kind, else the English name's words, else draws a generic part", () => {
    expect(drawingKindOf('/parts/spark-plugs/ngk-1.jpg', null)).toBe('spark-plugs');
    expect(drawingKindOf('parts/unknown-kind/x.jpg', 'Oil filter — MANN')).toBe('oil-filters');
    expect(drawingKindOf('/import/123.jpg', 'Brake fluid DOT 4, 1 l')).toBe('brake-fluid');
    expect(drawingKindOf('/import/123.jpg', 'Engine oil 5W-30, 4 l')).toBe('engine-oil');
    expect(drawingKindOf('/import/123.jpg', 'Brake kit — A + B')).toBe('brake-kit');
    expect(drawingKindOf('/import/123.jpg', 'Automatic transmission fluid')).toBe('part');
    expect(drawingKindOf('/import/123.jpg', 'Floor mats, rubber')).toBe('floor-mats');
    expect(drawingKindOf('/import/123.jpg', null)).toBe('part');
  });
});
