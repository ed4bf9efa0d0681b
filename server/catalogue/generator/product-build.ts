import { LANGUAGES } from '../../../src/kernel/store-view/types';
import type { Language } from '../../../src/kernel/store-view/types';
import type { GeneratorContext } from './context';
import { vehicleCategoryIds } from './fitment';
import type { ProductBundle, ProductType } from './rows';
import { normId, slugify } from './text';
import type { Translated } from './text';
import type { EngineCategory } from './vehicles';

/** Everything needed to write one product with its translations and stock. */
export interface ProductSpec {
  id: number;
  sku: string;
  type: ProductType;
  parentId?: number | null;
  status?: number;
  visibility?: number;
  price: number;
  special?: { price: number; from: string | null; to: string | null } | null;
  /** The parts category (leaf) key. */
  categoryKey: string;
  engines?: readonly EngineCategory[];
  brand?: string | null;
  ean?: string | null;
  oe?: readonly string[];
  oem?: readonly string[];
  name: Translated;
  description: Translated;
  shortDescription?: Translated;
  /** Readable base of the slug (ASCII after slugify); the id is appended to keep it unique. */
  slugBase: string;
  attrs: Record<string, unknown>;
  /** Translated document fields per language (option labels, ...). */
  i18nAttrs?: Partial<Record<Language, Record<string, unknown>>>;
  stock: { qty: number; inStock: boolean; step?: number; manage?: boolean };
  /** Days before generatedAt the product was created (newest products have small values). */
  ageDays: number;
}

/** Turns a spec into the rows of product, product_i18n and stock. */
export function buildProduct(ctx: GeneratorContext, spec: ProductSpec): ProductBundle {
  const leaf = ctx.tree.partByKey.get(spec.categoryKey);
  if (!leaf) throw new Error(`unknown parts category ${spec.categoryKey}`);
  const paths = ctx.tree.partPaths.get(leaf.id) as Translated;
  const engines = spec.engines ?? [];
  const oe = [...(spec.oe ?? [])];
  const oem = [...(spec.oem ?? [])];
  const slug = `${slugify(spec.slugBase)}-${spec.id}`;
  const createdAt = ctx.isoAt(-spec.ageDays);
  const step = spec.stock.step ?? 1;
  const product = {
    id: spec.id,
    sku: spec.sku,
    type_id: spec.type,
    parent_id: spec.parentId ?? null,
    status: spec.status ?? 1,
    visibility: spec.visibility ?? 4,
    price: spec.price,
    special_price: spec.special?.price ?? null,
    special_from_date: spec.special?.from ?? null,
    special_to_date: spec.special?.to ?? null,
    tax_class_id: 2,
    category_ids: [...leaf.lineage, ...vehicleCategoryIds(engines)],
    brand: spec.brand ?? null,
    ean: spec.ean ?? null,
    oe_numbers: oe,
    oem_numbers: oem,
    oe_norm: oe.map(normId),
    oem_norm: oem.map(normId),
    attrs: { ...spec.attrs, quantity_step: step },
    created_at: createdAt,
    // Some products were edited after creation, so "latest" and "newest" orders differ.
    updated_at: ctx.isoAt(-Math.max(0, spec.ageDays - (spec.id % 7) * 3)),
  };
  const i18n = LANGUAGES.map((language) => ({
    product_id: spec.id,
    language,
    name: spec.name[language],
    slug,
    url_key: slug,
    url_path: `${paths[language]}/${slug}`,
    description: spec.description[language],
    attrs: {
      ...(spec.shortDescription ? { short_description: spec.shortDescription[language] } : {}),
      ...(spec.i18nAttrs?.[language] ?? {}),
    },
    category_names: ctx.tree.partLineageNames.get(leaf.id)?.[language] ?? '',
  }));
  const stock = {
    product_id: spec.id,
    qty: spec.stock.inStock ? spec.stock.qty : 0,
    is_in_stock: spec.stock.inStock,
    manage_stock: spec.stock.manage ?? true,
    min_sale_qty: step,
    max_sale_qty: 10000,
    qty_increments: step,
  };
  return { product, i18n, stock };
}

/** The same text in every language (brand and part numbers). */
export function everywhere(text: string): Translated {
  return { et: text, ru: text, en: text, fi: text, it: text };
}

/** Joins per-language pieces: `mapLanguages(l => ...)`. */
export function mapLanguages(make: (language: Language) => string): Translated {
  return Object.fromEntries(LANGUAGES.map((language) => [language, make(language)])) as Translated;
}
