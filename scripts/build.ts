import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildIsCurrent, buildStamp, clearStamp, writeStamp } from './build-stamp';

const ROOT = join(import.meta.dirname, '..');

/** The production build: the client (with the service worker), then the SSR bundle. */
const STEPS: readonly (readonly string[])[] = [['build'], ['build', '--ssr', 'src/app/entry-server.tsx', '--outDir', 'dist/server']];

function run(command: string, args: readonly string[], cwd: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${[command, ...args].join(' ')} failed (${signal ?? `exit code ${code}`})`));
    });
  });
}

/**
 * Builds dist/ and records the stamp of the inputs it was built from (taken before building: a file
 * edited during the build makes the next start build again, never the other way round).
 */
export async function build(root = ROOT): Promise<void> {
  const stamp = buildStamp(root);
  clearStamp(root);
  const vite = join(root, 'node_modules', '.bin', 'vite');
  for (const args of STEPS) await run(vite, args, root);
  writeStamp(root, stamp);
}

/** Builds unless dist/ was built from the current inputs; true when it built. */
export async function buildIfChanged(root = ROOT, log: (line: string) => void = console.log): Promise<boolean> {
  const started = performance.now();
  if (buildIsCurrent(root)) return false;
  log('Build: sources changed since the last build (or no build yet): building...');
  await build(root);
  log(`Build: done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return true;
}

// `npm run build` always builds; `--if-changed` skips a build made from the same inputs.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const work = process.argv.includes('--if-changed')
    ? buildIfChanged().then((built) => {
        if (!built) console.log('Build: dist/ is up to date with the sources');
      })
    : build();
  work.catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
