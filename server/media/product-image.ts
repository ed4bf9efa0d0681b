/**
 * The drawn picture of a product without a photo (ADR 0062): the part kind's drawing in the brand's colour, the
 * brand's name and the product's OWN sku, at the size an `/img/` URL asks for. Deterministic: the same product
 * and size give the same bytes. Only the product's own facts go in, so a picture never shows another part.
 */
import { isDrawingKind, PART_DRAWINGS } from './part-drawings';
import type { DrawingKind } from './part-drawings';

/**
 * The colours the demo catalogue's brands are known by (approximations for the demo drawings). A brand not
 * listed gets a colour from its name's hash (`brandColour`).
 */
export const BRAND_COLOURS: Readonly<Record<string, string>> = {
  ATE: '#0063a6', Brembo: '#d0101b', TRW: '#00529b', Bosch: '#e20015', Textar: '#c4161c', Ferodo: '#b5121b',
  Zimmermann: '#0b3b7a', Febi: '#1e4b9b', 'MANN-FILTER': '#007a3d', MAHLE: '#003f7d', Hengst: '#00965e',
  Valeo: '#5f9a00', Gates: '#c4161c', Contitech: '#f5a800', Dayco: '#d7001a', SKF: '#0058a3', NGK: '#c8001c',
  Denso: '#dc0032', Champion: '#d71920', Elring: '#d7001a', 'Victor Reinz': '#003c7e', Sachs: '#f2a100',
  Bilstein: '#f3cd00', Monroe: '#ef8a00', KYB: '#e60012', 'Lesjöfors': '#004b93', Eibach: '#d7001a',
  'Lemförder': '#003a70', Meyle: '#00804a', Varta: '#004f9f', Exide: '#d52b1e', Osram: '#f26a00', Philips: '#0b5ed7',
  Hella: '#222222', Depo: '#005baa', Trico: '#00447c', Castrol: '#007a33', Mobil: '#d2171e', Shell: '#f2c200',
  Motul: '#c8102e', 'Liqui Moly': '#005ca9', 'Rezaw-Plast': '#d7001a', Petex: '#0065a3', Thule: '#1f2327',
  Menabo: '#d7001a', Haynes: '#e8b400', Autoparts24: '#135b37',
};

const FALLBACK_HUES = 12;

/** The brand's colour: its known one, else a saturated hue chosen by its name; the shop's green without a brand. */
export function brandColour(brand: string | null): string {
  if (!brand) return '#135b37';
  const known = BRAND_COLOURS[brand];
  if (known) return known;
  let hash = 0;
  for (const ch of brand) hash = (hash * 31 + (ch.codePointAt(0) ?? 0)) >>> 0;
  return hslToHex(((hash % FALLBACK_HUES) * 360) / FALLBACK_HUES, 0.7, 0.4);
}

function hslToHex(h: number, s: number, l: number): string {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return `#${[f(0), f(8), f(4)].map((x) => Math.round(x * 255).toString(16).padStart(2, '0')).join('')}`;
}

const channels = (hex: string): [number, number, number] => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];

/** WCAG relative luminance of a `#rrggbb` colour. */
export function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((v) => {
    const x = v / 255;
    return x <= 0.03928 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two `#rrggbb` colours. */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** The colour darkened until text in it reads on white at AA (4.5:1): a yellow brand prints its name in ochre. */
export function readableOn(colour: string, background = '#ffffff'): string {
  let [r, g, b] = channels(colour);
  let hex = colour;
  while (contrast(hex, background) < 4.5) {
    [r, g, b] = [r * 0.9, g * 0.9, b * 0.9];
    hex = `#${[r, g, b].map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;
  }
  return hex;
}

// Words of an English product name, first match wins (the more specific kinds first).
const NAME_KINDS: readonly (readonly [RegExp, DrawingKind])[] = [
  [/brake kit/i, 'brake-kit'],
  [/service kit/i, 'service-kit'],
  [/fitting/i, 'fitting'],
  [/manual/i, 'repair-manuals'],
  [/brake pad/i, 'brake-pads'],
  [/brake disc/i, 'brake-discs'],
  [/caliper/i, 'brake-calipers'],
  [/oil filter/i, 'oil-filters'],
  [/air filter/i, 'air-filters'],
  [/cabin filter|pollen filter/i, 'cabin-filters'],
  [/fuel filter/i, 'fuel-filters'],
  [/belt/i, 'belts'],
  [/spark plug/i, 'spark-plugs'],
  [/gasket/i, 'gaskets'],
  [/shock absorber|damper/i, 'shock-absorbers'],
  [/spring/i, 'springs'],
  [/control arm|wishbone/i, 'control-arms'],
  [/battery/i, 'batteries'],
  [/alternator/i, 'alternators'],
  [/starter/i, 'starters'],
  [/bulb/i, 'bulbs'],
  [/headlight|headlamp/i, 'headlights'],
  [/wiper/i, 'wiper-blades'],
  [/brake fluid/i, 'brake-fluid'],
  [/coolant|antifreeze/i, 'coolant'],
  [/\boil\b/i, 'engine-oil'],
  [/roof box/i, 'roof-boxes'],
  [/\bmats?\b/i, 'floor-mats'],
];

/**
 * The part kind to draw for an image path and the product's English name: the demo catalogue names its images
 * `/parts/<kind>/<sku>.jpg` (server/catalogue/generator/images.ts); an imported catalogue's kind is read from
 * the name's words; a generic part otherwise.
 */
export function drawingKindOf(path: string, name: string | null): DrawingKind {
  const segment = /^\/?parts\/([a-z0-9-]+)\//.exec(path)?.[1];
  if (segment && isDrawingKind(segment)) return segment;
  for (const [pattern, kind] of NAME_KINDS) if (name && pattern.test(name)) return kind;
  return 'part';
}

/** What a product picture is drawn from: only the product's own facts. */
export interface ProductPicture {
  kind: DrawingKind;
  /** The brand printed under the part; null draws the part in the shop's green without a name. */
  brand: string | null;
  /** The product's own sku; null when the path is not the product's alone (then no number is printed). */
  sku: string | null;
  /** 1: the main picture; 2: the second gallery picture (the part turned). */
  view?: 1 | 2;
}

/** One decimal place is plenty for a picture: shorter files, the same drawing. */
const r = (value: number) => Math.round(value * 10) / 10;

const escapeXml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A line of text that never runs out of the picture: squeezed to `max` when a long sku would. */
function line(text: string, x: number, y: number, size: number, max: number, attrs: string): string {
  const estimated = text.length * size * 0.6;
  const fit = estimated > max ? ` textLength="${Math.round(max)}" lengthAdjust="spacingAndGlyphs"` : '';
  return `<text x="${x}" y="${y}" font-size="${size}" text-anchor="middle" font-family="Arial, Helvetica, sans-serif"${fit} ${attrs}>${escapeXml(text)}</text>`;
}

/**
 * The SVG picture of a product at `width` x `height`: the drawing on white above a line with the brand in its
 * colour (darkened to AA contrast) and the product's sku. No external fonts, links or scripts.
 */
export function productSvg(width: number, height: number, picture: ProductPicture): string {
  const colour = brandColour(picture.brand);
  const unit = Math.min(width, height);
  const textBlock = unit * (picture.sku ? 0.26 : 0.16);
  const side = Math.min(width * 0.86, height - textBlock - unit * 0.06);
  const x = (width - side) / 2;
  const y = Math.max(unit * 0.04, (height - textBlock - side) / 2);
  const turn = picture.view === 2 ? ' rotate(-14 50 50)' : '';
  const brandSize = Math.round(unit * 0.1);
  const skuSize = Math.max(9, Math.round(unit * 0.065));
  const baseline = y + side + unit * 0.02;
  // Opened on its own the picture is named by what it prints; pages give their <img> the product's name as alt.
  const label = [picture.brand, picture.sku].filter(Boolean).join(' ');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(label)}">`,
    `<rect width="${width}" height="${height}" fill="#ffffff"/>`,
    `<ellipse cx="${r(width / 2)}" cy="${r(y + side * 0.94)}" rx="${r(side * 0.4)}" ry="${r(side * 0.04)}" fill="#e6eaed"/>`,
    `<g transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) scale(${(side / 100).toFixed(4)})${turn}">${PART_DRAWINGS[picture.kind](colour)}</g>`,
    picture.brand ? line(picture.brand, r(width / 2), r(baseline + brandSize), brandSize, width * 0.9, `font-weight="700" fill="${readableOn(colour)}"`) : '',
    picture.sku ? line(picture.sku, r(width / 2), r(baseline + brandSize + skuSize * 1.5), skuSize, width * 0.9, 'fill="#3d4751"') : '',
    '</svg>',
  ].join('');
}
