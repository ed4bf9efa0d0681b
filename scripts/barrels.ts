import { readFileSync } from 'node:fs';

/**
 * Whether a module is a barrel of re-exports only: an `index.ts` under src/ whose every statement is
 * `export … from '…'` (src/ui/index.ts, the kernel's sub-indexes, the modules' logic indexes). The client build
 * treats these as free of side effects (ADR 0075), so importing `Button` from the ui index no longer makes every
 * file the index re-exports part of the entry's module graph, and with it of the entry chunk (the `app` group
 * takes every initial module): a part only lazy pages draw now goes with them. A barrel that gains an import for
 * its effects (src/kernel/index.ts imports reflect-metadata) is not one and keeps the default.
 */
const barrels = new Map<string, boolean>();
export function isReexportBarrel(id: string, read: (file: string) => string = (file) => readFileSync(file, 'utf8')): boolean {
  if (!/[\\/]src[\\/](.+[\\/])?index\.ts$/.test(id)) return false;
  let known = barrels.get(id);
  if (known === undefined) {
    const code = read(id).replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
    const statements = code.split(';').map((statement) => statement.trim()).filter(Boolean);
    known = statements.every((statement) => /^export\s+(type\s+)?(\*|\*\s+as\s+\w+|\{[^}]*\})\s+from\s+'[^']+'$/.test(statement));
    barrels.set(id, known);
  }
  return known;
}
