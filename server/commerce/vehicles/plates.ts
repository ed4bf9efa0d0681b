/**
 * Licence plates as customers type them: Estonian plates ('123 ABC', '12-AB'), Finnish registration
 * numbers ('ABC-123', spec section 5: at most 7 characters, three letters, an optional dash, digits) and
 * Italian targhe ('AB 123 CD': two letters, three digits, two letters, the format since 1994).
 * Lookups compare the normalised form: upper case without spaces and dashes, as `shop_norm_id` stores it.
 */

/** Countries with a plate lookup. */
export const PLATE_COUNTRIES = ['EE', 'FI', 'IT'] as const;
/** A country with a plate lookup. */
export type PlateCountry = (typeof PLATE_COUNTRIES)[number];

/** True for a country with a plate lookup (upper-case ISO code). */
export function isPlateCountry(country: string): country is PlateCountry {
  return (PLATE_COUNTRIES as readonly string[]).includes(country);
}

/** The Finnish registration number's longest written form, 'ABC-123' (spec section 5). */
export const FI_PLATE_MAX_LENGTH = 7;
// Longer input is not a plate whatever it holds; checked before any pattern so huge strings stay cheap.
const MAX_INPUT_LENGTH = 16;

const FI_PLATE = /^[A-ZÅÄÖ]{3}-?\d{1,3}$/;
const EE_PLATE = /^\d{2,3}[A-ZÕÄÖÜŠŽ]{2,3}$/;
// Italian plates leave out I, O, Q and U (they read as other letters or digits).
const IT_PLATE = /^[A-HJ-NPR-TV-Z]{2}\d{3}[A-HJ-NPR-TV-Z]{2}$/;

/** What a typed plate is: nothing, not a plate of that country, or a plate in normalised form. */
export type ParsedPlate = { kind: 'empty' } | { kind: 'malformed' } | { kind: 'plate'; norm: string };

/** Upper case without spaces and dashes: the form plates are stored and compared in. */
export function normalisePlate(raw: string): string {
  return raw.toUpperCase().replace(/[\s-]+/g, '');
}

/** Parses a plate typed for `country`: '123 abc' → 123ABC (EE), 'abc-123' → ABC123 (FI), 'ab 123 cd' → AB123CD (IT). */
export function parsePlate(raw: string, country: PlateCountry): ParsedPlate {
  const trimmed = raw.trim();
  if (!trimmed) return { kind: 'empty' };
  if (trimmed.length > MAX_INPUT_LENGTH) return { kind: 'malformed' };
  if (country === 'FI') {
    const written = trimmed.toUpperCase().replace(/\s+/g, '');
    if (written.length > FI_PLATE_MAX_LENGTH || !FI_PLATE.test(written)) return { kind: 'malformed' };
    return { kind: 'plate', norm: normalisePlate(written) };
  }
  const norm = normalisePlate(trimmed);
  if (country === 'IT') return IT_PLATE.test(norm) ? { kind: 'plate', norm } : { kind: 'malformed' };
  return EE_PLATE.test(norm) ? { kind: 'plate', norm } : { kind: 'malformed' };
}
