import { describe, expect, it } from 'vitest';
import { testProfile } from '../test-profile';
import { carUpdateBody } from './car';

describe('carUpdateBody', () => {
  const saved = testProfile({
    custom_attributes: [
      { attribute_code: 'car_plate_number', value: '123ABC' },
      { attribute_code: 'car_make', value: 'VW' },
      { attribute_code: 'car_model', value: 'Golf VII' },
      { attribute_code: 'car_engine', value: '1.4 TSI' },
      { attribute_code: 'car_ktype', value: '10815' },
    ],
  });
  const ktype = (body: ReturnType<typeof carUpdateBody>) => body.customer.custom_attributes.filter((attribute) => attribute.attribute_code === 'car_ktype');

  it("keeps the saved KType while the car's names stay, e.g. when only the plate changes", () => {
    expect(ktype(carUpdateBody(saved, { car_plate_number: '456DEF', car_make: 'VW', car_model: 'Golf VII', car_engine: '1.4 TSI' }))).toEqual([{ attribute_code: 'car_ktype', value: '10815' }]);
  });

  it('drops the KType when the names typed by hand describe another car (it would choose the old one at login)', () => {
    // Sent blank: the server merges car attributes and removes a blank one.
    expect(ktype(carUpdateBody(saved, { car_plate_number: '123ABC', car_make: 'Toyota', car_model: 'Corolla', car_engine: '1.6 VVT-i' }))).toEqual([{ attribute_code: 'car_ktype', value: '' }]);
  });
});
