// The home lists' requests run through the real catalogue search (server/search via /api/catalog) on the
// fixture catalogue, on both databases: newest first, 8 at most, bestsellers only the recommended ones.
import { beforeAll, expect, it } from 'vitest';
import { catalogRoutes } from '../../../../server/api/catalog';
import { FIXTURE_DATABASE, useFixtureApp } from '../../../../server/catalogue/documents/test-fixture';
import { forEachDatabase } from '../../../../server/testing';
import { homeListRequest, type HomeListName } from './home';

const ENG = '/api/catalog/vue_storefront_catalog_eng/product/_search';

forEachDatabase(
  'home list requests against the catalogue search',
  ({ db }) => {
    beforeAll(async () => {
      // Creation days in an order unlike the ids; BP-2 and KIT are recommended.
      await db().query(`UPDATE product SET created_at = '2026-05-01T00:00:00Z'::timestamptz + (((id * 5) % 9) || ' days')::interval`);
      await db().query(`UPDATE product SET attrs = attrs || '{"erin_recommends":1}'::jsonb WHERE sku IN ('BP-2', 'KIT')`);
    });
    const app = useFixtureApp(db, [catalogRoutes]);
    const skus = async (name: HomeListName) => {
      const { size, from, ...body } = homeListRequest(name);
      const response = await app().inject({ url: `${ENG}?request=${encodeURIComponent(JSON.stringify(body))}&size=${size}&from=${from}` });
      expect(response.statusCode, response.body).toBe(200);
      return (response.json() as { hits: { hits: { _source: { sku: string } }[] } }).hits.hits.map((h) => h._source.sku);
    };

    it('lists the visible products newest first', async () => {
      // Days after May 1st: BP-1 5, BP-2 1, WB 6, KIT 3, GRP 8 (the children, HIDDEN and the unnamed MANUAL are not listed).
      expect(await skus('newProducts')).toEqual(['GRP', 'WB', 'BP-1', 'KIT', 'BP-2']);
    });

    it('lists only the recommended products as bestsellers, newest first', async () => {
      expect(await skus('bestSellers')).toEqual(['KIT', 'BP-2']);
    });
  },
  FIXTURE_DATABASE,
);
