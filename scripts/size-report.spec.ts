import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { FIRST_LOAD_BUDGET_BYTES, filesWithoutTwins, firstLoadProblems, gzipSizeOf } from './first-load';
import type { FirstLoad } from './first-load';
import { formatTable, viewHomes } from './size-report';

const scratch = mkdtempSync(join(tmpdir(), 'size-report-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const load = (scripts: FirstLoad['scripts']): FirstLoad => ({ url: 'http://localhost:3000/', scripts, gzipBytes: scripts.reduce((sum, s) => sum + s.gzipBytes, 0) });
const script = (path: string, gzipBytes: number, compressed = true, announced = true) => ({ path, gzipBytes, compressed, announced });

describe('first-load checks', () => {
  it('passes a load within budget and names each problem otherwise', () => {
    expect(firstLoadProblems(load([script('/assets/react.js', 60_000), script('/assets/entry.js', 50_000)]), 'est')).toEqual([]);
    const problems = firstLoadProblems(
      load([
        script('/assets/react.js', FIRST_LOAD_BUDGET_BYTES),
        script('/assets/entry.js', 5000, false),
        script('/assets/checkout-module-it-cards-x1.js', 900),
        ...Array.from({ length: 14 }, (_, i) => script(`/assets/c${i}.js`, 10)),
      ]),
      'est',
    );
    expect(problems.some((p) => /over the budget/.test(p))).toBe(true);
    expect(problems.some((p) => /17 script requests, over 15/.test(p))).toBe(true);
    expect(problems).toContain('http://localhost:3000/: /assets/entry.js was sent uncompressed');
    expect(problems.some((p) => /not preloaded/.test(p))).toBe(false);
    expect(problems).toContain('http://localhost:3000/: /assets/checkout-module-it-cards-x1.js belongs to ap24_italy_it, ap24_italy_en only');
    // A linked stylesheet blocks the first paint.
    expect(firstLoadProblems({ ...load([]), linkedStylesheets: ['/assets/entry.css'] }, 'est')).toEqual([
      'http://localhost:3000/: /assets/entry.css is a render-blocking stylesheet (styles belong inline, ADR 0037)',
    ]);
    // A script the HTML did not name was found only after another one ran: a request chain (issue 16 item 3).
    expect(firstLoadProblems(load([script('/assets/category-page-x1.js', 900, true, false)]), 'est')).toEqual([
      "http://localhost:3000/: /assets/category-page-x1.js was not preloaded by the page's HTML (fetched only after another script ran)",
    ]);
    // The Italian views may load their own card module.
    expect(firstLoadProblems(load([script('/assets/checkout-module-it-cards-x1.js', 900)]), 'ap24_italy_en')).toEqual([]);
  });

  it('reads gzip sizes from the twins and finds text files without them', () => {
    const dir = join(scratch, 'client');
    mkdirSync(join(dir, 'assets'), { recursive: true });
    mkdirSync(join(dir, '.vite'), { recursive: true });
    const big = 'export const x = 1;\n'.repeat(200);
    writeFileSync(join(dir, 'assets/a.js'), big);
    writeFileSync(join(dir, 'assets/a.js.gz'), gzipSync(big));
    writeFileSync(join(dir, 'assets/a.js.br'), brotliCompressSync(big));
    writeFileSync(join(dir, 'assets/b.js'), big);
    writeFileSync(join(dir, 'assets/b.js.gz'), gzipSync(big));
    // Twins of an earlier version of the file: as bad as none.
    writeFileSync(join(dir, 'assets/d.js'), big);
    writeFileSync(join(dir, 'assets/d.js.br'), brotliCompressSync(`${big}// before the precache list was injected`));
    writeFileSync(join(dir, 'assets/d.js.gz'), gzipSync(big));
    writeFileSync(join(dir, 'assets/small.js'), 'x');
    writeFileSync(join(dir, 'assets/c.js.map'), big);
    writeFileSync(join(dir, 'icon.png'), big);
    writeFileSync(join(dir, '.vite/manifest.json'), big);
    expect(filesWithoutTwins(dir)).toEqual(['assets/b.js', 'assets/d.js (its twins hold other contents)']);
    expect(gzipSizeOf(dir, '/assets/a.js')).toBe(gzipSync(big).length);
    expect(gzipSizeOf(dir, '/assets/small.js')).toBe(gzipSync('x', { level: 9 }).length);
  });

  it('lists every listed view on its path or own domain, and formats a table', () => {
    expect(viewHomes(new URL('http://localhost:3000')).map((v) => v.home)).toEqual([
      'http://localhost:3000/',
      'http://localhost:3000/rus',
      'http://localhost:3000/eng',
      'http://fi.localhost:3000/',
      'http://it.localhost:3000/',
      'http://localhost:3000/ap24_italy_en',
    ]);
    const table = formatTable([{ view: 'est', page: 'home', load: load([script('/assets/react-x.js', 2048)]) }]);
    expect(table.split('\n')[0]).toMatch(/^view\s+page\s+scripts\s+JS \(gzip\)\s+largest$/);
    expect(table).toContain('2.0 kB');
    expect(table).toContain('react-x.js');
  });
});
