import { searchCatalogue } from '../../kernel/api';
import type { RouteLoaderArgs } from '../../kernel/module';
import { comparableAttributes, comparableAttributesRequest, type AttributeDoc, type ComparableAttribute } from './logic';

/** What the compare page gets from its loader: the comparable attributes of the view's catalogue. */
export interface CompareData {
  attributes: ComparableAttribute[];
}

/**
 * Loads the comparable attributes (server-rendered, cacheable by URL). The compared products are the
 * shopper's, in the browser's log, so the page loads their documents after mount (ADR 0017). Without
 * attributes the page still compares price, stock and brand, so a failure here is not fatal.
 */
export async function compareLoader({ services, storeView }: RouteLoaderArgs): Promise<CompareData> {
  try {
    const answer = await searchCatalogue<AttributeDoc>(services, storeView, 'attribute', comparableAttributesRequest());
    return { attributes: comparableAttributes(answer.hits.hits.map((hit) => hit._source)) };
  } catch {
    return { attributes: [] };
  }
}
