import { describe, expect, it } from 'vitest';
import { ean13, ean13CheckDigit, fillPattern, isValidEan13, normId, patternCapacity, slugify } from './text';

describe('slugify', () => {
  it('transliterates Cyrillic and drops diacritics into ASCII slugs', () => {
    expect(slugify('Тормозные колодки')).toBe('tormoznye-kolodki');
    expect(slugify('Õlifiltrid')).toBe('olifiltrid');
    expect(slugify('Öljynsuodattimet')).toBe('oljynsuodattimet');
    expect(slugify('ATE 13.0460-7184.2')).toBe('ate-13-0460-7184-2');
    expect(slugify('Lesjöfors')).toBe('lesjofors');
  });
});

describe('normId', () => {
  it('removes spaces, dashes, dots and slashes and upper-cases, like shop_norm_id()', () => {
    expect(normId('04E 115-561 h')).toBe('04E115561H');
    expect(normId('HU 7020 z')).toBe('HU7020Z');
    expect(normId('a.b/c-d e')).toBe('ABCDE');
  });
});

describe('EAN-13', () => {
  it('computes the GS1 check digit', () => {
    expect(ean13CheckDigit('400638133393')).toBe(1);
    expect(isValidEan13('4006381333931')).toBe(true);
    expect(isValidEan13('4006381333932')).toBe(false);
    expect(isValidEan13('400638133393')).toBe(false);
  });

  it('builds valid, distinct codes from distinct numbers', () => {
    const codes = [0, 1, 999_999_999].map((n) => ean13('400', n));
    expect(codes.every(isValidEan13)).toBe(true);
    expect(new Set(codes).size).toBe(3);
  });
});

describe('part number patterns', () => {
  it('fills # with the digits of n and knows its capacity', () => {
    expect(fillPattern('GDB ####', 42)).toBe('GDB 0042');
    expect(fillPattern('13.04##-####.2', 123456)).toBe('13.0412-3456.2');
    expect(patternCapacity('P ## ###')).toBe(100_000);
  });
});
