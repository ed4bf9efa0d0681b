/**
 * The vehicle module's contract (spec section 3 "Vehicle state", section 4 "Vehicle", section 5). The car is
 * chosen make → model → engine from the vehicle categories (levels 2, 3, 4) and applied; the state lives in the
 * store view's event log (so it is restored only in the same view) and is mirrored to `vehicle-<storeCode>`.
 */

/** A make, model or engine as the picker offers it (a vehicle category). */
export interface VehicleOption {
  /** The category id. */
  value: number;
  label: string;
  /** `ap24_import_value` (an engine's is its KType number). */
  importValue: string;
}

export type VehicleLevel = 'make' | 'model' | 'engine';

/** The car as chosen and whether it is applied to the catalogue (`vehicle/state`). */
export interface VehicleView {
  make: VehicleOption | null;
  model: VehicleOption | null;
  engine: VehicleOption | null;
  /** The chosen car narrows the catalogue (spec: nothing navigates until the shopper applies). */
  applied: boolean;
}

declare module '../../kernel/messages' {
  interface CommandRegistry {
    /** Choose a make (null clears it); the model and engine are cleared. */
    'vehicle/selectMake': { option: VehicleOption | null };
    /** Choose a model of the chosen make (null clears it); the engine is cleared. */
    'vehicle/selectModel': { option: VehicleOption | null };
    'vehicle/selectEngine': { option: VehicleOption | null };
    /** Apply the chosen car: refused with 'Please select all fields to filter by vehicle' until all three are chosen. */
    'vehicle/apply': Record<string, never>;
    /** Forget the car (the chip's clear button). */
    'vehicle/clear': Record<string, never>;
  }
  interface EventRegistry {
    'vehicle/makeSelected': { option: VehicleOption | null };
    'vehicle/modelSelected': { option: VehicleOption | null };
    'vehicle/engineSelected': { option: VehicleOption | null };
    'vehicle/applied': { make: VehicleOption; model: VehicleOption; engine: VehicleOption };
    'vehicle/cleared': Record<string, never>;
  }
}

declare module '../../kernel/module' {
  interface ProjectionRegistry {
    /** The chosen car and whether it is applied. */
    'vehicle/state': VehicleView;
  }
}

export type VehicleCommand = 'vehicle/selectMake' | 'vehicle/selectModel' | 'vehicle/selectEngine' | 'vehicle/apply' | 'vehicle/clear';
export const VEHICLE_EVENTS = ['vehicle/makeSelected', 'vehicle/modelSelected', 'vehicle/engineSelected', 'vehicle/applied', 'vehicle/cleared'] as const;
export type VehicleEvent = (typeof VEHICLE_EVENTS)[number];
