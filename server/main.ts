import { fileURLToPath } from 'node:url';
import { buildServer } from './app';
import { ConfigError, loadConfig } from './config';
import type { ServerConfig } from './config';
import { MissingBuildError, developmentOptions, productionOptions } from './ssr';
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
  const options = dev ? await developmentOptions(root) : await productionOptions(root);
  const app = await buildServer(config, { ...options, logger: true });
  await app.listen({ port: config.port, host: config.host });
  console.log(`Storefront ${config.version}${dev ? ' (development)' : ''} is running:\n${viewUrls(config).join('\n')}`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void app.close().then(() => process.exit(0));
    });
  }
}

main().catch((error: unknown) => {
  // Operator mistakes get one clear line; anything else is a bug and keeps its stack.
  if (error instanceof ConfigError) console.error(`Configuration error: ${error.message}`);
  else if (error instanceof MissingBuildError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
