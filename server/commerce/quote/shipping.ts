/**
 * Shipping methods (spec section 9): the DPD flat rate everywhere, the Tallinn and Rae same-day courier on
 * weekdays before the cut-offs (Europe/Tallinn time, DST-safe through Intl) and pickup at the Tallinn store.
 */
import type { Queryable } from '../../storage/port';
import { roundMoney, taxRatePercent } from '../../catalogue/pricing';
import { loadTaxRules } from '../../catalogue/documents';
import type { QuoteAddress, ShippingMethod } from './types';

/** The answer when the chosen method is not offered for the address (or no longer, after a cut-off). */
export const SHIPPING_NOT_AVAILABLE = 'Shipping method is not available for this address.';

/** The spec's fallback: DPD Courier, flat rate, amount 4, incl. tax 5 (fixed figures, every country). */
export const DPD_FLATRATE: ShippingMethod = {
  carrier_code: 'flatrate',
  method_code: 'flatrate',
  carrier_title: 'DPD',
  method_title: 'DPD Courier',
  amount: 4,
  base_amount: 4,
  price_excl_tax: 4,
  price_incl_tax: 5,
  available: true,
  error_message: '',
};

const SAME_DAY_PRICE_INCL_TAX = 8;
/** The product tax class shipping is taxed as (standard rate). */
const SHIPPING_TAX_CLASS = 2;
const TALLINN_AREA_CITIES = new Set(['tallinn', 'rae', 'jüri', 'juri', 'peetri', 'lagedi', 'vaida', 'assaku']);

/** True for an Estonian address in Tallinn or Rae parish, by city or postcode (10xxx-15xxx, 75301-75399). */
export function inTallinnArea(address: QuoteAddress): boolean {
  if (address.country_id.toUpperCase() !== 'EE') return false;
  const city = (address.city ?? '').trim().toLocaleLowerCase('et').replace(/\s+(linn|vald|alevik|küla)$/, '');
  if (TALLINN_AREA_CITIES.has(city)) return true;
  const postcode = (address.postcode ?? '').replace(/\s+/g, '');
  if (!/^\d{5}$/.test(postcode)) return false;
  const code = Number(postcode);
  return (code >= 10000 && code <= 15999) || (code >= 75301 && code <= 75399);
}

const tallinnClock = new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Tallinn', weekday: 'short', hour: 'numeric', minute: 'numeric', hourCycle: 'h23' });

/** Weekday and minutes since midnight in Tallinn. */
export function tallinnTime(now: Date): { weekday: string; minutes: number } {
  const parts = Object.fromEntries(tallinnClock.formatToParts(now).map((p) => [p.type, p.value]));
  return { weekday: parts.weekday ?? '', minutes: Number(parts.hour) * 60 + Number(parts.minute) };
}

/** The same-day window still open at `now`: before 12:00 → 13:00-15:00, before 15:00 → 15:30-17:00, Monday to Friday. */
export function sameDayWindow(now: Date): { code: string; title: string } | null {
  const { weekday, minutes } = tallinnTime(now);
  if (weekday === 'Sat' || weekday === 'Sun') return null;
  if (minutes < 12 * 60) return { code: 'window_1300_1500', title: 'Tallinn and Rae courier 13:00-15:00' };
  if (minutes < 15 * 60) return { code: 'window_1530_1700', title: 'Tallinn and Rae courier 15:30-17:00' };
  return null;
}

const method = (carrier: string, code: string, carrierTitle: string, title: string, excl: number, incl: number): ShippingMethod => ({
  carrier_code: carrier,
  method_code: code,
  carrier_title: carrierTitle,
  method_title: title,
  amount: excl,
  base_amount: excl,
  price_excl_tax: excl,
  price_incl_tax: incl,
  available: true,
  error_message: '',
});

/**
 * The methods offered for an address at `now`, DPD first (the default); none for a virtual quote. The
 * same-day price excl. tax follows the Estonian standard rate of the tax rules.
 */
export async function shippingMethodsFor(db: Queryable, input: { address: QuoteAddress; now: Date; isVirtual: boolean }): Promise<ShippingMethod[]> {
  if (input.isVirtual) return [];
  const methods = [DPD_FLATRATE];
  const estonian = input.address.country_id.toUpperCase() === 'EE';
  const window = estonian && inTallinnArea(input.address) ? sameDayWindow(input.now) : null;
  if (window) {
    const rate = taxRatePercent(await loadTaxRules(db), SHIPPING_TAX_CLASS, 'EE');
    methods.push(method('sameday', window.code, 'Same-day courier', window.title, roundMoney(SAME_DAY_PRICE_INCL_TAX / (1 + rate / 100)), SAME_DAY_PRICE_INCL_TAX));
  }
  if (estonian) methods.push(method('pickup', 'tallinn', 'Store pickup', 'Pickup at our Tallinn store', 0, 0));
  return methods;
}

/** The offered method with these codes, or null. */
export async function findShippingMethod(db: Queryable, input: { address: QuoteAddress; now: Date; isVirtual: boolean }, carrierCode: string, methodCode: string): Promise<ShippingMethod | null> {
  const methods = await shippingMethodsFor(db, input);
  return methods.find((m) => m.carrier_code === carrierCode && m.method_code === methodCode) ?? null;
}
