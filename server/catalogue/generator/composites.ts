import { WIPER_LENGTHS } from './attributes';
import type { COLOR, SIZE } from './attributes';
import { floorMats, wiperBlades } from './configurables';
import type { GeneratorContext } from './context';
import { brakeKit, fittingService, repairManual, serviceKit } from './kits';
import { PART_KINDS } from './part-kinds';
import type { ProductBundle } from './rows';

/** Share of stream positions that start a composite product (the rest are simple parts). */
const COMPOSITE_SHARE = 0.03;
const KINDS = ['wiper', 'wiper', 'mats', 'grouped', 'bundle', 'virtual', 'downloadable'] as const;
const COLOURS: readonly (keyof typeof COLOR)[] = ['black', 'grey', 'beige'];
const SIZES: readonly (keyof typeof SIZE)[] = ['s', 'm', 'l'];

function contiguous<T>(items: readonly T[], count: number, start: number): T[] {
  return items.slice(start, start + count);
}

/**
 * A composite product to emit at `id` (with its configurable children), or null for a simple part.
 * Kits link recently generated parts (`recent`, per parts category key).
 */
export function compositeFor(ctx: GeneratorContext, id: number, remaining: number, recent: ReadonlyMap<string, ProductBundle[]>): ProductBundle[] | null {
  const { rng } = ctx;
  if (!rng.chance(COMPOSITE_SHARE)) return null;
  const kind = rng.pick(KINDS);
  switch (kind) {
    case 'wiper': {
      const count = rng.int(3, 6);
      if (remaining < count + 1) return null;
      return wiperBlades(ctx, id, contiguous(WIPER_LENGTHS, count, rng.int(0, WIPER_LENGTHS.length - count)));
    }
    case 'mats': {
      const colours = rng.sample(COLOURS, rng.int(2, 3));
      const sizes = rng.sample(SIZES, rng.int(2, 3));
      if (remaining < colours.length * sizes.length + 1) return null;
      return floorMats(ctx, id, colours, sizes);
    }
    case 'grouped': {
      const pads = recent.get('brake-pads')?.find((p) => p.product.attrs.item_class_2 === 1);
      const disc = recent.get('brake-discs')?.find((p) => p.product.attrs.item_class_2 === 1);
      return pads && disc ? [brakeKit(ctx, id, pads, disc)] : null;
    }
    case 'bundle': {
      const oils = (recent.get('engine-oil') ?? []).slice(-3);
      const filters = (recent.get('oil-filters') ?? []).slice(-2);
      return oils.length >= 2 && filters.length >= 1 ? [serviceKit(ctx, id, oils, filters)] : null;
    }
    case 'virtual': {
      const part = rng.pick(PART_KINDS.filter((k) => k.fitment !== 'universal'));
      return [fittingService(ctx, id, part.key, rng.pick([19, 25, 35, 45, 60, 85]))];
    }
    case 'downloadable': {
      const engine = rng.pick(ctx.tree.engines);
      return [repairManual(ctx, id, engine, rng.pick([14.9, 19.9, 24.9, 29.9]))];
    }
  }
}
