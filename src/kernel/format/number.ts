// Intl puts U+00A0 / U+202F between groups and before units in several locales, and different ICU
// builds (Node vs. the browser) disagree on which one; a plain space keeps SSR and hydration identical.
const SPECIAL_SPACES = /[\u00a0\u202f\u2009]/g;

/** Formats a non-negative number for `locale` with plain ASCII spaces. */
export function formatNumber(value: number, locale: string, options: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(locale, { ...options, numberingSystem: 'latn' }).format(value).replace(SPECIAL_SPACES, ' ');
}
