import { describe, expect, it } from 'vitest';
import { FI_PLATE, formatFinnishPlate } from './format';

describe('Finnish registration numbers (spec section 5)', () => {
  it('formats letters-dash-digits as typed, upper case, at most 7 characters', () => {
    expect(formatFinnishPlate('abc123')).toBe('ABC-123');
    expect(formatFinnishPlate('abc-123')).toBe('ABC-123');
    expect(formatFinnishPlate('abc 1')).toBe('ABC-1');
    expect(formatFinnishPlate('ab')).toBe('AB');
    expect(formatFinnishPlate('äöå12')).toBe('ÄÖÅ-12');
    expect(formatFinnishPlate('abc12345')).toBe('ABC-123');
  });

  it('accepts three letters, an optional dash and digits', () => {
    expect(FI_PLATE.test('ABC-123')).toBe(true);
    expect(FI_PLATE.test('ABC123')).toBe(true);
    expect(FI_PLATE.test('AB-123')).toBe(false);
    expect(FI_PLATE.test('123ABC')).toBe(false);
  });
});
