import { defineConfig } from 'vitest/config';

// One config, several projects: pure logic in node, components in jsdom, stories in Chromium
// (the storybook project is added by .storybook tooling below).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/**/*.spec.ts', 'server/**/*.spec.ts', 'contract/**/*.spec.ts', 'tests/**/*.spec.ts', 'scripts/**/*.spec.ts'],
          exclude: ['tests/e2e/**', 'node_modules/**'],
          typecheck: { enabled: true, include: ['src/**/*.test-d.ts'] },
        },
      },
      {
        test: {
          name: 'components',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx'],
        },
      },
    ],
  },
});
