import { cleanTerm, isSearchable, SEARCH_DEBOUNCE_MS } from './logic/search';

/** What the panel shows for the term being typed. */
export type LiveSearchState<O> =
  | { status: 'idle' }
  | { status: 'short'; term: string }
  /** Waiting for the debounce or the answer; `outcome` is the previous answer, kept on screen meanwhile. */
  | { status: 'loading'; term: string; outcome?: O }
  | { status: 'done'; term: string; outcome: O }
  | { status: 'failed'; term: string };

/** A search as you type. */
export interface LiveSearch {
  /** The input changed: search after the debounce (`immediate` for a chosen "did you mean"). */
  input(term: string, options?: { immediate?: boolean }): void;
  /** Cancels the pending timer and the request in flight (the panel closed). */
  dispose(): void;
}

/** What a live search is built from. */
export interface LiveSearchOptions<O> {
  /** Runs one search; must reject (or be ignored) once `signal` aborts. */
  search: (term: string, signal: AbortSignal) => Promise<O>;
  onChange: (state: LiveSearchState<O>) => void;
  debounceMs?: number;
}

/**
 * Results as you type: a term shorter than 3 characters only reports `short`; a longer one is searched
 * `debounceMs` after the last change, and every change cancels the pending timer and aborts the request
 * in flight, so only the latest term's answer is ever reported (an earlier answer arriving late is dropped).
 */
export function createLiveSearch<O>(options: LiveSearchOptions<O>): LiveSearch {
  const debounceMs = options.debounceMs ?? SEARCH_DEBOUNCE_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight: AbortController | null = null;
  let last: O | undefined;

  const cancel = () => {
    clearTimeout(timer);
    timer = undefined;
    inFlight?.abort();
    inFlight = null;
  };
  const run = (term: string) => {
    const own = new AbortController();
    inFlight = own;
    options.search(term, own.signal).then(
      (outcome) => {
        if (own.signal.aborted) return;
        inFlight = null;
        last = outcome;
        options.onChange({ status: 'done', term, outcome });
      },
      () => {
        if (own.signal.aborted) return;
        inFlight = null;
        options.onChange({ status: 'failed', term });
      },
    );
  };

  return {
    input(raw, { immediate = false } = {}) {
      cancel();
      const term = cleanTerm(raw);
      if (term === '') return options.onChange({ status: 'idle' });
      if (!isSearchable(term)) return options.onChange({ status: 'short', term });
      options.onChange(last === undefined ? { status: 'loading', term } : { status: 'loading', term, outcome: last });
      if (immediate) run(term);
      else timer = setTimeout(() => run(term), debounceMs);
    },
    dispose: cancel,
  };
}
