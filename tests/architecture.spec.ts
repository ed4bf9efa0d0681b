import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, dirname, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

// The import rules of docs/architecture.md ("Boundaries that a test enforces") and docs/style.md habit 1, checked on the real source tree.
const root = resolve(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    // scripts/new-module.spec.ts generates and removes its probe modules while the unit stage runs in parallel.
    if (name.startsWith('scaffold-probe')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...sourceFiles(path));
    else if (/\.(ts|tsx|css)$/.test(name)) out.push(path);
  }
  return out;
}

/**
 * Every way a file can reach another: `import … from`, `export … from`, a side-effect `import '…'`, `import()`,
 * `declare module '…'`, test doubles (`vi.mock`, `vi.importActual`), `import.meta.glob`, and in stylesheets
 * `composes: … from '…'` and `@import`.
 */
const importPattern =
  /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|declare module\s+['"]([^'"]+)['"]|^\s*import\s+['"]([^'"]+)['"]|\bvi\.(?:mock|doMock|importActual|importMock)(?:<[^>]*>)?\(\s*['"]([^'"]+)['"]|import\.meta\.glob(?:<[^>]*>)?\(\s*['"]([^'"]+)['"]|\bcomposes\s*:[^;]*?\bfrom\s+['"]([^'"]+)['"]|@import\s+(?:url\()?\s*['"]([^'"]+)['"]/gm;

/** Static imports only (type imports included, `import()` not): what makes two files load each other. */
const staticImportPattern = /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|^\s*import\s+['"]([^'"]+)['"]/gm;

/** Every relative import of a file, resolved to a path relative to the project root. */
export function relativeImports(file: string, text = readFileSync(file, 'utf8')): string[] {
  const found: string[] = [];
  for (const m of text.matchAll(importPattern)) {
    const spec = m.slice(1).find((group) => group !== undefined);
    if (spec?.startsWith('.')) found.push(relative(root, resolve(dirname(file), spec)).split(sep).join('/'));
  }
  return found;
}

/** The source files a file imports statically (relative imports resolved to existing .ts/.tsx files). */
function staticImports(file: string): string[] {
  const found: string[] = [];
  for (const m of readFileSync(file, 'utf8').matchAll(staticImportPattern)) {
    const spec = m[1] ?? m[2];
    if (!spec?.startsWith('.')) continue;
    const base = resolve(dirname(file), spec);
    const target = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find((candidate) => /\.tsx?$/.test(candidate) && existsSync(candidate));
    if (target) found.push(relative(root, target).split(sep).join('/'));
  }
  return found;
}

/** The import cycles of a graph (strongly connected groups of two or more files, each sorted), by Tarjan's algorithm. */
export function importCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter++);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!graph.has(next)) continue;
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1) cycles.push(group.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles;
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

  it("see a module reaching another module's files every other way: side effects, test doubles, globs, stylesheets", () => {
    const file = join(root, 'src/modules/x/a.ts');
    const text = [
      "import '../y/setup';",
      "export * from '../y/c';",
      "vi.mock('../y/d', () => ({}));",
      "const real = await vi.importActual<typeof import('../y/e')>('../y/e');",
      "const pages = import.meta.glob<Page>('../y/pages/*.tsx');",
    ].join('\n');
    expect(relativeImports(file, text)).toEqual(['src/modules/y/setup', 'src/modules/y/c', 'src/modules/y/d', 'src/modules/y/e', 'src/modules/y/pages/*.tsx']);
    const css = join(root, 'src/modules/x/view.module.css');
    const styles = ".a {\n  composes: card from '../y/view.module.css';\n}\n@import '../y/base.css';";
    const targets = relativeImports(css, styles);
    expect(targets).toEqual(['src/modules/y/view.module.css', 'src/modules/y/base.css']);
    expect(violations('src/modules/x/view.module.css', targets).map((found) => found.rule)).toEqual(['a module never imports another module', 'a module never imports another module']);
  });

  it('find no static import cycle in src (the cart logic was one: lines -> messages -> merge -> lines)', () => {
    const files = sourceFiles(join(root, 'src')).filter((file) => /\.tsx?$/.test(file));
    const graph = new Map(files.map((file) => [relative(root, file).split(sep).join('/'), staticImports(file)]));
    expect(importCycles(graph)).toEqual([]);
  });

  it('name every file of a cycle, and only those', () => {
    const graph = new Map([
      ['lines', ['messages']],
      ['messages', ['merge']],
      ['merge', ['lines', 'hash']],
      ['hash', []],
      ['a', ['b']],
      ['b', ['a']],
    ]);
    expect(importCycles(graph)).toEqual([['lines', 'merge', 'messages'], ['a', 'b']]);
  });
});
