import type { DurableStore } from '../../kernel/event-log/durable-store';
import { createSerialQueue } from '../../kernel/event-log/storage';
import type { Reactor } from '../../kernel/module';
import { VEHICLE_EVENTS } from './messages';

/** Service token of the module's browser storage (the durable store `vehicle-<storeCode>`). */
export const VehicleStorage = Symbol.for('autoparts.vehicle.storage');
/** The spec's "vehicle values" key. */
export const VEHICLE_STORAGE_KEY = 'vehicle';

const serial = createSerialQueue();
/**
 * Mirrors make, model, engine and the applied flag with the store code (spec section 4 "Vehicle"). The event
 * log of the view is the source of truth, so the car comes back only in the same store view.
 */
export const mirrorVehicle: Reactor<(typeof VEHICLE_EVENTS)[number]> = {
  on: VEHICLE_EVENTS,
  run: (_event, { services, read, storeView }) =>
    serial(async () => {
      if (!services.isBound(VehicleStorage)) return;
      const { make, model, engine, applied } = read('vehicle/state');
      await services.get<DurableStore>(VehicleStorage).set(VEHICLE_STORAGE_KEY, { make, model, engine, applied, storeCode: storeView.storeCode });
    }),
};
