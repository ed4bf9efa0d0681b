import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moduleFiles, parseModuleArgs, registration, writeModule } from './new-module';

const ROOT = resolve(import.meta.dirname, '..');

describe('npm run new-module: arguments', () => {
  const views = ['est', 'fin', 'ap24_italy_it'];

  it('takes a kebab-case name and optional store views', () => {
    expect(parseModuleArgs(['gift-wrap'], views)).toEqual({ id: 'gift-wrap', views: [] });
    expect(parseModuleArgs(['gift-wrap', '--views', 'fin, ap24_italy_it,fin'], views)).toEqual({ id: 'gift-wrap', views: ['fin', 'ap24_italy_it'] });
  });

  it('refuses a missing or malformed name, an unknown view and an empty list, saying why', () => {
    expect(() => parseModuleArgs([], views)).toThrow(/usage: npm run new-module -- NAME/);
    expect(() => parseModuleArgs(['GiftWrap'], views)).toThrow('"GiftWrap" is not kebab-case');
    expect(() => parseModuleArgs(['gift-wrap', '--views', 'fin,xx'], views)).toThrow('unknown store view "xx" (known: est, fin, ap24_italy_it)');
    expect(() => parseModuleArgs(['gift-wrap', '--views', ''], views)).toThrow('--views needs at least one store code');
  });

  it('writes index, messages, decider with its spec, projection, view with its story, five locales and a README', () => {
    expect(Object.keys(moduleFiles({ id: 'gift-wrap', views: [] })).sort()).toEqual(
      ['README.md', 'decider.spec.ts', 'decider.ts', 'index.ts', 'locales/en.json', 'locales/et.json', 'locales/fi.json', 'locales/it.json', 'locales/ru.json', 'messages.ts', 'projection.ts', 'view.stories.tsx', 'view.tsx'].sort(),
    );
    const perView = moduleFiles({ id: 'gift-wrap', views: ['fin'] });
    expect(perView['index.ts']).toContain("when: (view) => GIFT_WRAP_STORE_CODES.includes(view.storeCode)");
    expect(perView['README.md']).toMatch(/- Commands: .*\n- Events: .*\n- Projections: .*\n- Slots: .*\n- Routes: /);
    expect(registration({ id: 'gift-wrap', views: ['fin'] })).toContain("views: ['fin'],\n      source: 'src/modules/gift-wrap/index.ts',");
  });
});

/** Runs a tool of the project; answers its exit code and output (for the failure message). */
function tool(command: string, args: readonly string[]): { status: number | null; output: string } {
  // The child is a project tool, not part of this test run: no inherited Vitest settings.
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('VITEST') && key !== 'NODE_ENV' && key !== 'FORCE_COLOR'));
  env.NO_COLOR = '1';
  const result = spawnSync(join(ROOT, 'node_modules', '.bin', command), args, { cwd: ROOT, env, encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout ?? ''}${result.stderr ?? ''}`.slice(-4000) };
}

// Two modules generated into src/modules (one for every view, one per-view), checked the way `npm test` checks
// the project, then removed. Fixed names, so a run interrupted half-way is cleaned up by the next one.
describe('npm run new-module: what it generates passes typecheck, lint and its tests', () => {
  const plans = [parseModuleArgs(['scaffold-probe']), parseModuleArgs(['scaffold-probe-views', '--views', 'fin'])];
  const folders = plans.map((plan) => join(ROOT, 'src/modules', plan.id));
  const tsconfig = join(ROOT, 'tsconfig.scaffold-probe.json');
  const cleanUp = () => {
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
    rmSync(tsconfig, { force: true });
  };

  beforeAll(() => {
    cleanUp();
    for (const plan of plans) writeModule(plan);
    // The project's compiler settings, on the generated files (and what they import).
    writeFileSync(tsconfig, JSON.stringify({ extends: './tsconfig.json', include: plans.map((plan) => `src/modules/${plan.id}`) }));
  });
  afterAll(cleanUp);

  it('refuses to write over an existing module', () => {
    expect(() => writeModule(plans[0]!)).toThrow(/already exists/);
    expect(readFileSync(join(folders[0]!, 'index.ts'), 'utf8')).toContain("id: 'scaffold-probe'");
  });

  it('typechecks', () => {
    const result = tool('tsc', ['-p', tsconfig, '--noEmit']);
    expect(result.output).toBe('');
    expect(result.status).toBe(0);
  }, 600_000);

  it('lints without warnings', () => {
    const result = tool('eslint', ['--max-warnings', '0', ...folders]);
    expect(result.output).toBe('');
    expect(result.status).toBe(0);
  }, 600_000);

  it("passes its own tests (the decider's given/when/then, the kernel, the views' `when`)", () => {
    const result = tool('vitest', ['run', '--project', 'unit', ...folders]);
    expect(result.output).toMatch(/Tests\s+9 passed \(9\)/);
    expect(result.status).toBe(0);
  }, 600_000);
});
