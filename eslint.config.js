// Lint rules for the whole monorepo: typescript-eslint, React hooks, accessibility (jsx-a11y) and
// the one-way import boundaries: shared -> features -> app; features do not import each other.
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
    files: ['packages/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/apps/**', '@mywru/web*', '@mywru/api*'], message: 'packages/shared imports nothing from the apps.' }] },
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
    files: ['apps/**/*.{ts,tsx}'],
    // Tests compose the app's pieces on purpose; the boundaries apply to product code.
    ignores: ['**/*.test.{ts,tsx}', '**/test/**'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
      'boundaries/elements': [
        { type: 'web-app', pattern: 'apps/web/src/app' },
        { type: 'web-feature', pattern: 'apps/web/src/features/*' },
        { type: 'web-lib', pattern: 'apps/web/src/(lib|components)' },
        { type: 'api-app', pattern: 'apps/api/src/(plugins|identity|jobs|seed)' },
        { type: 'api-feature', pattern: 'apps/api/src/features/*' },
        { type: 'api-lib', pattern: 'apps/api/src/(lib|db)' },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            {
              from: { element: { type: 'web-feature' } },
              disallow: { to: { element: { types: { anyOf: ['web-feature', 'web-app'] } } } },
            },
            {
              from: { element: { type: 'web-lib' } },
              disallow: { to: { element: { types: { anyOf: ['web-feature', 'web-app'] } } } },
            },
            {
              from: { element: { type: 'api-feature' } },
              disallow: { to: { element: { types: { anyOf: ['api-feature', 'api-app'] } } } },
            },
            {
              from: { element: { type: 'api-lib' } },
              disallow: { to: { element: { types: { anyOf: ['api-feature', 'api-app'] } } } },
            },
          ],
        },
      ],
    },
  },
);
