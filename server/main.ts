// First: libraries pick their production builds from NODE_ENV when they are first imported.
import { operatorNodeEnv } from './node-env';
import { fileURLToPath } from 'node:url';
// Only what is needed to start the database here; the HTTP app, the API routes and the SSR bundle load
// while the database opens (see main).
import { startApi } from './bootstrap';
import type { StartedApi } from './bootstrap';
import { ConfigError, loadConfig } from './config';
import { sandboxProviders } from './commerce/config';
import type { ServerConfig } from './config';
import { MissingBuildError, developmentOptions, productionOptions } from './ssr';
import { StorageError } from './storage/errors';
import { demoTemplateCacheDir } from './storage/demo-template';
import { storeViewHref } from '../src/kernel/store-view';
import { trackInFlight } from './drain';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * One line with the seconds since this process began at which each step of the start ended (performance
 * marks: the start script's own, then main's), and the process's start time (epoch ms) so a bench can tell
 * the time before Node ran (npm, the shell) from the rest.
 */
function startPhases(): string {
  const marks = performance.getEntriesByType('mark').map((mark) => `${mark.name} ${(mark.startTime / 1000).toFixed(2)}`);
  return `${marks.join(', ')} (process began at ${Math.round(performance.timeOrigin)})`;
}

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
  const started = performance.now();
  performance.mark('server-code');
  // The operator's NODE_ENV decides the payment sandbox; the libraries' default does not.
  const config = loadConfig({ ...process.env, NODE_ENV: operatorNodeEnv });
  const dev = process.argv.includes('--dev');
  const optionsReady = dev ? developmentOptions(root) : productionOptions(root);
  // productionOptions checks the build before its first await: a missing build fails here, in a second,
  // not after the database is created.
  const early = await Promise.race([optionsReady.then(() => null, (error: unknown) => error), new Promise<null>((resolve) => setImmediate(resolve, null))]);
  if (early) throw early;
  // Serve sooner: the database (a copy of the demo template on a new DATA_DIR) opens while the SSR bundle
  // and the server's modules load; the first page waits for both, so it is never served half-loaded.
  const apiReady = startApi(config, { demoTemplateDir: demoTemplateCacheDir() }).then((opened) => {
    performance.mark('database');
    return opened;
  });
  void optionsReady.then(() => performance.mark('ssr-bundle'), () => {});
  const modulesReady = Promise.all([import('./app'), import('./api/routes'), import('./api/invalidate'), import('./cache'), import('./cluster/instance')]);
  let api: StartedApi;
  try {
    [api] = await Promise.all([apiReady, optionsReady, modulesReady]);
  } catch (error) {
    await apiReady.then((opened) => opened.close(), () => {});
    throw error;
  }
  const options = await optionsReady;
  const [{ buildServer }, { apiRoutes }, { invalidateRoutes }, { createOutputCache, watchCatalogue }, { startInstanceServices }] = await modulesReady;
  let app: Awaited<ReturnType<typeof buildServer>>;
  // Several instances on one PostgreSQL (ADR 0072): invalidations broadcast and heard, scheduled work under a lease.
  let instance: Awaited<ReturnType<typeof startInstanceServices>> | null = null;
  try {
    // Development always renders afresh; production keeps catalogue answers and pages until invalidated.
    const memory = dev ? undefined : createOutputCache();
    instance = config.databaseUrl
      ? await startInstanceServices({ databaseUrl: config.databaseUrl, db: api.deps.db, ...(memory ? { cache: memory } : {}), ...(config.redis ? { redis: config.redis } : {}) })
      : null;
    // With REDIS_URL: memory first, then the output cache the instances share in Redis (ADR 0074).
    const cache = instance?.cache ?? memory;
    if (cache) {
      // A seed or import by another process changes the catalogue behind this one: drop what shows it.
      watchCatalogue({
        cache,
        db: api.deps.db,
        onInvalidate: (entries) => console.log(`Catalogue changed: ${entries} cached answers dropped`),
        onError: (error) => console.error('Catalogue watch failed:', error),
      });
    }
    const broadcast = instance?.broadcast;
    const routes = cache ? [...apiRoutes, invalidateRoutes({ cache, key: config.cacheInvalidateKey, ...(broadcast ? { broadcast } : {}) })] : apiRoutes;
    app = await buildServer(config, { ...options, logger: true, api: { deps: api.deps, routes }, ...(cache ? { cache } : {}) });
    performance.mark('app');
    await app.listen({ port: config.port, host: config.host });
    performance.mark('listening');
  } catch (error) {
    await instance?.stop().catch(() => {});
    await api.close().catch(() => {});
    throw error;
  }
  console.log(`Listening ${((performance.now() - started) / 1000).toFixed(1)} s after the server code began`);
  console.log(`Start phases: ${startPhases()}`);
  console.log(`Storefront ${config.version}${dev ? ' (development)' : ''} is running:\n${viewUrls(config).join('\n')}`);
  const sandboxed = sandboxProviders(api.deps.commerce.payments);
  if (sandboxed.length > 0) {
    console.warn(
      `WARNING: TEST PAYMENTS. ${sandboxed.join(', ')} run in the payment sandbox on this server: anyone can approve a payment and no money moves. ` +
        'Set the providers\' keys, or NODE_ENV=production (without PAYMENTS_SANDBOX=true) to stop offering methods without keys.',
    );
  }
  const drainMs = config.shutdownTimeoutMs ?? 10_000;
  const inFlight = trackInFlight(app.server);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      // Graceful shutdown (server/drain.ts): the server stops taking connections and lets the requests in flight
      // finish (their pages still call the API in process), then the app closes, the scheduler gives its lease up
      // and the database is closed (PGlite flushes to disk). Past SHUTDOWN_TIMEOUT_MS the process exits anyway.
      console.log(`${signal}: draining requests in flight (at most ${drainMs} ms)`);
      const deadline = setTimeout(() => {
        console.error(`Shutdown not finished ${drainMs + 5000} ms after ${signal}: exiting anyway`);
        process.exit(1);
      }, drainMs + 5000);
      void inFlight
        .drain(drainMs)
        .then((drained) => {
          if (!drained) console.error(`${inFlight.count()} requests still in flight after ${drainMs} ms: closing anyway`);
          return app.close();
        })
        .then(() => instance?.stop())
        .then(() => api.close())
        .then(
          () => {
            clearTimeout(deadline);
            process.exit(0);
          },
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
