/**
 * Issue 18 item 12: the malformed inputs that answered 500 (huge numbers, `1e309`, broken Unicode, NUL in page
 * paths, impossible dates, a malformed Host header) sent over real HTTP to the server as `npm start` builds it
 * (buildServer with the API routes, the renderer and the error handler), on PGlite and PostgreSQL. Every one is
 * refused: a 4xx `{code, result}` envelope naming the problem on /api, a 4xx HTML page for pages; never a 500.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { render } from '../../src/app/entry-server';
import { storeViews } from '../../src/app/store-views';
import { buildServer } from '../app';
import { FIXTURE_DATABASE, FIXTURE_NOW } from '../catalogue/documents/test-fixture';
import { testCommerceConfig } from '../commerce/config';
import { MALFORMED_HOST, MALFORMED_REQUEST } from '../request-guard';
import { forEachDatabase, testServerConfig } from '../testing';
import { FINITE_NUMBER } from './finite-numbers';
import { apiRoutes } from './routes';
import { MALFORMED_UNICODE, MALFORMED_URL, NULL_CHARACTER, NUMBER_OUT_OF_RANGE } from './security';

const scratch = mkdtempSync(join(tmpdir(), 'malformed-input-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const OPS_KEY = 'ops-key-for-malformed-input-0123';
const commerce = testCommerceConfig({ opsKey: OPS_KEY });
const config = testServerConfig(scratch, { commerce });

interface Answer {
  status: number;
  headers: string;
  body: string;
}

/** One request over a socket, bytes as given (a raw NUL, a malformed Host): curl and fetch would refuse or normalise them. */
function rawRequest(port: number, head: string, body = ''): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    // Every request says `Connection: close`: the answer is complete when the server ends the connection.
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const split = text.indexOf('\r\n\r\n');
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0), headers: text.slice(0, split), body: text.slice(split + 4) });
    });
    socket.write(Buffer.from(head + body, 'latin1'));
  });
}

interface Sent {
  method?: 'GET' | 'POST';
  path: string;
  /** Sent as it is (`null`: no Host header). */
  host?: string | null;
  /** JSON text, sent as it is (`1e309`, `"\ud800"`). */
  json?: string;
  headers?: Record<string, string>;
}

const STACK = /\n\s+at\s|node_modules|\.(?:ts|js):\d+:\d+/;
const chunked = (text: string) => (/transfer-encoding: chunked/i.test(text) ? text.replace(/(?:^|\r\n)[0-9a-f]+\r\n/gi, '') : text);

forEachDatabase('malformed input over HTTP', ({ db }) => {
  let app: FastifyInstance;
  let port = 0;
  let token = '';
  let cartId = '';
  const send = async ({ method = 'GET', path, host = `localhost:${port}`, json, headers = {} }: Sent): Promise<Answer> => {
    const body = json === undefined ? '' : Buffer.from(json, 'utf8').toString('latin1');
    const lines = [`${method} ${path} HTTP/1.1`, ...(host === null ? [] : [`Host: ${host}`]), 'Connection: close'];
    if (json !== undefined) lines.push('Content-Type: application/json', `Content-Length: ${Buffer.byteLength(json)}`);
    for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
    const answer = await rawRequest(port, `${lines.join('\r\n')}\r\n\r\n`, body);
    return { ...answer, body: chunked(answer.body) };
  };
  const post = async (path: string, payload: unknown) => JSON.parse((await send({ method: 'POST', path, json: JSON.stringify(payload) })).body) as { code: number; result: unknown };

  beforeAll(async () => {
    app = await buildServer(config, { render: (request, options) => render(request, { ...options, onError: () => {} }), api: { deps: { db: db(), storeViews, now: () => FIXTURE_NOW, commerce }, routes: apiRoutes } });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
    await db().query('UPDATE stock SET qty = 1000, is_in_stock = true WHERE product_id = 1');
    expect((await post('/api/user/create', { customer: { email: 'mal.formed@example.com', firstname: 'Mal', lastname: 'Formed' }, password: 'malformed-parool-1' })).code).toBe(200);
    token = (await post('/api/user/login', { username: 'mal.formed@example.com', password: 'malformed-parool-1' })).result as string;
    cartId = (await post(`/api/cart/create?token=${token}`, {})).result as string;
    expect((await post(`/api/cart/update?token=${token}&cartId=${cartId}`, { cartItem: { sku: 'BP-1', qty: 1 } })).code).toBe(200);
  });
  afterAll(async () => {
    await app?.close();
  });

  const address = '{"firstname":"Gert","lastname":"Guest","street":["Turu 2"],"city":"Tartu","postcode":"51014","country_id":"EE","telephone":"+372 5000 0000","email":"gert@example.com"}';
  const search = '/api/catalog/vue_storefront_catalog/product/_search';
  const range = (field: string, bound: string) => `{"query":{"bool":{"filter":{"range":{"${field}":{"gte":${bound}}}}}}}`;
  const dateMessage = (what: string, field: string) => new RegExp(`^${what.replace(/[()]/g, '\\$&')} of '${field}' must be an ISO 8601 date`);

  // [name, request, status, message] — each answered 500 before this change.
  const apiCases: [string, () => Sent, number, string | RegExp][] = [
    ['order history pageSize=1e309', () => ({ path: `/api/user/order-history?token=${token}&pageSize=1e309` }), 400, `pageSize: ${FINITE_NUMBER}`],
    ['order history currentPage=-1e309', () => ({ path: `/api/user/order-history?token=${token}&currentPage=-1e309` }), 400, `currentPage: ${FINITE_NUMBER}`],
    ['reviews pageSize=Infinity', () => ({ path: `/api/user/reviews?token=${token}&pageSize=Infinity` }), 400, `pageSize: ${FINITE_NUMBER}`],
    ['reviews currentPage=1e400', () => ({ path: `/api/user/reviews?token=${token}&currentPage=1e400` }), 400, `currentPage: ${FINITE_NUMBER}`],
    ['profile address region_id 9007199254740993', () => ({ method: 'POST', path: `/api/user/me?token=${token}`, json: `{"customer":{"addresses":[${address.replace('}', ',"region_id":9007199254740993}')}]}}` }), 400, 'addresses.0.region_id: Must be at most 2147483647.'],
    ['profile address region_id "1e309"', () => ({ method: 'POST', path: `/api/user/me?token=${token}`, json: `{"customer":{"addresses":[${address.replace('}', ',"region_id":"1e309"}')}]}}` }), 400, `addresses.0.region_id: ${FINITE_NUMBER}`],
    ['profile custom attribute "\\ud800"', () => ({ method: 'POST', path: `/api/user/me?token=${token}`, json: '{"customer":{"custom_attributes":[{"attribute_code":"car_make","value":"\\ud800"}]}}' }), 400, MALFORMED_UNICODE],
    ['cart delete item_id 99999999999999999999999', () => ({ method: 'POST', path: `/api/cart/delete?token=${token}&cartId=${cartId}`, json: '{"cartItem":{"item_id":99999999999999999999999}}' }), 400, 'cartItem.item_id: Must be at most 2147483647.'],
    ['cart delete item_id "Infinity"', () => ({ method: 'POST', path: `/api/cart/delete?token=${token}&cartId=${cartId}`, json: '{"cartItem":{"item_id":"Infinity"}}' }), 400, `cartItem.item_id: ${FINITE_NUMBER}`],
    ['cart update item_id 2147483648', () => ({ method: 'POST', path: `/api/cart/update?token=${token}&cartId=${cartId}`, json: '{"cartItem":{"sku":"BP-1","qty":1,"item_id":2147483648}}' }), 400, 'cartItem.item_id: Must be at most 2147483647.'],
    ['cart shipping information firstname "\\ud800"', () => ({ method: 'POST', path: `/api/cart/shipping-information?token=${token}&cartId=${cartId}`, json: `{"addressInformation":{"shippingAddress":${address.replace('"Gert"', '"\\ud800"')},"shippingCarrierCode":"flatrate","shippingMethodCode":"flatrate"}}` }), 400, MALFORMED_UNICODE],
    ['cart shipping information street "a\\udfffb"', () => ({ method: 'POST', path: `/api/cart/shipping-information?token=${token}&cartId=${cartId}`, json: `{"addressInformation":{"shippingAddress":${address.replace('"Turu 2"', '"a\\udfffb"')}}}` }), 400, MALFORMED_UNICODE],
    ['search-query filter value 1e309', () => ({ method: 'POST', path: `${search}?request_format=search-query`, json: '{"_appliedFilters":[{"attribute":"price","value":1e309,"scope":"default"}]}' }), 400, NUMBER_OUT_OF_RANGE],
    ['search range created_at gte "2026-02-30"', () => ({ method: 'POST', path: search, json: range('created_at', '"2026-02-30"') }), 400, dateMessage("Range bound 'gte'", 'created_at')],
    ['search range updated_at gte "0000-00-00" in ?request=', () => ({ path: `${search}?request=${encodeURIComponent(range('updated_at', '"0000-00-00"'))}` }), 400, dateMessage("Range bound 'gte'", 'updated_at')],
    ['search range special_from_date gte "+275760-09-13"', () => ({ method: 'POST', path: search, json: range('special_from_date', '"+275760-09-13"') }), 400, dateMessage("Range bound 'gte'", 'special_from_date')],
    ['search terms created_at [9007199254740993]', () => ({ method: 'POST', path: search, json: '{"query":{"bool":{"filter":{"terms":{"created_at":[9007199254740993]}}}}}' }), 400, dateMessage('Date value', 'created_at')],
    ['search-query created_at from "2026-02-30"', () => ({ method: 'POST', path: `${search}?request_format=search-query`, json: '{"_appliedFilters":[{"attribute":"created_at","value":{"from":"2026-02-30"},"scope":"default"}]}' }), 400, dateMessage("Range bound 'gte'", 'created_at')],
    ['search terms created_at ["\\ud800"]', () => ({ method: 'POST', path: search, json: '{"query":{"bool":{"filter":{"terms":{"created_at":["\\ud800"]}}}}}' }), 400, MALFORMED_UNICODE],
    ['search ?request= with "\\u0000"', () => ({ path: `${search}?request=${encodeURIComponent('{"query":{"bool":{"filter":{"terms":{"sku":["\\u0000"]}}}}}')}` }), 400, NULL_CHARACTER],
    ['CMS page id 9007199254740993', () => ({ path: '/api/ext/cms-data/cmsPage/9007199254740993' }), 400, 'id must be at most 2147483647'],
    ['CMS block id 2147483648', () => ({ path: '/api/ext/cms-data/cmsBlock/2147483648' }), 400, 'id must be at most 2147483647'],
    ['outbox limit=1e309', () => ({ path: '/api/ext/mail-service/outbox?limit=1e309', headers: { 'x-ops-key': OPS_KEY } }), 400, 'querystring/limit must be a finite number'],
    ['health with a malformed Host', () => ({ path: '/api/health', host: 'a b' }), 400, MALFORMED_HOST],
  ];

  describe('the API', () => {
    it.each(apiCases)('refuses %s with a 4xx envelope', async (_name, request, status, message) => {
      const answer = await send(request());
      expect(answer.status).toBe(status);
      expect(answer.headers).toMatch(/content-type: application\/json/i);
      const body = JSON.parse(answer.body) as { code: number; result: unknown };
      expect(body.code).toBe(status);
      if (typeof message === 'string') expect(body.result).toBe(message);
      else expect(body.result).toMatch(message);
    });

    it('answers filters no row can match (ids beyond int, NaN prices) with no hits, not a 500', async () => {
      for (const json of [
        '{"query":{"bool":{"filter":{"terms":{"id":[9007199254740993]}}}}}',
        '{"query":{"bool":{"filter":{"terms":{"category_ids":[99999999999999999999999]}}}}}',
        '{"query":{"bool":{"filter":{"term":{"status":[2147483648]}}}}}',
      ]) {
        const answer = await send({ method: 'POST', path: search, json });
        expect([json, answer.status]).toEqual([json, 200]);
        expect((JSON.parse(answer.body) as { hits: { total: { value: number } } }).hits.total.value).toBe(0);
      }
      // A search-query price filter whose values are not numbers: the price field's own parameters stay typed.
      const nan = await send({ method: 'POST', path: `${search}?request_format=search-query`, json: '{"_appliedFilters":[{"attribute":"price","value":"NaN","scope":"default"}]}' });
      expect(nan.status).toBe(200);
    });

    it('answers a request line with a raw NUL byte with the envelope', async () => {
      const answer = await rawRequest(port, 'GET /api/health\u0000 HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
      expect([answer.status, JSON.parse(answer.body)]).toEqual([400, { code: 400, result: MALFORMED_REQUEST }]);
    });
  });

  describe('pages', () => {
    const pageCases: [string, () => Sent, number, string][] = [
      ['a NUL in a category path', () => ({ path: '/c/pidurid%00' }), 400, NULL_CHARACTER],
      ['a NUL in a category filter', () => ({ path: '/pidurid?brand=%00' }), 400, NULL_CHARACTER],
      ['a NUL in a product path', () => ({ path: '/pidurid/%00' }), 400, NULL_CHARACTER],
      ['an overlong UTF-8 slash', () => ({ path: '/c/%C0%AF' }), 400, MALFORMED_URL],
      ['a byte that is not UTF-8', () => ({ path: '/%FF' }), 400, MALFORMED_URL],
      ['a UTF-8 encoded lone surrogate', () => ({ path: '/eng/%ED%A0%80' }), 400, MALFORMED_URL],
      ...['a b', '[::1', '::::', 'localhost:99999', 'localhost:abc', 'user@localhost', ':3160', 'localhost:3160:3160', '', 'exa mple.com', '[fe80::1%25eth0]'].map(
        (host): [string, () => Sent, number, string] => [`the Host ${JSON.stringify(host)}`, () => ({ path: host.length % 2 ? '/' : '/pidurid', host }), 400, MALFORMED_HOST],
      ),
    ];

    it.each(pageCases)('refuses %s with a 4xx page', async (_name, request, status, message) => {
      const answer = await send(request());
      expect(answer.status).toBe(status);
      expect(answer.headers).toMatch(/content-type: text\/html/i);
      expect(answer.body).toContain(`${status}</title>`);
      expect(answer.body).toContain(message);
      expect(answer.body).not.toMatch(STACK);
    });

    it('still serves pages with a well-formed Host, an IPv6 literal, or none (HTTP/1.0)', async () => {
      expect((await send({ path: '/pidurid' })).status).toBe(200);
      expect((await send({ path: '/', host: '[::1]:3000' })).status).toBe(200);
      expect((await send({ path: '/', host: 'fi.localhost' })).status).toBe(200);
      expect((await rawRequest(port, 'GET / HTTP/1.0\r\n\r\n')).status).toBe(200);
    });

    it('answers a raw NUL byte in a page path with a 400', async () => {
      const answer = await rawRequest(port, 'GET /pidurid/\u0000 HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
      expect(answer.status).toBe(400);
      expect(answer.body).not.toMatch(STACK);
    });
  });
}, FIXTURE_DATABASE);
