import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Envelope } from '../../contract/envelope';
import type { OutputCache } from '../cache/output-cache';
import { isCacheTag } from '../cache/tags';
import type { ApiDeps } from './deps';
import { ApiError } from './errors';

/** What the invalidation endpoint needs besides the shared API dependencies. */
export interface InvalidateOptions {
  cache: OutputCache;
  /** The CACHE_INVALIDATE_KEY setting; unset or blank disables the endpoint (there is no default key). */
  key: string | undefined;
  /**
   * Tells the other instances (several instances on one PostgreSQL, ADR 0072): called with the tags dropped
   * here (`['*']` for everything) after the local cache has dropped them.
   */
  broadcast?: (tags: readonly string[]) => Promise<void>;
}

// Hashing both sides gives equal lengths, which timingSafeEqual needs, without leaking the key length.
function sameKey(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

function parseTags(raw: unknown): string[] {
  const text = Array.isArray(raw) ? raw.join(',') : typeof raw === 'string' ? raw : '';
  return [...new Set(text.split(',').map((tag) => tag.trim()).filter((tag) => tag !== ''))];
}

/**
 * `GET /api/invalidate?tag=a,b&key=K`: drops the output cache entries carrying any of the tags
 * (`tag=*` drops all) and answers `{code: 200, result: {invalidated: n}}`. 403 when no key is
 * configured, 401 for a missing or wrong key, 400 for no tag or an unknown tag. With `broadcast` (several
 * instances), every other instance drops the same tags; `invalidated` counts this instance's entries.
 */
export function invalidateRoutes(options: InvalidateOptions): (app: FastifyInstance, deps: ApiDeps) => Promise<void> {
  const expected = options.key?.trim() ?? '';
  return async (app) => {
    app.get('/api/invalidate', async (request, reply): Promise<Envelope<{ invalidated: number }>> => {
      // The answer describes one moment and one caller: no shared or browser cache may keep it.
      reply.header('cache-control', 'no-store');
      if (expected === '') throw new ApiError(403, 'Cache invalidation is not configured');
      const query = (request.query ?? {}) as Record<string, unknown>;
      const given = typeof query.key === 'string' ? query.key : '';
      if (given === '' || !sameKey(given, expected)) throw new ApiError(401, 'Invalid cache invalidation key');
      const tags = parseTags(query.tag);
      if (tags.length === 0) throw new ApiError(400, 'No cache tag given (tag=a,b or tag=*)');
      if (tags.includes('*')) {
        const invalidated = options.cache.clear();
        await options.broadcast?.(['*']);
        return { code: 200, result: { invalidated } };
      }
      const unknown = tags.filter((tag) => !isCacheTag(tag));
      if (unknown.length > 0) throw new ApiError(400, `Unknown cache tag: ${unknown.join(', ')}`);
      const invalidated = options.cache.invalidate(tags);
      await options.broadcast?.(tags);
      return { code: 200, result: { invalidated } };
    });
  };
}
