/**
 * The answer of every API call in the vue-storefront-api contract: `{code, result[, meta]}`, with the
 * HTTP status equal to `code` (spec section 7). Shared by the server and the storefront.
 */
export interface Envelope<T = unknown, M = unknown> {
  code: number;
  result: T;
  meta?: M;
}

/** JSON schema of an envelope (ajv), for validating answers of servers we do not control. */
export const envelopeSchema = {
  $id: 'https://autoparts.example/contract/envelope.json',
  type: 'object',
  required: ['code', 'result'],
  properties: {
    code: { type: 'integer', minimum: 100, maximum: 599 },
    result: {},
    meta: {},
  },
} as const;

/** Builds an envelope; the HTTP status of the response must be `code`. */
export function envelope<T>(code: number, result: T, meta?: unknown): Envelope<T> {
  return meta === undefined ? { code, result } : { code, result, meta };
}

/** True when a parsed JSON value has the envelope's shape (a numeric `code` and a `result`). */
export function isEnvelope(value: unknown): value is Envelope {
  return typeof value === 'object' && value !== null && typeof (value as { code?: unknown }).code === 'number' && 'result' in value;
}
