import { LANGUAGES } from '../../../src/kernel/store-view/types';
import type { Language } from '../../../src/kernel/store-view/types';
import { ATTRIBUTES, ATTRIBUTE_ID, BRAND_OPTION_IDS, COLOR, SIZE, wiperLengthOption } from './attributes';
import { brand as brandByName } from './brands';
import type { GeneratorContext } from './context';
import { TEXT } from './composite-texts';
import { fitsSentence } from './descriptions';
import { imageAttrs } from './images';
import { buildProduct, mapLanguages } from './product-build';
import type { ProductBundle } from './rows';
import { slugify } from './text';
import type { Translated } from './text';
import type { EngineCategory } from './vehicles';

/** One option axis of a configurable: attribute code and the option ids used. */
interface Axis {
  code: 'wiper_length' | 'color' | 'size';
  values: readonly number[];
}

function optionLabel(code: string, value: number, language: Language): string {
  const attribute = ATTRIBUTES.find((a) => a.code === code);
  return attribute?.options.find((o) => o.value === String(value))?.label[language] ?? String(value);
}

function configurableOptions(parentId: number, axes: readonly Axis[], language: Language) {
  return axes.map((axis, position) => {
    const attribute = ATTRIBUTES.find((a) => a.code === axis.code);
    return {
      id: parentId * 10 + position,
      attribute_id: ATTRIBUTE_ID[axis.code],
      attribute_code: axis.code,
      label: attribute?.label[language] ?? axis.code,
      position,
      product_id: parentId,
      values: axis.values.map((value) => ({ value_index: value, label: optionLabel(axis.code, value, language) })),
    };
  });
}

/** Every combination of the axes' values. */
function combinations(axes: readonly Axis[]): Record<string, number>[] {
  return axes.reduce<Record<string, number>[]>((acc, axis) => acc.flatMap((combo) => axis.values.map((v) => ({ ...combo, [axis.code]: v }))), [{}]);
}

/** A configurable parent and one simple child per combination (children: parent_id set, visibility 1). */
export function configurable(ctx: GeneratorContext, id: number, o: {
  sku: string; brand: string; line: string; noun: Translated; description: Translated; categoryKey: string;
  axes: readonly Axis[]; basePrice: number; engines: readonly EngineCategory[]; outOfStock?: ReadonlySet<number>;
}): ProductBundle[] {
  const { rng } = ctx;
  const brand = brandByName(o.brand);
  const combos = combinations(o.axes);
  // The number the parent's shared picture path once took is still drawn, so the catalogue stays the same (ADR 0062).
  rng.int(1, 6);
  const suffix = (combo: Record<string, number>, language: Language) => o.axes.map((axis) => optionLabel(axis.code, combo[axis.code] ?? 0, language)).join(', ');
  const children = combos.map((combo, index) => {
    const childId = id + 1 + index;
    const inStock = !(o.outOfStock?.has(index) ?? rng.chance(0.1));
    const skuSuffix = o.axes.map((axis) => (axis.code === 'wiper_length' ? String((combo[axis.code] ?? 0) * 5 - 1500) : optionLabel(axis.code, combo[axis.code] ?? 0, 'en').split(' ')[0])).join('-');
    const sku = `${o.sku}-${skuSuffix}`.toUpperCase();
    return buildProduct(ctx, {
      id: childId, sku, type: 'simple', parentId: id, visibility: 1,
      price: Math.round((o.basePrice + index * 1.5) * 100) / 100, categoryKey: o.categoryKey, engines: o.engines, brand: brand.name,
      ean: ctx.ean(brand, childId),
      name: mapLanguages((l) => `${o.noun[l]} ${brand.name} ${o.line}, ${suffix(combo, l)}`),
      description: o.description, slugBase: `${brand.name} ${o.line} ${suffix(combo, 'en')}`,
      attrs: { ...combo, manufacturer: BRAND_OPTION_IDS[brand.name], ...imageAttrs(o.categoryKey, sku), item_class: 2, item_class_2: 5, tier_prices: [] },
      stock: { qty: inStock ? rng.int(1, 80) : 0, inStock },
      ageDays: 200,
    });
  });
  const parent = buildProduct(ctx, {
    id, sku: o.sku, type: 'configurable', price: Math.min(...children.map((c) => c.product.price)),
    categoryKey: o.categoryKey, engines: o.engines, brand: brand.name, ean: null,
    name: mapLanguages((l) => `${o.noun[l]} — ${brand.name} ${o.line}`), description: o.description,
    shortDescription: fitsSentence(o.engines), slugBase: `${brand.name} ${o.line}`,
    attrs: {
      configurable_options: configurableOptions(id, o.axes, 'en'),
      configurable_children_ids: children.map((c) => c.product.id),
      manufacturer: BRAND_OPTION_IDS[brand.name], ...imageAttrs(o.categoryKey, o.sku),
      item_class: 2, item_class_2: 5, tier_prices: [], erin_recommends: rng.chance(0.3) ? 1 : 0,
    },
    i18nAttrs: Object.fromEntries(LANGUAGES.map((l) => [l, { configurable_options: configurableOptions(id, o.axes, l) }])),
    stock: { qty: 0, inStock: children.some((c) => c.stock.is_in_stock), manage: false },
    ageDays: 200,
  });
  return [parent, ...children];
}

const WIPER_LINES: Readonly<Record<string, string>> = { Bosch: 'Aerotwin', Valeo: 'Silencio', Trico: 'Flex' };

/** Wiper blades by length: a configurable on `wiper_length`. */
export function wiperBlades(ctx: GeneratorContext, id: number, lengths: readonly number[], o: { sku?: string; brand?: string; engines?: readonly EngineCategory[]; outOfStock?: ReadonlySet<number> } = {}): ProductBundle[] {
  const brandName = o.brand ?? ctx.rng.pick(Object.keys(WIPER_LINES));
  const line = WIPER_LINES[brandName] ?? 'Flat';
  return configurable(ctx, id, {
    sku: o.sku ?? `${brandByName(brandName).code}-${slugify(line).toUpperCase()}-${id}`, brand: brandName, line, noun: TEXT.wiper,
    description: TEXT.wiperDescription, categoryKey: 'wiper-blades', engines: o.engines ?? ctx.fitment.byModel(ctx.rng),
    axes: [{ code: 'wiper_length', values: lengths.map(wiperLengthOption) }], basePrice: ctx.rng.money(12, 24),
    ...(o.outOfStock ? { outOfStock: o.outOfStock } : {}),
  });
}

/** Floor mat sets by colour and size: a configurable on `color` and `size`. */
export function floorMats(ctx: GeneratorContext, id: number, colours: readonly (keyof typeof COLOR)[], sizes: readonly (keyof typeof SIZE)[], o: { sku?: string; brand?: string } = {}): ProductBundle[] {
  const brandName = o.brand ?? ctx.rng.pick(['Petex', 'Rezaw-Plast']);
  return configurable(ctx, id, {
    sku: o.sku ?? `${brandByName(brandName).code}-MATS-${id}`, brand: brandName, line: 'Rubber', noun: TEXT.mats,
    description: TEXT.matsDescription, categoryKey: 'floor-mats', engines: [],
    axes: [{ code: 'color', values: colours.map((c) => COLOR[c]) }, { code: 'size', values: sizes.map((s) => SIZE[s]) }],
    basePrice: ctx.rng.money(25, 45),
  });
}
