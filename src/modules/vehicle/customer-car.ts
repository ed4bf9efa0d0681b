import type { Reactor, ReactorContext } from '../../kernel/module';
import type { VehicleOption } from './messages';

/**
 * The customer's car in the profile (spec section 4 "Vehicle": logged-in users' saved car attributes prefill make,
 * model and engine; ADR 0032). The vehicle module reads the user module's `user/session` by name and sends
 * `user/saveCar` by type; without the user module it does nothing.
 */

interface ProfileView {
  status: string;
  profile: { custom_attributes: { attribute_code: string; value?: string | number | null }[] } | null;
}

/** The session as the user module projects it, or null when that module is not running. */
function sessionOf(read: ReactorContext['read']): ProfileView | null {
  try {
    return read('user/session') as ProfileView;
  } catch {
    return null;
  }
}

/** A custom attribute of the profile as text ('' when absent). */
export function profileAttribute(session: ProfileView | null, code: string): string {
  const value = session?.profile?.custom_attributes.find((attribute) => attribute.attribute_code === code)?.value;
  return value === null || value === undefined ? '' : String(value);
}

/** The `user/saveCar` data of an applied car: names as shown, the engine's KType, the plate it was found by. */
export function savedCarOf(car: { make: VehicleOption; model: VehicleOption; engine: VehicleOption; plate?: string | undefined }) {
  return {
    car_make: car.make.label,
    car_model: car.model.label,
    car_engine: car.engine.label,
    car_ktype: car.engine.importValue,
    ...(car.plate ? { car_plate_number: car.plate } : {}),
  };
}

/** A car applied while logged in is kept in the customer's profile. */
export const rememberCar: Reactor<'vehicle/applied'> = {
  on: ['vehicle/applied'],
  async run(event, { read, dispatch }) {
    if (sessionOf(read)?.status !== 'authorised') return;
    await dispatch({ type: 'user/saveCar', data: { car: savedCarOf(event.data) } });
  },
};

/**
 * At login (or registration): without a car applied on this device, the profile's car is chosen and applied by
 * its KType; with one, that car is the customer's latest choice and goes to the profile. Start-up with a stored
 * session changes nothing, so a car the shopper cleared stays cleared.
 */
export const prefillCar: Reactor<'user/sessionAuthorised'> = {
  on: ['user/sessionAuthorised'],
  async run(event, { read, dispatch }) {
    if (event.data.via !== 'login' && event.data.via !== 'register') return;
    const session = sessionOf(read);
    const { make, model, engine, applied } = read('vehicle/state');
    if (applied && make && model && engine) {
      if (engine.importValue !== profileAttribute(session, 'car_ktype')) await dispatch({ type: 'user/saveCar', data: { car: savedCarOf({ make, model, engine }) } });
      return;
    }
    const ktype = profileAttribute(session, 'car_ktype');
    if (/^[1-9]\d{0,9}$/.test(ktype)) await dispatch({ type: 'vehicle/selectByKtype', data: { ktypnr: Number(ktype) } });
  },
};
