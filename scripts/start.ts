/**
 * `npm start`: builds only what changed since the last build (scripts/build-stamp.ts), then runs the server
 * bundle (dist/node/main.js) in this same process (no second Node start-up).
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { SERVER_BUNDLE_DIR, buildIfChanged } from './build';

try {
  await buildIfChanged();
} catch (error) {
  console.error(`Build failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
await import(pathToFileURL(join(import.meta.dirname, '..', SERVER_BUNDLE_DIR, 'main.js')).href);
