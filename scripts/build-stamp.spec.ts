import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { BUILD_INPUTS, SERVER_BUILD, SERVER_INPUTS, buildInputFiles, buildIsCurrent, buildStamp, recordedStamp, writeStamp } from './build-stamp';

const ROOT = resolve(import.meta.dirname, '..');

// One file per kind of build input, as in the repository.
const TREE: Record<string, string> = {
  'src/app/entry-server.tsx': 'export const render = 1;',
  'src/modules/cart/decider.ts': 'export const decide = 1;',
  'src/service-worker/sw.ts': 'self;',
  'contract/cart.ts': 'export type Cart = {};',
  'public/offline.html': '<p>offline</p>',
  'public/icons/icon-192.png': 'PNG',
  'vite.config.ts': 'export default {};',
  'tsconfig.json': '{}',
  'package.json': '{"name":"shop"}',
  'package-lock.json': '{"lockfileVersion":3}',
  '.env.production': 'VITE_X=1',
};

// What the server bundle is made from, besides src/, contract/ and the package files above.
const SERVER_TREE: Record<string, string> = {
  'server/main.ts': 'main();',
  'server/storage/migrate.ts': 'export const migrate = 1;',
  'server/storage/migrations/0001_catalogue.sql': 'CREATE TABLE product ();',
};

let dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  dirs = [];
});

function tree(files: Record<string, string> = TREE): string {
  const root = mkdtempSync(join(tmpdir(), 'build-stamp-'));
  dirs.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

function built(root: string): void {
  mkdirSync(join(root, 'dist/client/.vite'), { recursive: true });
  mkdirSync(join(root, 'dist/server'), { recursive: true });
  mkdirSync(join(root, 'dist/support/.vite'), { recursive: true });
  writeFileSync(join(root, 'dist/client/.vite/manifest.json'), '{}');
  writeFileSync(join(root, 'dist/server/entry-server.js'), '');
  writeFileSync(join(root, 'dist/support/.vite/manifest.json'), '{}');
}

describe('buildStamp', () => {
  it('is the same for the same inputs, wherever they are', () => {
    expect(buildStamp(tree())).toBe(buildStamp(tree()));
  });

  it.each(Object.keys(TREE))('changes when %s changes', (path) => {
    const root = tree();
    const before = buildStamp(root);
    writeFileSync(join(root, path), `${TREE[path]} // edited`);
    expect(buildStamp(root)).not.toBe(before);
  });

  it('changes when a source file is added, removed or renamed', () => {
    const root = tree();
    const before = buildStamp(root);
    writeFileSync(join(root, 'src/app/new.ts'), '');
    const added = buildStamp(root);
    expect(added).not.toBe(before);
    rmSync(join(root, 'src/app/new.ts'));
    expect(buildStamp(root)).toBe(before);
    rmSync(join(root, 'src/modules/cart/decider.ts'));
    writeFileSync(join(root, 'src/modules/cart/decide.ts'), TREE['src/modules/cart/decider.ts']!);
    expect(buildStamp(root)).not.toBe(before);
  });

  it('ignores what the build does not read (server code, tests, docs, its own output)', () => {
    const root = tree();
    const before = buildStamp(root);
    for (const path of ['server/main.ts', 'tests/e2e/home.spec.ts', 'docs/decisions/0035-fast-start.md', 'README.md']) {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), 'x');
    }
    built(root);
    writeStamp(root, 'whatever');
    expect(buildStamp(root)).toBe(before);
  });

  it('covers the real build entries and configuration', () => {
    const files = buildInputFiles(ROOT);
    for (const path of ['src/app/entry-server.tsx', 'src/app/entry-client.tsx', 'src/service-worker/sw.ts', 'vite.config.ts', 'package-lock.json', 'tsconfig.json']) {
      expect(files).toContain(path);
    }
    expect(files.some((path) => path.startsWith('contract/'))).toBe(true);
    expect(files.some((path) => path.startsWith('public/'))).toBe(true);
    expect(BUILD_INPUTS).toEqual(expect.arrayContaining(['src', 'contract', 'public']));
  });
});

describe('buildStamp of the server bundle', () => {
  const files = { ...TREE, ...SERVER_TREE };
  const serverInputs = Object.keys(files).filter((path) => SERVER_INPUTS.some((input) => path === input || path.startsWith(`${input}/`)));

  it.each(serverInputs)('changes when %s changes', (path) => {
    const root = tree(files);
    const before = buildStamp(root, SERVER_INPUTS);
    writeFileSync(join(root, path), `${files[path]} -- edited`);
    expect(buildStamp(root, SERVER_INPUTS)).not.toBe(before);
  });

  it('covers the server, what it imports from src/ and contract/, and the packages', () => {
    expect(serverInputs).toEqual(expect.arrayContaining(['server/main.ts', 'server/storage/migrations/0001_catalogue.sql', 'src/app/entry-server.tsx', 'contract/cart.ts', 'package-lock.json']));
    const real = buildInputFiles(ROOT, SERVER_INPUTS);
    for (const path of ['server/main.ts', 'server/app.ts', 'server/config.ts', 'src/kernel/store-view/index.ts']) expect(real).toContain(path);
  });

  it('is current only with the bundle present and built from the same inputs', () => {
    const root = tree(files);
    expect(buildIsCurrent(root, SERVER_BUILD)).toBe(false);
    mkdirSync(join(root, 'dist/node'), { recursive: true });
    writeFileSync(join(root, 'dist/node/main.js'), '');
    writeStamp(root, buildStamp(root, SERVER_INPUTS), SERVER_BUILD);
    expect(buildIsCurrent(root, SERVER_BUILD)).toBe(true);
    writeFileSync(join(root, 'server/main.ts'), 'main(); // edited');
    expect(buildIsCurrent(root, SERVER_BUILD)).toBe(false);
  });
});

describe('buildIsCurrent', () => {
  it('is false without a build, true after one with the same inputs, false after an edit', () => {
    const root = tree();
    expect(buildIsCurrent(root)).toBe(false);
    built(root);
    expect(buildIsCurrent(root)).toBe(false);
    writeStamp(root, buildStamp(root));
    expect(buildIsCurrent(root)).toBe(true);
    writeFileSync(join(root, 'src/modules/cart/decider.ts'), 'export const decide = 2;');
    expect(buildIsCurrent(root)).toBe(false);
  });

  it('is false when an output of the build is gone', () => {
    const root = tree();
    built(root);
    writeStamp(root, buildStamp(root));
    rmSync(join(root, 'dist/server/entry-server.js'));
    expect(recordedStamp(root)).toBeNull();
    expect(buildIsCurrent(root)).toBe(false);
  });
});
