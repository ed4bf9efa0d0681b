import type { Brand } from './brands';
import { buildCategoryTree } from './categories';
import type { CategoryTree } from './categories';
import { createFitment } from './fitment';
import type { Fitment } from './fitment';
import { createRng, deriveSeed } from './prng';
import type { Rng } from './prng';
import { ean13, fillPattern, normId, patternCapacity } from './text';

const DAY_MS = 86_400_000;
// generatedAt is derived from the seed, never from the wall clock: same seed, same catalogue.
const EPOCH = Date.UTC(2026, 0, 1);

/** Everything product builders share: the random source, the category tree and unique-number counters. */
export interface GeneratorContext {
  seed: number;
  rng: Rng;
  tree: CategoryTree;
  fitment: Fitment;
  /** The catalogue's fixed "now", in ms: special price windows and timestamps are relative to it. */
  generatedAt: number;
  /** A unique part number of `brand` (unique by construction: a permutation of a per-brand counter). */
  partNumber(brand: Brand): string;
  /** A valid EAN-13, unique per product id. */
  ean(brand: Brand, productId: number): string;
  /** Skus taken by the anchors, which generated parts must not reuse. */
  reservedSkus: Set<string>;
  /** An ISO timestamp `days` after generatedAt (negative: before). */
  isoAt(days: number): string;
}

/** The sku of a brand's part number: brand code plus the normalised number (unique across brands). */
export function skuOf(brand: Brand, partNumber: string): string {
  return `${brand.code}-${normId(partNumber)}`;
}

/** The fixed generation time of a seed (within 2026-01-01 .. 2026-01-28). */
export function generatedAtOf(seed: number): number {
  return EPOCH + (Math.abs(seed) % 28) * DAY_MS;
}

/** A fresh context for `seed`; the category tree is the same for every seed. */
export function createContext(seed: number, tree: CategoryTree = buildCategoryTree()): GeneratorContext {
  const rng = createRng(deriveSeed(seed, 'products'));
  const counters = new Map<string, number>();
  const offsetRng = createRng(deriveSeed(seed, 'offsets'));
  const offsets = new Map<string, number>();
  const eanOffset = offsetRng.int(0, 999_999);
  const generatedAt = generatedAtOf(seed);
  return {
    seed,
    rng,
    tree,
    fitment: createFitment(tree.engines),
    generatedAt,
    reservedSkus: new Set(),
    partNumber(brand) {
      const k = counters.get(brand.code) ?? 0;
      counters.set(brand.code, k + 1);
      const capacity = patternCapacity(brand.pattern);
      let offset = offsets.get(brand.code);
      if (offset === undefined) {
        offset = offsetRng.int(0, capacity - 1);
        offsets.set(brand.code, offset);
      }
      // 7919 is prime and coprime with every power of ten, so this permutes 0..capacity-1.
      const n = ((k % capacity) * 7919 + offset) % capacity;
      const base = fillPattern(brand.pattern, n);
      return k < capacity ? base : `${base}/${Math.floor(k / capacity)}`;
    },
    ean(brand, productId) {
      // 104729 is prime and coprime with 10^9: distinct ids below 10^9 give distinct codes.
      return ean13(brand.eanPrefix, (productId * 104_729 + eanOffset) % 1_000_000_000);
    },
    isoAt: (days) => new Date(generatedAt + Math.round(days * DAY_MS)).toISOString(),
  };
}
