/**
 * The server API type graphql (SERVER_API_TYPE=graphql, spec section 7 "GraphQL option"): the loaders read the
 * catalogue through `/graphql` instead of `/api/catalog`, and every page renders the same.
 */
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { catalogRoutes } from '../api/catalog';
import type { ApiRoutes } from '../app';
import { FIXTURE_DATABASE, FIXTURE_NOW } from '../catalogue/documents/test-fixture';
import { forEachDatabase, useRenderedPages } from '../testing';
import { graphqlRoutes } from './routes';

/** The API paths the app was asked for (the loaders' in-process requests included). */
function counting(paths: string[]): ApiRoutes {
  return async (app: FastifyInstance) => {
    app.addHook('onRequest', async (request) => {
      paths.push(request.url.split('?')[0] ?? '');
    });
  };
}

/** The page without its per-request nonces and with the public config's API type left out. */
const comparable = (html: string): string => html.replace(/nonce="[^"]*"/g, 'nonce=""').replace(/,?"serverApi":\{[^}]*\}/, '');

const PAGES = ['/', '/eng', '/c/pidurid', '/eng/c/brakes', '/eng/c/brakes?brand=TRW', '/eng/p/BP-1/brake-pads-front-ate-1', '/eng/p/WB/wiper-blade-bosch-3/WB-450', '/eng/search?q=brkae', '/search?q=piduriklotsd', '/eng/p/NOPE/nope'];

forEachDatabase('pages with the server API type graphql', ({ db }) => {
  const restPaths: string[] = [];
  const graphqlPaths: string[] = [];
  const rest = useRenderedPages(db, [counting(restPaths), catalogRoutes, graphqlRoutes], FIXTURE_NOW);
  const graphql = useRenderedPages(db, [counting(graphqlPaths), catalogRoutes, graphqlRoutes], FIXTURE_NOW, { serverApi: { type: 'graphql' } });

  it('renders home, categories with filters, products, search and 404 the same as with the api type, reading /graphql', async () => {
    for (const url of PAGES) {
      const [a, b] = [await rest.page(url), await graphql.page(url)];
      expect({ url, status: b.status }).toEqual({ url, status: a.status });
      expect(comparable(b.html)).toBe(comparable(a.html));
    }
    expect(restPaths.filter((p) => p.startsWith('/api/catalog/')).length).toBeGreaterThan(PAGES.length);
    expect(restPaths).not.toContain('/graphql');
    expect(graphqlPaths.filter((p) => p === '/graphql').length).toBeGreaterThan(PAGES.length);
    expect(graphqlPaths.filter((p) => p.startsWith('/api/catalog/'))).toEqual([]);
  });

  it('tells the browser the API type in the initial state', async () => {
    expect((await graphql.page('/eng')).html).toContain('"serverApi":{"type":"graphql"}');
    expect((await rest.page('/eng')).html).not.toContain('serverApi');
  });
}, FIXTURE_DATABASE);
