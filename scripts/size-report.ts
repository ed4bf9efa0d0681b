import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { CLIENT_ENTRY, chunkFiles } from '../src/app/asset-manifest';
import type { ViteManifest } from '../src/app/asset-manifest';
import { pageSourcePath } from '../src/app/page-files';
import type { PageKey } from '../src/app/page-files';
import { storeViews } from '../src/app/store-views';
import type { Language } from '../src/kernel/store-view/types';

/** A route type: the page module it loads, and the module locale folders its page reads (`<dir>/<lang>.json`). */
export interface RouteType {
  route: string;
  /** The page module and whatever else the route loads (its loader chunk). */
  sources: readonly string[];
  locales?: readonly string[];
}

const appPage = (route: string, page: PageKey): RouteType => ({ route, sources: [pageSourcePath(page)] });

/** The route types the report covers, with the page module each one loads (module pages replace app pages). */
export const ROUTE_TYPES: readonly RouteType[] = [
  appPage('home', 'home'),
  { route: 'category', sources: ['src/modules/catalog/category-page.tsx', 'src/modules/catalog/category-loader.ts'], locales: ['src/modules/catalog/locales'] },
  appPage('product', 'product'),
  appPage('checkout', 'checkout'),
];

/** One line of the report: what a first visit of a route type loads in one language. */
export interface SizeRow {
  route: string;
  language: Language;
  views: string[];
  jsBytes: number;
  cssBytes: number;
}

/** Language chunks a page of `language` loads (the i18n loader adds English as the fallback). */
function languageChunks(language: Language, dirs: readonly string[] = []): string[] {
  const languages = language === 'en' ? ['en'] : [language, 'en'];
  return ['src/app/locales', ...dirs].flatMap((dir) => languages.map((lng) => `${dir}/${lng}.json`));
}

/**
 * Gzipped JS and CSS loaded first for each route type and language: the entry with its static
 * imports, the route's page chunk (with its imports) and the language chunks.
 */
export function computeSizes(manifest: ViteManifest, gzipSize: (file: string) => number): SizeRow[] {
  const languages = [...new Set(storeViews.map((view) => view.language))];
  return ROUTE_TYPES.flatMap(({ route, sources, locales }) =>
    languages.map((language) => {
      const { js, css } = chunkFiles(manifest, [CLIENT_ENTRY, ...sources, ...languageChunks(language, locales)]);
      const sum = (files: string[]) => files.reduce((total, file) => total + gzipSize(file), 0);
      return {
        route,
        language,
        views: storeViews.filter((view) => view.language === language).map((view) => view.storeCode),
        jsBytes: sum(js),
        cssBytes: sum(css),
      };
    }),
  );
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

/** The rows as an aligned plain-text table. */
export function formatTable(rows: readonly SizeRow[]): string {
  const header = ['route', 'language', 'store views', 'JS (gzip)', 'CSS (gzip)', 'total'];
  const body = rows.map((row) => [row.route, row.language, row.views.join(', '), kb(row.jsBytes), kb(row.cssBytes), kb(row.jsBytes + row.cssBytes)]);
  const widths = header.map((title, column) => Math.max(title.length, ...body.map((cells) => cells[column]?.length ?? 0)));
  const line = (cells: string[]) => cells.map((cell, column) => (column >= 3 ? cell.padStart(widths[column] ?? 0) : cell.padEnd(widths[column] ?? 0))).join('  ');
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...body.map(line)].join('\n');
}

function main(): void {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const clientDir = join(root, 'dist/client');
  const manifestFile = join(clientDir, '.vite/manifest.json');
  if (process.argv.includes('--build') || !existsSync(manifestFile)) {
    const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as ViteManifest;
  const gzipSize = (file: string) => gzipSync(readFileSync(join(clientDir, file)), { level: 9 }).length;
  console.log('First load per route type (entry + static imports + page chunk + language chunks), gzip level 9:\n');
  console.log(formatTable(computeSizes(manifest, gzipSize)));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
