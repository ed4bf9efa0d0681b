/** One entry of Vite's `.vite/manifest.json`. */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

/** Vite's build manifest: source path (or chunk id) to chunk. */
export type ViteManifest = Record<string, ManifestChunk>;

/** The client entry's key in the manifest. */
export const CLIENT_ENTRY = 'src/app/entry-client.tsx';

/** Files a page needs first: the entry script, modules to preload and stylesheets, as URL paths. */
export interface PageAssets {
  entry: string | null;
  modulePreloads: string[];
  stylesheets: string[];
}

function walk(manifest: ViteManifest, key: string, seen: Set<string>, out: { js: string[]; css: string[] }): void {
  if (seen.has(key)) return;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) return;
  out.js.push(chunk.file);
  for (const css of chunk.css ?? []) if (!out.css.includes(css)) out.css.push(css);
  for (const imported of chunk.imports ?? []) walk(manifest, imported, seen, out);
}

/** JS and CSS files of a chunk and everything it imports statically (not its dynamic imports). */
export function chunkFiles(manifest: ViteManifest, keys: readonly string[]): { js: string[]; css: string[] } {
  const out = { js: [] as string[], css: [] as string[] };
  const seen = new Set<string>();
  for (const key of keys) walk(manifest, key, seen, out);
  return out;
}

/**
 * The entry, its static imports and the given lazy chunks (route pages, language files), so the
 * browser fetches them in parallel with the HTML instead of discovering them one by one.
 */
export function pageAssets(manifest: ViteManifest | null, lazyKeys: readonly string[], base = '/'): PageAssets {
  if (!manifest?.[CLIENT_ENTRY]) return { entry: null, modulePreloads: [], stylesheets: [] };
  const { js, css } = chunkFiles(manifest, [CLIENT_ENTRY, ...lazyKeys]);
  const [entry, ...rest] = js.map((file) => base + file);
  return { entry: entry ?? null, modulePreloads: rest, stylesheets: css.map((file) => base + file) };
}

/** Keys of the chunks a code-splitting group named `name` became (`assets/<name>-<hash>.js`), e.g. `texts-et`. */
export function groupChunkKeys(manifest: ViteManifest | null, name: string): string[] {
  if (!manifest) return [];
  const file = new RegExp(`^assets/${name}-[\\w-]{8}\\.js$`);
  return Object.entries(manifest).flatMap(([key, chunk]) => (file.test(chunk.file) ? [key] : []));
}
