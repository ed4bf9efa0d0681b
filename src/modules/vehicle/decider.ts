import type { Draft } from 'immer';
import type { DomainEvent, EventDraft } from '../../kernel/messages';
import { DomainError, type Decider, type Projection } from '../../kernel/module';
import { VEHICLE_EVENTS, type GarageCar, type PlateLookupView, type PlateVehicle, type VehicleCommand, type VehicleEvent, type VehicleOption, type VehicleView } from './messages';

/** The spec's texts (section 5), English source texts of the 'vehicle' namespace. */
export const VEHICLE_TEXTS = {
  selectAll: 'Please select all fields to filter by vehicle',
  fillAll: 'Fill all car details fields',
  plateRequired: 'Please input Licence Plate Number',
  plateNotFound: 'Cannot find vehicle by licence plate',
} as const;

const idlePlate = (): PlateLookupView => ({ status: 'idle', requestId: null, plate: '', vehicles: [], message: null });
export const initialVehicle = (): VehicleView => ({ make: null, model: null, engine: null, applied: false, appliedAt: null, plateLookup: idlePlate(), garage: [], applications: 0 });

/** The garage of a state; a decider state restored from a snapshot taken before the garage has none. */
const garageOf = (state: { garage?: GarageCar[] }): GarageCar[] => state.garage ?? [];

/** How many cars the garage keeps (the oldest goes first). */
export const GARAGE_SIZE = 5;

/**
 * The car of a KType answer (`GET /api/ext/vehicle/ktype/:ktypnr`: the server finds the engine category,
 * preferring ap24_vehicle_class 1 when several share the number, then its model and make).
 */
export function ktypeVehicleOf(result: unknown): { make: VehicleOption; model: VehicleOption; engine: VehicleOption } | null {
  type Named = { id?: unknown; name?: unknown; ap24_import_value?: unknown };
  const answer = result as { ktypnr?: unknown; make?: Named; model?: Named; engine?: Named } | null;
  const option = (named: Named | undefined, importValue: string): VehicleOption | null =>
    named && typeof named.id === 'number' && typeof named.name === 'string' ? { value: named.id, label: named.name, importValue } : null;
  if (typeof answer !== 'object' || answer === null) return null;
  const make = option(answer.make, String(answer.make?.ap24_import_value ?? ''));
  const model = option(answer.model, String(answer.model?.ap24_import_value ?? ''));
  const engine = option(answer.engine, String(answer.ktypnr ?? ''));
  return make && model && engine ? { make, model, engine } : null;
}

/** A plate's vehicle as the three choices of the picker. */
export function optionsOfPlateVehicle(vehicle: PlateVehicle): { make: VehicleOption; model: VehicleOption; engine: VehicleOption } {
  return {
    make: { value: vehicle.make_id, label: vehicle.make, importValue: '' },
    model: { value: vehicle.model_id, label: vehicle.model, importValue: '' },
    engine: { value: vehicle.engine_id, label: vehicle.engine, importValue: String(vehicle.ktypnr) },
  };
}

const isPlateVehicle = (value: unknown): value is PlateVehicle => {
  const v = value as Partial<PlateVehicle> | null;
  return typeof v === 'object' && v !== null && typeof v.ktypnr === 'number' && typeof v.engine_id === 'number' && typeof v.model_id === 'number' && typeof v.make_id === 'number';
};

const same = (a: { value: number } | null, b: { value: number } | null) => (a?.value ?? null) === (b?.value ?? null);

/**
 * The car picker (spec section 4 "Vehicle"): make, then model, then engine, each choice clearing the ones
 * below it; applying needs all three; a changed choice is not applied until the shopper applies again.
 */
export const vehicleDecider: Decider<VehicleView, VehicleCommand, VehicleEvent> = {
  initialState: initialVehicle,
  decide(command, state, ctx): EventDraft<VehicleEvent>[] {
    switch (command.type) {
      case 'vehicle/selectMake':
        return same(state.make, command.data.option) ? [] : [{ type: 'vehicle/makeSelected', data: { option: command.data.option } }];
      case 'vehicle/selectModel':
        if (command.data.option && !state.make) throw new DomainError('vehicle/noMake', VEHICLE_TEXTS.selectAll);
        return same(state.model, command.data.option) ? [] : [{ type: 'vehicle/modelSelected', data: { option: command.data.option } }];
      case 'vehicle/selectEngine':
        if (command.data.option && !state.model) throw new DomainError('vehicle/noModel', VEHICLE_TEXTS.selectAll);
        return same(state.engine, command.data.option) ? [] : [{ type: 'vehicle/engineSelected', data: { option: command.data.option } }];
      case 'vehicle/apply': {
        const { make, model, engine } = state;
        if (!make || !model || !engine) throw new DomainError('vehicle/incomplete', VEHICLE_TEXTS.selectAll);
        return state.applied ? [] : [{ type: 'vehicle/applied', data: { make, model, engine } }];
      }
      case 'vehicle/switchCar': {
        const car = garageOf(state).find((candidate) => candidate.engine.value === command.data.engineId);
        if (!car) throw new DomainError('vehicle/notInGarage', VEHICLE_TEXTS.selectAll);
        return state.applied && state.engine?.value === car.engine.value ? [] : [{ type: 'vehicle/applied', data: { make: car.make, model: car.model, engine: car.engine } }];
      }
      case 'vehicle/forgetCar':
        return garageOf(state).some((car) => car.engine.value === command.data.engineId) ? [{ type: 'vehicle/carForgotten', data: { engineId: command.data.engineId } }] : [];
      case 'vehicle/clear':
        return state.make || state.applied ? [{ type: 'vehicle/cleared', data: {} }] : [];
      case 'vehicle/lookupPlate': {
        const plate = command.data.plate.trim();
        if (!plate) throw new DomainError('vehicle/plateRequired', VEHICLE_TEXTS.plateRequired);
        return [{ type: 'vehicle/plateLookupRequested', data: { requestId: ctx.newId(), plate, country: command.data.country ?? null } }];
      }
      case 'vehicle/recordPlateLookup': {
        const { requestId, code, result } = command.data;
        const lookup = state.plateLookup;
        if (lookup.requestId !== requestId || lookup.status !== 'loading') return [];
        const vehicles = code === 200 && Array.isArray(result) ? result.filter(isPlateVehicle) : [];
        if (vehicles.length === 0) {
          const message = code !== 200 && typeof result === 'string' && result ? result : VEHICLE_TEXTS.plateNotFound;
          return [{ type: 'vehicle/plateLookupFailed', data: { requestId, plate: lookup.plate, message } }];
        }
        const found = { type: 'vehicle/plateVehiclesFound' as const, data: { requestId, plate: lookup.plate, vehicles } };
        // One vehicle is the car; several wait for the shopper's pick.
        const only = vehicles.length === 1 ? vehicles[0] : undefined;
        return only ? [found, { type: 'vehicle/applied', data: { ...optionsOfPlateVehicle(only), plate: lookup.plate } }] : [found];
      }
      case 'vehicle/choosePlateVehicle': {
        const vehicle = state.plateLookup.vehicles.find((candidate) => candidate.ktypnr === command.data.ktypnr);
        if (!vehicle) throw new DomainError('vehicle/unknownPlateVehicle', VEHICLE_TEXTS.plateNotFound);
        return [{ type: 'vehicle/applied', data: { ...optionsOfPlateVehicle(vehicle), plate: state.plateLookup.plate } }];
      }
      case 'vehicle/selectByKtype': {
        const { ktypnr } = command.data;
        if (!Number.isInteger(ktypnr) || ktypnr < 1) throw new DomainError('vehicle/badKtype', 'ktypnr must be a positive integer');
        return [{ type: 'vehicle/ktypeRequested', data: { ktypnr } }];
      }
      case 'vehicle/recordKtype': {
        const { ktypnr, code, result } = command.data;
        const found = code === 200 ? ktypeVehicleOf(result) : null;
        if (!found) return [{ type: 'vehicle/ktypeNotFound', data: { ktypnr, message: typeof result === 'string' && result ? result : `No vehicle with type number ${ktypnr}` } }];
        return [{ type: 'vehicle/applied', data: found }];
      }
      default: {
        const unknown: never = command;
        return unknown;
      }
    }
  },
  evolve: applyVehicleEvent,
};

export function applyVehicleEvent(draft: Draft<VehicleView>, event: DomainEvent<VehicleEvent>): void {
  switch (event.type) {
    case 'vehicle/makeSelected':
      Object.assign(draft, { make: event.data.option, model: null, engine: null, applied: false });
      return;
    case 'vehicle/modelSelected':
      Object.assign(draft, { model: event.data.option, engine: null, applied: false });
      return;
    case 'vehicle/engineSelected':
      Object.assign(draft, { engine: event.data.option, applied: false });
      return;
    case 'vehicle/applied': {
      const { make, model, engine } = event.data;
      Object.assign(draft, { make, model, engine, applied: true, appliedAt: event.meta.time, plateLookup: idlePlate(), applications: (draft.applications ?? 0) + 1 });
      // The garage: this car first, once.
      draft.garage = [{ make, model, engine }, ...garageOf(draft).filter((car) => car.engine.value !== engine.value)].slice(0, GARAGE_SIZE) as Draft<GarageCar>[];
      return;
    }
    case 'vehicle/cleared':
      // The active car goes; the garage stays.
      Object.assign(draft, { ...initialVehicle(), garage: garageOf(draft), applications: draft.applications ?? 0 });
      return;
    case 'vehicle/carForgotten':
      draft.garage = garageOf(draft).filter((car) => car.engine.value !== event.data.engineId);
      if (draft.engine?.value === event.data.engineId) Object.assign(draft, { ...initialVehicle(), garage: draft.garage, applications: draft.applications ?? 0 });
      return;
    case 'vehicle/plateLookupRequested':
      draft.plateLookup = { status: 'loading', requestId: event.data.requestId, plate: event.data.plate, vehicles: [], message: null };
      return;
    case 'vehicle/plateVehiclesFound':
      draft.plateLookup = { status: 'choose', requestId: event.data.requestId, plate: event.data.plate, vehicles: event.data.vehicles, message: null };
      return;
    case 'vehicle/ktypeRequested':
    case 'vehicle/ktypeNotFound':
      return;
    case 'vehicle/plateLookupFailed':
      draft.plateLookup = { status: 'failed', requestId: event.data.requestId, plate: event.data.plate, vehicles: [], message: event.data.message };
      return;
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}

export const vehicleState: Projection<'vehicle/state', VehicleEvent> = {
  name: 'vehicle/state',
  // 2: the garage and the count of applications.
  version: 2,
  handles: VEHICLE_EVENTS,
  initial: initialVehicle,
  apply: applyVehicleEvent,
};
