import { fileURLToPath } from 'node:url';
import { buildServer } from './app';
import { apiRoutes } from './api/routes';
import { invalidateRoutes } from './api/invalidate';
import { createOutputCache, watchCatalogue } from './cache';
import { startApi } from './bootstrap';
import { ConfigError, loadConfig } from './config';
import type { ServerConfig } from './config';
import { MissingBuildError, developmentOptions, productionOptions } from './ssr';
import { StorageError } from './storage/errors';
import { storeViewHref } from '../src/kernel/store-view';

const root = fileURLToPath(new URL('..', import.meta.url));

/** One line per listed store view with the URL it answers on. */
function viewUrls(config: ServerConfig): string[] {
  const origin = `http://localhost:${config.port}`;
  const current = { host: `localhost:${config.port}`, protocol: 'http:' };
  return config.storeViews
    .filter((view) => view.listed)
    .map((view) => {
      const href = storeViewHref(view, current, config.storeViews);
      return `  ${view.name.padEnd(16)} ${href.startsWith('/') ? origin + href : href}`;
    });
}

async function main(): Promise<void> {
  const config = loadConfig();
  const dev = process.argv.includes('--dev');
  // Before the database: a missing build should fail in a second, not after loading the catalogue.
  const options = dev ? await developmentOptions(root) : await productionOptions(root);
  const api = await startApi(config);
  let app: Awaited<ReturnType<typeof buildServer>>;
  try {
    // Development always renders afresh; production keeps catalogue answers and pages until invalidated.
    const cache = dev ? undefined : createOutputCache();
    if (cache) {
      // A seed or import by another process changes the catalogue behind this one: drop what shows it.
      watchCatalogue({
        cache,
        db: api.deps.db,
        onInvalidate: (entries) => console.log(`Catalogue changed: ${entries} cached answers dropped`),
        onError: (error) => console.error('Catalogue watch failed:', error),
      });
    }
    const routes = cache ? [...apiRoutes, invalidateRoutes({ cache, key: config.cacheInvalidateKey })] : apiRoutes;
    app = await buildServer(config, { ...options, logger: true, api: { deps: api.deps, routes }, ...(cache ? { cache } : {}) });
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await api.close().catch(() => {});
    throw error;
  }
  console.log(`Storefront ${config.version}${dev ? ' (development)' : ''} is running:\n${viewUrls(config).join('\n')}`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      // The server stops taking requests first, then the database is closed (PGlite flushes to disk).
      void app
        .close()
        .then(() => api.close())
        .then(
          () => process.exit(0),
          (error: unknown) => {
            console.error(error);
            process.exit(1);
          },
        );
    });
  }
}

main().catch((error: unknown) => {
  // Operator mistakes get one clear line; anything else is a bug and keeps its stack.
  if (error instanceof ConfigError) console.error(`Configuration error: ${error.message}`);
  else if (error instanceof StorageError) console.error(`Storage error: ${error.message}`);
  else if (error instanceof MissingBuildError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
