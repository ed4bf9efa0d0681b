import { describe, expect, it } from 'vitest';
import { defaultPlateFormat } from './plate-format';

describe('defaultPlateFormat', () => {
  it("shows the view's country's plate as the field's example", () => {
    expect(defaultPlateFormat('IT').placeholder).toBe('AB 123 CD');
    expect(defaultPlateFormat('EE').placeholder).toBe('123 ABC');
  });

  it('shows no example for a country whose plates it does not know, and writes every plate in upper case', () => {
    const format = defaultPlateFormat('DE');
    expect(format.placeholder).toBe('');
    expect(format.maxLength).toBeNull();
    expect(format.format('ab 123 cd')).toBe('AB 123 CD');
  });
});
