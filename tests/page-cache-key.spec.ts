/**
 * The server's page-cache key (server/cache/page-key.ts) keeps every query parameter the catalogue module's
 * category listing reads: a filter, sort or page the key dropped would serve one listing for another.
 */
import { describe, expect, it } from 'vitest';
import { PAGE_QUERY_PARAMS } from '../server/cache/page-key';
import { FACET_ATTRIBUTES, FITMENT_FACETS, PRICE_ATTRIBUTE, SYSTEM_QUERY_KEYS } from '../src/modules/catalog';

describe('the page-cache key', () => {
  it('keeps every parameter the category listing reads (its filters, sort and paging)', () => {
    for (const name of [...FACET_ATTRIBUTES, ...FITMENT_FACETS, ...SYSTEM_QUERY_KEYS, PRICE_ATTRIBUTE]) expect(PAGE_QUERY_PARAMS.has(name), name).toBe(true);
  });
});
