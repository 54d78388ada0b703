// Lint rules for the whole monorepo: typescript-eslint, React hooks, accessibility (jsx-a11y) and
// the one-way import boundaries: app -> features -> domain (API) or entities (web) -> lib; features do
// not import each other; the apps never import each other; packages/shared imports nothing from them.
// apps/api/test/lint/boundaries.test.ts plants a bad import for each rule and checks it is caught.
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Policies that forbid imports from the layers `from` to the layers `to`. A layer is an element type
 * (a folder) or a file category (a single file at the root of an app's src/, named in boundaries/files).
 */
function forbid(from, to) {
  const layers = (types) => [{ element: { types: { anyOf: types } } }, { file: { categories: { anyOf: types } } }];
  return [{ from: layers(from), disallow: { to: layers(to) } }];
}

// Neither app reaches the other by any path, and packages/shared, e2e and bench reach neither.
const acrossApps = [
  ...forbid(['web-*', 'shared', 'e2e', 'bench'], ['api-*']),
  ...forbid(['api-*', 'shared', 'e2e', 'bench'], ['web-*']),
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.data/**',
      '.e2e-data*/**',
      'apps/api/src/db/migrations/**',
      'test-results/**',
      'playwright-report/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // Scripts the browser runs as they are (apps/web/public), not through the build.
    files: ['apps/web/public/**/*.js'],
    languageOptions: { globals: { ...globals.browser }, sourceType: 'script' },
  },
  {
    files: ['packages/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/apps/**', '@mywru/web*', '@mywru/api*'],
              message: 'packages/shared imports nothing from the apps.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/apps/api/**', '@mywru/api*'], message: 'The web app never imports the API.' }] },
      ],
    },
  },
  {
    files: ['e2e/**/*.ts', 'bench/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/apps/**', '@mywru/web*', '@mywru/api*'],
              message: 'End-to-end tests and benchmarks drive the running product; they import only packages/shared.',
            },
          ],
        },
      ],
    },
  },
  // The layers. Every file of apps/*/src belongs to one element (boundaries/no-unknown-files); imports go
  // app -> features -> domain (API) / entities (web) -> lib, never back, and never across the apps.
  {
    files: ['apps/**/*.{ts,tsx}', 'packages/shared/**/*.ts', 'e2e/**/*.ts', 'bench/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'boundaries/root-path': import.meta.dirname,
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
      'boundaries/elements': [
        { type: 'shared', pattern: 'packages/shared/src', partialMatch: false },
        { type: 'api-app', pattern: 'apps/api/src/(plugins|identity|seed)', partialMatch: false },
        { type: 'api-feature', pattern: 'apps/api/src/features/*', partialMatch: false },
        { type: 'api-domain', pattern: 'apps/api/src/domain/*', partialMatch: false },
        { type: 'api-lib', pattern: 'apps/api/src/(lib|db)', partialMatch: false },
        { type: 'api-test', pattern: 'apps/api/test', partialMatch: false },
        { type: 'web-app', pattern: 'apps/web/src/app', partialMatch: false },
        { type: 'web-feature', pattern: 'apps/web/src/features/*', partialMatch: false },
        { type: 'web-entity', pattern: 'apps/web/src/entities/*', partialMatch: false },
        { type: 'web-lib', pattern: 'apps/web/src/(lib|components)', partialMatch: false },
        { type: 'web-test', pattern: 'apps/web/src/test', partialMatch: false },
        { type: 'e2e', pattern: 'e2e', partialMatch: false },
        { type: 'bench', pattern: 'bench', partialMatch: false },
      ],
      // The files at the root of an app's src/ are one file each, so they are named as files: the
      // process and the app (API), the entry point (web) and the configuration reader (infrastructure).
      'boundaries/files': [
        { category: 'api-app', pattern: 'apps/api/src/(app|server).ts' },
        { category: 'api-lib', pattern: 'apps/api/src/(env|env.test).ts' },
        { category: 'web-app', pattern: 'apps/web/src/main.tsx' },
      ],
    },
  },
  {
    files: ['apps/*/src/**/*.{ts,tsx}'],
    rules: { 'boundaries/no-unknown-files': 'error' },
  },
  {
    files: ['apps/**/*.{ts,tsx}', 'packages/shared/**/*.ts', 'e2e/**/*.ts', 'bench/**/*.ts'],
    // Tests compose the app's pieces on purpose; the layers apply to product code. Tests still may not
    // cross from one app into the other.
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [...acrossApps],
        },
      ],
    },
  },
  {
    files: ['apps/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/test/**'],
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            ...acrossApps,
            ...forbid(['api-feature'], ['api-feature', 'api-app']),
            ...forbid(['api-domain'], ['api-feature', 'api-app']),
            ...forbid(['api-lib'], ['api-domain', 'api-feature', 'api-app']),
            ...forbid(['web-feature'], ['web-feature', 'web-app']),
            ...forbid(['web-entity'], ['web-feature', 'web-app']),
            ...forbid(['web-lib'], ['web-entity', 'web-feature', 'web-app']),
            ...forbid(['api-*', 'web-*'], ['api-test', 'web-test']),
          ],
        },
      ],
    },
  },
);
