// Intl puts U+00A0 / U+202F between groups and before units in several locales, and different ICU
// builds (Node vs. the browser) disagree on which one; a plain space keeps SSR and hydration identical.
const SPECIAL_SPACES = /[\u00a0\u202f\u2009]/g;

/**
 * Formatters made once per locale and options. Building an `Intl.NumberFormat` costs far more than
 * using one (a category page formats a few hundred prices: 183 ms of its hydration on a 4x slowed CPU
 * went into the constructor), and the few locale/option pairs the shop uses never change.
 */
const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { ...options, numberingSystem: 'latn' });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** Formats a non-negative number for `locale` with plain ASCII spaces. */
export function formatNumber(value: number, locale: string, options: Intl.NumberFormatOptions): string {
  return formatterFor(locale, options).format(value).replace(SPECIAL_SPACES, ' ');
}
