import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/chromium';


/**
 * Test files that replace a module (`vi.mock`, `vi.doMock`) or install a global for good (`fake-indexeddb/auto`):
 * found by reading the files, so a new one is never missed. They run isolated (each file imports its modules anew);
 * every other file shares its worker's loaded modules with the files before it (ADR 0080). A mock only replaces a
 * module its file imports first, which a shared worker cannot promise; an installed IndexedDB would be there for
 * the next file, whose code expects none.
 */
function filesNeedingIsolation(roots: string[], suffixes: string[]): string[] {
  const found: string[] = [];
  for (const root of roots) {
    for (const entry of readdirSync(root, { recursive: true, encoding: 'utf8' })) {
      const path = `${root}/${entry}`;
      if (entry.includes('node_modules') || !suffixes.some((suffix) => entry.endsWith(suffix))) continue;
      if (/\bvi\.(do)?[mM]ock\(|['"]fake-indexeddb\/auto['"]/.test(readFileSync(path, 'utf8'))) found.push(path);
    }
  }
  return found;
}

const UNIT_FILES = ['src/**/*.spec.ts', 'docs/**/*.spec.ts', 'server/**/*.spec.ts', 'contract/**/*.spec.ts', 'tests/**/*.spec.ts', 'scripts/**/*.spec.ts'];
const UNIT_EXCLUDE = ['tests/e2e/**', 'node_modules/**'];
const UNIT_ISOLATED = filesNeedingIsolation(['src', 'docs', 'server', 'contract', 'tests', 'scripts'], ['.spec.ts']).filter((path) => !path.startsWith('tests/e2e/'));
const COMPONENT_FILES = ['src/**/*.test.tsx'];
const COMPONENT_ISOLATED = filesNeedingIsolation(['src'], ['.test.tsx']);

const unit = {
  // Ceilings, not measurements: CI has 2 cores and the database suites start PGlite.
  testTimeout: 30_000,
  hookTimeout: 120_000,
  // Builds the migrated PGlite template once before the workers start (server/testing).
  globalSetup: ['server/testing/global-setup.ts'],
  environment: 'node',
};

const components = {
  // A ceiling: an app shell test with three client navigations took over 30 s in jsdom with the CPU burner
  // on and the machine at load 40 (route-announcer.test.tsx; `npm run test:loaded`, ADR 0071).
  testTimeout: 60_000,
  environment: 'jsdom',
  // Per file: an empty document, storage and real timers, as a new environment would give (ADR 0080).
  setupFiles: ['tests/components-setup.ts'],
};

// One config, several projects: pure logic in node, components in jsdom, stories in Chromium
// (the storybook project is added by .storybook tooling below). `unit` and `components` share loaded modules
// between the files of a worker; `unit-isolated` and `components-isolated` hold the files that mock modules or
// install globals.
export default defineConfig({
  test: {
    // Three test files at a time on CI's 2 cores (vitest's default there is one): most database and server suites
    // wait on PostgreSQL, PGlite or a child process, not on the CPU. server/api alone, side by side on this
    // machine: 1 worker 699 s, 2 workers 255 s, 3 workers 167 s (ADR 0054). `npm run test:stories` keeps one.
    maxWorkers: 3,
    projects: [
      { test: { ...unit, name: 'unit', isolate: false, include: UNIT_FILES, exclude: [...UNIT_EXCLUDE, ...UNIT_ISOLATED] } },
      { test: { ...unit, name: 'unit-isolated', include: UNIT_ISOLATED.length > 0 ? UNIT_ISOLATED : ['no-such-file'], exclude: UNIT_EXCLUDE } },
      { test: { ...components, name: 'components', isolate: false, include: COMPONENT_FILES, exclude: COMPONENT_ISOLATED } },
      { test: { ...components, name: 'components-isolated', include: COMPONENT_ISOLATED.length > 0 ? COMPONENT_ISOLATED : ['no-such-file'] } },
      {
        // Every story renders in real Chromium and its play function runs as a test.
        extends: true,
        plugins: [storybookTest({ configDir: fileURLToPath(new URL('.storybook', import.meta.url)) })],
        test: {
          name: 'storybook',
          // A ceiling, not a measurement: module and page stories start a kernel and load chunks through the dev
          // server, and their plays wait up to 10 s for a condition (.storybook/preview.ts); 15 s, vitest's browser
          // default, was hit by page stories on the loaded 2-core machine (ADR 0070).
          testTimeout: 60_000,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS } }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
