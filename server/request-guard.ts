/**
 * Refusals of requests no route can answer (issue 18 item 12): a malformed Host header, a NUL character in
 * the URL, a request line or header Node's HTTP parser rejects. Pages get a short HTML page with the 4xx
 * status, `/api/*` the `{code, result}` envelope; nothing reaches the renderer or the database, so none of
 * them can end in a 500.
 */
import { STATUS_CODES } from 'node:http';
import { isIPv6 } from 'node:net';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { NO_CACHE } from './cache-control';
import { API_SERVER_OPTIONS, apiFrameworkErrors, isApiUrl, MALFORMED_URL, NULL_CHARACTER, PARAM_TOO_LONG } from './api/security';

/** The 400 answer to a Host header that is not a host name, IP address or IPv6 literal with an optional port. */
export const MALFORMED_HOST = 'Malformed Host header';
/** The 400 answer to a request Node's HTTP parser refused (a NUL or control byte in the request line, ...). */
export const MALFORMED_REQUEST = 'Malformed request';
/** The 431 answer to request headers over Node's limit (16 KiB by default). */
export const HEADERS_TOO_LARGE = 'Request headers are too large';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A minimal page for a refused page request: status in the title, the reason, a link home. */
export function errorPageHtml(status: number, title: string, message: string): string {
  return (
    `<!DOCTYPE html><html><head><meta charset="utf-8"><title>${escapeHtml(title)} ${status}</title></head>` +
    `<body><h1>${escapeHtml(title)} ${status}</h1><p>${escapeHtml(message)}</p><p><a href="/">Return to home page</a></p></body></html>`
  );
}

// A DNS name or IPv4 address (labels of letters, digits, '-' and '_'; a trailing dot allowed), or an IPv6 literal.
const HOST_NAME = /^(?:[A-Za-z0-9_](?:[A-Za-z0-9_-]{0,61}[A-Za-z0-9_])?)(?:\.[A-Za-z0-9_](?:[A-Za-z0-9_-]{0,61}[A-Za-z0-9_])?)*\.?$/;
const HOST_HEADER = /^(\[[^\]]*\]|[^:[\]]+)(?::(\d{1,5}))?$/;

/** True for a Host header value of RFC 9110's form `host[:port]`: a name, an IPv4 address or `[IPv6]`, a port up to 65535. */
export function isValidHost(value: string): boolean {
  if (value.length > 255) return false;
  const match = HOST_HEADER.exec(value);
  if (!match) return false;
  const [, host = '', port] = match;
  if (port !== undefined && Number(port) > 65535) return false;
  // No IPv6 zone id (`[fe80::1%25eth0]`): URLs cannot carry one, so the page's URL would not parse.
  return host.startsWith('[') ? !host.includes('%') && isIPv6(host.slice(1, -1)) : HOST_NAME.test(host);
}

/** Why a request must be refused before routing, or null: a malformed Host (as sent, or as a trusted proxy forwarded it) or a NUL in the URL. */
export function requestProblem(request: Pick<FastifyRequest, 'url' | 'headers' | 'host'>): string | null {
  const sent = request.headers.host;
  if (sent !== undefined && !isValidHost(sent)) return MALFORMED_HOST;
  // request.host is the forwarded host behind a trusted proxy; empty only for HTTP/1.0 without a Host.
  if (request.host !== '' && request.host !== sent && !isValidHost(request.host)) return MALFORMED_HOST;
  if (request.url.includes('\u0000') || /%00/i.test(request.url)) return NULL_CHARACTER;
  return null;
}

const clientError = (statusCode: number, message: string) => Object.assign(new Error(message), { statusCode });

/**
 * Refuses malformed requests first thing (before CORS, the output cache, load shedding and routing): the
 * server's error handler answers the 400 (a page or an envelope). Call right after setErrorHandler.
 */
export function installRequestGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    const problem = requestProblem(request);
    if (problem) throw clientError(400, problem);
  });
}

/**
 * Fastify's `clientErrorHandler`: a request Node's parser refused (raw NUL or control bytes in the request
 * line, headers over the limit, a broken chunk) answered with the envelope instead of Fastify's own JSON.
 * The path is unknown here (the request line did not parse), so API and page requests get the same answer.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (!socket.writable) return;
  const [status, text, message] =
    error.code === 'HPE_HEADER_OVERFLOW' ? [431, 'Request Header Fields Too Large', HEADERS_TOO_LARGE]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? [408, 'Request Timeout', 'Request timeout']
        : [400, 'Bad Request', MALFORMED_REQUEST];
  const body = JSON.stringify({ code: status, result: message });
  socket.end(`HTTP/1.1 ${status} ${text}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`);
}

/** True when a refusal of this request is answered as an HTML page (a page GET), not an envelope. */
export function answersWithPage(request: Pick<FastifyRequest, 'url' | 'method'>): boolean {
  return !isApiUrl(request.url) && (request.method === 'GET' || request.method === 'HEAD');
}

/**
 * Fastify's `frameworkErrors` for the whole server: a URL that does not decode (`/%FF`, `/%C0%AF`) or a path
 * parameter over maxParamLength is a 400 (414) page for page requests and the envelope for the API.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  if (!answersWithPage(request)) return apiFrameworkErrors(error, request, reply);
  const [code, message] = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? [414, PARAM_TOO_LONG] : [400, MALFORMED_URL];
  void reply.code(code).header('cache-control', NO_CACHE).type('text/html; charset=utf-8').send(errorPageHtml(code, STATUS_CODES[code] ?? 'Bad Request', message));
}

/** The Fastify constructor options of the server: the API's (body limit) with the refusals above. */
export const SERVER_OPTIONS = { ...API_SERVER_OPTIONS, frameworkErrors, clientErrorHandler };
