import { anchorProducts } from './anchors';
import type { GeneratorContext } from './context';
import { compositeFor } from './composites';
import type { ProductBundle } from './rows';
import { pickKind, simplePart } from './simple-parts';

/** Below this many products the anchors are left out (they need about 40 rows). */
export const MIN_PRODUCTS_FOR_ANCHORS = 50;

/**
 * Yields exactly `total` products in id order (configurable children count), one at a time, so any
 * size can be written in batches without holding the catalogue in memory.
 */
export function* productStream(ctx: GeneratorContext, total: number): Generator<ProductBundle> {
  let nextId = 1;
  if (total >= MIN_PRODUCTS_FOR_ANCHORS) {
    for (const bundle of anchorProducts(ctx)) {
      yield bundle;
      nextId = bundle.product.id + 1;
    }
  }
  // Composites refer to recent simple parts; `recent` keeps a few per category key, never the whole list.
  const recent = new Map<string, ProductBundle[]>();
  while (nextId <= total) {
    const composite = compositeFor(ctx, nextId, total - nextId + 1, recent);
    if (composite) {
      for (const bundle of composite) yield bundle;
      nextId += composite.length;
      continue;
    }
    const kind = pickKind(ctx);
    const bundle = simplePart(ctx, nextId++, kind);
    if (bundle.product.status === 1) {
      // Kits only link parts a customer could also buy on their own.
      const list = recent.get(kind.key) ?? [];
      list.push(bundle);
      if (list.length > 8) list.shift();
      recent.set(kind.key, list);
    }
    yield bundle;
  }
}
