import type { Draft } from 'immer';
import type { DomainEvent, EventDraft } from '../../kernel/messages';
import { DomainError, type Decider, type Projection } from '../../kernel/module';
import { VEHICLE_EVENTS, type VehicleCommand, type VehicleEvent, type VehicleView } from './messages';

/** The spec's texts (section 5), English source texts of the 'vehicle' namespace. */
export const VEHICLE_TEXTS = {
  selectAll: 'Please select all fields to filter by vehicle',
  fillAll: 'Fill all car details fields',
} as const;

export const initialVehicle = (): VehicleView => ({ make: null, model: null, engine: null, applied: false });

const same = (a: { value: number } | null, b: { value: number } | null) => (a?.value ?? null) === (b?.value ?? null);

/**
 * The car picker (spec section 4 "Vehicle"): make, then model, then engine, each choice clearing the ones
 * below it; applying needs all three; a changed choice is not applied until the shopper applies again.
 */
export const vehicleDecider: Decider<VehicleView, VehicleCommand, VehicleEvent> = {
  initialState: initialVehicle,
  decide(command, state): EventDraft<VehicleEvent>[] {
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
      case 'vehicle/clear':
        return state.make || state.applied ? [{ type: 'vehicle/cleared', data: {} }] : [];
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
    case 'vehicle/applied':
      Object.assign(draft, { ...event.data, applied: true });
      return;
    case 'vehicle/cleared':
      Object.assign(draft, initialVehicle());
      return;
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}

export const vehicleState: Projection<'vehicle/state', VehicleEvent> = {
  name: 'vehicle/state',
  version: 1,
  handles: VEHICLE_EVENTS,
  initial: initialVehicle,
  apply: applyVehicleEvent,
};
