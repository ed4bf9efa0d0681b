import type { DurableStore } from '../../kernel/event-log/durable-store';
import { createSerialQueue } from '../../kernel/event-log/storage';
import type { Reactor, ReactorContext } from '../../kernel/module';
import { SyncLayerToken, type SyncLayer } from '../../kernel/sync';
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

/** Asks the plate lookup (spec section 4): GET /api/ext/vehicle/plate for the view (its country unless given). */
export const lookupPlate: Reactor<'vehicle/plateLookupRequested'> = {
  on: ['vehicle/plateLookupRequested'],
  async run(event, { services, dispatch, storeView }) {
    const { requestId, plate, country } = event.data;
    const query = new URLSearchParams({ plate, storeCode: storeView.storeCode, ...(country ? { country } : {}) });
    let answer = { code: 0, result: null as unknown, transmitted: false };
    if (services.isBound(SyncLayerToken)) {
      try {
        const result = await services.get<SyncLayer>(SyncLayerToken).execute({ id: `vehicle-plate-${event.meta.id}`, url: `/api/ext/vehicle/plate?${query.toString()}`, method: 'GET', silent: true, createdAt: event.meta.time });
        answer = { code: result.code, result: result.result, transmitted: result.transmitted };
      } catch {
        // Not sent: recorded as code 0.
      }
    }
    await dispatch({ type: 'vehicle/recordPlateLookup', data: { requestId, ...answer } });
  },
};

/** Asks for the car of a KType number (spec section 4 "Selecting by vehicle-type number"). */
export const lookupKtype: Reactor<'vehicle/ktypeRequested'> = {
  on: ['vehicle/ktypeRequested'],
  async run(event, { services, dispatch, storeView }) {
    const { ktypnr } = event.data;
    let answer = { code: 0, result: null as unknown, transmitted: false };
    if (services.isBound(SyncLayerToken)) {
      try {
        const result = await services.get<SyncLayer>(SyncLayerToken).execute({ id: `vehicle-ktype-${event.meta.id}`, url: `/api/ext/vehicle/ktype/${ktypnr}?storeCode=${encodeURIComponent(storeView.storeCode)}`, method: 'GET', silent: true, createdAt: event.meta.time });
        answer = { code: result.code, result: result.result, transmitted: result.transmitted };
      } catch {
        // Not sent: recorded as code 0.
      }
    }
    await dispatch({ type: 'vehicle/recordKtype', data: { ktypnr, ...answer } });
  },
};

/** In the browser: a link with `?ktypnr=` chooses and applies that car (partner sites and catalogues link this way). */
export function startVehicle(ctx: ReactorContext): void {
  if (typeof window === 'undefined') return;
  const raw = new URLSearchParams(window.location.search).get('ktypnr');
  if (raw && /^\d{1,9}$/.test(raw)) void ctx.dispatch({ type: 'vehicle/selectByKtype', data: { ktypnr: Number(raw) } });
}
