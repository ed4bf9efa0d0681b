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

/** A vehicle a licence plate is registered to, as the plate lookup answers it (names in the view's language). */
export interface PlateVehicle {
  ktypnr: number;
  make: string;
  model: string;
  engine: string;
  make_id: number;
  model_id: number;
  engine_id: number;
}

/** Where the plate lookup stands: several matches wait for the shopper's pick (spec section 4). */
export interface PlateLookupView {
  status: 'idle' | 'loading' | 'choose' | 'failed';
  requestId: string | null;
  plate: string;
  vehicles: PlateVehicle[];
  /** The refusal's text ('Cannot find vehicle by licence plate', ...). */
  message: string | null;
}

/** The car as chosen and whether it is applied to the catalogue (`vehicle/state`). */
export interface VehicleView {
  make: VehicleOption | null;
  model: VehicleOption | null;
  engine: VehicleOption | null;
  /** The chosen car narrows the catalogue (spec: nothing navigates until the shopper applies). */
  applied: boolean;
  /** ISO time of the last application. */
  appliedAt: string | null;
  /** How many times a car was applied in this view (the picker closes at each application, by plate, lists or garage). */
  applications: number;
  plateLookup: PlateLookupView;
  /** The garage: the cars applied in this view, the latest first (at most GARAGE_SIZE); one of them is active. */
  garage: GarageCar[];
}

/** A car of the garage. */
export interface GarageCar {
  make: VehicleOption;
  model: VehicleOption;
  engine: VehicleOption;
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
    /** Find the car by licence plate: refused with 'Please input Licence Plate Number' when blank. */
    'vehicle/lookupPlate': { plate: string; country?: string };
    'vehicle/recordPlateLookup': { requestId: string; code: number; result: unknown; transmitted: boolean };
    /** The shopper picks one of several vehicles of a plate. */
    'vehicle/choosePlateVehicle': { ktypnr: number };
    /** Choose and apply the car of a KType number (a link with `?ktypnr=`, a garage entry). */
    'vehicle/selectByKtype': { ktypnr: number };
    'vehicle/recordKtype': { ktypnr: number; code: number; result: unknown; transmitted: boolean };
    /** Make a car of the garage the active one (by its engine category id). */
    'vehicle/switchCar': { engineId: number };
    /** Take a car out of the garage; the active one is cleared too. */
    'vehicle/forgetCar': { engineId: number };
  }
  interface EventRegistry {
    'vehicle/makeSelected': { option: VehicleOption | null };
    'vehicle/modelSelected': { option: VehicleOption | null };
    'vehicle/engineSelected': { option: VehicleOption | null };
    /** `plate`: the licence plate the car was found by (absent when chosen from the lists or by KType; added, optional). */
    'vehicle/applied': { make: VehicleOption; model: VehicleOption; engine: VehicleOption; plate?: string };
    'vehicle/cleared': Record<string, never>;
    'vehicle/plateLookupRequested': { requestId: string; plate: string; country: string | null };
    'vehicle/plateVehiclesFound': { requestId: string; plate: string; vehicles: PlateVehicle[] };
    'vehicle/plateLookupFailed': { requestId: string; plate: string; message: string };
    'vehicle/ktypeRequested': { ktypnr: number };
    'vehicle/ktypeNotFound': { ktypnr: number; message: string };
    'vehicle/carForgotten': { engineId: number };
  }
}

/**
 * How the plate field reads and writes a plate (the `vehicle/plateFormat` intercept: a country's module, such as
 * the Finnish registration numbers, adapts it in its views).
 */
export interface PlateFormat {
  /** Longest plate as written; null for no limit. */
  maxLength: number | null;
  /** Example shown in the empty field ('' for none). */
  placeholder: string;
  /** What the field shows for what the shopper typed (upper case by default). */
  format: (typed: string) => string;
}

declare module '../../kernel/module' {
  interface InterceptRegistry {
    'vehicle/plateFormat': PlateFormat;
  }
  interface ProjectionRegistry {
    /** The chosen car and whether it is applied. */
    'vehicle/state': VehicleView;
  }
}

export type VehicleCommand =
  | 'vehicle/selectMake'
  | 'vehicle/selectModel'
  | 'vehicle/selectEngine'
  | 'vehicle/apply'
  | 'vehicle/clear'
  | 'vehicle/lookupPlate'
  | 'vehicle/recordPlateLookup'
  | 'vehicle/choosePlateVehicle'
  | 'vehicle/selectByKtype'
  | 'vehicle/recordKtype'
  | 'vehicle/switchCar'
  | 'vehicle/forgetCar';
export const VEHICLE_EVENTS = [
  'vehicle/makeSelected',
  'vehicle/modelSelected',
  'vehicle/engineSelected',
  'vehicle/applied',
  'vehicle/cleared',
  'vehicle/plateLookupRequested',
  'vehicle/plateVehiclesFound',
  'vehicle/plateLookupFailed',
  'vehicle/ktypeRequested',
  'vehicle/ktypeNotFound',
  'vehicle/carForgotten',
] as const;
export type VehicleEvent = (typeof VEHICLE_EVENTS)[number];
