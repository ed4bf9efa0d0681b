import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { registerAssetStubs } from './asset-stubs';
import { join, relative, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * The build check of module isolation (issue 21 item 3, ADR 0068): for every store view, the JavaScript its
 * pages can load (the client entry, its static imports, and every chunk reachable through dynamic imports:
 * routes, pages, texts, the view's own per-view modules) holds no code of a module with `when` that is not
 * active in that view: none of its source files, none of the packages only it imports, no string that
 * names one of its messages (`'<id>/…'`). `npm run build` runs it after the client and SSR builds and fails
 * when it finds anything; `npm run isolation` runs it on the last build.
 */

/** One entry of Vite's build manifest (dist/client/.vite/manifest.json). */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

export type BuildManifest = Record<string, ManifestChunk>;

/** A module with `when` (code that only some views may run). */
export interface ViewModule {
  id: string;
  /** Its folder, relative to the project root: `src/modules/<id>`. */
  folder: string;
  /** Packages only this module imports (their code may reach only its views too). */
  packages: readonly string[];
  /** Store codes of the views where its `when` holds. */
  activeIn: readonly string[];
}

/** What one store view loads and must not load. */
export interface ViewFacts {
  code: string;
  /** Manifest keys of the per-view modules this view loads (src/app/manifest.ts `perViewModulesOf`). */
  loads: readonly string[];
}

export interface IsolationInput {
  manifest: BuildManifest;
  /** The client entry's manifest key. */
  entry: string;
  views: readonly ViewFacts[];
  modules: readonly ViewModule[];
  /** Manifest keys of every per-view module's lazy entry (a view follows only its own). */
  perViewSources: readonly string[];
  /** Source files of a built file (from its source map), relative to the project root. */
  sourcesOf: (file: string) => readonly string[];
  /** A built file's text. */
  textOf: (file: string) => string;
}

/**
 * The manifest keys a view's pages can load: the entry and everything reachable from it through static and
 * dynamic imports, except the lazy entries of per-view modules the view does not load.
 */
export function chunksOfView(manifest: BuildManifest, entry: string, skipped: ReadonlySet<string>): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || skipped.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`isolation: the build manifest has no entry "${key}"`);
    seen.add(key);
    for (const next of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) visit(next);
  };
  visit(entry);
  return [...seen];
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each problem as one line: which view, which file, whose code. */
export function isolationProblems(input: IsolationInput): string[] {
  const problems: string[] = [];
  for (const view of input.views) {
    const skipped = new Set(input.perViewSources.filter((source) => !view.loads.includes(source)));
    const files = [...new Set(chunksOfView(input.manifest, input.entry, skipped).map((key) => input.manifest[key]!.file))].filter((file) => file.endsWith('.js'));
    for (const module of input.modules.filter((candidate) => !candidate.activeIn.includes(view.code))) {
      const where = `${module.id} (active only in ${module.activeIn.join(', ') || 'no view'})`;
      const messageName = new RegExp(`[\`'"]${escape(module.id)}/[A-Za-z]`);
      for (const file of files) {
        const sources = input.sourcesOf(file);
        const own = sources.find((source) => source.startsWith(`${module.folder}/`));
        if (own) problems.push(`${view.code} loads ${file}, which holds ${own} of ${where}`);
        for (const name of module.packages) {
          const used = sources.find((source) => source.startsWith(`node_modules/${name}/`));
          if (used) problems.push(`${view.code} loads ${file}, which holds ${used}, a package only ${where} imports`);
        }
        const named = messageName.exec(input.textOf(file));
        if (named) problems.push(`${view.code} loads ${file}, which names a message of ${where}: ${named[0].slice(1)}…`);
      }
    }
  }
  return problems;
}

// ---- Facts from the source tree and the build ----

const ROOT = resolve(import.meta.dirname, '..');

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

const TEST_FILE = /\.(spec|test|stories|test-d)\.tsx?$|[\\/](test-[^\\/]*|[^\\/]*fixtures?)\.tsx?$/;
const BARE_IMPORT = /(?:import|export)\s[^'"]*?from\s*['"]([^'".][^'"]*)['"]|import\(\s*['"]([^'".][^'"]*)['"]\s*\)/g;

/** The packages a file imports (`@scope/name` or `name`), without node's built-ins. */
export function packagesImportedBy(text: string): string[] {
  const names = new Set<string>();
  for (const match of text.matchAll(BARE_IMPORT)) {
    const spec = match[1] ?? match[2] ?? '';
    if (spec.startsWith('node:') || spec.startsWith('virtual:')) continue;
    const parts = spec.split('/');
    names.add(spec.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? spec));
  }
  return [...names];
}

/** Packages the module's shipped files import that no other shipped file under src/ imports. */
function exclusivePackages(folder: string, root: string): string[] {
  const shipped = (dir: string) => filesUnder(join(root, dir)).filter((file) => !TEST_FILE.test(file));
  const own = new Set(shipped(folder).flatMap((file) => packagesImportedBy(readFileSync(file, 'utf8'))));
  const elsewhere = new Set(
    shipped('src')
      .filter((file) => !relative(root, file).split(sep).join('/').startsWith(`${folder}/`))
      .flatMap((file) => packagesImportedBy(readFileSync(file, 'utf8'))),
  );
  return [...own].filter((name) => !elsewhere.has(name)).sort();
}

/** Source files of a built file, from its source map, relative to the project root. */
function sourcesFromMap(clientDir: string, root: string) {
  return (file: string): string[] => {
    const map = join(clientDir, `${file}.map`);
    // The bundler's own runtime (module loading helpers) is the one file without a map.
    if (!existsSync(map) && /(^|\/)rolldown-runtime-[^/]*\.js$/.test(file)) return [];
    if (!existsSync(map)) throw new Error(`isolation: ${file} has no source map (the client build writes them)`);
    const { sources = [] } = JSON.parse(readFileSync(map, 'utf8')) as { sources?: string[] };
    const dir = join(clientDir, file, '..');
    return sources.map((source) => relative(root, resolve(dir, source)).split(sep).join('/'));
  };
}

/** Everything the check needs, read from the source tree and dist/client. */
export async function isolationInput(root = ROOT): Promise<IsolationInput> {
  const clientDir = join(root, 'dist/client');
  const manifestFile = join(clientDir, '.vite/manifest.json');
  if (!existsSync(manifestFile)) throw new Error('isolation: no build in dist/client (run "npm run build")');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as BuildManifest;
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('isolation: the build manifest has no entry');

  registerAssetStubs();
  const { loadAllModules, perViewModules, perViewModulesOf } = await import('../src/app/manifest');
  const { storeViews } = await import('../src/app/store-views');
  const all = await loadAllModules();
  const modules: ViewModule[] = all
    .filter((module) => module.when)
    .map((module) => {
      const folder = `src/modules/${module.id}`;
      if (!existsSync(join(root, folder, 'index.ts'))) throw new Error(`isolation: module "${module.id}" is not in ${folder}/index.ts`);
      return { id: module.id, folder, packages: exclusivePackages(folder, root), activeIn: storeViews.filter((view) => module.when!(view)).map((view) => view.storeCode) };
    });
  return {
    manifest,
    entry,
    modules,
    perViewSources: perViewModules.map((module) => module.source),
    views: storeViews.map((view) => ({ code: view.storeCode, loads: perViewModulesOf(view).map((module) => module.source) })),
    sourcesOf: sourcesFromMap(clientDir, root),
    textOf: (file) => readFileSync(join(clientDir, file), 'utf8'),
  };
}

/** Runs the check on the last build; throws with every problem listed. */
export async function checkIsolation(root = ROOT, log: (line: string) => void = console.log): Promise<void> {
  const input = await isolationInput(root);
  const problems = isolationProblems(input);
  if (problems.length > 0) {
    throw new Error(`Module isolation: ${problems.length} problem(s) (a per-view module's code in another view's JavaScript; ADR 0068):\n${problems.join('\n')}`);
  }
  const names = input.modules.map((module) => `${module.id} (${module.activeIn.join(', ')}${module.packages.length ? `; ${module.packages.join(', ')}` : ''})`);
  log(`Module isolation: no view loads another view's modules: ${names.join(', ')}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  checkIsolation().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
