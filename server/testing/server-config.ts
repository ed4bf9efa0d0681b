import { storeViews } from '../../src/app/store-views';
import { testCommerceConfig } from '../commerce/config';
import type { ServerConfig } from '../config';

/**
 * A server configuration for specs that build the whole app: port 0, the seven views, sandbox commerce, and no
 * load shedding (a spec machine loaded by other suites is late without the shop being overloaded; the
 * load-shedding spec sets its own limits).
 */
export function testServerConfig(dataDir: string, overrides: Partial<ServerConfig> = {}): ServerConfig {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir,
    databaseUrl: null,
    storeViewDomains: undefined,
    storeViews,
    version: '0.0.0',
    cacheInvalidateKey: undefined,
    trustProxy: false,
    commerce: testCommerceConfig(),
    limits: { pageRenders: 10_000, searches: 10_000, maxEventLoopDelayMs: 0 },
    ...overrides,
  };
}
