import type { PlateFormat } from '../messages';

/**
 * A plate as written in each country whose plates the lookup knows (server/commerce/vehicles/plates.ts): the
 * field's example, so a shopper sees the shape to type. Finland's is set by its own module (ABC-123, with a
 * formatter); a country not listed shows no example.
 */
export const PLATE_EXAMPLES: Readonly<Record<string, string>> = { EE: '123 ABC', IT: 'AB 123 CD' };

/** The plate field of a view whose default country is `country`: upper case, no limit, the country's example. */
export function defaultPlateFormat(country: string): PlateFormat {
  return { maxLength: null, placeholder: PLATE_EXAMPLES[country] ?? '', format: (typed) => typed.toUpperCase() };
}
