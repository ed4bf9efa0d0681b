/**
 * Pure rules of the search panel and the search results page (spec sections 5, 8 and 9; behaviour notes
 * "Search paging"): the term's cache key, paging corrections, "did you mean" phrases from the server's
 * `suggest.did_you_mean`, and the empty answer of an offline search. The request body itself is
 * `searchRequest` in listing-request.ts.
 */
import { MIN_SEARCH_LENGTH, PAGE_SIZE } from './listing-request';

/** How long the panel waits after the last keystroke before it searches (ADR 0018). */
export const SEARCH_DEBOUNCE_MS = 300;
/** Products the panel lists; the results page shows a full page (PAGE_SIZE). */
export const PANEL_RESULTS = 8;
/** At most this many "did you mean" phrases are offered. */
export const MAX_SUGGESTIONS = 3;

/** The term as typed, without surrounding or repeated spaces (what is searched and shown). */
export function cleanTerm(term: string): string {
  return term.trim().replace(/\s+/g, ' ');
}

/** Whether a term is long enough to search (3 characters after trimming; spec "search term 3"). */
export function isSearchable(term: string): boolean {
  return [...cleanTerm(term)].length >= MIN_SEARCH_LENGTH;
}

/**
 * The key an answer is cached under: the view, the page and the term lower-cased with spaces collapsed, so
 * "Brake  Pads" and "brake pads" share an answer offline.
 * @example searchCacheKey('et', ' Brake  PADS ', 1) // 'et:1:brake pads'
 */
export function searchCacheKey(storeCode: string, term: string, page = 1, narrowTo: number | null = null): string {
  // A search narrowed to a car has its own answers.
  return `${storeCode}:${page}:${narrowTo ? `car${narrowTo}:` : ''}${cleanTerm(term).toLowerCase()}`;
}

/**
 * Paging of a search as the spec corrects it: a size of 0 or less (or none) becomes 50, a negative (or
 * missing) start becomes 0.
 * @example searchPaging({size: 0, start: -5}) // {size: 50, start: 0}
 */
export function searchPaging(paging: { size?: number; start?: number }): { size: number; start: number } {
  const size = paging.size !== undefined && Number.isFinite(paging.size) && paging.size > 0 ? Math.floor(paging.size) : PAGE_SIZE;
  const start = paging.start !== undefined && Number.isFinite(paging.start) && paging.start > 0 ? Math.floor(paging.start) : 0;
  return { size, start };
}

/** One entry of the server's `suggest.did_you_mean` (Elasticsearch's term suggester shape). */
export interface DidYouMeanEntry {
  text: string;
  offset: number;
  length: number;
  options: readonly { text: string }[];
}

/**
 * The "did you mean" phrases of a term: the n-th phrase replaces every corrected word by its n-th option
 * (or its last, when it has fewer), best first, without repeats and never the term itself.
 * @example didYouMean('brkae pads', [{text: 'brkae', offset: 0, length: 5, options: [{text: 'brake'}]}]) // ['brake pads']
 */
export function didYouMean(term: string, entries: readonly DidYouMeanEntry[] | undefined, max = MAX_SUGGESTIONS): string[] {
  const corrected = (entries ?? []).filter((e) => e.options.length > 0).sort((a, b) => a.offset - b.offset);
  if (!corrected.length) return [];
  const rounds = Math.max(...corrected.map((e) => e.options.length));
  const phrases: string[] = [];
  for (let round = 0; round < rounds && phrases.length < max; round++) {
    let phrase = '';
    let cursor = 0;
    for (const entry of corrected) {
      if (entry.offset < cursor) continue;
      const option = entry.options[Math.min(round, entry.options.length - 1)] as { text: string };
      phrase += term.slice(cursor, entry.offset) + option.text;
      cursor = entry.offset + entry.length;
    }
    phrase = cleanTerm(phrase + term.slice(cursor));
    if (phrase.toLowerCase() !== cleanTerm(term).toLowerCase() && !phrases.includes(phrase)) phrases.push(phrase);
  }
  return phrases;
}

/** The answer of a search as the panel and the results page show it. */
export interface SearchOutcome<P> {
  term: string;
  products: P[];
  total: number;
  /** "Did you mean" phrases (when few products matched). */
  suggestions: string[];
  /** The browser was offline: a cached answer, or an empty one. */
  offline: boolean;
}

/** A failed search while offline with nothing cached: an empty result flagged offline (behaviour notes). */
export function offlineOutcome<P>(term: string): SearchOutcome<P> {
  return { term: cleanTerm(term), products: [], total: 0, suggestions: [], offline: true };
}
