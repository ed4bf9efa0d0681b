import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { APP_BUILD, SERVER_BUILD } from './build-stamp';
import { LISTED_INPUTS, buildIfChanged, type Builders } from './build';
import { LISTING_FILE, RACY_MS, inputListing, listedAsBuilt, recordListing } from './input-listing.mjs';

const ROOT = resolve(import.meta.dirname, '..');

// One file per kind of input: the app's, the server's, a build script, an .env file.
const TREE: Record<string, string> = {
  'src/app/entry-server.tsx': 'export const render = 1;',
  'contract/cart.ts': 'export type Cart = {};',
  'public/offline.html': '<p>offline</p>',
  'server/main.ts': 'main();',
  'scripts/build-stamp.ts': 'export const BUILD_INPUTS = [];',
  'vite.config.ts': 'export default {};',
  'tsconfig.json': '{}',
  'package.json': '{"name":"shop"}',
  'package-lock.json': '{"lockfileVersion":3}',
  '.env': 'VITE_X=1',
};

let dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  dirs = [];
});

/** A checkout whose files were last written a minute ago (well before any listing taken now). */
function tree(): string {
  const root = mkdtempSync(join(tmpdir(), 'input-listing-'));
  dirs.push(root);
  for (const [path, text] of Object.entries(TREE)) write(root, path, text, Date.now() - 60_000);
  return root;
}

function write(root: string, path: string, text: string, at = Date.now() - 60_000): void {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
  utimesSync(join(root, path), at / 1000, at / 1000);
}

/** Builders that write the outputs `npm start` needs and count their runs. */
function fakeBuilders(): Builders & { runs: string[] } {
  const runs: string[] = [];
  const output = (root: string, path: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), '');
  };
  return {
    runs,
    app: async (root) => {
      runs.push('app');
      for (const path of APP_BUILD.outputs) output(root, path);
    },
    server: async (root) => {
      runs.push('server');
      for (const path of SERVER_BUILD.outputs) output(root, path);
    },
  };
}

const quiet = () => {};

describe('the quick listing (scripts/input-listing.mjs)', () => {
  it('is not there before a build, and says "built" after one while nothing changes', async () => {
    const root = tree();
    expect(listedAsBuilt(root)).toBe(false);
    await buildIfChanged(root, quiet, fakeBuilders());
    expect(existsSync(join(root, LISTING_FILE))).toBe(true);
    expect(listedAsBuilt(root)).toBe(true);
    expect(listedAsBuilt(root)).toBe(true);
  });

  it.each(Object.keys(TREE))('says "not built" once %s is edited', async (path) => {
    const root = tree();
    await buildIfChanged(root, quiet, fakeBuilders());
    write(root, path, `${TREE[path]} `, Date.now() - 30_000);
    expect(listedAsBuilt(root)).toBe(false);
  });

  it('says "not built" when a file is added or removed, a stamp or an output changed', async () => {
    const root = tree();
    await buildIfChanged(root, quiet, fakeBuilders());
    write(root, 'src/app/new.ts', '');
    expect(listedAsBuilt(root)).toBe(false);
    rmSync(join(root, 'src/app/new.ts'));
    expect(listedAsBuilt(root)).toBe(true);
    rmSync(join(root, 'public/offline.html'));
    expect(listedAsBuilt(root)).toBe(false);
    write(root, 'public/offline.html', TREE['public/offline.html']!);
    writeFileSync(join(root, APP_BUILD.stamp), 'another build\n');
    expect(listedAsBuilt(root)).toBe(false);
    await buildIfChanged(root, quiet, fakeBuilders());
    rmSync(join(root, SERVER_BUILD.outputs[0]!));
    expect(listedAsBuilt(root)).toBe(false);
  });

  it('does not trust files modified near or after the moment it was taken (same size and time after an edit)', () => {
    const root = tree();
    mkdirSync(join(root, 'dist'));
    write(root, 'src/app/entry-server.tsx', 'export const render = 2;', Date.now());
    recordListing(root, inputListing(root, LISTED_INPUTS), { inputs: LISTED_INPUTS, stamps: { 'dist/stamp': 'x' }, outputs: [] });
    writeFileSync(join(root, 'dist/stamp'), 'x\n');
    expect(listedAsBuilt(root)).toBe(false);
    // The same listing taken once the file is older than RACY_MS is trusted.
    write(root, 'src/app/entry-server.tsx', 'export const render = 2;', Date.now() - RACY_MS - 1000);
    recordListing(root, inputListing(root, LISTED_INPUTS), { inputs: LISTED_INPUTS, stamps: { 'dist/stamp': 'x' }, outputs: [] });
    expect(listedAsBuilt(root)).toBe(true);
  });

  it('is false for a missing or unreadable listing', () => {
    const root = tree();
    mkdirSync(join(root, 'dist'));
    writeFileSync(join(root, LISTING_FILE), '{not json');
    expect(listedAsBuilt(root)).toBe(false);
    writeFileSync(join(root, LISTING_FILE), '{"digest":"x","inputs":[],"outputs":[],"stamps":{}}');
    expect(listedAsBuilt(root)).toBe(false);
  });

  it('covers both builds, the build scripts and the .env files of the real checkout', () => {
    for (const input of [...APP_BUILD.inputs, ...SERVER_BUILD.inputs, 'scripts']) expect(LISTED_INPUTS).toContain(input);
  });
});

describe('buildIfChanged', () => {
  it('builds nothing when nothing changed, the app or the server bundle when its inputs changed', async () => {
    const root = tree();
    const builders = fakeBuilders();
    expect(await buildIfChanged(root, quiet, builders)).toBe(true);
    expect(builders.runs).toEqual(['app', 'server']);
    expect(await buildIfChanged(root, quiet, builders)).toBe(false);
    write(root, 'server/main.ts', 'main(); // edited');
    expect(await buildIfChanged(root, quiet, builders)).toBe(true);
    expect(builders.runs).toEqual(['app', 'server', 'server']);
    write(root, 'src/app/entry-server.tsx', 'export const render = 3;');
    await buildIfChanged(root, quiet, builders);
    // src/ goes into both: the SSR bundle and the server bundle (which imports parts of it).
    expect(builders.runs).toEqual(['app', 'server', 'server', 'app', 'server']);
  });

  it('does not build after a touch that changed no content, and trusts the listing again after it', async () => {
    const root = tree();
    const builders = fakeBuilders();
    await buildIfChanged(root, quiet, builders);
    const at = (Date.now() - 10_000) / 1000;
    utimesSync(join(root, 'src/app/entry-server.tsx'), at, at);
    expect(listedAsBuilt(root)).toBe(false);
    expect(await buildIfChanged(root, quiet, builders)).toBe(false);
    expect(builders.runs).toEqual(['app', 'server']);
    expect(listedAsBuilt(root)).toBe(true);
  });
});

// Spawns Node (and tsx for the build step) a few times: slow on a loaded machine, not timed.
describe('npm start (scripts/start.mjs)', { timeout: 120_000 }, () => {
  /**
   * A checkout with the real start script and listing module, a server bundle that only says it ran, and a
   * build script (run through tsx, as `npm start` does) that says it ran and records a build.
   */
  function checkout(): string {
    const root = tree();
    // Copied with a fresh modification time; set back like the rest of the tree, or a quick first build would take
    // its listing within RACY_MS of them and rightly not trust it (the case the racy rule exists for).
    const minuteAgo = (Date.now() - 60_000) / 1000;
    for (const file of ['start.mjs', 'input-listing.mjs']) {
      copyFileSync(join(ROOT, 'scripts', file), join(root, 'scripts', file));
      utimesSync(join(root, 'scripts', file), minuteAgo, minuteAgo);
    }
    write(
      root,
      'scripts/build.ts',
      `import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { inputListing, recordListing } from './input-listing.mjs';
const listing = inputListing('.', ['src', 'server', 'scripts']);
appendFileSync('built.log', 'built\\n');
mkdirSync('dist/node', { recursive: true });
writeFileSync('dist/node/main.js', "console.log('server ran');");
writeFileSync('dist/.build-stamp', 'stamp\\n');
recordListing('.', listing, { inputs: ['src', 'server', 'scripts'], stamps: { 'dist/.build-stamp': 'stamp' }, outputs: ['dist/node/main.js'] });
`,
    );
    mkdirSync(join(root, 'node_modules'), { recursive: true });
    // tsx for the build step, from this checkout's packages.
    spawnSync('ln', ['-s', join(ROOT, 'node_modules', 'tsx'), join(root, 'node_modules', 'tsx')]);
    return root;
  }

  const start = (root: string) => {
    const run = spawnSync(process.execPath, ['scripts/start.mjs'], { cwd: root, encoding: 'utf8' });
    return { out: run.stdout + run.stderr, status: run.status, builds: existsSync(join(root, 'built.log')) ? readFileSync(join(root, 'built.log'), 'utf8').split('\n').filter(Boolean).length : 0 };
  };

  it('builds first when never built, then runs the bundle without building while nothing changed', () => {
    const root = checkout();
    expect(start(root)).toMatchObject({ status: 0, builds: 1 });
    expect(start(root).out).toContain('server ran');
    // The files were written a minute before the listing: trusted, no build step.
    expect(start(root)).toMatchObject({ status: 0, builds: 1 });
  });

  it('runs the build step again when a source changed', () => {
    const root = checkout();
    start(root);
    write(root, 'server/main.ts', 'main(); // edited', Date.now() - 30_000);
    const after = start(root);
    expect(after).toMatchObject({ status: 0, builds: 2 });
    expect(after.out).toContain('server ran');
  });

  it('does not start the server when the build fails', () => {
    const root = checkout();
    write(root, 'scripts/build.ts', 'process.exit(3);');
    const run = start(root);
    expect(run.status).toBe(1);
    expect(run.out).toContain('Build failed');
    expect(run.out).not.toContain('server ran');
  });
});
