import { Container } from 'inversify';
import { describe, expect, it, vi } from 'vitest';
import { LoggerToken } from '../../kernel/container';
import { ApiFetchToken, type ApiFetch } from '../../kernel/api';
import type { KernelLogger } from '../../kernel/logger';
import { testViews } from '../../kernel/store-view/test-views';
import { homeLoader } from './home-loader';
import { NO_BANNERS } from './logic/home';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const doc = (sku: string) => ({ id: sku.length, sku, name: `Part ${sku}`, slug: sku.toLowerCase(), type_id: 'simple', price: 10, price_incl_tax: 12.4, final_price_incl_tax: 12.4 });
const banners = { mainBanners: [{ title: 'Brakes for every car', image: '/banners/main-brakes.svg', link: '/eng/brakes' }], smallBanners: [], productBanners: [], headImage: null };

/** A CMS block answer: the envelope with the block, or the 404 envelope for the courier block when `missing`. */
const blockAnswer = (path: string, missing: string | null) => {
  const identifier = /cmsBlockIdentifier\/([^/]+)\//.exec(path)?.[1] ?? '';
  if (identifier === missing) return json({ code: 404, result: `No CMS block with identifier '${identifier}' in store eng` }, 404);
  return json({ code: 200, result: { id: 1, identifier, title: `Title ${identifier}`, content: `<p>${identifier}</p>` } });
};

/**
 * An API answering the banner file, the CMS blocks (all but `missingBlock`) and the catalogue search (bestsellers
 * when the request filters erin_recommends).
 */
function api(bannerAnswer: () => Response, missingBlock: string | null = null): { services: Container; asked: string[]; logger: KernelLogger } {
  const asked: string[] = [];
  const fetchApi: ApiFetch = async (path) => {
    asked.push(path);
    if (path.startsWith('/banners/')) return bannerAnswer();
    if (path.startsWith('/api/ext/cms-data/')) return blockAnswer(path, missingBlock);
    const request = new URL(path, 'http://x').searchParams.get('request') ?? '';
    return json({ hits: { total: { value: 1 }, hits: [{ _source: request.includes('erin_recommends') ? doc('BEST') : doc('NEW') }] } });
  };
  const logger: KernelLogger = { warn: vi.fn(), error: vi.fn() };
  const services = new Container();
  services.bind(ApiFetchToken).toConstantValue(fetchApi);
  services.bind(LoggerToken).toConstantValue(logger);
  return { services, asked, logger };
}

const load = (services: Container) => homeLoader({ params: {}, request: new Request('http://localhost/eng'), storeView: testViews.eng, storeViews: Object.values(testViews), services });

describe('homeLoader', () => {
  it("reads the view's banner file and both lists through their query configurations", async () => {
    const { services, asked, logger } = api(() => json(banners));
    const data = await load(services);
    expect(asked).toContain('/banners/eng.json');
    const searches = asked.filter((path) => path.startsWith(`/api/catalog/${testViews.eng.searchIndex}/product/_search`));
    expect(searches).toHaveLength(2);
    expect(searches.every((path) => path.includes('size=8'))).toBe(true);
    expect(data.banners.main).toEqual(banners.mainBanners);
    expect(data.newProducts.map((p) => p.sku)).toEqual(['NEW']);
    expect(data.bestSellers.map((p) => p.sku)).toEqual(['BEST']);
    expect(data.newProducts[0]).toMatchObject({ name: 'Part NEW', slug: 'new', final: 12.4 });
    expect(asked).toContain(`/api/ext/cms-data/cmsBlockIdentifier/shipping-promise/storeId/${testViews.eng.storeId}`);
    expect(data.blocks.map((b) => b.identifier)).toEqual(['shipping-promise', 'courier-cutoffs', 'return-promise']);
    expect(data.blocks[0]).toEqual({ identifier: 'shipping-promise', title: 'Title shipping-promise', content: '<p>shipping-promise</p>' });
    expect(logger.warn).not.toHaveBeenCalled();
  });

  it('only logs a CMS block that did not load and shows the others', async () => {
    const { services, logger } = api(() => json(banners), 'courier-cutoffs');
    const data = await load(services);
    expect(data.blocks.map((b) => b.identifier)).toEqual(['shipping-promise', 'return-promise']);
    expect(logger.warn).toHaveBeenCalledWith('Home: the CMS block courier-cutoffs of store view eng did not load', expect.objectContaining({ code: 404 }));
  });

  it('only logs a failed banner load and renders the lists without banners', async () => {
    const { services, logger } = api(() => json({ code: 500, result: 'Internal Server Error' }, 500));
    const data = await load(services);
    expect(data.banners).toEqual(NO_BANNERS);
    expect(data.newProducts).toHaveLength(1);
    expect(logger.warn).toHaveBeenCalledWith('Home: the banners of store view eng did not load', expect.objectContaining({ code: 500 }));
  });

  it('treats a banner file that is not JSON as a failed load', async () => {
    const { services, logger } = api(() => new Response('<html>', { status: 200, headers: { 'content-type': 'text/html' } }));
    expect((await load(services)).banners).toEqual(NO_BANNERS);
    expect(logger.warn).toHaveBeenCalledTimes(1);
  });
});
