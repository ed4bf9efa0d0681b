import { spawn } from 'node:child_process';
import { dirname, join, relative, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';
import { APP_BUILD, BUILD_INPUTS, SERVER_BUILD, SERVER_INPUTS, buildStamp, clearStamp, recordedStamp, writeStamp } from './build-stamp';
import type { BuildTarget } from './build-stamp';
import { inputListing, recordListing } from './input-listing.mjs';

const ROOT = join(import.meta.dirname, '..');

/** The production build: the client (with the service worker), the SSR bundle, then the support console (ADR 0066). */
const APP_STEPS: readonly (readonly string[])[] = [['build'], ['build', '--ssr', 'src/app/entry-server.tsx', '--outDir', 'dist/server'], ['build', '--mode', 'support']];

/** Where the server bundle goes; `npm start` runs dist/node/main.js when it is current. */
export const SERVER_BUNDLE_DIR = join('dist', 'node');

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
 * The bundle is one file in dist/node, but the server finds files next to its sources (the migrations, the
 * package.json, the project root): each module's `import.meta.url` / `dirname` / `filename` becomes its
 * source file's location, computed from the bundle's own location (so the checkout may move).
 */
export function sourceLocations(root: string, outDir: string): Plugin {
  return {
    name: 'shop:source-import-meta',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!/import\.meta\.(url|dirname|filename)\b/.test(code) || !file.startsWith(root + sep) || file.includes(`${sep}node_modules${sep}`)) return null;
      const fromBundle = (path: string) => JSON.stringify(`/${relative(outDir, path).split(sep).join('/')}`);
      return code.replace(/import\.meta\.(url|dirname|filename)\b/g, (_, what: string) => {
        if (what === 'url') return `("file://" + import.meta.dirname + ${fromBundle(file)})`;
        if (what === 'dirname') return `(import.meta.dirname + ${fromBundle(dirname(file))})`;
        return `(import.meta.dirname + ${fromBundle(file)})`;
      });
    },
  };
}

/**
 * server/main.ts and what it imports from the project, bundled into dist/node/main.js (packages stay
 * imports from node_modules). Node loads one plain file in a fraction of the time tsx takes to resolve and
 * load the ~400 modules one by one (about 0.3 s against 1-4 s here).
 */
export async function buildServerBundle(root = ROOT): Promise<void> {
  const { build: viteBuild } = await import('vite');
  const outDir = join(root, SERVER_BUNDLE_DIR);
  await viteBuild({
    configFile: false,
    root,
    logLevel: 'warn',
    mode: 'production',
    plugins: [sourceLocations(root, outDir)],
    build: {
      ssr: 'server/main.ts',
      outDir,
      emptyOutDir: true,
      target: 'node20',
      minify: false,
      copyPublicDir: false,
      rolldownOptions: { output: { entryFileNames: 'main.js', codeSplitting: false } },
    },
  });
}

/**
 * What the quick listing `npm start` checks covers (scripts/input-listing.mjs): both builds' inputs, and the
 * build scripts themselves (a change to what counts as an input makes the next start hash again).
 */
export const LISTED_INPUTS: readonly string[] = [...new Set<string>([...BUILD_INPUTS, ...SERVER_INPUTS, 'scripts'])];

/** How each output is made; tests replace them. */
export interface Builders {
  app: (root: string) => Promise<void>;
  server: (root: string) => Promise<void>;
}

const VITE_BUILDERS: Builders = {
  app: async (root) => {
    const vite = join(root, 'node_modules', '.bin', 'vite');
    for (const args of APP_STEPS) await run(vite, args, root);
    // No view's JavaScript may hold another view's modules (ADR 0068); a leak fails the build.
    await run(process.execPath, ['--import', 'tsx', join('scripts', 'isolation.ts')], root);
  },
  server: (root) => buildServerBundle(root),
};

/** Builds one target from the inputs `stamp` was taken of; the stamp is written only once the build succeeded. */
async function buildTarget(root: string, target: BuildTarget, stamp: string, work: () => Promise<void>): Promise<void> {
  clearStamp(root, target);
  await work();
  writeStamp(root, stamp, target);
}

/**
 * Builds the app when `app`, the server bundle when `server` (or what is not current, with 'changed'), then
 * records the quick listing (taken before the contents were hashed: a file edited during the hashing or the
 * build is seen by the next start, never missed). Returns what it built.
 */
async function buildAll(root: string, which: 'all' | 'changed', builders: Builders): Promise<{ app: boolean; server: boolean }> {
  const listing = inputListing(root, LISTED_INPUTS);
  const appStamp = buildStamp(root, APP_BUILD.inputs);
  const serverStamp = buildStamp(root, SERVER_BUILD.inputs);
  const app = which === 'all' || recordedStamp(root, APP_BUILD) !== appStamp;
  const server = which === 'all' || recordedStamp(root, SERVER_BUILD) !== serverStamp;
  if (app) await buildTarget(root, APP_BUILD, appStamp, () => builders.app(root));
  if (server) await buildTarget(root, SERVER_BUILD, serverStamp, () => builders.server(root));
  recordListing(root, listing, {
    inputs: LISTED_INPUTS,
    stamps: { [APP_BUILD.stamp]: appStamp, [SERVER_BUILD.stamp]: serverStamp },
    outputs: [...APP_BUILD.outputs, ...SERVER_BUILD.outputs],
  });
  return { app, server };
}

/**
 * Builds dist/ and records, per output, the stamp of the inputs it was built from (taken before building:
 * a file edited during the build makes the next start build again, never the other way round).
 */
export async function build(root = ROOT, builders: Builders = VITE_BUILDERS): Promise<void> {
  await buildAll(root, 'all', builders);
}

/** Builds what is not current (the app, the server bundle or both); true when it built anything. */
export async function buildIfChanged(root = ROOT, log: (line: string) => void = console.log, builders: Builders = VITE_BUILDERS): Promise<boolean> {
  const started = performance.now();
  const built = await buildAll(root, 'changed', {
    app: (at) => {
      log('Build: the app changed since the last build (or was never built): building...');
      return builders.app(at);
    },
    server: (at) => {
      log('Build: the server bundle changed since the last build (or was never built): building...');
      return builders.server(at);
    },
  });
  if (!built.app && !built.server) return false;
  log(`Build: done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return true;
}

// `npm run build` always builds; `--if-changed` skips what was built from the same inputs.
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
