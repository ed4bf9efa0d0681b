import { Transform } from 'node:stream';
import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PERSONAL_COOKIE_PREFIX } from '../../src/kernel/listing-narrowing';
import { cacheKey } from './output-cache';
import type { CachedResponse, OutputCache, StoreTicket, StoredEncoding } from './output-cache';

/** The response header that says whether the output cache answered: `Hit` or `Miss`. */
export const CACHE_STATUS_HEADER = 'x-vs-cache';

/** What the rules read of a request: a Fastify request, or one the server makes to itself (`OutputCacheLookup`). */
export type CacheableRequest = Pick<FastifyRequest, 'method' | 'url' | 'headers'>;

/** How `registerOutputCache` decides what to keep and under which tags. */
export interface OutputCacheRules {
  /** Whether a GET request may be answered from and stored in the cache (default: every GET). */
  isCacheable?: (request: CacheableRequest) => boolean;
  /** Tags of a stored answer besides those added by `addCacheTags` (for example the page kind). */
  tagsOf?: (request: FastifyRequest, reply: FastifyReply, body: Buffer) => Iterable<string>;
  /** The compressed forms to keep beside a stored body (computed once, on the entry's first reuse). */
  encode?: (body: Buffer, contentType: string | undefined) => Promise<CachedResponse['encoded']>;
  /** Which stored form answers a request (its Accept-Encoding); null or undefined: the identity body. */
  pickEncoding?: (acceptEncoding: string | undefined, available: NonNullable<CachedResponse['encoded']>) => StoredEncoding | null;
  /**
   * The URL a request is keyed (and should be answered) by; default: as sent. Pages keep only the query
   * parameters they read (`normalisePageUrl`), so tracking parameters do not make new entries.
   */
  keyUrl?: (request: CacheableRequest) => string;
}

/**
 * The stored answer a GET would get from the cache, looked up by the same rules as a request that reaches the
 * app (personal requests and uncacheable URLs never match), counted as a hit; undefined when the request
 * would be rendered or handled. The server's own API reads during a page render use it to skip a whole
 * in-process request (server/app.ts, `localApiFetch`).
 */
export type OutputCacheLookup = (request: CacheableRequest) => CachedResponse | undefined;

interface Lookup {
  key: string;
  hit: boolean;
  /** The URL of the key (`OutputCacheRules.keyUrl`). */
  url: string;
  /** From the shared tier's look-up after a miss: handed back when the answer is stored. */
  ticket?: StoreTicket;
}

const lookups = new WeakMap<FastifyRequest, Lookup>();
const addedTags = new WeakMap<FastifyReply, Set<string>>();

// Per-connection and per-response headers: storing them would replay a stale length or date. HSTS depends on how
// the request came (HTTPS or not), not on the page.
const UNSTORED_HEADERS = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'connection', 'keep-alive', 'date', 'age', 'strict-transport-security', CACHE_STATUS_HEADER]);

/**
 * The URL the output cache keyed this request by (its `keyUrl`), or undefined when the cache did not look it
 * up (not cacheable, personal, no cache). A missed page is rendered from this URL, so the stored answer
 * depends only on what its key holds.
 */
export function cacheKeyUrlOf(request: FastifyRequest): string | undefined {
  return lookups.get(request)?.url;
}

/** Tags the answer of this reply (for example `P123` for each product a search returns). */
export function addCacheTags(reply: FastifyReply, tags: Iterable<string>): void {
  let set = addedTags.get(reply);
  if (!set) addedTags.set(reply, (set = new Set()));
  for (const tag of tags) set.add(tag);
}

/** The tags added to this reply so far with `addCacheTags`. */
export function cacheTagsOf(reply: FastifyReply): string[] {
  return [...(addedTags.get(reply) ?? [])];
}

// Answers personal to a customer or cart (the sync layer puts token and cartId in the query) must
// never be shared with the next visitor.
/** The storefront's personal cookies (the applied car, `ap24-car-<store>`) make a page the shopper's own. */
const PERSONAL_COOKIE = new RegExp(`(?:^|;\\s*)${PERSONAL_COOKIE_PREFIX}[^=]*=[^;]+`);

function isPersonal(request: CacheableRequest): boolean {
  if (request.headers.authorization) return true;
  if (PERSONAL_COOKIE.test(request.headers.cookie ?? '')) return true;
  const at = request.url.indexOf('?');
  if (at < 0) return false;
  const query = new URLSearchParams(request.url.slice(at + 1));
  return query.has('token') || query.has('cartId');
}

function isStorable(reply: FastifyReply): boolean {
  if (reply.statusCode !== 200) return false;
  // Already encoded by its handler (a built file's .br or .gz twin): the stored body must be the identity.
  const encoding = reply.getHeader('content-encoding');
  if (encoding !== undefined && encoding !== 'identity') return false;
  if (reply.getHeader('set-cookie') !== undefined) return false;
  const control = reply.getHeader('cache-control');
  return !(typeof control === 'string' && /\b(private|no-store)\b/i.test(control));
}

function storedHeaders(reply: FastifyReply): Record<string, string | string[]> {
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value === undefined || UNSTORED_HEADERS.has(name.toLowerCase())) continue;
    headers[name.toLowerCase()] = Array.isArray(value) ? value.map(String) : String(value);
  }
  return headers;
}

function isStream(payload: unknown): payload is Readable {
  return typeof payload === 'object' && payload !== null && typeof (payload as Readable).pipe === 'function';
}

/**
 * Passes `source` through unchanged and, once it has ended without error, hands the whole body to
 * `onComplete`. A body longer than `limitBytes` is passed through but not collected. An aborted or
 * failed stream never calls `onComplete`, so a partial page is never stored.
 */
export function cacheStream(source: Readable, onComplete: (body: Buffer) => void, limitBytes = Number.POSITIVE_INFINITY): Readable {
  let chunks: Buffer[] | null = [];
  let length = 0;
  const tee = new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      if (chunks) {
        length += bytes.length;
        if (length > limitBytes) chunks = null;
        else chunks.push(bytes);
      }
      callback(null, bytes);
    },
    flush(callback) {
      if (chunks) onComplete(Buffer.concat(chunks, length));
      callback();
    },
  });
  source.on('error', (error) => tee.destroy(error));
  return source.pipe(tee);
}

/**
 * Installs the output cache on `app` (on the instance itself, not an encapsulated plugin, so it also
 * covers the not-found handler that renders pages). `onRequest` answers a stored GET with
 * `X-VS-Cache: Hit`; `onSend` stores 200 answers of cacheable GETs, marked `X-VS-Cache: Miss`,
 * including streamed bodies once they complete. Never stored: other methods, other statuses,
 * requests with `token` or `cartId` in the query, an Authorization header or a personal `ap24-*` cookie (the
 * applied car narrows listings), answers with Set-Cookie
 * or `Cache-Control: private|no-store`. Keys are method + host + URL, so own-domain store views,
 * path prefixes and the `storeCode` query each get their own entry.
 */
export function registerOutputCache(app: FastifyInstance, cache: OutputCache, rules: OutputCacheRules = {}): OutputCacheLookup {
  const isCacheable = rules.isCacheable ?? (() => true);
  const tagsOf = rules.tagsOf ?? (() => []);
  const { encode, pickEncoding } = rules;
  const keyUrl = rules.keyUrl ?? ((request: CacheableRequest) => request.url);
  // Bodies whose compressed forms are being made: one job per stored body, however many hits arrive.
  const encoding = new WeakSet<Buffer>();
  const encodeOnce = (key: string, body: Buffer, contentType: string | string[] | undefined): void => {
    if (!encode || encoding.has(body)) return;
    encoding.add(body);
    // In zlib's thread pool; the forms join the entry only if that same body is still stored. A failure
    // keeps the identity body (hits go on being compressed on the fly).
    encode(body, typeof contentType === 'string' ? contentType : undefined).then(
      (encoded) => {
        if (encoded && Object.keys(encoded).length > 0) cache.addEncodings(key, body, encoded);
      },
      () => {},
    );
  };

  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' || isPersonal(request) || !isCacheable(request)) return;
    const url = keyUrl(request);
    const key = cacheKey({ method: request.method, host: request.headers.host, url });
    let entry = cache.get(key);
    let ticket: StoreTicket | undefined;
    // Memory first; then the tier shared by the instances (Redis, ADR 0074), whose look-up is bounded and never fails.
    if (!entry && cache.lookupShared) ({ entry, ticket } = await cache.lookupShared(key));
    lookups.set(request, { key, hit: entry !== undefined, url, ...(ticket ? { ticket } : {}) });
    if (!entry) return;
    reply.code(entry.status).headers(entry.headers).header(CACHE_STATUS_HEADER, 'Hit');
    if (!entry.encoded || Object.keys(entry.encoded).length === 0) {
      // The first reuse makes the compressed forms (a miss never pays for them: most stored answers are
      // never asked for again); this hit is compressed on the fly meanwhile.
      encodeOnce(key, entry.body, entry.headers['content-type']);
      return reply.send(entry.body);
    }
    // A stored compressed form: sent as it is (a compressing hook sees the Content-Encoding and leaves it).
    reply.header('vary', 'accept-encoding');
    const encoding = pickEncoding?.(request.headers['accept-encoding'], entry.encoded);
    const encoded = encoding ? entry.encoded[encoding] : undefined;
    return encoding && encoded ? reply.header('content-encoding', encoding).send(encoded) : reply.send(entry.body);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const lookup = lookups.get(request);
    if (!lookup || lookup.hit) return payload;
    reply.header(CACHE_STATUS_HEADER, 'Miss');
    if (!isStorable(reply)) return payload;
    // The headers as they are now: hooks after this one (compression) change them for this answer only.
    const status = reply.statusCode;
    const headers = storedHeaders(reply);
    const store = (body: Buffer): void => {
      const response: CachedResponse = { status, headers, body };
      const tags = [...tagsOf(request, reply, body), ...cacheTagsOf(reply)];
      cache.set(lookup.key, response, tags, lookup.ticket ? { ticket: lookup.ticket } : undefined);
    };
    if (typeof payload === 'string') store(Buffer.from(payload));
    else if (Buffer.isBuffer(payload)) store(payload);
    else if (isStream(payload)) return cacheStream(payload, store, cache.maxBytes);
    return payload;
  });

  // Memory only (synchronous): a miss here becomes an in-process request, whose hook asks the shared tier.
  return (request) => {
    if (request.method !== 'GET' || isPersonal(request) || !isCacheable(request)) return undefined;
    return cache.get(cacheKey({ method: request.method, host: request.headers.host, url: keyUrl(request) }));
  };
}
