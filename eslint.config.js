import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const noModules = { group: ['**/modules/**', '**/modules'], message: 'This layer must not import modules.' };
const noKernel = { group: ['**/kernel/**', '**/kernel'], message: 'src/ui is presentational: it imports neither kernel nor modules.' };
const noApp = { group: ['**/app/**', '**/app'], message: 'Only the composition root imports src/app.' };

export default tseslint.config(
  { ignores: ['dist/**', 'storybook-static/**', 'node_modules/**', 'var/**', 'test-results/**', 'playwright-report/**', '!.storybook'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': ['error', { selector: 'TSEnumDeclaration', message: 'Use `as const` objects or literal unions, not enum.' }],
    },
  },
  // Import boundaries (docs/architecture.md, docs/style.md habit 1). tests/architecture.spec.ts checks the
  // finer rule that no module imports another module's files.
  { files: ['src/kernel/**'], rules: { 'no-restricted-imports': ['error', { patterns: [noModules, noApp] }] } },
  { files: ['src/ui/**'], rules: { 'no-restricted-imports': ['error', { patterns: [noKernel, noModules, noApp] }] } },
  { files: ['src/modules/**'], rules: { 'no-restricted-imports': ['error', { patterns: [noApp] }] } },
  { files: ['contract/**'], rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['**/src/**', '**/server/**'], message: 'contract/ is shared by src and server and imports neither.' }] }] } },
  { files: ['**/*.js', '**/*.mjs'], languageOptions: { globals: { ...globals.node } } },
);
