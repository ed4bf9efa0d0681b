import type { CustomerProfile } from '../messages';

/** The profile's car fields (spec section 4 "My Car", custom attributes). */
export const CAR_FIELDS = ['car_plate_number', 'car_make', 'car_model', 'car_engine'] as const;
export type CarField = (typeof CAR_FIELDS)[number];
export type CarDetails = Record<CarField, string>;

/** The spec's message when a car field is empty. */
export const FILL_ALL_CAR_FIELDS = 'Fill all car details fields';

/** The car details stored in a profile ('' for a missing one). */
export function carOf(profile: CustomerProfile): CarDetails {
  const value = (code: CarField) => profile.custom_attributes.find((attribute) => attribute.attribute_code === code)?.value ?? '';
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

/** The POST /api/user/me body saving the car: the profile's names and e-mail, its other attributes kept. */
export function carUpdateBody(profile: CustomerProfile, car: CarDetails) {
  const others = profile.custom_attributes.filter((attribute) => !(CAR_FIELDS as readonly string[]).includes(attribute.attribute_code));
  return {
    customer: {
      firstname: profile.firstname,
      lastname: profile.lastname,
      email: profile.email,
      custom_attributes: [...others, ...CAR_FIELDS.map((code) => ({ attribute_code: code, value: car[code] }))],
    },
  };
}
