import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

// Issue 21 item 4 (ADR 0070): every component in src/ui and every module view has a story. The rule, checked on
// the real source tree:
// - a *component file* is a .tsx file (not a story, test or test-* helper) that exports a PascalCase function or
//   const: in src/ui every one; in src/modules the module's *views*, i.e. the .tsx files its index.ts imports
//   (slot fills) and the pages its routes name (`source: 'src/modules/…tsx'`, in index.ts or a route file);
// - a page (route component) or a src/ui component is covered when a story file imports it directly (the story
//   renders that page or component, not just something next to it);
// - a slot fill is also covered by a story of its own module that imports the module's index (the story
//   registers the module in a test kernel and renders the slot, which is how the app shows it);
// - what a story's `*.fixtures.ts(x)` imports counts as the story's own import.
const root = resolve(import.meta.dirname, '..');
const toRel = (path: string) => relative(root, path).split(sep).join('/');

function files(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    // scripts/new-module.spec.ts generates and removes its probe modules while the unit stage runs in parallel.
    if (name.startsWith('scaffold-probe')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...files(path));
    else out.push(toRel(path));
  }
  return out;
}

const importPattern = /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** A file's relative imports, resolved to project-relative paths of existing files (`./x` → `…/x.tsx`). */
export function importsOf(fileRel: string, text: string, known: ReadonlySet<string>): string[] {
  const found: string[] = [];
  for (const m of text.matchAll(importPattern)) {
    const spec = m[1] ?? m[2];
    if (!spec?.startsWith('.')) continue;
    const base = toRel(resolve(dirname(join(root, fileRel)), spec));
    const hit = [base, `${base}.tsx`, `${base}.ts`, `${base}/index.ts`, `${base}/index.tsx`].find((p) => known.has(p));
    if (hit) found.push(hit);
  }
  return found;
}

const exportsComponent = (text: string) => /^export (?:default )?(?:function|const) [A-Z]\w*/m.test(text);
const isSource = (path: string) => path.endsWith('.tsx') && !/\.(stories|test)\.tsx$/.test(path) && !/(^|\/)test-[^/]+$/.test(path);

interface ComponentFile {
  file: string;
  kind: 'ui' | 'page' | 'slot fill';
  module?: string;
}

/** The component files the rule above asks a story for. */
export function componentFiles(all: readonly string[], read: (file: string) => string): ComponentFile[] {
  const out = new Map<string, ComponentFile>();
  const known = new Set(all);
  for (const file of all) {
    if (file.startsWith('src/ui/') && isSource(file) && exportsComponent(read(file))) out.set(file, { file, kind: 'ui' });
  }
  const modules = new Set(all.filter((f) => f.startsWith('src/modules/')).map((f) => f.split('/')[2]!));
  for (const module of modules) {
    const index = `src/modules/${module}/index.ts`;
    if (!all.includes(index)) continue;
    for (const target of importsOf(index, read(index), known)) {
      if (isSource(target) && exportsComponent(read(target))) out.set(target, { file: target, kind: 'slot fill', module });
    }
    for (const file of all.filter((f) => f.startsWith(`src/modules/${module}/`) && /\.tsx?$/.test(f) && !/\.(spec|test|stories)\.tsx?$/.test(f))) {
      for (const m of read(file).matchAll(/source:\s*'(src\/modules\/[^']+\.tsx)'/g)) out.set(m[1]!, { file: m[1]!, kind: 'page', module });
    }
  }
  return [...out.values()].sort((a, b) => a.file.localeCompare(b.file));
}

/** The component files no story covers. */
export function uncovered(components: readonly ComponentFile[], all: readonly string[], read: (file: string) => string): string[] {
  const known = new Set(all);
  const stories = all.filter((f) => f.endsWith('.stories.tsx'));
  const imported = new Set<string>();
  const moduleIndexes = new Set<string>();
  for (const story of stories) {
    // A story's shared fixtures (`*.fixtures.ts(x)`, e.g. a module definition with the views) count as the story's.
    const direct = importsOf(story, read(story), known);
    const viaFixtures = direct.filter((file) => /\.fixtures\.tsx?$/.test(file)).flatMap((file) => importsOf(file, read(file), known));
    for (const target of [...direct, ...viaFixtures]) {
      imported.add(target);
      const own = /^src\/modules\/([^/]+)\//.exec(story)?.[1];
      if (own && target === `src/modules/${own}/index.ts`) moduleIndexes.add(own);
    }
  }
  return components
    .filter((c) => !imported.has(c.file) && !(c.kind === 'slot fill' && c.module && moduleIndexes.has(c.module)))
    .map((c) => `${c.file} (${c.kind})`);
}

/**
 * Module story files that need no `Languages` story, each with the reason (ADR 0070: every module story file
 * shows its views in the five languages side by side, with `LanguageFrames`).
 */
export const WITHOUT_LANGUAGES: Readonly<Record<string, string>> = {
  'src/modules/ui-state/view.stories.tsx': 'ui-state has no texts (no locales): its one view is the backdrop behind an open drawer',
};

/** The module story files without a `Languages` story export that the allow-list does not name. */
export function storiesWithoutLanguages(all: readonly string[], read: (file: string) => string, allowed: Readonly<Record<string, string>> = WITHOUT_LANGUAGES): string[] {
  return all.filter((file) => /^src\/modules\/.+\.stories\.tsx$/.test(file) && !(file in allowed) && !/^export const Languages\b/m.test(read(file)));
}

describe('story coverage', () => {
  const all = [...files(join(root, 'src/ui')), ...files(join(root, 'src/modules'))];
  const read = (file: string) => readFileSync(join(root, file), 'utf8');
  const components = componentFiles(all, read);

  it('finds the component files the rule names (ui parts, slot fills, pages)', () => {
    const paths = components.map((c) => c.file);
    expect(paths).toContain('src/ui/button/button.tsx');
    expect(paths).toContain('src/modules/ui-state/view.tsx');
    expect(paths).toContain('src/modules/checkout/thank-you-page.tsx');
    expect(paths).toContain('src/modules/catalog/category-page.tsx');
    expect(paths).not.toContain('src/modules/checkout/step-heading.tsx');
  });

  it('every component in src/ui and every module view has a story', () => {
    expect(uncovered(components, all, read), 'component files without a story (add a *.stories.tsx that renders them)').toEqual([]);
  });

  it('a page only counts as covered when a story imports it, a slot fill also through its module index', () => {
    const sources: Record<string, string> = {
      'src/modules/m/index.ts': "import { Fill } from './fill';\nconst routes = [{ component: () => import('./page'), source: 'src/modules/m/page.tsx' }];",
      'src/modules/m/fill.tsx': 'export function Fill() { return null; }',
      'src/modules/m/page.tsx': 'export default function Page() { return null; }',
    };
    const fake = (file: string) => sources[file] ?? '';
    const found = componentFiles(Object.keys(sources), fake);
    expect(found.map((c) => `${c.file} ${c.kind}`)).toEqual(['src/modules/m/fill.tsx slot fill', 'src/modules/m/page.tsx page']);
    const withStory = (story: string) => uncovered(found, [...Object.keys(sources), 'src/modules/m/m.stories.tsx'], (f) => (f.endsWith('.stories.tsx') ? story : fake(f)));
    expect(withStory('')).toEqual(['src/modules/m/fill.tsx (slot fill)', 'src/modules/m/page.tsx (page)']);
    expect(withStory("import { mModule } from './index';")).toEqual(['src/modules/m/page.tsx (page)']);
    expect(withStory("import Page from './page';\nimport { mModule } from './index';")).toEqual([]);
  });

  it('every module story file has a Languages story (the five languages side by side), or a reason in the allow-list', () => {
    expect(storiesWithoutLanguages(all, read), 'module story files without `export const Languages` (add one with LanguageFrames, or a reason to WITHOUT_LANGUAGES)').toEqual([]);
  });

  it('the Languages allow-list names only story files that exist and still have no Languages story', () => {
    const stale = Object.keys(WITHOUT_LANGUAGES).filter((file) => !all.includes(file) || /^export const Languages\b/m.test(read(file)));
    expect(stale, 'remove these from WITHOUT_LANGUAGES').toEqual([]);
  });

  it('a module story file without `export const Languages` is listed unless allowed; ui stories are not asked', () => {
    const sources: Record<string, string> = {
      'src/modules/m/view.stories.tsx': 'export const Default = {};',
      'src/modules/n/view.stories.tsx': 'export const Default = {};\nexport const Languages: Story = {};',
      'src/modules/o/view.stories.tsx': 'export const Default = {};',
      'src/ui/button/button.stories.tsx': 'export const Default = {};',
    };
    const files = Object.keys(sources);
    expect(storiesWithoutLanguages(files, (file) => sources[file] ?? '', { 'src/modules/o/view.stories.tsx': 'no texts' })).toEqual(['src/modules/m/view.stories.tsx']);
  });
});
