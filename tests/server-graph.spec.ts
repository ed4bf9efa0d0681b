import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

// server/node-env.ts sets NODE_ENV before React is first imported, so the server renders with React's
// production build. The server bundle (dist/node/main.js) hoists every package it imports statically to its
// top, ahead of node-env's code: a React import anywhere in server/main.ts's static graph loads
// react.development.js next to react-dom/server's production build, and every page answers 500
// ("dispatcher.getOwner is not a function"). React reaches the server only through the SSR bundle, which
// main loads dynamically.
const root = resolve(import.meta.dirname, '..');
const NODE_ENV_SENSITIVE = /^(react|react-dom|react-i18next|react-router|react-router-dom)(\/|$)/;

const staticImport = /(?:^|\n)\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s*)?['"]([^'"]+)['"]/g;
const dynamicImport = /\bimport\(\s*['"](\.[^'"]+)['"]\s*\)/g;

function resolveFile(from: string, spec: string): string | undefined {
  const base = resolve(dirname(from), spec);
  return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`, base.replace(/\.js$/, '.ts')].find(
    (path) => existsSync(path) && /\.(ts|tsx)$/.test(path),
  );
}

/**
 * Every package imported statically by value (not `import type`, not `import('pkg')`) by `entry` or any project
 * file it reaches. Relative dynamic imports are followed too: the bundle is one file (codeSplitting false), so
 * they are inlined and their packages hoisted with the rest.
 */
export function staticPackageImports(entry: string, read = (file: string) => readFileSync(file, 'utf8')): Map<string, string> {
  const seen = new Set<string>();
  const packages = new Map<string, string>();
  const queue = [entry];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const text = read(file);
    for (const m of text.matchAll(dynamicImport)) {
      const target = resolveFile(file, m[1]!);
      if (target) queue.push(target);
    }
    for (const m of text.matchAll(staticImport)) {
      const spec = m[1]!;
      if (spec.startsWith('.')) {
        const target = resolveFile(file, spec);
        if (target) queue.push(target);
      } else if (!packages.has(spec)) packages.set(spec, relative(root, file).split(sep).join('/'));
    }
  }
  return packages;
}

describe('the server bundle', () => {
  it('imports no React package statically (they would load before NODE_ENV is set)', () => {
    const found = [...staticPackageImports(resolve(root, 'server/main.ts'))].filter(([spec]) => NODE_ENV_SENSITIVE.test(spec));
    expect(found).toEqual([]);
  });

  it('finds a React import behind a dynamic import of a project file, and skips type-only and dynamic imports', () => {
    const files: Record<string, string> = {
      [resolve(root, 'server/main.ts')]: "import type { B } from 'react-dom';\nconst ssr = await import('react-dom/server');\nconst app = await import('./app');",
      [resolve(root, 'server/app.ts')]: "import { a } from '../src/ui/add-to-cart/early-taps';",
      [resolve(root, 'src/ui/add-to-cart/early-taps.ts')]: "import { useEffect, type RefObject } from 'react';",
    };
    const found = staticPackageImports(resolve(root, 'server/main.ts'), (file) => files[file] ?? '');
    expect([...found]).toEqual([['react', 'src/ui/add-to-cart/early-taps.ts']]);
  });
});
