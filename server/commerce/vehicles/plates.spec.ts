import { describe, expect, it } from 'vitest';
import { isPlateCountry, normalisePlate, parsePlate } from './plates';

describe('parsePlate', () => {
  it('normalises Estonian plates: upper case without spaces and dashes, 2-3 digits and 2-3 letters', () => {
    expect(parsePlate(' 123 abc ', 'EE')).toEqual({ kind: 'plate', norm: '123ABC' });
    expect(parsePlate('12-ab', 'EE')).toEqual({ kind: 'plate', norm: '12AB' });
    expect(parsePlate('123ABD', 'EE')).toEqual({ kind: 'plate', norm: '123ABD' });
    for (const bad of ['1ABC', '1234ABC', '123ABCD', 'ABC123', '123', '12.AB', '123 ABC 1']) expect(parsePlate(bad, 'EE'), bad).toEqual({ kind: 'malformed' });
  });

  it('follows the spec for Finnish registration numbers: at most 7, three letters, optional dash, digits', () => {
    expect(parsePlate('abc-123', 'FI')).toEqual({ kind: 'plate', norm: 'ABC123' });
    expect(parsePlate('ABC1', 'FI')).toEqual({ kind: 'plate', norm: 'ABC1' });
    expect(parsePlate('ABC 12', 'FI')).toEqual({ kind: 'plate', norm: 'ABC12' });
    for (const bad of ['AB-123', 'ABCD-12', 'ABC-1234', 'ABC--12', 'ABC-', '123-ABC']) expect(parsePlate(bad, 'FI'), bad).toEqual({ kind: 'malformed' });
  });

  it('reads Italian plates: two letters, three digits, two letters, without I, O, Q or U', () => {
    expect(parsePlate('ab 123 cd', 'IT')).toEqual({ kind: 'plate', norm: 'AB123CD' });
    expect(parsePlate('FG-456-HK', 'IT')).toEqual({ kind: 'plate', norm: 'FG456HK' });
    for (const bad of ['AB12CD', 'AB1234CD', 'ABC123', '123ABC', 'IO123AB', 'AB123CU', 'A123BCD']) expect(parsePlate(bad, 'IT'), bad).toEqual({ kind: 'malformed' });
  });

  it('tells an empty plate from a malformed one and stays cheap on huge input', () => {
    expect(parsePlate('   ', 'EE')).toEqual({ kind: 'empty' });
    expect(parsePlate('', 'FI')).toEqual({ kind: 'empty' });
    expect(parsePlate('1'.repeat(1_000_000), 'EE')).toEqual({ kind: 'malformed' });
  });

  it('knows the countries with a lookup and the stored form', () => {
    expect(['EE', 'FI', 'IT', 'DE', 'ee'].map(isPlateCountry)).toEqual([true, true, true, false, false]);
    expect(normalisePlate('abc - 12')).toBe('ABC12');
  });
});
