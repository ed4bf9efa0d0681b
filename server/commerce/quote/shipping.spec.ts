import { describe, expect, it } from 'vitest';
import { FIXTURE_DATABASE } from '../../catalogue/documents/test-fixture';
import { forEachDatabase } from '../../testing';
import { inTallinnArea, sameDayWindow, shippingMethodsFor } from './shipping';

describe('same-day courier window (Europe/Tallinn)', () => {
  it('offers 13:00-15:00 before noon and 15:30-17:00 before 15:00, in summer time', () => {
    // Monday 2026-06-01, EEST (UTC+3)
    expect(sameDayWindow(new Date('2026-06-01T08:59:59Z'))?.code).toBe('window_1300_1500');
    expect(sameDayWindow(new Date('2026-06-01T09:00:00Z'))).toEqual({ code: 'window_1530_1700', title: 'Tallinn and Rae courier 15:30-17:00' });
    expect(sameDayWindow(new Date('2026-06-01T11:59:59Z'))?.code).toBe('window_1530_1700');
    expect(sameDayWindow(new Date('2026-06-01T12:00:00Z'))).toBeNull();
    expect(sameDayWindow(new Date('2026-05-31T21:00:00Z'))).toEqual({ code: 'window_1300_1500', title: 'Tallinn and Rae courier 13:00-15:00' });
  });

  it('follows winter time and closes at weekends', () => {
    // Tuesday 2026-12-01, EET (UTC+2)
    expect(sameDayWindow(new Date('2026-12-01T09:59:00Z'))?.code).toBe('window_1300_1500');
    expect(sameDayWindow(new Date('2026-12-01T10:00:00Z'))?.code).toBe('window_1530_1700');
    expect(sameDayWindow(new Date('2026-12-01T13:00:00Z'))).toBeNull();
    // Saturday 2026-06-06 and Sunday 2026-06-07 mornings
    expect(sameDayWindow(new Date('2026-06-06T06:00:00Z'))).toBeNull();
    expect(sameDayWindow(new Date('2026-06-07T06:00:00Z'))).toBeNull();
    // Friday 23:30 UTC is already Saturday in Tallinn
    expect(sameDayWindow(new Date('2026-06-05T21:30:00Z'))).toBeNull();
  });

  it('serves Tallinn and Rae parish by city or postcode', () => {
    expect(inTallinnArea({ country_id: 'EE', city: 'Tallinn' })).toBe(true);
    expect(inTallinnArea({ country_id: 'ee', city: ' Jüri ' })).toBe(true);
    expect(inTallinnArea({ country_id: 'EE', city: 'Peetri küla' })).toBe(true);
    expect(inTallinnArea({ country_id: 'EE', city: 'Somewhere', postcode: '75305' })).toBe(true);
    expect(inTallinnArea({ country_id: 'EE', city: 'Somewhere', postcode: '15 001' })).toBe(true);
    expect(inTallinnArea({ country_id: 'EE', city: 'Tartu', postcode: '50101' })).toBe(false);
    expect(inTallinnArea({ country_id: 'EE', city: 'Kiili', postcode: '75401' })).toBe(false);
    expect(inTallinnArea({ country_id: 'FI', city: 'Tallinn', postcode: '10115' })).toBe(false);
  });
});

forEachDatabase('shipping methods', ({ db }) => {
  const monday = new Date('2026-06-01T07:00:00Z');
  it('lists DPD first, the same-day courier with its EE tax, and pickup for Estonia', async () => {
    const methods = await shippingMethodsFor(db(), { address: { country_id: 'EE', city: 'Tallinn', postcode: '10115' }, now: monday, isVirtual: false });
    expect(methods.map((m) => [m.carrier_code, m.method_code, m.method_title, m.price_excl_tax, m.price_incl_tax])).toEqual([
      ['flatrate', 'flatrate', 'DPD Courier', 4, 5],
      ['sameday', 'window_1300_1500', 'Tallinn and Rae courier 13:00-15:00', 6.45, 8],
      ['pickup', 'tallinn', 'Pickup at our Tallinn store', 0, 0],
    ]);
    expect(methods[0]).toMatchObject({ carrier_title: 'DPD', amount: 4, available: true });
  });

  it('offers only DPD abroad or outside Tallinn after the cut-off, and nothing for virtual carts', async () => {
    expect((await shippingMethodsFor(db(), { address: { country_id: 'FI', city: 'Helsinki', postcode: '00100' }, now: monday, isVirtual: false })).map((m) => m.carrier_code)).toEqual(['flatrate']);
    expect((await shippingMethodsFor(db(), { address: { country_id: 'EE', city: 'Tallinn' }, now: new Date('2026-06-01T12:30:00Z'), isVirtual: false })).map((m) => m.carrier_code)).toEqual(['flatrate', 'pickup']);
    expect(await shippingMethodsFor(db(), { address: { country_id: 'EE', city: 'Tallinn' }, now: monday, isVirtual: true })).toEqual([]);
  });
}, FIXTURE_DATABASE);
