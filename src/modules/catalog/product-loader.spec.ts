import { Container } from 'inversify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoggerToken } from '../../kernel';
import { CatalogueSearchToken, type CatalogueSearch } from '../../kernel/api';
import { createRecordingLogger, makeTestStoreView } from '../../kernel/testing';
import { productLoader } from './product-loader';

const view = makeTestStoreView({ storeCode: 'eng', storeId: 4, appendStoreCode: true, isDefault: false });
const part = (sku: string) => ({ id: sku.length, sku, name: `Part ${sku}`, slug: sku.toLowerCase(), type_id: 'simple', status: 1, visibility: 4, price: 10 });

/** A container whose catalogue search finds `docs` by sku, with a recording logger. */
function services(docs: Record<string, unknown>[]) {
  const container = new Container();
  const logger = createRecordingLogger();
  container.bind(LoggerToken).toConstantValue(logger);
  const search: CatalogueSearch = async <T,>(_view: unknown, type: string, request: Record<string, unknown>) => {
    const skus = type === 'product' ? (((request.query as { bool?: { filter?: { terms?: { sku?: string[] } }[] } }).bool?.filter?.[0]?.terms?.sku) ?? []) : [];
    const found = docs.filter((doc) => skus.includes(doc.sku as string));
    return { hits: { total: { value: found.length }, hits: found.map((doc) => ({ _source: doc as T })) } };
  };
  container.bind(CatalogueSearchToken).toConstantValue(search);
  return { container, logger };
}

const load = (container: Container, parentSku: string) =>
  productLoader({ params: { parentSku }, request: new Request(`http://localhost/eng/p/${parentSku}`), storeView: view, storeViews: [view], services: container });

describe('product loader: links logged, never shown (spec section 8)', () => {
  it("logs 'Product link not found' for a grouped product's link the catalogue does not have, and shows the parts it has", async () => {
    const grouped = { ...part('SET-1'), type_id: 'grouped', product_links: [{ sku: 'SET-1', linked_product_sku: 'P-1', link_type: 'associated' }, { sku: 'SET-1', linked_product_sku: 'P-GONE', link_type: 'associated' }] };
    const { container, logger } = services([grouped, part('P-1')]);
    const loaded = await load(container, 'SET-1');
    expect(loaded.parts.map((p) => p.sku)).toEqual(['P-1']);
    expect(logger.entries).toEqual([{ level: 'warn', message: 'Product link not found', detail: { sku: 'SET-1', link: 'P-GONE' } }]);
  });

  it("logs 'Product with type grouped has no product_links set!' for a grouped product without links", async () => {
    const { container, logger } = services([{ ...part('SET-2'), type_id: 'grouped' }]);
    await load(container, 'SET-2');
    expect(logger.entries).toEqual([{ level: 'warn', message: 'Product with type grouped has no product_links set!', detail: { sku: 'SET-2' } }]);
  });

  it('logs nothing when every link is found', async () => {
    const grouped = { ...part('SET-3'), type_id: 'grouped', product_links: [{ sku: 'SET-3', linked_product_sku: 'P-1', link_type: 'associated' }] };
    const { container, logger } = services([grouped, part('P-1')]);
    await load(container, 'SET-3');
    expect(logger.entries).toEqual([]);
  });
});

describe('product loader: the product cannot be looked up', () => {
  afterEach(() => vi.unstubAllGlobals());
  const failing = () => {
    const container = new Container();
    container.bind(LoggerToken).toConstantValue(createRecordingLogger());
    const search: CatalogueSearch = async () => {
      throw new TypeError('Failed to fetch');
    };
    container.bind(CatalogueSearchToken).toConstantValue(search);
    return container;
  };

  it("offline, with nothing cached, is 'Product query returned empty result' (offline notice and home, spec section 8)", async () => {
    vi.stubGlobal('navigator', { onLine: false });
    await expect(load(failing(), 'P-1')).rejects.toThrow('Product query returned empty result sku = P-1');
  });

  it('online, a failed lookup stays the failure it is', async () => {
    vi.stubGlobal('navigator', { onLine: true });
    await expect(load(failing(), 'P-1')).rejects.toThrow('Failed to fetch');
  });
});
