/**
 * API hardening (issue 4 item 9): CORS only for configured origins and only on `/api/*`, security headers
 * on API answers, JSON-only request bodies, and one message per transport error (body too large, malformed
 * JSON, unsupported content type) so every refusal is a plain `{code, result}` envelope.
 */
import cors from '@fastify/cors';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { finiteNumbersPlugin } from './finite-numbers';

/** The 413 answer's text (the server's bodyLimit is 256 KiB). */
export const BODY_TOO_LARGE = 'Request body is too large';
/** The 400 answer to a body that does not parse as JSON. */
export const MALFORMED_JSON = 'Malformed JSON in request body';
/** The 415 answer to a body that is not JSON. */
export const UNSUPPORTED_CONTENT_TYPE = 'Unsupported content type: send JSON (application/json)';

/** The 400 answer to a request with a NUL character (PostgreSQL text cannot hold one). */
export const NULL_CHARACTER = 'Request contains a null character';
/** The 400 answer to text with a lone UTF-16 surrogate (`"\ud800"` in JSON): not Unicode, PostgreSQL refuses it. */
export const MALFORMED_UNICODE = 'Request contains text that is not valid Unicode (a lone surrogate such as \\ud800)';
/** The 400 answer to a JSON number beyond double precision (`1e309` parses as Infinity). */
export const NUMBER_OUT_OF_RANGE = 'Request contains a number that is out of range (such as 1e309)';
/** The 414 answer to a path parameter longer than Fastify's maxParamLength (100). */
export const PARAM_TOO_LONG = 'A path parameter is too long';
/** The 400 answer to a URL that does not decode. */
export const MALFORMED_URL = 'Malformed URL';

/** Largest request body the server reads (256 KiB). */
export const API_BODY_LIMIT = 262144;

/** Headers every API answer carries; pages are left alone. */
export const API_SECURITY_HEADERS = { 'x-content-type-options': 'nosniff', 'referrer-policy': 'no-referrer' } as const;

/** Methods a browser on an allowed origin may use (the API's own). */
export const CORS_METHODS = ['GET', 'HEAD', 'POST', 'DELETE'] as const;

/** What `installApiSecurity` needs from the configuration. */
export interface ApiSecurityOptions {
  /** Origins allowed to call the API from the browser (CommerceConfig.corsOrigins); empty: none. */
  corsOrigins: readonly string[];
}

/** True for API paths (the same rule as the server's: `/api`, `/api/...`, `/api?...`). */
export function isApiUrl(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i;

const FORM_TYPE = /^application\/x-www-form-urlencoded\s*(?:;|$)/i;

/**
 * Routes that take provider form posts (MakeCommerce return and notification, sandbox pages) say so with
 * `config: { acceptsFormBody: true }` (FORM_ROUTE of server/commerce/payments/web.ts).
 */
const acceptsFormBody = (request: FastifyRequest): boolean => (request.routeOptions.config as { acceptsFormBody?: unknown } | undefined)?.acceptsFormBody === true;

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return (length !== undefined && length !== '0') || request.headers['transfer-encoding'] !== undefined;
}

/**
 * The envelope text for Fastify's own transport errors (body too large, malformed or empty JSON,
 * unsupported media type), or null for any other error. For `errorEnvelope` in server/api/errors.ts:
 * `result: status === 500 ? 'Internal Server Error' : (apiErrorMessage(error) ?? error.message ?? 'Bad request')`.
 */
export function apiErrorMessage(error: { code?: string }): string | null {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return BODY_TOO_LARGE;
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return MALFORMED_JSON;
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return UNSUPPORTED_CONTENT_TYPE;
    default:
      return null;
  }
}

/**
 * Fastify's `frameworkErrors` option: the errors the router answers before any route or hook (a path
 * parameter over maxParamLength, a URL that does not decode) as envelopes instead of Fastify's own JSON.
 */
export function apiFrameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const [code, result] = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? [414, PARAM_TOO_LONG] : [400, MALFORMED_URL];
  void reply.code(code).headers(API_SECURITY_HEADERS).send({ code, result });
}

/**
 * The Fastify constructor options the API needs: `Fastify({ logger, ...API_SERVER_OPTIONS })`. Route schemas
 * refuse a string coerced to a non-finite number (`?limit=1e309`, server/api/finite-numbers.ts).
 */
export const API_SERVER_OPTIONS = { bodyLimit: API_BODY_LIMIT, frameworkErrors: apiFrameworkErrors, ajv: { plugins: [finiteNumbersPlugin] } };

const clientError = (statusCode: number, message: string, code?: string) => Object.assign(new Error(message), { statusCode, ...(code ? { code } : {}) });

/** How deep a JSON body may nest (orders and search queries stay well below). */
export const MAX_BODY_DEPTH = 64;
/** The 400 answer to a body nested deeper than MAX_BODY_DEPTH (recursive handlers would overflow the stack). */
export const BODY_TOO_DEEP = `Request body is nested too deeply (at most ${MAX_BODY_DEPTH} levels)`;

// With the u flag a surrogate pair is one code point, so only lone surrogates match.
const LONE_SURROGATE = /\p{Cs}/u;

/** What is wrong with one string of a request (a key or a value), if anything. */
export function textProblem(text: string): string | null {
  if (text.includes('\u0000')) return NULL_CHARACTER;
  if (LONE_SURROGATE.test(text)) return MALFORMED_UNICODE;
  return null;
}

/**
 * What is wrong with a parsed JSON body, if anything: a NUL character or a lone surrogate in a key or
 * string, a number JSON.parse made Infinity (`1e309`), or nesting deeper than MAX_BODY_DEPTH. Iterative, so
 * a hostile body cannot overflow the stack here.
 */
export function bodyProblem(value: unknown): string | null {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length) {
    const [item, depth] = stack.pop() as [unknown, number];
    if (typeof item === 'string') {
      const problem = textProblem(item);
      if (problem) return problem;
    } else if (typeof item === 'number') {
      if (!Number.isFinite(item)) return NUMBER_OUT_OF_RANGE;
    } else if (typeof item === 'object' && item !== null) {
      if (depth >= MAX_BODY_DEPTH) return BODY_TOO_DEEP;
      if (Array.isArray(item)) {
        for (const child of item) stack.push([child, depth + 1]);
      } else {
        for (const [key, child] of Object.entries(item)) {
          const problem = textProblem(key);
          if (problem) return problem;
          stack.push([child, depth + 1]);
        }
      }
    }
  }
  return null;
}

/**
 * Fastify's JSON parser, except that an empty body with a JSON content type is no body (`request.body`
 * undefined), as express's body-parser of vue-storefront-api treats it: Vue Storefront 1 posts cart/create,
 * cart/apply-coupon and cart/delete-coupon with `Content-Type: application/json` and no body (ADR 0073).
 * Anything else, whitespace included, goes to Fastify's own parser (prototype poisoning refused).
 */
export function acceptEmptyJsonBody(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });
}

/**
 * Installs the API's protections on the server app; call it before any route is added (right after
 * the error handler), and create the app with API_SERVER_OPTIONS (bodyLimit 256 KiB, frameworkErrors).
 * - CORS (@fastify/cors) for `corsOrigins` only and only on `/api/*`: the request's origin is echoed when
 *   allowed (never `*`), no credentials, preflights answered with 204; other origins get no CORS headers.
 * - `x-content-type-options: nosniff` and `referrer-policy: no-referrer` on every API answer.
 * - API requests with a body that is not JSON are refused with 415 before the body is read (this also
 *   shuts out cross-site HTML form posts, which cannot send JSON); routes with `config.acceptsFormBody`
 *   (provider form posts) may also take application/x-www-form-urlencoded.
 * - A NUL character in an API URL or JSON body is a 400 (PostgreSQL would fail on it with a 500), and so
 *   is a body nested deeper than MAX_BODY_DEPTH (recursive code would overflow the stack with a 500).
 * - A JSON content type with an empty body is a request without a body (acceptEmptyJsonBody).
 */
export async function installApiSecurity(app: FastifyInstance, options: ApiSecurityOptions): Promise<void> {
  acceptEmptyJsonBody(app);
  const allowed = new Set(options.corsOrigins.filter((origin) => origin !== '*' && origin !== 'null'));
  await app.register(cors, {
    hook: 'onRequest',
    delegator: (request, callback) => {
      const origin = request.headers.origin;
      if (!isApiUrl(request.url) || typeof origin !== 'string' || !allowed.has(origin)) return callback(null, { origin: false });
      callback(null, { origin, credentials: false, methods: [...CORS_METHODS], allowedHeaders: ['Content-Type'], maxAge: 600, strictPreflight: false });
    },
  });

  app.addHook('onRequest', async (request) => {
    if (!isApiUrl(request.url)) return;
    if (request.url.includes('\u0000') || /%00/i.test(request.url)) throw clientError(400, NULL_CHARACTER);
    if (!hasBody(request)) return;
    const type = request.headers['content-type'];
    if (type && JSON_TYPE.test(type)) return;
    if (type && FORM_TYPE.test(type) && acceptsFormBody(request)) return;
    // Shaped as Fastify's own error, so errorEnvelope answers it like the parser's refusals.
    throw clientError(415, UNSUPPORTED_CONTENT_TYPE, 'FST_ERR_CTP_INVALID_MEDIA_TYPE');
  });

  app.addHook('preValidation', async (request) => {
    if (!isApiUrl(request.url) || request.body === undefined) return;
    const problem = bodyProblem(request.body);
    if (problem) throw clientError(400, problem);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (isApiUrl(request.url)) {
      for (const [name, value] of Object.entries(API_SECURITY_HEADERS)) reply.header(name, value);
    } else if (reply.getHeader('vary') === 'Origin') {
      // The CORS plugin marks every answer as varying by Origin; pages do not, so they stay as they were.
      reply.removeHeader('vary');
    }
    return payload;
  });
}
