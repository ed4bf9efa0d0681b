/**
 * The server's request log (Fastify's pino logger), with secrets kept out (issue 18 item 10). The
 * vue-storefront-api contract puts the customer's access token and the cart id in the query string
 * (`/api/cart/pull?token=...&cartId=...`), and a reset link opens `/reset-password?token=...&email=...`:
 * the request serializer writes such values as `[REDACTED]`. Headers and bodies are not logged; pino's
 * `redact` also masks credentials wherever a log call passes them as fields.
 */
import type { FastifyServerOptions } from 'fastify';

/** Query parameters (compared case-insensitively) whose values never reach the log. */
export const SECRET_QUERY_PARAMETERS: ReadonlySet<string> = new Set([
  'token',
  'cartid',
  'refreshtoken',
  'resettoken',
  'grouptoken',
  'password',
  'captcha',
  'email',
  'recipient',
  'plate',
  'payerid',
  'mac',
  'json',
  'payment_intent_client_secret',
  'setup_intent_client_secret',
]);

/** The mask written instead of a secret. */
export const REDACTED = '[REDACTED]';

/** Fields masked by pino wherever they appear in a logged object (one level deep) or in request headers. */
const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  ...['token', 'cartId', 'refreshToken', 'resetToken', 'groupToken', 'password', 'newPassword', 'currentPassword', 'captcha'].map((field) => `*.${field}`),
];

function decoded(name: string): string {
  try {
    return decodeURIComponent(name.replace(/\+/g, ' '));
  } catch {
    return name;
  }
}

/** `url` with the values of secret query parameters replaced by `[REDACTED]` (the rest kept as sent). */
export function redactUrl(url: string): string {
  const start = url.indexOf('?');
  if (start < 0) return url;
  const query = url.slice(start + 1).replace(/([^&=#]*)(=[^&#]*)?/g, (pair: string, name: string, value?: string) =>
    value !== undefined && SECRET_QUERY_PARAMETERS.has(decoded(name).trim().toLowerCase()) ? `${name}=${REDACTED}` : pair,
  );
  return `${url.slice(0, start)}?${query}`;
}

/** What pino writes to: a stream with `write(line)` (tests capture the log with one). */
export interface LogDestination {
  write(line: string): void;
}

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/**
 * Fastify's `logger` option: false when logging is off; otherwise pino at level info with the request
 * serializer that redacts URLs and the `redact` paths, to stdout or to `destination`.
 */
export function loggerOptions(setting: boolean | LogDestination | undefined): FastifyServerOptions['logger'] {
  if (!setting) return false;
  return {
    level: 'info',
    redact: { paths: REDACT_PATHS, censor: REDACTED },
    serializers: {
      req: (request: LoggedRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
    ...(setting === true ? {} : { stream: setting }),
  };
}
