import { describe, expect, it } from 'vitest';
import { formatDate } from './date';
import { testViews } from '../store-view/test-views';

const { est, eng, rus, fin, ita } = testViews;

describe('formatDate', () => {
  it.each([
    ['et', est, '09:04 5-3-2024'],
    ['en', eng, '09:04 5-3-2024'],
    ['fi', fin, '09:04 5-3-2024'],
    ['it', ita, '08:04 5-3-2024'],
    ['ru', rus, '09:04 05-03-2024'],
  ])('formats HH:mm D-M-YYYY in the view time zone (%s)', (_language, view, expected) => {
    expect(formatDate('2024-03-05T07:04:00Z', view)).toBe(expected);
  });

  it('follows daylight saving time of the view zone', () => {
    expect(formatDate('2024-07-05T07:04:00Z', est)).toBe('10:04 5-7-2024');
  });

  it('crosses midnight and the year in the view zone, never writing 24:xx', () => {
    expect(formatDate('2024-12-31T22:05:00Z', est)).toBe('00:05 1-1-2025');
    expect(formatDate('2024-12-31T22:05:00Z', ita)).toBe('23:05 31-12-2024');
    expect(formatDate('2024-12-31T22:05:00Z', rus)).toBe('00:05 01-01-2025');
  });

  it('keeps two-digit days and months in Russian and plain ones elsewhere', () => {
    expect(formatDate('2024-11-25T10:00:00Z', rus)).toBe('12:00 25-11-2024');
    expect(formatDate('2024-11-25T10:00:00Z', eng)).toBe('12:00 25-11-2024');
  });

  it('returns an unparseable input unchanged', () => {
    expect(formatDate('not a date', est)).toBe('not a date');
  });
});
