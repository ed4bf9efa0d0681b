import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadAllModules } from '../src/app/manifest';

// Issue 21 item 3: every module has a README that lists its commands, events, projections, slots and routes
// ("none" is a listing too), and names each projection, slot fill, route and intercept the module declares,
// so a README cannot fall behind its index.ts unnoticed. `npm run new-module` writes one that passes.

const root = resolve(import.meta.dirname, '..');
const modules = await loadAllModules();

/** What the README must name: projection names, filled slot names, route names, intercepted points. */
export function declaredNames(module: (typeof modules)[number]): string[] {
  return [
    ...(module.projections ?? []).map((projection) => projection.name),
    ...(module.slots ?? []).map((fill) => fill.slot),
    ...(module.routes ?? []).map((route) => route.name),
    ...(module.intercepts ?? []).map((intercept) => intercept.point),
  ];
}

/** The parts a README lists (singular or plural, any case), and the names it leaves out. */
export function readmeProblems(readme: string, names: readonly string[]): string[] {
  const parts = ['command', 'event', 'projection', 'slot', 'route'].filter((part) => !new RegExp(`\\b${part}s?\\b`, 'i').test(readme)).map((part) => `lists no ${part}s (write "none" when there are none)`);
  const missing = [...new Set(names)].filter((name) => !readme.includes(name)).map((name) => `does not name ${name}`);
  return [...parts, ...missing];
}

describe('module READMEs', () => {
  it('cover every module the shop ships', () => {
    expect(modules.length).toBeGreaterThan(20);
  });

  it.each(modules.map((module) => [module.id, module] as const))('%s has a README listing what it declares', (id, module) => {
    const file = join(root, 'src/modules', id, 'README.md');
    expect(existsSync(file), `src/modules/${id}/README.md`).toBe(true);
    expect(readmeProblems(readFileSync(file, 'utf8'), declaredNames(module))).toEqual([]);
  });

  it('catch a README that leaves out a part or a declared name', () => {
    expect(readmeProblems('- Commands: none.\n- Events: none.\n- Projection: `x/list`.\n- Slots: none.', ['x/list', 'layout/footer'])).toEqual([
      'lists no routes (write "none" when there are none)',
      'does not name layout/footer',
    ]);
    expect(readmeProblems('Commands, events, projections, slots, routes: none.', [])).toEqual([]);
  });
});
