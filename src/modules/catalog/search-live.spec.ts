import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_DEBOUNCE_MS } from './logic/search';
import { createLiveSearch, type LiveSearchState } from './search-live';

/** A search whose answers the test releases by hand, remembering each call's term and signal. */
function controlledSearch() {
  const calls: { term: string; signal: AbortSignal; resolve: (answer: string) => void; reject: (error: unknown) => void }[] = [];
  const search = (term: string, signal: AbortSignal) =>
    new Promise<string>((resolve, reject) => {
      calls.push({ term, signal, resolve, reject });
    });
  return { calls, search };
}

describe('live search', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits for the debounce and searches only the last term typed', async () => {
    const { calls, search } = controlledSearch();
    const states: LiveSearchState<string>[] = [];
    const live = createLiveSearch({ search, onChange: (s) => states.push(s) });
    live.input('bra');
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS - 1);
    live.input('brak');
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS - 1);
    live.input('brake');
    expect(calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    expect(calls.map((c) => c.term)).toEqual(['brake']);
    calls[0]?.resolve('answer for brake');
    await vi.advanceTimersByTimeAsync(0);
    expect(states.at(-1)).toEqual({ status: 'done', term: 'brake', outcome: 'answer for brake' });
  });

  it('aborts a superseded request and drops its late answer', async () => {
    const { calls, search } = controlledSearch();
    const states: LiveSearchState<string>[] = [];
    const live = createLiveSearch({ search, onChange: (s) => states.push(s) });
    live.input('brake');
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    live.input('brake pads');
    expect(calls[0]?.signal.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    calls[1]?.resolve('pads');
    calls[0]?.resolve('stale');
    await vi.advanceTimersByTimeAsync(0);
    expect(calls[1]?.signal.aborted).toBe(false);
    expect(states.filter((s) => s.status === 'done')).toEqual([{ status: 'done', term: 'brake pads', outcome: 'pads' }]);
  });

  it('reports a short term without searching, and idle for an empty one', async () => {
    const { calls, search } = controlledSearch();
    const states: LiveSearchState<string>[] = [];
    const live = createLiveSearch({ search, onChange: (s) => states.push(s) });
    live.input(' ab ');
    live.input('');
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS * 2);
    expect(calls).toHaveLength(0);
    expect(states).toEqual([{ status: 'short', term: 'ab' }, { status: 'idle' }]);
  });

  it('keeps the previous answer while loading, searches a chosen suggestion at once, and reports a failure', async () => {
    const { calls, search } = controlledSearch();
    const states: LiveSearchState<string>[] = [];
    const live = createLiveSearch({ search, onChange: (s) => states.push(s) });
    live.input('brkae', { immediate: true });
    expect(calls.map((c) => c.term)).toEqual(['brkae']);
    calls[0]?.resolve('few');
    await vi.advanceTimersByTimeAsync(0);
    live.input('brake', { immediate: true });
    expect(states.at(-1)).toEqual({ status: 'loading', term: 'brake', outcome: 'few' });
    calls[1]?.reject(new TypeError('Failed to fetch'));
    await vi.advanceTimersByTimeAsync(0);
    expect(states.at(-1)).toEqual({ status: 'failed', term: 'brake' });
  });

  it('cancels everything when disposed', async () => {
    const { calls, search } = controlledSearch();
    const onChange = vi.fn();
    const live = createLiveSearch({ search, onChange });
    live.input('brake', { immediate: true });
    live.input('brake pads');
    live.dispose();
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS * 2);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.signal.aborted).toBe(true);
  });
});
