import { useEffect } from 'react';
import { useCommand, useProjection } from '../../kernel/react';
import type { LiveView } from './messages';

/** Nothing live known (a kernel without the catalog's projection: component tests and stories of other views). */
const NOTHING_LIVE: LiveView = { stock: {}, prices: {}, groupId: null };

/**
 * Asks for the live stock and prices of the skus a page shows, once it has hydrated (and again when the skus
 * change), and returns what is known so far (ADR 0051). The server render and the first client render see
 * nothing live, so hydration matches; the answers then re-render the page.
 */
export function useLiveSync(skus: readonly string[]): LiveView {
  const dispatch = useCommand();
  const key = skus.join(',');
  useEffect(() => {
    if (key) void dispatch({ type: 'catalog/syncLive', data: { skus: key.split(',') } });
  }, [dispatch, key]);
  return (useProjection('catalog/live') as LiveView | undefined) ?? NOTHING_LIVE;
}
