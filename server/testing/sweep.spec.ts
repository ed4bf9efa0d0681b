import Fastify, { type FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { storeViews } from '../../src/app/store-views';
import type { ApiDeps } from '../api/deps';
import { errorEnvelope } from '../api/errors';
import { catalogRoutes } from '../api/catalog';
import { cmsRoutes } from '../api/cms';
import { productRoutes } from '../api/product';
import { reviewRoutes } from '../api/review';
import { API_SERVER_OPTIONS, apiErrorMessage, installApiSecurity } from '../api/security';
import { stockRoutes } from '../api/stock';
import { vehicleRoutes } from '../api/vehicle';
import type { ApiRoutes } from '../app';
import { FIXTURE_DATABASE, FIXTURE_NOW } from '../catalogue/documents/test-fixture';
import { testCommerceConfig } from '../commerce/config';
import type { Database } from '../storage';
import { forEachDatabase } from './databases';
import { recordApiRoutes, sweepApi } from './sweep';
import type { SweptRoute } from './sweep';

/** An app shaped like the server: bodyLimit, error envelopes (with the errors.ts change), security, 404 envelope. */
async function hardenedApp(deps: ApiDeps, routes: readonly ApiRoutes[]): Promise<{ app: FastifyInstance; routes: () => SweptRoute[] }> {
  const app = Fastify({ ...API_SERVER_OPTIONS });
  app.setErrorHandler(async (error: { statusCode?: number; message?: string; code?: string }, _request, reply) => {
    const answer = errorEnvelope(error);
    const result = answer.code === 500 ? answer.result : (apiErrorMessage(error) ?? answer.result);
    return reply.code(answer.code).send({ code: answer.code, result });
  });
  const recorded = recordApiRoutes(app);
  await installApiSecurity(app, { corsOrigins: [] });
  for (const register of routes) await register(app, deps);
  app.setNotFoundHandler(async (_request, reply) => reply.code(404).send({ code: 404, result: 'Not found' }));
  await app.ready();
  return { app, routes: recorded };
}

const depsFor = (db: Database): ApiDeps => ({ db, storeViews, now: () => FIXTURE_NOW, commerce: testCommerceConfig() });
const SEARCH = { query: { bool: { filter: { terms: { sku: ['BP-1'] } } } } };
const VICTIM = { email: 'victim.customer@example.com', firstname: 'Viktoria', hash: 'scrypt$16384$8$1$c2FsdA$aGFzaA' };

forEachDatabase('API sweep of the catalogue routes', ({ db }) => {
  it('finds no 5xx, no stack trace, no leak and no bare error on stock, review, catalog, CMS, product and vehicle routes', async () => {
    await db().query(
      `INSERT INTO customer (email, firstname, lastname, password_hash, store_id) VALUES ($1, $2, 'Victim', $3, 2) ON CONFLICT DO NOTHING`,
      [VICTIM.email, VICTIM.firstname, VICTIM.hash],
    );
    const { app, routes } = await hardenedApp(depsFor(db()), [stockRoutes, reviewRoutes, catalogRoutes, cmsRoutes, productRoutes, vehicleRoutes]);
    try {
      const swept = routes();
      expect(swept.map((r) => `${r.method} ${r.url}`)).toEqual(expect.arrayContaining([
        'GET /api/stock/check', 'GET /api/stock/list', 'POST /api/review/create', 'POST /api/catalog/:index/:type/_search',
        'GET /api/ext/cms-data/cmsPage/:id', 'GET /api/product/render-list', 'GET /api/ext/vehicle/plate',
      ]));
      const report = await sweepApi(app, {
        routes: swept,
        samples: {
          'GET /api/stock/check': { query: { sku: 'BP-1' } },
          'GET /api/stock/check/:sku': { params: { sku: 'BP-1' } },
          'GET /api/stock/list': { query: { skus: 'BP-1,BP-2' } },
          'POST /api/review/create': { body: { review: { product_id: 1, title: 'Good', detail: 'Fine pads', nickname: 'Mari', customer_id: 1, ratings: [{ rating_id: 1, value: 5 }] } } },
          'GET /api/catalog/:index/:type/_search': { params: { index: 'vue_storefront_catalog', type: 'product' }, query: { request: JSON.stringify(SEARCH), size: '10', from: '0' } },
          'POST /api/catalog/:index/:type/_search': { params: { index: 'vue_storefront_catalog', type: 'product' }, body: SEARCH },
          'GET /api/ext/cms-data/cmsPage/:id': { params: { id: '1' }, query: { storeCode: 'eng' } },
          'GET /api/ext/cms-data/cmsPageIdentifier/:identifier/storeId/:storeId': { params: { identifier: 'privacy', storeId: '4' } },
          'GET /api/product/render-list': { query: { skus: 'BP-1,WB', currencyCode: 'EUR', storeId: '2' } },
          'GET /api/ext/vehicle/plate': { query: { plate: '123ABC', country: 'EE' } },
          'GET /api/ext/vehicle/ktype/:ktypnr': { params: { ktypnr: '10815' } },
        },
        // None of these routes may ever show a customer's data.
        forbidden: [VICTIM.email, VICTIM.firstname, VICTIM.hash, 'scrypt$'],
      });
      expect(report.findings).toEqual([]);
      expect(report.probes).toBeGreaterThan(1000);
      expect(Object.keys(report.statuses).some((s) => Number(s) >= 400 && Number(s) < 500)).toBe(true);
    } finally {
      await app.close();
    }
  }, 120_000);
}, FIXTURE_DATABASE);

describe('sweepApi', () => {
  it('reports 5xx answers, stack traces, leaked data, bare errors and accepted nonsense', async () => {
    const app = Fastify({ bodyLimit: 262144 });
    const routes = recordApiRoutes(app);
    app.get('/api/crash', async (request) => {
      if ((request.query as { token?: string }).token === 'null') throw new Error('boom');
      return { code: 200, result: 'ok' };
    });
    app.get('/api/stack', async (request, reply) => {
      const sku = (request.query as { sku?: string }).sku ?? '';
      if (sku.includes("'")) return reply.code(400).send({ code: 400, result: 'Error: bad\n    at handler (/srv/app/server/api/x.ts:10:5)' });
      return { code: 200, result: 'ok' };
    });
    app.get('/api/leak/:id', async (request) => ({ code: 200, result: (request.params as { id: string }).id === '-1' ? 'victim@example.com' : 'ok' }));
    app.post('/api/bare', async (request, reply) => (request.body === null ? reply.code(422).send({ message: 'nope' }) : { code: 200, result: 'ok' }));
    app.addContentTypeParser('application/xml', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    await app.ready();
    try {
      const report = await sweepApi(app, { routes: routes(), forbidden: ['victim@example.com'], hugeBytes: 1024, samples: { 'GET /api/stack': { query: { sku: 'A' } } } });
      const found = new Set(report.findings.map((f) => `${f.route} | ${f.problem}`));
      expect([...found].sort()).toEqual([
        'GET /api/crash | answered 500',
        'GET /api/crash | error answer is not a {code, result} envelope (application/json; charset=utf-8)',
        // Fastify's own 414 for a path parameter over maxParamLength (the server answers it with apiFrameworkErrors).
        'GET /api/leak/:id | error answer is not a {code, result} envelope (application/json)',
        'GET /api/leak/:id | shows forbidden data "victim@example.com"',
        'GET /api/stack | shows a stack trace or a file path',
        'POST /api/bare | error answer is not a {code, result} envelope (application/json; charset=utf-8)',
        'POST /api/bare | expected a 4xx refusal, got 200',
      ]);
      expect(report.findings.find((f) => f.route === 'POST /api/bare' && f.problem.startsWith('expected'))?.probe).toMatch(/^body as (XML|text\/plain|a form)$/);
    } finally {
      await app.close();
    }
  });
});
