/**
 * The support endpoints' key check (`x-ops-key: <OPS_KEY>`): without OPS_KEY configured they do not exist
 * (404, like any unknown path); a missing or wrong key is 403.
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { ApiDeps } from './deps';
import { ApiError, notFound } from './errors';

const sameKey = (given: string, expected: string): boolean => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** Throws unless the request carries the configured ops key (404 when none is configured, 403 otherwise). */
export function requireOpsKey(request: Pick<FastifyRequest, 'headers'>, deps: Pick<ApiDeps, 'commerce'>): void {
  const expected = deps.commerce.opsKey;
  if (!expected) throw notFound('Not found');
  const given = request.headers['x-ops-key'];
  if (typeof given !== 'string' || !sameKey(given, expected)) throw new ApiError(403, 'A valid x-ops-key header is required');
}
