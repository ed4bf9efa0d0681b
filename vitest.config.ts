import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/chromium';


// One config, several projects: pure logic in node, components in jsdom, stories in Chromium
// (the storybook project is added by .storybook tooling below).
export default defineConfig({
  test: {
    // Three test files at a time on CI's 2 cores (vitest's default there is one): most database and server suites
    // wait on PostgreSQL, PGlite or a child process, not on the CPU. server/api alone, side by side on this
    // machine: 1 worker 699 s, 2 workers 255 s, 3 workers 167 s (ADR 0054). `npm run test:stories` keeps one.
    maxWorkers: 3,
    projects: [
      {
        test: {
          name: 'unit',
          // Ceilings, not measurements: CI has 2 cores and the database suites start PGlite.
          testTimeout: 30_000,
          hookTimeout: 120_000,
          // Builds the migrated PGlite template once before the workers start (server/testing).
          globalSetup: ['server/testing/global-setup.ts'],
          environment: 'node',
          include: ['src/**/*.spec.ts', 'docs/**/*.spec.ts', 'server/**/*.spec.ts', 'contract/**/*.spec.ts', 'tests/**/*.spec.ts', 'scripts/**/*.spec.ts'],
          exclude: ['tests/e2e/**', 'node_modules/**'],
        },
      },
      {
        test: {
          name: 'components',
          // A ceiling: an app shell test with three client navigations took over 30 s in jsdom with the CPU burner
          // on and the machine at load 40 (route-announcer.test.tsx; `npm run test:loaded`, ADR 0071).
          testTimeout: 60_000,
          environment: 'jsdom',
          setupFiles: ['tests/components-setup.ts'],
          include: ['src/**/*.test.tsx'],
        },
      },
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
