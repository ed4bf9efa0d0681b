import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import { ApiFetchToken, type ApiFetch } from '../../kernel/api';
import { createDurableStore } from '../../kernel/event-log/durable-store';
import { createMapStorage } from '../../kernel/event-log/storage';
import { makeTestStoreView } from '../../kernel/testing';
import { CMS_LIMITS, listCmsBlocks, listCmsHierarchy, listCmsPages, listWindow, lookupCmsBlock, lookupCmsPage } from './api';
import { CmsMirror, createCmsMirror } from './mirror';
import { cmsPageLoader } from './page-loader';

const view = makeTestStoreView({ storeCode: 'eng', storeId: 4, appendStoreCode: true, isDefault: false });
const privacy = { id: 1, identifier: 'privacy', title: 'Privacy policy', content: '<p>Safe.</p>' };

/** A container whose API answers from `answer` (or fails like a browser offline), recording the paths. */
function services(answer: (path: string) => Response | 'offline', withMirror = false) {
  const paths: string[] = [];
  const container = new Container();
  const fetchFn: ApiFetch = async (path) => {
    paths.push(path);
    const result = answer(path);
    if (result === 'offline') throw new TypeError('Failed to fetch');
    return result;
  };
  container.bind(ApiFetchToken).toConstantValue(fetchFn);
  const mirror = createCmsMirror(createDurableStore(`cms-spec-${Math.random()}`, { storage: createMapStorage() }));
  if (withMirror) container.bind(CmsMirror).toConstantValue(mirror);
  return { container, paths, mirror };
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const envelope = (code: number, result: unknown) => json(code, { code, result });
const hits = (docs: unknown[]) => json(200, { hits: { total: { value: docs.length }, hits: docs.map((doc) => ({ _source: doc })) } });
const load = (container: Container, slug: string) => cmsPageLoader({ params: { slug }, request: new Request(`http://localhost/eng/i/${slug}`), storeView: view, storeViews: [view], services: container });

describe('CMS lookups by key and value', () => {
  it('reads a page by identifier or id in the view, and fails an empty result with the spec message', async () => {
    const api = services((path) => (path.includes('/privacy/') || path.includes('/cmsPage/1?') ? envelope(200, privacy) : envelope(404, 'No CMS page')));
    expect(await lookupCmsPage(api.container, view, { key: 'identifier', value: 'privacy' })).toEqual(privacy);
    expect(await lookupCmsPage(api.container, view, { key: 'id', value: 1 })).toEqual(privacy);
    expect(api.paths).toEqual(['/api/ext/cms-data/cmsPageIdentifier/privacy/storeId/4', '/api/ext/cms-data/cmsPage/1?storeId=4']);
    await expect(lookupCmsPage(api.container, view, { key: 'identifier', value: 'nope' })).rejects.toThrow('CMS query returned empty result');
    await expect(lookupCmsBlock(api.container, view, { key: 'identifier', value: 'nope' })).rejects.toThrow('CMS query returned empty result');
    // A blank key is empty without asking the API.
    await expect(lookupCmsPage(api.container, view, { key: 'identifier', value: ' ' })).rejects.toThrow('CMS query returned empty result');
    expect(api.paths).toHaveLength(4);
  });
});

describe('CMS lists', () => {
  it('lists blocks 150 from 0 by default and pages up to 500, never more', async () => {
    const api = services(() => hits([privacy]));
    await listCmsBlocks(api.container, view);
    await listCmsPages(api.container, view);
    await listCmsBlocks(api.container, view, { size: 10_000, from: -5 });
    await listCmsHierarchy(api.container, view);
    const windows = api.paths.map((path) => new URL(path, 'http://x').searchParams).map((q) => [q.get('size'), q.get('from')]);
    expect(windows).toEqual([['150', '0'], ['500', '0'], ['500', '0'], ['500', '0']]);
    expect(api.paths[0]).toContain(`/api/catalog/${view.searchIndex}/cms_block/_search`);
    expect(api.paths[3]).toContain('/cms_hierarchy/_search');
  });

  it('clamps a window to 1..500 and a start to 0 or more', () => {
    expect(listWindow({}, CMS_LIMITS.blockSize)).toEqual({ size: 150, from: 0 });
    expect(listWindow({ size: 0, from: 20 }, 150)).toEqual({ size: 1, from: 20 });
    expect(listWindow({ size: 501, from: Number.NaN }, 150)).toEqual({ size: 500, from: 0 });
  });
});

describe('content page loader', () => {
  it('reads the page from the API, and answers 404 for an unknown page', async () => {
    const api = services((path) => (path.includes('/privacy/') ? envelope(200, privacy) : envelope(404, 'No CMS page')));
    expect(await load(api.container, 'privacy')).toEqual({ slug: 'privacy', page: privacy, fromStorage: false });
    const notFound = await load(api.container, 'nope').catch((error: unknown) => error);
    expect(notFound).toMatchObject({ init: { status: 404 } });
  });

  it('opens the copy kept in browser storage when the API cannot be reached', async () => {
    const api = services(() => 'offline', true);
    await api.mirror.pages.record({ type: 'cms/pageSeen', data: { page: privacy }, meta: {} as never });
    expect(await load(api.container, 'privacy')).toEqual({ slug: 'privacy', page: privacy, fromStorage: true });
  });

  it("fails offline without a kept copy with 'CMS query returned empty result' (the router sends the shopper home)", async () => {
    const api = services(() => 'offline', true);
    await expect(load(api.container, 'privacy')).rejects.toThrow('CMS query returned empty result');
  });

  it('keeps the transport error on the server, which has no browser storage', async () => {
    const api = services(() => 'offline');
    await expect(load(api.container, 'privacy')).rejects.toThrow('Failed to fetch');
  });
});
