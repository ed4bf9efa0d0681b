import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, dirname, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

// The import rules of docs/architecture.md ("Boundaries that a test enforces") and docs/style.md habit 1, checked on the real source tree.
const root = resolve(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...sourceFiles(path));
    else if (/\.(ts|tsx)$/.test(name)) out.push(path);
  }
  return out;
}

const importPattern = /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|declare module\s+['"]([^'"]+)['"]/g;

/** Every relative import of a file, resolved to a path relative to the project root. */
export function relativeImports(file: string, text = readFileSync(file, 'utf8')): string[] {
  const found: string[] = [];
  for (const m of text.matchAll(importPattern)) {
    const spec = m[1] ?? m[2] ?? m[3];
    if (spec?.startsWith('.')) found.push(relative(root, resolve(dirname(file), spec)).split(sep).join('/'));
  }
  return found;
}

interface Violation {
  file: string;
  target: string;
  rule: string;
}

/** Checks one file's imports against the layer rules. */
export function violations(fileRel: string, targets: readonly string[]): Violation[] {
  const out: Violation[] = [];
  const moduleOf = (p: string) => /^src\/modules\/([^/]+)/.exec(p)?.[1];
  for (const target of targets) {
    const add = (rule: string) => out.push({ file: fileRel, target, rule });
    if (fileRel.startsWith('src/kernel/') && /^src\/(modules|app)(\/|$)/.test(target)) add('kernel imports no module and no app code');
    if (fileRel.startsWith('src/ui/') && /^src\/(kernel|modules|app)(\/|$)/.test(target)) add('ui imports neither kernel nor modules');
    if (fileRel.startsWith('contract/') && /^(src|server)(\/|$)/.test(target)) add('contract imports neither src nor server');
    const from = moduleOf(fileRel);
    const to = moduleOf(target);
    if (from && to && from !== to) add('a module never imports another module');
    if (from && /^src\/app(\/|$)/.test(target)) add('a module never imports the composition root');
    if (!fileRel.startsWith('src/modules/') && to && !fileRel.startsWith('src/app/') && !fileRel.startsWith('tests/') && !fileRel.startsWith('scripts/')) {
      add('only the composition root wires modules');
    }
    if (to && !from && target !== `src/modules/${to}` && target !== `src/modules/${to}/index`) add("outside code imports a module only through its index.ts");
  }
  return out;
}

describe('architecture rules', () => {
  it('hold for every source file', () => {
    const dirs = ['src', 'server', 'contract', 'tests', 'scripts'].map((d) => join(root, d));
    const files = dirs.flatMap((d) => {
      try {
        return sourceFiles(d);
      } catch {
        return [];
      }
    });
    expect(files.length).toBeGreaterThan(10);
    const found = files.flatMap((f) => violations(relative(root, f).split(sep).join('/'), relativeImports(f)));
    expect(found).toEqual([]);
  });

  it('catch a module importing another module, kernel importing a module, ui importing the kernel', () => {
    expect(violations('src/modules/cart/hooks.ts', ['src/modules/user/decider'])[0]?.rule).toBe('a module never imports another module');
    expect(violations('src/kernel/bus.ts', ['src/modules/cart'])[0]?.rule).toBe('kernel imports no module and no app code');
    expect(violations('src/ui/button.tsx', ['src/kernel/index'])[0]?.rule).toBe('ui imports neither kernel nor modules');
    expect(violations('src/app/manifest.ts', ['src/modules/cart/decider'])[0]?.rule).toBe('outside code imports a module only through its index.ts');
    expect(violations('src/modules/cart/decider.ts', ['src/kernel/index', 'src/ui/index', 'src/modules/cart/state'])).toEqual([]);
  });

  it('see static, dynamic and augmentation imports', () => {
    const file = join(root, 'src/modules/x/a.ts');
    const text = "import { a } from '../y/b';\nconst c = import('../../app/c');\ndeclare module '../../kernel/messages' {}";
    expect(relativeImports(file, text)).toEqual(['src/modules/y/b', 'src/app/c', 'src/kernel/messages']);
  });
});
