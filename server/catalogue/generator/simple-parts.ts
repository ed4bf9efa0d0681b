import { brand as brandByName } from './brands';
import type { Brand } from './brands';
import { skuOf } from './context';
import type { GeneratorContext } from './context';
import { partDescription, partName, fitsSentence } from './descriptions';
import { oeNumbers } from './oe-numbers';
import { PART_KINDS } from './part-kinds';
import type { PartKind, PartVariant } from './part-kinds';
import { buildProduct } from './product-build';
import type { ProductSpec } from './product-build';
import type { ProductBundle } from './rows';
import { fillPattern, patternCapacity } from './text';
import type { EngineCategory } from './vehicles';
import { BRAND_OPTION_IDS } from './attributes';
import { imageAttrs } from './images';

const TOTAL_WEIGHT = PART_KINDS.reduce((sum, kind) => sum + kind.weight, 0);

/** A part kind chosen by weight. */
export function pickKind(ctx: GeneratorContext): PartKind {
  let roll = ctx.rng.next() * TOTAL_WEIGHT;
  for (const kind of PART_KINDS) {
    roll -= kind.weight;
    if (roll < 0) return kind;
  }
  return PART_KINDS[PART_KINDS.length - 1] as PartKind;
}

/** The part kind of a leaf category key. */
export function kindOf(key: string): PartKind {
  const kind = PART_KINDS.find((candidate) => candidate.key === key);
  if (!kind) throw new Error(`no part kind ${key}`);
  return kind;
}

/** A special price window relative to generatedAt: current, expired or future. */
export function specialWindow(ctx: GeneratorContext, price: number, when: 'current' | 'expired' | 'future'): ProductSpec['special'] {
  const special = Math.round(price * (0.7 + ctx.rng.next() * 0.22) * 100) / 100;
  if (when === 'current') return { price: special, from: ctx.isoAt(-ctx.rng.int(1, 60)), to: ctx.rng.chance(0.3) ? null : ctx.isoAt(730) };
  if (when === 'expired') return { price: special, from: ctx.isoAt(-120), to: ctx.isoAt(-30) };
  return { price: special, from: ctx.isoAt(800), to: ctx.isoAt(830) };
}

/** Overrides for a part with fixed facts (anchors). */
export interface PartOverrides {
  brand?: string;
  partNumber?: string;
  variant?: PartVariant;
  engines?: readonly EngineCategory[];
  oe?: readonly string[];
  price?: number;
  special?: ProductSpec['special'];
  stock?: ProductSpec['stock'];
  status?: number;
  visibility?: number;
  attrs?: Record<string, unknown>;
}

/** A cross-reference number printed by another brand of the same kind. */
function crossReference(ctx: GeneratorContext, kind: PartKind, own: Brand): string | null {
  const others = kind.brands.filter((name) => name !== own.name);
  if (others.length === 0) return null;
  const other = brandByName(ctx.rng.pick(others));
  return fillPattern(other.pattern, ctx.rng.int(0, patternCapacity(other.pattern) - 1));
}

/** One simple part of `kind`, random unless overridden. */
export function simplePart(ctx: GeneratorContext, id: number, kind: PartKind, o: PartOverrides = {}): ProductBundle {
  const { rng } = ctx;
  const brand = brandByName(o.brand ?? rng.pick(kind.brands));
  let partNumber = o.partNumber ?? ctx.partNumber(brand);
  while (!o.partNumber && ctx.reservedSkus.has(skuOf(brand, partNumber))) partNumber = ctx.partNumber(brand);
  const variant = o.variant ?? rng.pick(kind.variants);
  const engines = o.engines ?? (kind.fitment === 'engine' ? ctx.fitment.byEngine(rng) : kind.fitment === 'model' ? ctx.fitment.byModel(rng) : []);
  const oe = o.oe ?? oeNumbers(rng, engines[0]?.group ?? null);
  const cross = crossReference(ctx, kind, brand);
  const price = o.price ?? rng.money(kind.price[0], kind.price[1]);
  const specialRoll = rng.next();
  const special = o.special !== undefined ? o.special
    : specialRoll < 0.08 ? specialWindow(ctx, price, 'current')
      : specialRoll < 0.12 ? specialWindow(ctx, price, 'expired')
        : specialRoll < 0.14 ? specialWindow(ctx, price, 'future') : null;
  const inStock = rng.next() >= 0.08;
  const tierPrices = rng.chance(0.3)
    ? [{ customer_group_id: 0, qty: 4, value: Math.round(price * 95) / 100 }, { customer_group_id: 1, qty: 10, value: Math.round(price * 90) / 100 }]
    : [];
  // The two numbers the shared picture paths once took are still drawn, so the catalogue stays the same (ADR 0062).
  rng.int(1, 6);
  const statusRoll = rng.next();
  const sku = skuOf(brand, partNumber);
  const itemClass = 1 + rng.int(0, 3);
  rng.int(1, 6);
  return buildProduct(ctx, {
    id,
    sku,
    type: 'simple',
    status: o.status ?? (statusRoll < 0.02 ? 2 : 1),
    visibility: o.visibility ?? (statusRoll > 0.97 ? 2 + (id % 2) : 4),
    price,
    special,
    categoryKey: kind.key,
    engines,
    brand: brand.name,
    ean: ctx.ean(brand, id),
    oe,
    oem: cross ? [partNumber, cross] : [partNumber],
    name: partName(variant.name, brand.name, partNumber),
    description: partDescription(variant.name, brand.name, partNumber, engines, oe),
    shortDescription: fitsSentence(engines),
    slugBase: `${brand.name} ${partNumber}`,
    attrs: {
      item_class: itemClass,
      item_class_2: variant.position,
      manufacturer: BRAND_OPTION_IDS[brand.name],
      ...imageAttrs(kind.key, sku, 2),
      tier_prices: tierPrices,
      erin_recommends: rng.chance(0.1) ? 1 : 0,
      ...(o.attrs ?? {}),
    },
    stock: o.stock ?? { qty: inStock ? rng.int(1, 250) : 0, inStock, step: kind.quantityStep ?? 1 },
    ageDays: rng.int(0, 900),
  });
}
