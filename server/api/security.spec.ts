import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_SERVER_OPTIONS, apiErrorMessage, BODY_TOO_DEEP, BODY_TOO_LARGE, bodyProblem, installApiSecurity, isApiUrl, MALFORMED_JSON, MAX_BODY_DEPTH,
  NULL_CHARACTER, PARAM_TOO_LONG, UNSUPPORTED_CONTENT_TYPE,
} from './security';
import { errorEnvelope } from './errors';

const PARTNER = 'https://partner.example';

/** The server's error answers with the change proposed for errors.ts (apiErrorMessage first). */
function envelopeOf(error: { statusCode?: number; message?: string; code?: string }) {
  const answer = errorEnvelope(error);
  return answer.code === 500 ? answer : { code: answer.code, result: apiErrorMessage(error) ?? answer.result };
}

async function hardenedApp(corsOrigins: readonly string[]): Promise<FastifyInstance> {
  const app = Fastify({ ...API_SERVER_OPTIONS });
  app.setErrorHandler(async (error: { statusCode?: number; message?: string; code?: string }, _request, reply) => {
    const answer = envelopeOf(error);
    return reply.code(answer.code).send(answer);
  });
  await installApiSecurity(app, { corsOrigins });
  app.get('/api/thing', async () => ({ code: 200, result: 'thing' }));
  app.post('/api/thing', async (request) => ({ code: 200, result: request.body ?? null }));
  app.get('/api/thing/:id', async (request) => ({ code: 200, result: (request.params as { id: string }).id }));
  app.post('/api/provider-return', { config: { acceptsFormBody: true } }, async (request) => ({ code: 200, result: request.body ?? null }));
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))));
  app.get('/page', async (_request, reply) => reply.type('text/html').send('<p>page</p>'));
  app.setNotFoundHandler(async (_request, reply) => reply.code(404).send({ code: 404, result: 'Not found' }));
  await app.ready();
  return app;
}

describe('installApiSecurity', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await hardenedApp([PARTNER, '*']);
  });
  afterAll(async () => {
    await app.close();
  });

  describe('CORS', () => {
    it('echoes an allowed origin on API answers, without credentials', async () => {
      const res = await app.inject({ method: 'GET', url: '/api/thing', headers: { origin: PARTNER } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['access-control-allow-origin']).toBe(PARTNER);
      expect(res.headers['access-control-allow-credentials']).toBeUndefined();
      expect(res.headers.vary).toContain('Origin');
    });

    it('answers a preflight from an allowed origin', async () => {
      const res = await app.inject({
        method: 'OPTIONS', url: '/api/thing',
        headers: { origin: PARTNER, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
      });
      expect(res.statusCode).toBe(204);
      expect(res.headers['access-control-allow-origin']).toBe(PARTNER);
      expect(res.headers['access-control-allow-methods']).toBe('GET, HEAD, POST, DELETE');
      expect(res.headers['access-control-allow-headers']).toBe('Content-Type');
    });

    it('gives other origins, wildcards and pages no CORS headers', async () => {
      for (const origin of ['https://evil.example', 'null', `${PARTNER}.evil.example`, 'http://partner.example']) {
        const res = await app.inject({ method: 'GET', url: '/api/thing', headers: { origin } });
        expect(res.statusCode).toBe(200);
        expect(res.headers['access-control-allow-origin'], origin).toBeUndefined();
        const preflight = await app.inject({ method: 'OPTIONS', url: '/api/thing', headers: { origin, 'access-control-request-method': 'POST' } });
        expect(preflight.headers['access-control-allow-origin'], origin).toBeUndefined();
        expect([preflight.statusCode, preflight.json()]).toEqual([404, { code: 404, result: 'Not found' }]);
      }
      const page = await app.inject({ method: 'GET', url: '/page', headers: { origin: PARTNER } });
      expect(page.headers['access-control-allow-origin']).toBeUndefined();
      expect(page.headers.vary).toBeUndefined();
    });

    it('allows no origin at all when none is configured', async () => {
      const closed = await hardenedApp([]);
      try {
        const res = await closed.inject({ method: 'GET', url: '/api/thing', headers: { origin: PARTNER } });
        expect(res.headers['access-control-allow-origin']).toBeUndefined();
      } finally {
        await closed.close();
      }
    });
  });

  it('puts the security headers on API answers (errors included) and not on pages', async () => {
    for (const url of ['/api/thing', '/api/missing']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['referrer-policy'], url).toBe('no-referrer');
    }
    const page = await app.inject({ method: 'GET', url: '/page' });
    expect(page.headers['x-content-type-options']).toBeUndefined();
    expect(page.headers['referrer-policy']).toBeUndefined();
  });

  describe('request bodies', () => {
    const post = async (payload: string, contentType = 'application/json') => {
      const res = await app.inject({ method: 'POST', url: '/api/thing', payload, headers: { 'content-type': contentType } });
      return [res.statusCode, res.json()];
    };

    it('takes JSON, and a POST without a body', async () => {
      expect(await post('{"a":1}')).toEqual([200, { code: 200, result: { a: 1 } }]);
      expect(await post('{"a":1}', 'application/json; charset=utf-8')).toEqual([200, { code: 200, result: { a: 1 } }]);
      const empty = await app.inject({ method: 'POST', url: '/api/thing' });
      expect([empty.statusCode, empty.json()]).toEqual([200, { code: 200, result: null }]);
    });

    // Vue Storefront 1 posts cart/create and the coupon calls with a JSON content type and no body (issue 22 item 4).
    it('takes a JSON content type with an empty body as a POST without a body', async () => {
      for (const headers of [{ 'content-type': 'application/json' }, { 'content-type': 'application/json', 'content-length': '0' }, { 'content-type': 'application/json; charset=utf-8' }]) {
        const res = await app.inject({ method: 'POST', url: '/api/thing', headers });
        expect([res.statusCode, res.json()], JSON.stringify(headers)).toEqual([200, { code: 200, result: null }]);
      }
      const poisoned = await app.inject({ method: 'POST', url: '/api/thing', payload: '{"__proto__":{"x":1}}', headers: { 'content-type': 'application/json' } });
      expect(poisoned.statusCode).toBe(400);
    });

    it('lets routes marked acceptsFormBody take provider form posts, and only those', async () => {
      const form = { 'content-type': 'application/x-www-form-urlencoded' };
      const provider = await app.inject({ method: 'POST', url: '/api/provider-return', payload: 'json=%7B%7D&mac=ABC', headers: form });
      expect([provider.statusCode, provider.json()]).toEqual([200, { code: 200, result: { json: '{}', mac: 'ABC' } }]);
      const plain = await app.inject({ method: 'POST', url: '/api/provider-return', payload: 'x', headers: { 'content-type': 'text/plain' } });
      expect(plain.statusCode).toBe(415);
      const other = await app.inject({ method: 'POST', url: '/api/thing', payload: 'a=1', headers: form });
      expect(other.statusCode).toBe(415);
    });

    it('answers an oversized body 413, malformed JSON 400 and other content types 415', async () => {
      expect(await post(JSON.stringify({ text: 'x'.repeat(262144) }))).toEqual([413, { code: 413, result: BODY_TOO_LARGE }]);
      expect(await post('{"a":')).toEqual([400, { code: 400, result: MALFORMED_JSON }]);
      expect(await post(' ')).toEqual([400, { code: 400, result: MALFORMED_JSON }]);
      for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml']) {
        expect(await post('a=1', type), type).toEqual([415, { code: 415, result: UNSUPPORTED_CONTENT_TYPE }]);
      }
      const untyped = await app.inject({ method: 'POST', url: '/api/thing', payload: Buffer.from('{"a":1}') });
      expect([untyped.statusCode, untyped.json()]).toEqual([415, { code: 415, result: UNSUPPORTED_CONTENT_TYPE }]);
    });
  });

  describe('hostile input', () => {
    it('refuses NUL characters in the URL and the body', async () => {
      for (const url of ['/api/thing?sku=%00', '/api/thing/a%00b']) {
        const res = await app.inject({ method: 'GET', url });
        expect([res.statusCode, res.json()], url).toEqual([400, { code: 400, result: NULL_CHARACTER }]);
      }
      const res = await app.inject({ method: 'POST', url: '/api/thing', payload: { list: ['ok', { 'a\u0000': 1 }] } });
      expect([res.statusCode, res.json()]).toEqual([400, { code: 400, result: NULL_CHARACTER }]);
      expect(bodyProblem({ a: ['x', 'y\u0000'] })).toBe(NULL_CHARACTER);
    });

    it(`refuses bodies nested deeper than ${MAX_BODY_DEPTH} levels, without overflowing itself`, async () => {
      const deep = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;
      const res = await app.inject({ method: 'POST', url: '/api/thing', payload: deep, headers: { 'content-type': 'application/json' } });
      expect(res.statusCode).toBe(400);
      expect([BODY_TOO_DEEP, MALFORMED_JSON]).toContain((res.json() as { result: string }).result);
      const nested = (depth: number): unknown => (depth === 0 ? 'leaf' : { a: nested(depth - 1) });
      expect(bodyProblem(nested(MAX_BODY_DEPTH))).toBeNull();
      expect(bodyProblem(nested(MAX_BODY_DEPTH + 1))).toBe(BODY_TOO_DEEP);
      const post = await app.inject({ method: 'POST', url: '/api/thing', payload: nested(100) as object });
      expect([post.statusCode, post.json()]).toEqual([400, { code: 400, result: BODY_TOO_DEEP }]);
    });

    it('answers a path parameter over the length limit with an envelope', async () => {
      const res = await app.inject({ method: 'GET', url: `/api/thing/${'x'.repeat(150)}` });
      expect([res.statusCode, res.json()]).toEqual([414, { code: 414, result: PARAM_TOO_LONG }]);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect((await app.inject({ method: 'GET', url: `/api/thing/${'x'.repeat(90)}` })).statusCode).toBe(200);
    });
  });

  it('maps only Fastify transport errors', () => {
    expect(apiErrorMessage({ code: 'FST_ERR_CTP_BODY_TOO_LARGE' })).toBe(BODY_TOO_LARGE);
    expect(apiErrorMessage({ code: 'FST_ERR_CTP_INVALID_JSON_BODY' })).toBe(MALFORMED_JSON);
    expect(apiErrorMessage({ code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE' })).toBe(UNSUPPORTED_CONTENT_TYPE);
    expect(apiErrorMessage({ code: 'FST_ERR_VALIDATION' })).toBeNull();
    expect(apiErrorMessage({})).toBeNull();
    expect(['/api', '/api/x', '/api?x', '/apix', '/', '/eng/api'].map(isApiUrl)).toEqual([true, true, true, false, false, false]);
  });
});
