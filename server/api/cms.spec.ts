import { beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_DATABASE, useFixtureApp } from '../catalogue/documents/test-fixture';
import { forEachDatabase } from '../testing';
import { cmsRoutes } from './cms';

forEachDatabase('CMS API', ({ db }) => {
  beforeAll(async () => {
    await db().exec("INSERT INTO cms_block (id, language, identifier, title, content, active) VALUES (2, 'en', 'old', 'Old', 'x', false)");
  });
  const app = useFixtureApp(db, [cmsRoutes]);

  const get = async (url: string) => {
    const res = await app().inject({ method: 'GET', url });
    return { status: res.statusCode, body: res.json() as { code: number; result: Record<string, unknown> | string } };
  };

  describe('/api/ext/cms-data', () => {
    it('answers a page by identifier in the language of the store id', async () => {
      const est = await get('/api/ext/cms-data/cmsPageIdentifier/privacy/storeId/2');
      expect(est.status).toBe(200);
      expect(est.body).toMatchObject({ code: 200, result: { id: 1, identifier: 'privacy', title: 'Privaatsuspoliitika', content: '<p>Hoiame su andmeid.</p>', store_id: 2 } });
      expect((await get('/api/ext/cms-data/cmsPageIdentifier/privacy/storeId/4')).body.result).toMatchObject({ title: 'Privacy policy', store_id: 4 });
    });

    it('answers pages and blocks by id, in the default view or the one asked', async () => {
      expect((await get('/api/ext/cms-data/cmsPage/1')).body.result).toMatchObject({ title: 'Privaatsuspoliitika' });
      expect((await get('/api/ext/cms-data/cmsPage/2?storeId=4')).body.result).toMatchObject({ identifier: 'returns', title: 'Return policy' });
      expect((await get('/api/ext/cms-data/cmsBlock/1?storeCode=eng')).body.result).toMatchObject({ identifier: 'footer', content: '<p>Mon-Fri 9:00-17:00</p>' });
      expect((await get('/api/ext/cms-data/cmsBlockIdentifier/footer/storeId/2')).body.result).toMatchObject({ title: 'Jalus' });
    });

    it('answers 404 naming what is missing, including inactive content and other languages', async () => {
      expect(await get('/api/ext/cms-data/cmsPageIdentifier/nope/storeId/4')).toEqual({ status: 404, body: { code: 404, result: "No CMS page with identifier 'nope' in store eng" } });
      expect(await get('/api/ext/cms-data/cmsPage/2')).toEqual({ status: 404, body: { code: 404, result: 'No CMS page with id 2 in store est' } });
      expect(await get('/api/ext/cms-data/cmsBlock/2?storeId=4')).toEqual({ status: 404, body: { code: 404, result: 'No CMS block with id 2 in store eng' } });
      expect((await get('/api/ext/cms-data/cmsBlockIdentifier/footer/storeId/99')).status).toBe(404);
    });

    it('refuses malformed ids', async () => {
      expect(await get('/api/ext/cms-data/cmsPage/abc')).toEqual({ status: 400, body: { code: 400, result: 'id must be a number' } });
      expect(await get('/api/ext/cms-data/cmsPageIdentifier/privacy/storeId/x')).toEqual({ status: 400, body: { code: 400, result: 'storeId must be a number' } });
    });
  });
}, FIXTURE_DATABASE);
