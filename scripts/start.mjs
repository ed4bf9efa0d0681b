/**
 * `npm start`, in plain JavaScript so Node runs it without tsx (tsx's module hooks would also slow down every
 * import of the server bundle): when the quick listing says nothing changed since the last build
 * (scripts/input-listing.mjs), the server bundle (dist/node/main.js) runs at once in this process; otherwise
 * `scripts/build.ts --if-changed` hashes the inputs and builds what changed (in a child process with tsx),
 * then the bundle runs.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { listedAsBuilt } from './input-listing.mjs';

const root = join(import.meta.dirname, '..');

performance.mark('start-script');
if (!listedAsBuilt(root)) {
  const build = spawnSync(process.execPath, ['--import', 'tsx', join(root, 'scripts', 'build.ts'), '--if-changed'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) {
    console.error(`Build failed (${build.error?.message ?? build.signal ?? `exit code ${build.status}`}); the server was not started`);
    process.exit(1);
  }
}
performance.mark('stamps');
await import(pathToFileURL(join(root, 'dist', 'node', 'main.js')).href);
