import { VEHICLE_LEVELS, VEHICLES_ROOT_ID } from './options';

/** Spec section 9: compatible cars are capped at 100 engines. */
export const COMPATIBLE_ENGINES_LIMIT = 100;

export interface VehicleTreeDoc {
  id: number;
  name: string;
  level: number;
  path: string;
  parent_id: number;
  position?: number;
}

export interface CompatibleMake {
  id: number;
  name: string;
  models: { id: number; name: string; engines: { id: number; name: string }[] }[];
}

const inVehicleTree = (doc: VehicleTreeDoc) => doc.path.split('/').includes(String(VEHICLES_ROOT_ID));
const byPosition = (a: { position?: number; name: string }, b: { position?: number; name: string }) => (a.position ?? 0) - (b.position ?? 0) || a.name.localeCompare(b.name);

/**
 * Groups a product's engines under their models and makes (spec section 3 "Compatible cars are derived from
 * product categories (engine, model, make)"): at most 100 engines; engines outside the vehicle tree or without
 * a known model and make are left out.
 */
export function groupCompatibleCars(engines: readonly VehicleTreeDoc[], tree: readonly VehicleTreeDoc[]): CompatibleMake[] {
  const byId = new Map(tree.map((doc) => [doc.id, doc]));
  const makes = new Map<number, CompatibleMake & { position: number }>();
  const kept = engines.filter((engine) => engine.level === VEHICLE_LEVELS.engine && inVehicleTree(engine)).sort(byPosition).slice(0, COMPATIBLE_ENGINES_LIMIT);
  for (const engine of kept) {
    const model = byId.get(engine.parent_id);
    const make = model ? byId.get(model.parent_id) : undefined;
    if (!model || !make || model.level !== VEHICLE_LEVELS.model || make.level !== VEHICLE_LEVELS.make) continue;
    const makeEntry = makes.get(make.id) ?? { id: make.id, name: make.name, position: make.position ?? 0, models: [] };
    makes.set(make.id, makeEntry);
    let modelEntry = makeEntry.models.find((candidate) => candidate.id === model.id);
    if (!modelEntry) {
      modelEntry = { id: model.id, name: model.name, engines: [] };
      makeEntry.models.push(modelEntry);
    }
    modelEntry.engines.push({ id: engine.id, name: engine.name });
  }
  return [...makes.values()].sort(byPosition).map(({ position: _position, ...make }) => make);
}
