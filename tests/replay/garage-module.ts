import { defineModule } from '../../src/kernel/module';
import type { Upcaster } from '../../src/kernel/event-log/types';

/**
 * A tiny module that exists only to prove old logs still replay. Its `garage/vehicleSaved` event is
 * at version 2; version 1 carried the car as one free-text string. The types stay local (no
 * declaration merging), so the app's message registries are not polluted by a test module.
 */

/** Version 1 of `garage/vehicleSaved`, as written before the upgrade. */
export interface VehicleSavedV1 {
  plate: string;
  /** Make, model and optionally the year: "Toyota Corolla 2012". */
  car: string;
}

/** Version 2 of `garage/vehicleSaved`. */
export interface VehicleSavedV2 {
  plate: string;
  make: string;
  model: string;
  year: number | null;
}

export interface GarageState {
  vehicles: Record<string, { make: string; model: string; year: number | null }>;
  /** How many times a vehicle was saved. */
  saved: number;
}

type GarageEvent =
  | { type: 'garage/vehicleSaved'; data: VehicleSavedV2 }
  | { type: 'garage/vehicleRemoved'; data: { plate: string } };

/** v1 → v2: split "Make Model [Year]" into fields; a trailing four-digit number is the year. */
export const vehicleSavedV1ToV2: Upcaster = {
  type: 'garage/vehicleSaved',
  from: 1,
  up(data) {
    const { plate, car } = data as VehicleSavedV1;
    const words = car.trim().split(/\s+/);
    const last = words[words.length - 1] ?? '';
    const year = words.length > 2 && /^\d{4}$/.test(last) ? Number(words.pop()) : null;
    const [make = '', ...model] = words;
    return { plate, make, model: model.join(' '), year } satisfies VehicleSavedV2;
  },
};

/** The example module: decider state per plate and a sorted plate list projection. */
export const garageModule = defineModule<GarageState>({
  id: 'garage',
  decider: {
    initialState: () => ({ vehicles: {}, saved: 0 }),
    decide: () => [],
    evolve(draft, raw) {
      const event = raw as unknown as GarageEvent;
      switch (event.type) {
        case 'garage/vehicleSaved': {
          const { plate, make, model, year } = event.data;
          draft.vehicles[plate] = { make, model, year };
          draft.saved += 1;
          return;
        }
        case 'garage/vehicleRemoved':
          delete draft.vehicles[event.data.plate];
          return;
      }
    },
  },
  projections: [
    {
      name: 'garage/plates',
      version: 1,
      handles: ['garage/vehicleSaved', 'garage/vehicleRemoved'],
      initial: () => [],
      apply(draft: string[], raw: unknown) {
        const event = raw as GarageEvent;
        const without = draft.filter((plate) => plate !== event.data.plate);
        if (event.type === 'garage/vehicleSaved') without.push(event.data.plate);
        draft.splice(0, draft.length, ...without.sort());
      },
    },
  ],
  upcasters: [vehicleSavedV1ToV2],
});
