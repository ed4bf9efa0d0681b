import { describe, expect, it } from 'vitest';
import { cleanTerm, didYouMean, isSearchable, offlineOutcome, searchCacheKey, searchPaging } from './search';
import { searchRequest } from './listing-request';

describe('search rules', () => {
  it('needs 3 characters after trimming', () => {
    expect(isSearchable('ab')).toBe(false);
    expect(isSearchable('  ab  ')).toBe(false);
    expect(isSearchable('abc')).toBe(true);
    expect(isSearchable('õli')).toBe(true);
    expect(searchRequest(' ab ')).toEqual({ ok: false, error: 'The search term must have at least 3 characters' });
  });

  it('cleans the term and keys answers by view, page and the lower-cased term', () => {
    expect(cleanTerm('  04E  115 561 H ')).toBe('04E 115 561 H');
    expect(searchCacheKey('et', ' Brake  PADS ')).toBe('et:1:brake pads');
    expect(searchCacheKey('eng', 'brake pads', 2)).toBe('eng:2:brake pads');
  });

  it('corrects paging as the behaviour notes say: size 0 or less is 50, a negative start is 0', () => {
    expect(searchPaging({ size: 0, start: -1 })).toEqual({ size: 50, start: 0 });
    expect(searchPaging({ size: -3 })).toEqual({ size: 50, start: 0 });
    expect(searchPaging({})).toEqual({ size: 50, start: 0 });
    expect(searchPaging({ size: 8, start: 16 })).toEqual({ size: 8, start: 16 });
  });

  it('builds "did you mean" phrases from the corrected words, best option first', () => {
    const entries = [
      { text: 'brkae', offset: 0, length: 5, options: [{ text: 'brake' }, { text: 'brace' }] },
      { text: 'pads', offset: 6, length: 4, options: [] },
      { text: 'frnt', offset: 11, length: 4, options: [{ text: 'front' }] },
    ];
    expect(didYouMean('brkae pads frnt', entries)).toEqual(['brake pads front', 'brace pads front']);
    expect(didYouMean('brkae pads frnt', entries, 1)).toEqual(['brake pads front']);
    expect(didYouMean('brake pads', [{ text: 'brake', offset: 0, length: 5, options: [] }])).toEqual([]);
    expect(didYouMean('brake', undefined)).toEqual([]);
  });

  it('never offers the term itself', () => {
    expect(didYouMean('Brake', [{ text: 'brake', offset: 0, length: 5, options: [{ text: 'brake' }] }])).toEqual([]);
  });

  it('answers an empty result flagged offline', () => {
    expect(offlineOutcome(' brake ')).toEqual({ term: 'brake', products: [], total: 0, suggestions: [], offline: true });
  });
});
