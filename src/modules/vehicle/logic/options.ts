import type { VehicleLevel, VehicleOption } from '../messages';

/** Spec section 9: vehicle categories load 4000 at a time. */
export const VEHICLE_LOAD_SIZE = 4000;
/** The category level of each list (spec section 3: make 2, model 3, engine 4). */
export const VEHICLE_LEVELS: Record<VehicleLevel, number> = { make: 2, model: 3, engine: 4 };
/** The vehicles root category of the catalogue: makes are its children. */
export const VEHICLES_ROOT_ID = 3;

/** A vehicle category as the catalogue answers it. */
export interface VehicleCategoryDoc {
  id: number;
  name: string;
  parent_id: number;
  level: number;
  ap24_import_value?: string | number;
  year_from?: number;
  year_to?: number;
}

/** The catalogue request of one list: the children of `parentId` on the level, active, by position. */
export function vehicleOptionsRequest(level: VehicleLevel, parentId: number) {
  return {
    query: { bool: { filter: [{ terms: { level: [VEHICLE_LEVELS[level]] } }, { terms: { parent_id: [parentId] } }, { terms: { is_active: [true] } }] } },
    sort: [{ position: { order: 'asc' } }],
    size: VEHICLE_LOAD_SIZE,
  };
}

/** A category as an option: a model shows its production years; an engine's name already carries years and power. */
export function vehicleOptionOf(doc: VehicleCategoryDoc): VehicleOption {
  const years = doc.level === VEHICLE_LEVELS.model && doc.year_from ? ` (${doc.year_from}–${doc.year_to ?? ''})` : '';
  return { value: doc.id, label: `${doc.name}${years}`, importValue: String(doc.ap24_import_value ?? '') };
}

/** The chip's text: make, model and engine without repeating the make in the model's name. */
export function vehicleLabel(car: { make: VehicleOption; model: VehicleOption; engine: VehicleOption }): string {
  const model = car.model.label.replace(/\s*\(.*\)$/, '');
  return `${model.startsWith(car.make.label) ? model : `${car.make.label} ${model}`} ${car.engine.label}`;
}
