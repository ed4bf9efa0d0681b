import { VEHICLE_LEVELS, VEHICLES_ROOT_ID } from './options';

/** What the product page says about a part and the applied car (spec section 4 "Vehicle", section 5). */
export type Fitment = 'noCar' | 'fits' | 'doesNotFit' | 'noData';

export const FITMENT_TEXTS = {
  noCar: 'Please select a vehicle to check if the part fits',
  fits: 'Fits your car',
  doesNotFit: 'Product does not match the selected vehicle',
  noData: 'There is no fitment data for this part. Please ask us before ordering.',
} as const;

/** A category as the fit check reads it. */
export interface FitmentCategoryDoc {
  id: number;
  level: number;
  path: string;
}

/** Whether a category is an engine of the vehicle tree (level 4 under the vehicles root). */
export const isEngineCategory = (category: FitmentCategoryDoc): boolean =>
  category.level === VEHICLE_LEVELS.engine && category.path.split('/').includes(String(VEHICLES_ROOT_ID));

/**
 * The verdict for a part: without a car, ask for one; a part whose categories hold the car's engine fits; a
 * part with engines but not this one does not; a part with no engine at all is never shown as fitting.
 */
export function fitmentOf(engineId: number | null, productCategoryIds: readonly number[], engines: readonly FitmentCategoryDoc[]): Fitment {
  if (engineId === null) return 'noCar';
  const vehicleEngines = engines.filter(isEngineCategory);
  if (productCategoryIds.includes(engineId) && vehicleEngines.some((category) => category.id === engineId)) return 'fits';
  return vehicleEngines.length > 0 ? 'doesNotFit' : 'noData';
}
