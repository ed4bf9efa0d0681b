import type { CustomerProfile, SavedCar } from '../messages';

/** The profile's car fields (spec section 4 "My Car", custom attributes). */
export const CAR_FIELDS = ['car_plate_number', 'car_make', 'car_model', 'car_engine'] as const;
export type CarField = (typeof CAR_FIELDS)[number];
export type CarDetails = Record<CarField, string>;

/** The spec's message when a car field is empty. */
export const FILL_ALL_CAR_FIELDS = 'Fill all car details fields';

/** A custom attribute of the profile as text ('' when absent). */
export function attributeOf(profile: CustomerProfile, code: string): string {
  const value = profile.custom_attributes.find((attribute) => attribute.attribute_code === code)?.value;
  return value === null || value === undefined ? '' : String(value);
}

/** The car details stored in a profile ('' for a missing one). */
export function carOf(profile: CustomerProfile): CarDetails {
  const value = (code: CarField) => attributeOf(profile, code);
  return { car_plate_number: value('car_plate_number'), car_make: value('car_make'), car_model: value('car_model'), car_engine: value('car_engine') };
}

/** Trimmed details, the plate upper-cased without inner spaces doubled; null when one is empty. */
export function completeCar(car: CarDetails): CarDetails | null {
  const trimmed = {
    car_plate_number: car.car_plate_number.trim().replace(/\s+/g, ' ').toUpperCase(),
    car_make: car.car_make.trim(),
    car_model: car.car_model.trim(),
    car_engine: car.car_engine.trim(),
  };
  return CAR_FIELDS.every((field) => trimmed[field] !== '') ? trimmed : null;
}

/** The engine's KType number kept beside the names (ADR 0032): what chooses the car again at login. */
export const CAR_KTYPE = 'car_ktype';

/** The POST /api/user/me body saving the car: the profile's names and e-mail, its other attributes kept. */
export function carUpdateBody(profile: CustomerProfile, car: CarDetails) {
  // Names typed by hand that differ from the saved ones no longer describe the saved KType.
  const renamed = attributeOf(profile, CAR_KTYPE) !== '' && (['car_make', 'car_model', 'car_engine'] as const).some((code) => attributeOf(profile, code) !== car[code]);
  const others = profile.custom_attributes.filter((attribute) => !(CAR_FIELDS as readonly string[]).includes(attribute.attribute_code) && !(renamed && attribute.attribute_code === CAR_KTYPE));
  // A blank value removes the attribute on the server (the others are merged, not replaced).
  const forget = renamed ? [{ attribute_code: CAR_KTYPE, value: '' }] : [];
  return {
    customer: {
      firstname: profile.firstname,
      lastname: profile.lastname,
      email: profile.email,
      custom_attributes: [...others, ...CAR_FIELDS.map((code) => ({ attribute_code: code, value: car[code] })), ...forget],
    },
  };
}

/**
 * The POST /api/user/me body keeping a car chosen in the catalogue (`user/saveCar`): names, KType and the plate
 * (the saved one when none is given); null when the profile holds exactly that car already.
 */
export function carSaveBody(profile: CustomerProfile, car: SavedCar) {
  const next: Record<string, string> = { ...car, car_plate_number: car.car_plate_number?.trim().toUpperCase() || attributeOf(profile, 'car_plate_number') };
  const codes = [...CAR_FIELDS, CAR_KTYPE];
  if (codes.every((code) => attributeOf(profile, code) === (next[code] ?? ''))) return null;
  const others = profile.custom_attributes.filter((attribute) => !codes.includes(attribute.attribute_code));
  return {
    firstname: profile.firstname,
    lastname: profile.lastname,
    email: profile.email,
    custom_attributes: [...others, ...codes.map((code) => ({ attribute_code: code, value: next[code] ?? '' }))],
  };
}
