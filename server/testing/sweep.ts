/**
 * A hostile-input sweep over an app's API routes (issue 4 item 9). For every route it sends malformed
 * JSON, wrong types, huge strings and numbers, negative and NaN-like values, deep nesting, forged and
 * other users' tokens, path parameters with '../' and SQL-ish text, and checks every answer: never a 5xx,
 * never a stack trace or a file path, never a string the caller marks as someone else's data, and every
 * error a `{code, result}` envelope whose code is the HTTP status. Probes that cannot be valid (malformed
 * JSON, oversized or non-JSON bodies) must be refused with a 4xx.
 * @example
 *   const routes = recordApiRoutes(app); // before the routes are added
 *   ...register routes...
 *   const report = await sweepApi(app, { routes: routes(), samples: { 'GET /api/stock/check': { query: { sku: 'BP-1' } } } });
 *   expect(report.findings).toEqual([]);
 */
import { resolve } from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { isEnvelope } from '../../contract/envelope';

/** An API route as registered: method and URL pattern (`/api/stock/check/:sku`). */
export interface SweptRoute {
  method: string;
  url: string;
  /** The route takes form posts (`config.acceptsFormBody`, provider returns): a form body is not refused there. */
  acceptsFormBody?: boolean;
}

/** A valid request for a route, which the sweep then spoils one part at a time. */
export interface RouteSample {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
}

/** What to sweep and what must never show. */
export interface SweepOptions {
  routes: readonly SweptRoute[];
  /** Valid requests keyed `'METHOD /url/pattern'`; routes without one get params '1', no query and body {}. */
  samples?: Readonly<Record<string, RouteSample>>;
  /** Strings that must appear in no answer (another user's e-mail, name, cart id, order number ...). */
  forbidden?: readonly string[];
  /** Tokens of a real user who is not the owner of the sample's resources: sent as `?token=`. */
  otherTokens?: readonly string[];
  /** Refuse non-JSON bodies with a 4xx (installApiSecurity does); default true. */
  jsonOnly?: boolean;
  /** Size of the huge strings in queries and bodies; default 1 MiB. */
  hugeBytes?: number;
  /** Called after each probe (progress for long sweeps). */
  onProbe?: (done: number) => void;
}

/** One answer that broke a rule. */
export interface SweepFinding {
  route: string;
  probe: string;
  status: number;
  problem: string;
  /** The start of the answer. */
  excerpt: string;
}

/** What a sweep did and found. */
export interface SweepReport {
  probes: number;
  /** How often each HTTP status was answered. */
  statuses: Record<number, number>;
  findings: SweepFinding[];
}

/**
 * Records the app's API routes as they are added (an onRoute hook): call it before registering routes.
 * Leaves out HEAD and OPTIONS (Fastify and CORS add them) and wildcard routes.
 */
export function recordApiRoutes(app: FastifyInstance): () => SweptRoute[] {
  const routes: SweptRoute[] = [];
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api') || route.url.includes('*')) return;
    for (const method of [route.method].flat()) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      const acceptsFormBody = (route.config as { acceptsFormBody?: unknown } | undefined)?.acceptsFormBody === true;
      if (!routes.some((r) => r.method === method && r.url === route.url)) routes.push({ method, url: route.url, ...(acceptsFormBody ? { acceptsFormBody } : {}) });
    }
  });
  return () => [...routes];
}

interface Probe {
  name: string;
  method: string;
  path: string;
  query: [string, string][];
  payload?: string;
  contentType?: string;
  headers?: Record<string, string>;
  mustReject: boolean;
}

const ROOT = resolve(import.meta.dirname, '../..');
// A V8 stack frame, a source position or a dependency path: what a leaked stack trace looks like.
// Linear on megabyte answers: no unbounded repetition before a literal.
const STACK = /\n\s+at\s|\bat\s+\S+\s+\((?:file:\/\/)?\/|\bat\s+(?:file:\/\/)?\/|\.(?:ts|js|mjs|cjs):\d+:\d+|node_modules[/\\]/;
const FORGED_TOKENS = [
  // A well-formed access token for customer 1 with a made-up signature.
  `v1.${Buffer.from(JSON.stringify({ sub: 1, grp: 0, iat: 1, exp: 4102444800 })).toString('base64url')}.${Buffer.alloc(32).toString('base64url')}`,
  'v1.e30.', 'a.b.c', 'null', 'undefined', 'Bearer x', 'x'.repeat(5000),
];
const SQLISH = ["1' OR '1'='1", "1; DROP TABLE product; --", "') UNION SELECT email FROM customer --"];
const TRAVERSAL = ['../../../../etc/passwd', '..%2F..%2Fetc%2Fpasswd', '..\\..\\windows\\win.ini'];
const NUMBERISH = ['-1', '0', '-0', 'NaN', 'Infinity', '-Infinity', '1e309', '-1e309', '1e400', '9007199254740993', '99999999999999999999999', '2147483648', '9'.repeat(400), '1.5', '0x1F'];
// Dates no calendar has (issue 18 item 12): PostgreSQL refuses them with an error, JavaScript with an Invalid Date.
const BAD_DATES = ['2026-02-30', '0000-00-00', '+275760-09-13'];
// JSON.stringify cannot write a number beyond double precision: this string is swapped for the raw text 1e309.
const RAW_1E309 = 'sweep-raw-number-1e309';
const MALFORMED_JSON = ['{', '{"a":', "{'a':1}", '[1,]', 'nul', '{"a":1}}', '{"a":01}', '\u0000'];

const deepArray = (depth: number): unknown => {
  let value: unknown = [];
  for (let i = 0; i < depth; i += 1) value = [value];
  return value;
};
const deepObject = (depth: number): unknown => {
  let value: unknown = {};
  for (let i = 0; i < depth; i += 1) value = { a: value };
  return value;
};

function fillPath(url: string, params: Record<string, string>): string {
  return url.replace(/:(\w+)(\([^)]*\))?/g, (_, name: string) => encodeURIComponent(params[name] ?? '1'));
}

/** Every body that replaces one node of `sample` (each leaf and each nested object) with a hostile value. */
function* bodyMutations(sample: unknown, huge: string): Generator<{ name: string; body: unknown }> {
  const leafValues: [string, unknown][] = [
    ['number', 12345], ['string', 'text'], ['array', []], ['object', {}], ['null', null], ['boolean', true],
    ['huge string', huge], ['huge number', 1e308], ['unsafe integer', 2 ** 53 + 2], ['negative', -1], ['fraction', 0.5],
    ['NaN text', 'NaN'], ['Infinity text', '-Infinity'], ['traversal', TRAVERSAL[0]], ['SQL-ish', SQLISH[0]], ['deep nesting', deepArray(500)],
    ['1e309', RAW_1E309], ['1e309 text', '1e309'], ['huge integer', 1e23], ['int4 overflow', 2147483648], ['lone surrogate', '\ud800'],
    ...BAD_DATES.map((date): [string, unknown] => [`date ${date}`, date]),
  ];
  const nodeValues: [string, unknown][] = [['null', null], ['string', 'text'], ['number', 7], ['array', []], ['deep nesting', deepObject(500)]];
  const walk = function* (node: unknown, path: (string | number)[]): Generator<{ name: string; body: unknown }> {
    const isContainer = typeof node === 'object' && node !== null;
    if (path.length > 0) {
      for (const [label, value] of isContainer ? nodeValues : leafValues) yield { name: `${path.join('.')} = ${label}`, body: replaceAt(sample, path, value) };
    }
    if (Array.isArray(node)) for (let i = 0; i < Math.min(node.length, 3); i += 1) yield* walk(node[i], [...path, i]);
    else if (isContainer) for (const [key, child] of Object.entries(node)) yield* walk(child, [...path, key]);
  };
  yield* walk(sample, []);
}

function replaceAt(root: unknown, path: readonly (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  if (Array.isArray(root)) return root.map((item, i) => (i === head ? replaceAt(item, rest, value) : item));
  const object = (typeof root === 'object' && root !== null ? root : {}) as Record<string, unknown>;
  return { ...object, [head]: replaceAt(object[head], rest, value) };
}

function probesFor(route: SweptRoute, sample: RouteSample, options: SweepOptions): Probe[] {
  const huge = 'A'.repeat(options.hugeBytes ?? 1024 * 1024);
  const params = sample.params ?? {};
  const query = Object.entries(sample.query ?? {});
  const withBody = route.method !== 'GET' && route.method !== 'HEAD';
  const body = sample.body ?? {};
  const base = (name: string, change: Partial<Probe> = {}): Probe => ({
    name, method: route.method, path: fillPath(route.url, params), query,
    ...(withBody ? { payload: JSON.stringify(body), contentType: 'application/json' } : {}), mustReject: false, ...change,
  });
  const probes: Probe[] = [base('the sample')];

  // Path parameters: traversal, SQL-ish text, numbers that are not ids, a null byte, a long value.
  const paramNames = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1] as string);
  for (const name of paramNames) {
    for (const value of [...TRAVERSAL, ...SQLISH, ...NUMBERISH, ...BAD_DATES, '\u0000', '%', 'x'.repeat(300)]) {
      probes.push(base(`path ${name} = ${value.slice(0, 40)}`, { path: fillPath(route.url, { ...params, [name]: value }) }));
    }
  }

  // Query parameters: the sample's, and the ones every commerce route reads.
  const keys = [...new Set([...query.map(([k]) => k), 'token', 'cartId', 'storeCode'])];
  const others = (key: string) => query.filter(([k]) => k !== key);
  for (const key of keys) {
    for (const value of ['', huge, ...TRAVERSAL, ...SQLISH, ...NUMBERISH, ...BAD_DATES, '\u0000', '{"$ne":null}', '<script>alert(1)</script>']) {
      probes.push(base(`query ${key} = ${value.length > 40 ? `${value.slice(0, 20)}... (${value.length} chars)` : value}`, { query: [...others(key), [key, value]] }));
    }
    probes.push(base(`query ${key} given twice`, { query: [...query, [key, 'a'], [key, 'b']] }));
  }
  for (const token of [...FORGED_TOKENS, ...(options.otherTokens ?? [])]) {
    probes.push(base(`forged or other token ${token.slice(0, 24)}`, { query: [...others('token'), ['token', token]] }));
  }
  probes.push(base('forged Authorization header', { headers: { authorization: `Bearer ${FORGED_TOKENS[0]}` } }));

  if (withBody) {
    const jsonOnly = options.jsonOnly ?? true;
    for (const text of MALFORMED_JSON) probes.push(base(`malformed JSON ${JSON.stringify(text)}`, { payload: text, mustReject: true }));
    for (const text of ['null', '[]', '123', '"text"', 'true', '{}', '{"__proto__":{"admin":true}}', '{"constructor":{"prototype":{"admin":true}}}']) {
      probes.push(base(`body ${text}`, { payload: text }));
    }
    // Written as text: JSON.stringify itself runs out of stack at this depth.
    probes.push(base('body nested 5000 deep (arrays)', { payload: `${'['.repeat(5000)}${']'.repeat(5000)}` }));
    probes.push(base('body nested 5000 deep (objects)', { payload: `${'{"a":'.repeat(5000)}{}${'}'.repeat(5000)}` }));
    // Over Fastify's default limit too (1 MiB), whatever hugeBytes is.
    probes.push(base('body over 1 MiB', { payload: JSON.stringify({ huge: 'A'.repeat(1024 * 1024 + 128 * 1024) }), mustReject: true }));
    probes.push(base('body as XML', { payload: '<order><id>1</id></order>', contentType: 'application/xml', mustReject: true }));
    if (jsonOnly) {
      probes.push(base('body as text/plain', { payload: JSON.stringify(body), contentType: 'text/plain', mustReject: true }));
      probes.push(base('body as a form', { payload: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded', mustReject: !route.acceptsFormBody }));
    }
    const leafHuge = 'A'.repeat(Math.min(options.hugeBytes ?? 1024 * 1024, 200 * 1024));
    for (const mutation of bodyMutations(body, leafHuge)) probes.push(base(`body ${mutation.name}`, { payload: JSON.stringify(mutation.body).replace(`"${RAW_1E309}"`, '1e309') }));
  }
  return probes;
}

function checkAnswer(probe: Probe, status: number, contentType: string, text: string, options: SweepOptions): string[] {
  const problems: string[] = [];
  if (status >= 500) problems.push(`answered ${status}`);
  if (probe.mustReject && (status < 400 || status >= 500)) problems.push(`expected a 4xx refusal, got ${status}`);
  if (STACK.test(text) || text.includes(ROOT)) problems.push('shows a stack trace or a file path');
  for (const secret of options.forbidden ?? []) if (secret && text.includes(secret)) problems.push(`shows forbidden data "${secret}"`);
  if (status >= 400) {
    let body: unknown;
    try {
      body = contentType.includes('json') ? JSON.parse(text) : undefined;
    } catch {
      body = undefined;
    }
    if (!isEnvelope(body)) problems.push(`error answer is not a {code, result} envelope (${contentType || 'no content type'})`);
    else if (body.code !== status) problems.push(`envelope code ${body.code} differs from HTTP status ${status}`);
  }
  return problems;
}

/** Sends every probe to every route (one at a time, through `app.inject`) and reports the answers that broke a rule. */
export async function sweepApi(app: FastifyInstance, options: SweepOptions): Promise<SweepReport> {
  const report: SweepReport = { probes: 0, statuses: {}, findings: [] };
  for (const route of options.routes) {
    const key = `${route.method} ${route.url}`;
    for (const probe of probesFor(route, options.samples?.[key] ?? {}, options)) {
      const search = new URLSearchParams(probe.query).toString();
      const request: InjectOptions = {
        method: probe.method as InjectOptions['method'],
        url: `${probe.path}${search ? `?${search}` : ''}`,
        headers: { ...(probe.contentType ? { 'content-type': probe.contentType } : {}), ...probe.headers },
        ...(probe.payload !== undefined ? { payload: probe.payload } : {}),
      };
      let status: number;
      let contentType: string;
      let text: string;
      try {
        const response = await app.inject(request);
        status = response.statusCode;
        contentType = String(response.headers['content-type'] ?? '');
        text = response.body;
      } catch (error) {
        status = 599;
        contentType = '';
        text = `inject failed: ${error instanceof Error ? error.message : String(error)}`;
      }
      report.probes += 1;
      report.statuses[status] = (report.statuses[status] ?? 0) + 1;
      for (const problem of checkAnswer(probe, status, contentType, text, options)) {
        report.findings.push({ route: key, probe: probe.name, status, problem, excerpt: text.slice(0, 200) });
      }
      options.onProbe?.(report.probes);
    }
  }
  return report;
}
