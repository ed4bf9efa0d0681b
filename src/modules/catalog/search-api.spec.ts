import { Container } from 'inversify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CatalogueSearchToken, type CatalogueSearch } from '../../kernel/api';
import { makeTestStoreView } from '../../kernel/testing';
import { SEARCH_CLIENT_TIMEOUT_MS, searchProducts, type ProductSearchDeps } from './search-api';

const view = makeTestStoreView({ storeCode: 'eng', storeId: 4, appendStoreCode: true, isDefault: false });

/** A catalogue search that never answers; it rejects only when its signal is aborted, as fetch does. */
function hangingSearch() {
  const signals: AbortSignal[] = [];
  const search: CatalogueSearch = (_view, _type, _request, init) =>
    new Promise((_resolve, reject) => {
      const signal = init?.signal;
      if (!signal) return;
      signals.push(signal);
      signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true });
    });
  const services = new Container();
  services.bind(CatalogueSearchToken).toConstantValue(search);
  return { services, signals };
}

const deps = (services: Container, online: boolean): ProductSearchDeps => ({ services, view, cache: null, isOnline: () => online, now: () => new Date('2024-01-01T00:00:00Z') });

afterEach(() => void vi.useRealTimers());

describe('search client timeout (spec section 9: 5000 ms)', () => {
  it('is 5000 ms', () => expect(SEARCH_CLIENT_TIMEOUT_MS).toBe(5000));

  it('stops waiting after 5000 ms: offline the result is empty and flagged offline', async () => {
    vi.useFakeTimers();
    const { services, signals } = hangingSearch();
    const outcome = searchProducts(deps(services, false), 'brake pads');
    await vi.advanceTimersByTimeAsync(SEARCH_CLIENT_TIMEOUT_MS - 1);
    expect(signals[0]?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(outcome).resolves.toEqual({ term: 'brake pads', products: [], total: 0, suggestions: [], offline: true });
  });

  it('online, a search that times out is rejected with the timeout', async () => {
    vi.useFakeTimers();
    const { services } = hangingSearch();
    const outcome = searchProducts(deps(services, true), 'brake pads');
    const settled = expect(outcome).rejects.toMatchObject({ name: 'TimeoutError' });
    await vi.advanceTimersByTimeAsync(SEARCH_CLIENT_TIMEOUT_MS);
    await settled;
  });

  it("the caller's abort still aborts at once (a superseded search)", async () => {
    const { services, signals } = hangingSearch();
    const controller = new AbortController();
    const outcome = searchProducts(deps(services, false), 'brake pads', { signal: controller.signal });
    controller.abort(new DOMException('superseded', 'AbortError'));
    await expect(outcome).rejects.toMatchObject({ name: 'AbortError' });
    expect(signals[0]?.aborted).toBe(true);
  });
});
