/** The countries the shop delivers to (ISO 3166-1 alpha-2): the Baltics and Nordics first, then the EU markets it serves. */
export const DELIVERY_COUNTRIES = ['EE', 'LV', 'LT', 'FI', 'SE', 'IT', 'DE', 'PL', 'AT', 'BE', 'CZ', 'DK', 'ES', 'FR', 'IE', 'NL', 'PT', 'SK', 'SI'] as const;

/** The countries with their names in the view's language (Intl.DisplayNames), the view's own country first. */
export function countryOptions(language: string, first: string): { value: string; label: string }[] {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([language], { type: 'region' });
  } catch {
    names = null;
  }
  const label = (code: string) => names?.of(code) ?? code;
  const codes: string[] = [...DELIVERY_COUNTRIES];
  if (!codes.includes(first)) codes.unshift(first);
  const rest = codes.filter((code) => code !== first).sort((a, b) => label(a).localeCompare(label(b), language));
  return [first, ...rest].map((code) => ({ value: code, label: label(code) }));
}
