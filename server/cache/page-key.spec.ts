import { describe, expect, it } from 'vitest';
import { normalisePageUrl, PAGE_QUERY_PARAMS } from './page-key';

describe('normalisePageUrl', () => {
  it('keeps only the parameters pages read, sorted by name, each name’s values in order', () => {
    expect(normalisePageUrl('/c/brakes?utm_source=x&sort=price&color=4&color=2&fbclid=y')).toBe('/c/brakes?color=4&color=2&sort=price');
    expect(normalisePageUrl('/search?gclid=1&q=brake+disc')).toBe('/search?q=brake+disc');
  });

  it('drops a query of unknown parameters altogether', () => {
    expect(normalisePageUrl('/?utm_source=news&utm_medium=mail')).toBe('/');
    expect(normalisePageUrl('/eng/compare?')).toBe('/eng/compare');
    expect(normalisePageUrl('/eng/compare')).toBe('/eng/compare');
  });

  it('keeps the listing parameters by name', () => {
    for (const name of ['page', 'sort', 'q', 'price']) expect(PAGE_QUERY_PARAMS.has(name), name).toBe(true);
  });
});
