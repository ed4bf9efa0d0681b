import type { HydrationState } from 'react-router-dom';

/** Configuration the browser may see (never secrets). */
export interface PublicConfig {
  /** The server's STORE_VIEW_DOMAINS, so the browser resolves views and switcher hrefs the same way. */
  storeViewDomains?: string;
  /**
   * The server API type (spec section 7 "GraphQL option"): absent or `api` reads the catalogue at `/api/catalog`;
   * `graphql` reads it through the GraphQL API at the host given (with a scheme as it is, otherwise
   * protocol://host:port/graphql; no host: this origin's `/graphql`).
   */
  serverApi?: { type: 'api' | 'graphql'; host?: string; port?: number; protocol?: string };
}

/** `window.__INITIAL_STATE__` (spec section 3): only the store code, the public config and the version. */
export interface InitialState {
  storeView: { storeCode: string };
  config: PublicConfig;
  version: string;
}

declare global {
  interface Window {
    __INITIAL_STATE__?: InitialState;
    __staticRouterHydrationData?: HydrationState;
  }
}

/**
 * JSON safe inside an inline `<script>`: `<` is escaped so `</script>` or `<!--` in data cannot end
 * the script, and U+2028/U+2029 are escaped for old parsers.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
