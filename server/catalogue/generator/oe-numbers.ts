import type { Rng } from './prng';
import { normId } from './text';

// How each group's vehicle makers print their part numbers: '#' a digit, '@' a letter.
const OE_PATTERNS: Readonly<Record<string, readonly string[]>> = {
  vag: ['0@# ### ### @', '5Q0 ### ### @', '1K0 ### ### @', '8W0 ### ### @@'],
  bmw: ['11 42 # ### ###', '34 11 # ### ###', '13 71 # ### ###'],
  mercedes: ['A ### ### ## ##', 'A ### ### ## ## 64'],
  toyota: ['04152-@@@@#', '04465-#####', '17801-#####'],
  volvo: ['31######', '30######'],
  ford: ['# ### ###', '@M#J-####-@@'],
  stellantis: ['16 ### ### ##', '1 ### ###', '98 ### ### 80'],
  'renault-nissan': ['15 20 8## ##R', '41 06 0## ##R', '15208-##@##'],
  honda: ['15400-@@@-###', '45022-@@@-@##'],
  'hyundai-kia': ['26300-#####', '58101-@####'],
};
const ANY = ['#### ### ###'];
const LETTERS = 'ABCDEFGHJKLMNPRSTVWXZ';

// The anchor oil filters own these numbers: generated parts never print them, so searches are exact.
const RESERVED_PREFIX = '04E115561';

function fill(rng: Rng, pattern: string): string {
  return pattern.replace(/[#@]/g, (ch) => (ch === '#' ? String(rng.int(0, 9)) : LETTERS[rng.int(0, LETTERS.length - 1)] ?? 'A'));
}

/** 1-3 OE numbers as the vehicle maker of `group` prints them (none for universal parts). */
export function oeNumbers(rng: Rng, group: string | null): string[] {
  if (group === null) return [];
  const patterns = OE_PATTERNS[group] ?? ANY;
  const out: string[] = [];
  const count = rng.int(1, 3);
  while (out.length < count) {
    const value = fill(rng, rng.pick(patterns));
    if (!normId(value).startsWith(RESERVED_PREFIX) && !out.includes(value)) out.push(value);
  }
  return out;
}
