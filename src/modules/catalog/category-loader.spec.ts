import { Container } from 'inversify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError, CatalogueSearchToken, type CatalogueSearch } from '../../kernel/api';
import { makeTestStoreView } from '../../kernel/testing';
import { categoryLoader } from './category-loader';

const view = makeTestStoreView({ storeCode: 'eng', storeId: 4, appendStoreCode: true, isDefault: false });
const brakes = { id: 20, name: 'Brakes', slug: 'brakes', path: '1/2/20', level: 2, children_data: [] };

/** A catalogue that finds the category and its attributes, and fails every product search with `failure`. */
function services(failure: Error) {
  const container = new Container();
  const search: CatalogueSearch = async <T,>(_view: unknown, type: string) => {
    if (type === 'product') throw failure;
    const docs = type === 'category' ? [brakes] : [];
    return { hits: { total: { value: docs.length }, hits: docs.map((doc) => ({ _source: doc as T })) } };
  };
  container.bind(CatalogueSearchToken).toConstantValue(search);
  return container;
}

const load = (container: Container) => categoryLoader({ params: { slug: 'brakes' }, request: new Request('http://localhost/eng/c/brakes'), storeView: view, storeViews: [view], services: container });

describe('category loader: a product list that cannot be loaded', () => {
  it('keeps the category page up, empty, flagged listingFailed (no connection, nothing cached)', async () => {
    const data = await load(services(new TypeError('Failed to fetch')));
    expect(data).toMatchObject({ category: { id: 20, name: 'Brakes' }, products: [], total: 0, pages: 1, listingFailed: true });
  });

  it('an HTTP answer (the server refusing the request) still fails the page', async () => {
    await expect(load(services(new ApiRequestError(500, 'Internal Server Error')))).rejects.toThrow('Internal Server Error');
  });
});

describe('category loader: the category itself cannot be looked up', () => {
  /** A catalogue whose every search fails with `failure`. */
  const failing = (failure: Error) => {
    const container = new Container();
    const search: CatalogueSearch = async () => {
      throw failure;
    };
    container.bind(CatalogueSearchToken).toConstantValue(search);
    return container;
  };
  afterEach(() => vi.unstubAllGlobals());

  it("offline, with nothing cached, is an empty result (the router's offline notice and home), not the 500 page", async () => {
    vi.stubGlobal('navigator', { onLine: false });
    await expect(load(failing(new TypeError('Failed to fetch')))).rejects.toThrow('Category query returned empty result slug = brakes');
  });

  it('online, a failed lookup stays the failure it is', async () => {
    vi.stubGlobal('navigator', { onLine: true });
    await expect(load(failing(new TypeError('Failed to fetch')))).rejects.toThrow('Failed to fetch');
  });
});
