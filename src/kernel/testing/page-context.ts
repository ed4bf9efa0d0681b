import type { PageContextValue } from '../react/page';
import type { LinkHelper } from '../store-view/link';
import { createPageUrls } from '../store-view/page-urls';
import type { StoreView } from '../store-view/types';

/**
 * A PageProvider value for component tests of module pages and slot fills: the view and its link helper,
 * absolute URLs on http://localhost with `views` as the other store views, and a head hook that does nothing
 * (or `useHead` to watch what the page sets).
 */
export function testPageContext(storeView: StoreView, link: LinkHelper, options: { views?: readonly StoreView[]; useHead?: PageContextValue['useHead'] } = {}): PageContextValue {
  return {
    storeView,
    link,
    urls: createPageUrls({ storeView, storeViews: options.views ?? [storeView], link, location: { host: 'localhost', protocol: 'http:' } }),
    useHead: options.useHead ?? (() => {}),
  };
}
