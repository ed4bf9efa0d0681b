import type { Language } from '../../../src/kernel/store-view/types';

/** A text in each of the five catalogue languages. */
export type Translated = Record<Language, string>;

const CYRILLIC: Record<string, string> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'e', ё: 'e', ж: 'zh', з: 'z', и: 'i', й: 'i', к: 'k', л: 'l',
  м: 'm', н: 'n', о: 'o', п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f', х: 'kh', ц: 'ts', ч: 'ch',
  ш: 'sh', щ: 'shch', ъ: '', ы: 'y', ь: '', э: 'e', ю: 'yu', я: 'ya',
};

/** An ASCII URL slug: Cyrillic transliterated, diacritics dropped, lower case, words joined by '-'. */
export function slugify(text: string): string {
  const transliterated = [...text.toLowerCase()].map((ch) => CYRILLIC[ch] ?? ch).join('');
  return transliterated
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** How the database compares part identifiers: shop_norm_id() of migration 0001, in TypeScript. */
export function normId(value: string): string {
  return value.replace(/[\s./-]+/g, '').toUpperCase();
}

/** The EAN-13 check digit of 12 digits. */
export function ean13CheckDigit(first12: string): number {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

/** True when `code` is 13 digits with a valid check digit. */
export function isValidEan13(code: string): boolean {
  return /^\d{13}$/.test(code) && ean13CheckDigit(code.slice(0, 12)) === Number(code[12]);
}

/** A valid EAN-13 from a 3-digit prefix and a number below 10^9 (unique numbers give unique codes). */
export function ean13(prefix: string, n: number): string {
  const body = `${prefix}${String(n).padStart(9, '0')}`;
  return `${body}${ean13CheckDigit(body)}`;
}

/** Fills `#` in a pattern with the decimal digits of `n` (most significant first, zero-padded). */
export function fillPattern(pattern: string, n: number): string {
  const slots = pattern.split('').filter((ch) => ch === '#').length;
  const digits = String(n).padStart(slots, '0').slice(-slots);
  let i = 0;
  return pattern.replace(/#/g, () => digits[i++] ?? '0');
}

/** How many distinct values a `#` pattern holds. */
export function patternCapacity(pattern: string): number {
  return 10 ** pattern.split('').filter((ch) => ch === '#').length;
}
