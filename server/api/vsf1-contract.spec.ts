/**
 * Issue 22 item 4: the Vue Storefront 1 (1.12, vsf-default) journey recorded in contract/fixtures/vsf1 —
 * browse, facets and filters, product, search as you type, the /eng view, cart, guest checkout with cash on
 * delivery, newsletter, account, customer order and history — replayed in order against the server as
 * `npm start` builds it (buildServer: transport hooks, error envelopes, every API route) on a fresh database
 * with the demo catalogue. Any departure from the recorded requests' answers fails here (ADR 0073).
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeViews } from '../../src/app/store-views';
import { buildServer } from '../app';
import { testCommerceConfig } from '../commerce/config';
import { demoCatalogue, forEachDatabase, testServerConfig } from '../testing';
import { fillPlaceholders, shapeDepartures, urlOf, valueAt, type ContractJourney } from '../testing/contract-fixtures';
import { apiRoutes } from './routes';

const FIXTURES = fileURLToPath(new URL('../../contract/fixtures/vsf1', import.meta.url));
/** Three days after the demo generator's generatedAt (2026-01-02), as the seeded product specs use. */
const NOW = new Date('2026-01-05T12:00:00Z');

const journeys = readdirSync(FIXTURES)
  .filter((file) => file.endsWith('.json'))
  .sort()
  .map((file) => ({ file, journey: JSON.parse(readFileSync(join(FIXTURES, file), 'utf8')) as ContractJourney }));

const scratch = mkdtempSync(join(tmpdir(), 'vsf1-contract-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

forEachDatabase(
  'the Vue Storefront 1 journey (contract/fixtures/vsf1)',
  ({ db }) => {
    let app: FastifyInstance;
    // Values later steps use (cart id, tokens, order number), shared by the files in order.
    const captured: Record<string, unknown> = {};

    beforeAll(async () => {
      const commerce = testCommerceConfig();
      app = await buildServer(testServerConfig(scratch, { commerce }), { api: { deps: { db: db(), storeViews, now: () => NOW, commerce }, routes: apiRoutes } });
      await app.ready();
    });
    afterAll(async () => {
      await app?.close();
    });

    it('has recorded journeys', () => {
      expect(journeys.map((j) => j.file).length).toBeGreaterThan(0);
    });

    for (const { file, journey } of journeys) {
      describe(file, () => {
        for (const step of journey.steps) {
          it(step.name, async () => {
            const request = fillPlaceholders(step.request, captured) as typeof step.request;
            const body = request.body === undefined ? undefined : JSON.stringify(request.body);
            const res = await app.inject({ method: request.method, url: urlOf(request), headers: request.headers ?? {}, ...(body === undefined ? {} : { payload: body }) });
            const answer: unknown = res.headers['content-type']?.toString().includes('application/json') ? res.json() : res.body;
            const departures = shapeDepartures(step.expect.shape, answer, captured);
            expect({ status: res.statusCode, departures }, `${request.method} ${urlOf(request)}\n${JSON.stringify(answer).slice(0, 2000)}`).toEqual({ status: step.expect.status, departures: [] });
            for (const [name, path] of Object.entries(step.capture ?? {})) {
              const value = valueAt(answer, path);
              expect(value, `capture ${name} at ${path}`).toBeDefined();
              captured[name] = value;
            }
          });
        }
      });
    }
  },
  demoCatalogue(120, 1),
);
