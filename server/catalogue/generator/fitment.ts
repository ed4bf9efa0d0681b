import type { Rng } from './prng';
import type { EngineCategory } from './vehicles';

/** At most this many engines per part (the storefront shows at most 100 compatible cars). */
export const MAX_FITTED_ENGINES = 60;

/** Picks the engines a part fits, the way parts really fit: one engine type across a group, or a few models. */
export interface Fitment {
  /** All engines of one engine type (e.g. every VAG 1.4 TSI), a random 60-100 % of them. */
  byEngine(rng: Rng): EngineCategory[];
  /** All engines of one to three models of one group. */
  byModel(rng: Rng): EngineCategory[];
  /** Engines matching a filter (anchors). */
  where(test: (engine: EngineCategory) => boolean): EngineCategory[];
}

/** Indexes the engines once; picks are then cheap. */
export function createFitment(engines: readonly EngineCategory[]): Fitment {
  const byType = new Map<string, EngineCategory[]>();
  const modelsByGroup = new Map<string, Map<number, EngineCategory[]>>();
  for (const engine of engines) {
    const typeKey = `${engine.group}|${engine.engine}`;
    byType.set(typeKey, [...(byType.get(typeKey) ?? []), engine]);
    const models = modelsByGroup.get(engine.group) ?? new Map<number, EngineCategory[]>();
    models.set(engine.modelId, [...(models.get(engine.modelId) ?? []), engine]);
    modelsByGroup.set(engine.group, models);
  }
  const types = [...byType.values()];
  const groups = [...modelsByGroup.values()].map((models) => [...models.values()]);
  const cap = (list: EngineCategory[]): EngineCategory[] => list.slice(0, MAX_FITTED_ENGINES);
  return {
    byEngine(rng) {
      const all = rng.pick(types);
      return cap(all.length <= 2 ? all : rng.sample(all, Math.max(1, Math.ceil(all.length * (0.6 + rng.next() * 0.4)))));
    },
    byModel(rng) {
      const models = rng.pick(groups);
      return cap(rng.sample(models, rng.int(1, Math.min(3, models.length))).flat());
    },
    where: (test) => cap(engines.filter(test)),
  };
}

/** The category ids a part fitting `engines` carries: each engine, its model and its make. */
export function vehicleCategoryIds(engines: readonly EngineCategory[]): number[] {
  const ids = new Set<number>();
  for (const engine of engines) ids.add(engine.id);
  for (const engine of engines) ids.add(engine.modelId);
  for (const engine of engines) ids.add(engine.makeId);
  return [...ids];
}
