import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/chromium';
import { FIRST_LOAD_BUDGET_BYTES, FIRST_LOAD_MAX_SCRIPTS, FIRST_LOAD_TARGET_BYTES, filesWithoutTwins, firstLoadPaths, firstLoadProblems, measureFirstLoad } from './first-load';
import type { FirstLoad } from './first-load';

/**
 * `npm run size [-- --url http://localhost:3000] [--check]`: what a browser loads before each page type
 * is interactive, in every store view, measured in Chromium against a running shop (`npm start` first).
 */

/** The views measured, with their home relative to the shop's origin (own domains on *.localhost). */
export function viewHomes(base: URL): { code: string; home: string }[] {
  const port = base.port ? `:${base.port}` : '';
  return [
    { code: 'est', home: new URL('/', base).href },
    { code: 'rus', home: new URL('/rus', base).href },
    { code: 'eng', home: new URL('/eng', base).href },
    { code: 'fin', home: `${base.protocol}//fi.localhost${port}/` },
    { code: 'ap24_italy_it', home: `${base.protocol}//it.localhost${port}/` },
    { code: 'ap24_italy_en', home: new URL('/ap24_italy_en', base).href },
  ];
}

export interface SizeRow {
  view: string;
  page: string;
  load: FirstLoad;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

/** The rows as an aligned plain-text table, largest script of each page named. */
export function formatTable(rows: readonly SizeRow[]): string {
  const header = ['view', 'page', 'scripts', 'JS (gzip)', 'largest'];
  const body = rows.map(({ view, page, load }) => [view, page, String(load.scripts.length), kb(load.gzipBytes), load.scripts[0]?.path.replace(/^.*\//, '') ?? '']);
  const widths = header.map((title, column) => Math.max(title.length, ...body.map((cells) => cells[column]?.length ?? 0)));
  const line = (cells: string[]) => cells.map((cell, column) => (column === 2 || column === 3 ? cell.padStart(widths[column] ?? 0) : cell.padEnd(widths[column] ?? 0))).join('  ').trimEnd();
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...body.map(line)].join('\n');
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { url: { type: 'string', default: 'http://localhost:3000' }, check: { type: 'boolean', default: false } } });
  const root = fileURLToPath(new URL('..', import.meta.url));
  const clientDir = join(root, 'dist/client');
  if (!existsSync(join(clientDir, '.vite/manifest.json'))) throw new Error('No build in dist/client: run "npm run build" (or "npm start") first');
  const base = new URL(values.url);
  const health = await fetch(new URL('/api/health', base)).catch(() => null);
  if (!health?.ok) throw new Error(`No shop answers at ${base.origin}: start it ("npm start") or pass --url`);

  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const rows: SizeRow[] = [];
  const problems: string[] = [];
  try {
    for (const { code, home } of viewHomes(base)) {
      const context = await browser.newContext({ serviceWorkers: 'block' });
      const discover = await context.newPage();
      const pages = await firstLoadPaths(discover, home);
      await discover.close();
      for (const [name, path] of Object.entries(pages)) {
        const tab = await context.newPage();
        const load = await measureFirstLoad(tab, new URL(path, home).href, clientDir);
        rows.push({ view: code, page: name, load });
        problems.push(...firstLoadProblems(load, code));
        await tab.close();
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
  console.log(`First load before the page is interactive (scripts requested until hydration; gzip sizes of the built files), ${base.origin}:\n`);
  console.log(formatTable(rows));
  console.log(`\nBudget: ${kb(FIRST_LOAD_BUDGET_BYTES)} enforced (target ${kb(FIRST_LOAD_TARGET_BYTES)}), at most ${FIRST_LOAD_MAX_SCRIPTS} scripts.`);
  const twins = filesWithoutTwins(clientDir);
  for (const file of twins) problems.push(`${file} has no .br/.gz twin`);
  if (problems.length > 0) console.log(`\n${problems.join('\n')}`);
  if (values.check && problems.length > 0) process.exit(1);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
