import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createInstance } from 'i18next';
import { Container } from 'inversify';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KernelProvider } from '../../kernel';
import { ApiFetchToken, type ApiFetch } from '../../kernel/api';
import { createCacheStore } from '../../kernel/event-log/cache-store';
import { createMapStorage } from '../../kernel/event-log/storage';
import { PageProvider } from '../../kernel/react';
import { createLinkHelper } from '../../kernel/store-view';
import { createTestKernel, testStoreView } from '../../kernel/testing';
import { testPageContext } from '../../kernel/testing/page-context';
import type { ListedProductDoc } from './listed-product';
import en from './locales/en.json';
import { SEARCH_DEBOUNCE_MS } from './logic/search';
import { SearchCacheToken } from './search-api';
import SearchDialog from './search-panel';

const doc = (id: number, name: string): ListedProductDoc => ({ id, sku: `SKU-${id}`, name, slug: `part-${id}`, type_id: 'simple', image: `/p/${id}.jpg`, price: 10, price_incl_tax: 12.4, final_price: 10, final_price_incl_tax: 12.4 });

type Answer = { products: ListedProductDoc[]; suggest?: { text: string; offset: number; length: number; options: { text: string; score: number; freq: number }[] }[] };

/** A fake catalogue API whose answers the test releases by hand; `offline` makes every request fail like fetch does. */
function fakeApi() {
  const calls: { term: string; signal: AbortSignal | undefined; answer: (a: Answer) => void }[] = [];
  const state = { offline: false };
  const fetchApi: ApiFetch = (path, init) => {
    if (state.offline) return Promise.reject(new TypeError('Failed to fetch'));
    const request = JSON.parse(new URL(path, 'http://x').searchParams.get('request') ?? '{}');
    const term = request.query.bool.must[0].multi_match.query as string;
    return new Promise((resolve) => {
      calls.push({
        term,
        signal: init?.signal ?? undefined,
        answer: ({ products, suggest }) =>
          resolve(
            new Response(JSON.stringify({ hits: { total: { value: products.length }, hits: products.map((p) => ({ _source: p })) }, ...(suggest ? { suggest: { did_you_mean: suggest } } : {}) }), {
              status: 200,
              headers: { 'content-type': 'application/json' },
            }),
          ),
      });
    });
  };
  return { calls, state, fetchApi };
}

async function setup() {
  const api = fakeApi();
  const services = new Container();
  services.bind(ApiFetchToken).toConstantValue(api.fetchApi);
  services.bind(SearchCacheToken).toConstantValue(createCacheStore('search-test', { storage: createMapStorage() }));
  const kernel = await createTestKernel([], { container: services });
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { catalog: en } }, react: { useSuspense: false } });
  const onClose = vi.fn();
  const link = createLinkHelper(testStoreView, [
    { name: 'search', path: '/search' },
    { name: 'simple-product', path: '/p/:parentSku/:slug' },
  ]);
  render(
    <I18nextProvider i18n={i18n}>
      <KernelProvider kernel={kernel}>
        <MemoryRouter>
          <PageProvider value={testPageContext(testStoreView, link)}>
            <SearchDialog onClose={onClose} />
          </PageProvider>
        </MemoryRouter>
      </KernelProvider>
    </I18nextProvider>,
  );
  const input = screen.getByRole('searchbox', { name: 'Search for parts' });
  const type = async (text: string) => {
    await act(async () => {
      fireEvent.change(input, { target: { value: text } });
    });
  };
  const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
  return { api, input, type, wait, onClose };
}

const resultNames = () => screen.queryAllByRole('link').filter((a) => a.getAttribute('href')?.startsWith('/p/')).map((a) => a.textContent);

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('search panel', () => {
  it('is a dialog with the input focused; Escape closes it', async () => {
    const { input, onClose } = await setup();
    expect(screen.getByRole('dialog', { name: 'Search parts' })).toBeTruthy();
    expect(document.activeElement).toBe(input);
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('is modal: Tab from the last control goes back to the close button, Shift+Tab from it to the last', async () => {
    const { api, type, wait } = await setup();
    await type('brake');
    await wait(SEARCH_DEBOUNCE_MS);
    await act(async () => api.calls[0]?.answer({ products: [doc(1, 'Brake pads front')] }));
    const close = screen.getByRole('button', { name: 'Close search' });
    const seeAll = screen.getByRole('link', { name: 'See all results' });
    seeAll.focus();
    fireEvent.keyDown(seeAll, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(seeAll);
  });

  it('asks for 3 characters and does not search a shorter term', async () => {
    const { api, type, wait } = await setup();
    await type('br ');
    await wait(SEARCH_DEBOUNCE_MS * 2);
    expect(screen.getByRole('status').textContent).toBe('The search term must have at least 3 characters');
    expect(api.calls).toHaveLength(0);
  });

  it('searches after the debounce, aborts a superseded request and shows only the last answer', async () => {
    const { api, type, wait } = await setup();
    await type('bra');
    await wait(SEARCH_DEBOUNCE_MS - 1);
    await type('brake');
    await wait(SEARCH_DEBOUNCE_MS);
    expect(api.calls.map((c) => c.term)).toEqual(['brake']);
    expect(screen.getByRole('status').textContent).toBe('Searching…');
    await type('brake pads');
    expect(api.calls[0]?.signal?.aborted).toBe(true);
    await wait(SEARCH_DEBOUNCE_MS);
    expect(api.calls.map((c) => c.term)).toEqual(['brake', 'brake pads']);
    await act(async () => api.calls[1]?.answer({ products: [doc(1, 'Brake pads front')] }));
    await act(async () => api.calls[0]?.answer({ products: [doc(2, 'Stale brake disc')] }));
    expect(resultNames()).toEqual([expect.stringContaining('Brake pads front')]);
    expect(screen.getByRole('status').textContent).toBe('1 product found');
    expect(screen.getByRole('link', { name: 'See all results' }).getAttribute('href')).toBe('/search?q=brake+pads');
    const thumb = document.querySelector('img');
    expect([thumb?.getAttribute('src'), thumb?.getAttribute('width'), thumb?.getAttribute('height')]).toEqual(['/img/150/150/resize/p/1.jpg', '150', '150']);
  });

  it('moves between the input and the results with the arrow keys', async () => {
    const { api, input, type, wait } = await setup();
    await type('brake');
    await wait(SEARCH_DEBOUNCE_MS);
    await act(async () => api.calls[0]?.answer({ products: [doc(1, 'Brake pads front'), doc(2, 'Brake disc')] }));
    const [first, second] = screen.getAllByRole('link').filter((a) => a.getAttribute('href')?.startsWith('/p/'));
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(first as HTMLElement, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(second);
    fireEvent.keyDown(second as HTMLElement, { key: 'ArrowUp' });
    fireEvent.keyDown(first as HTMLElement, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(input);
  });

  it('offers "did you mean" phrases that search again at once', async () => {
    const { api, input, type, wait } = await setup();
    await type('brkae');
    await wait(SEARCH_DEBOUNCE_MS);
    await act(async () => api.calls[0]?.answer({ products: [], suggest: [{ text: 'brkae', offset: 0, length: 5, options: [{ text: 'brake', score: 0.8, freq: 3 }] }] }));
    expect(screen.getByRole('status').textContent).toBe('No products found for “brkae”.');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'brake' }));
    });
    expect((input as HTMLInputElement).value).toBe('brake');
    expect(api.calls.map((c) => c.term)).toEqual(['brkae', 'brake']);
    await act(async () => api.calls[1]?.answer({ products: [doc(1, 'Brake pads front')] }));
    expect(resultNames()).toEqual([expect.stringContaining('Brake pads front')]);
  });

  it('offline: shows the cached answer of the same (normalised) term, else an empty result flagged offline', async () => {
    const { api, type, wait } = await setup();
    await type('brake');
    await wait(SEARCH_DEBOUNCE_MS);
    await act(async () => api.calls[0]?.answer({ products: [doc(1, 'Brake pads front')] }));
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    api.state.offline = true;
    await type('brake pads');
    await wait(SEARCH_DEBOUNCE_MS);
    expect(screen.getByRole('status').textContent).toBe('You are offline. There are no saved results for this search.');
    expect(resultNames()).toEqual([]);
    await type('  BRAKE ');
    await wait(SEARCH_DEBOUNCE_MS);
    expect(screen.getByRole('status').textContent).toBe('You are offline. These are saved results.');
    expect(resultNames()).toEqual([expect.stringContaining('Brake pads front')]);
  });

  it('online, a failed request with nothing cached is an error, not an empty result', async () => {
    const { api, type, wait } = await setup();
    api.state.offline = true;
    await type('brake');
    await wait(SEARCH_DEBOUNCE_MS);
    expect(screen.getByRole('status').textContent).toBe('Search failed. Please try again.');
  });
});
