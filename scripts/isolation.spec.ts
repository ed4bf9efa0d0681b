import { describe, expect, it } from 'vitest';
import { chunksOfView, isolationProblems, packagesImportedBy } from './isolation';
import type { BuildManifest, IsolationInput } from './isolation';

// A build shaped like the shop's: an entry with a route page, the Italian cards module as a lazy per-view
// entry with Stripe's loader behind it, and the Finnish plates module likewise.
const manifest: BuildManifest = {
  'src/app/entry-client.tsx': { file: 'assets/entry.js', isEntry: true, imports: ['_app.js'], dynamicImports: ['src/app/pages/checkout-page.tsx', 'src/modules/cards/index.ts', 'src/modules/plates/index.ts'] },
  '_app.js': { file: 'assets/app.js' },
  'src/app/pages/checkout-page.tsx': { file: 'assets/checkout-page.js', imports: ['_app.js'], dynamicImports: ['src/app/texts/et.json'] },
  'src/app/texts/et.json': { file: 'assets/texts-et.js' },
  'src/modules/cards/index.ts': { file: 'assets/cards.js', imports: ['_app.js'], dynamicImports: ['node_modules/@stripe/stripe-js/pure/index.mjs'] },
  'node_modules/@stripe/stripe-js/pure/index.mjs': { file: 'assets/pure.js' },
  'src/modules/plates/index.ts': { file: 'assets/plates.js' },
};

const sources: Record<string, string[]> = {
  'assets/entry.js': ['src/app/entry-client.tsx', 'src/app/manifest.ts'],
  'assets/app.js': ['src/kernel/kernel.ts', 'src/modules/checkout/index.ts'],
  'assets/checkout-page.js': ['src/modules/checkout/page.tsx'],
  'assets/texts-et.js': ['src/modules/checkout/locales/et.json'],
  'assets/cards.js': ['src/modules/cards/index.ts', 'src/modules/cards/view.tsx'],
  'assets/pure.js': ['node_modules/@stripe/stripe-js/pure/index.mjs'],
  'assets/plates.js': ['src/modules/plates/index.ts'],
};

const texts: Record<string, string> = {
  // The lazy pointer the entry keeps is allowed: an id, a source path, a chunk name.
  'assets/entry.js': "const perView=[{id:'cards',source:'src/modules/cards/index.ts',load:()=>import('./cards.js')}]",
};

function input(change: { sources?: Record<string, string[]>; texts?: Record<string, string>; manifest?: BuildManifest } = {}): IsolationInput {
  const files = { ...sources, ...change.sources };
  const bodies = { ...texts, ...change.texts };
  return {
    manifest: { ...manifest, ...change.manifest },
    entry: 'src/app/entry-client.tsx',
    perViewSources: ['src/modules/cards/index.ts', 'src/modules/plates/index.ts'],
    views: [
      { code: 'est', loads: [] },
      { code: 'fin', loads: ['src/modules/plates/index.ts'] },
      { code: 'ap24_italy_it', loads: ['src/modules/cards/index.ts'] },
    ],
    modules: [
      { id: 'cards', folder: 'src/modules/cards', packages: ['@stripe/stripe-js'], activeIn: ['ap24_italy_it'] },
      { id: 'plates', folder: 'src/modules/plates', packages: [], activeIn: ['fin'] },
    ],
    sourcesOf: (file) => files[file] ?? [],
    textOf: (file) => bodies[file] ?? '',
  };
}

describe('module isolation check', () => {
  it('follows static and dynamic imports, but only the per-view entries the view loads', () => {
    const all = new Set(['src/modules/cards/index.ts', 'src/modules/plates/index.ts']);
    expect(chunksOfView(manifest, 'src/app/entry-client.tsx', all).sort()).toEqual(['_app.js', 'src/app/entry-client.tsx', 'src/app/pages/checkout-page.tsx', 'src/app/texts/et.json']);
    expect(chunksOfView(manifest, 'src/app/entry-client.tsx', new Set(['src/modules/plates/index.ts']))).toContain('node_modules/@stripe/stripe-js/pure/index.mjs');
  });

  it('passes a build where each per-view module is reached only from its views', () => {
    expect(isolationProblems(input())).toEqual([]);
  });

  it("fails when a per-view module's code is in a chunk every view loads (a static import in the manifest)", () => {
    const problems = isolationProblems(input({ sources: { 'assets/app.js': ['src/kernel/kernel.ts', 'src/modules/cards/view.tsx'] } }));
    expect(problems).toEqual([
      'est loads assets/app.js, which holds src/modules/cards/view.tsx of cards (active only in ap24_italy_it)',
      'fin loads assets/app.js, which holds src/modules/cards/view.tsx of cards (active only in ap24_italy_it)',
    ]);
  });

  it("fails when a per-view module's texts are bundled with every view's texts", () => {
    const problems = isolationProblems(input({ sources: { 'assets/texts-et.js': ['src/modules/checkout/locales/et.json', 'src/modules/plates/locales/et.json'] } }));
    expect(problems).toContain('est loads assets/texts-et.js, which holds src/modules/plates/locales/et.json of plates (active only in fin)');
    expect(problems.some((problem) => problem.startsWith('fin '))).toBe(false);
  });

  it("fails when another view's pages reach a package only the module imports (Stripe's loader in the Estonian checkout)", () => {
    const problems = isolationProblems(
      input({ manifest: { 'src/app/pages/checkout-page.tsx': { file: 'assets/checkout-page.js', dynamicImports: ['node_modules/@stripe/stripe-js/pure/index.mjs'] } } }),
    );
    expect(problems).toContain('est loads assets/pure.js, which holds node_modules/@stripe/stripe-js/pure/index.mjs, a package only cards (active only in ap24_italy_it) imports');
  });

  it("fails when another view's code names the module's messages", () => {
    const problems = isolationProblems(input({ texts: { 'assets/checkout-page.js': "on:['cards/authenticationSucceeded']" } }));
    expect(problems).toContain('est loads assets/checkout-page.js, which names a message of cards (active only in ap24_italy_it): cards/a…');
  });

  it('fails when a view loads a per-view module whose when does not hold there', () => {
    const problems = isolationProblems({ ...input(), views: [{ code: 'ap24_italy_en', loads: ['src/modules/cards/index.ts'] }] });
    expect(problems[0]).toBe('ap24_italy_en loads assets/cards.js, which holds src/modules/cards/index.ts of cards (active only in ap24_italy_it)');
  });

  it('names the packages a file imports, scoped or not, without built-ins', () => {
    const text = "import { loadStripe } from '@stripe/stripe-js/pure';\nimport x from 'react-dom/client';\nimport { a } from './a';\nimport 'node:fs';\nconst m = import('mitt');";
    expect(packagesImportedBy(text)).toEqual(['@stripe/stripe-js', 'react-dom', 'mitt']);
  });
});
