import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import tseslint from 'typescript-eslint';

/** Import zones: app -> features -> components/lib/api; mocks -> api contract + fixtures. */
const noMocksInSrc = {
  group: ['@mocks/*', '@fixtures/*', '**/mocks/*', '**/fixtures/*'],
  message:
    'src/ must not import mocks or fixtures (only stories, tests and the dev bootstrap may).',
};
const noFeatures = {
  group: ['@/features/*', '@/app/*'],
  message: 'Shared code must not depend on features or the app: move what is shared down.',
};
const noOtherFeatures = {
  group: ['@/features/*', '@/app/*'],
  message:
    "Features do not import each other's insides or the app: share through src/components or src/lib.",
};

/**
 * The same zones by resolved path, so that a relative path ('../../wallet/api') or a dynamic
 * `import()` cannot go round the alias patterns above: a feature reaches only itself and the
 * shared layers; shared code reaches no feature and not the app.
 */
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const zones = [
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'Features do not import each other: share through src/components or src/lib.',
  })),
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/app',
    message: 'Features do not import the app.',
  })),
  ...['components', 'lib', 'api'].flatMap((layer) => [
    {
      target: `./src/${layer}`,
      from: './src/features',
      message: 'Shared code must not depend on features: move what is shared down.',
    },
    {
      target: `./src/${layer}`,
      from: './src/app',
      message: 'Shared code must not depend on the app.',
    },
  ]),
];

export default tseslint.config(
  {
    ignores: [
      'dist*',
      'storybook-static',
      'node_modules',
      'public',
      'playwright-report',
      'test-results',
      'bench-results',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  reactHooks.configs.flat['recommended-latest'],
  ...storybook.configs['flat/recommended'],
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'mocks/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      // A cycle makes module order matter and splits chunks badly: none in the app or the mocks.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['**/*.stories.tsx', '**/*.test.{ts,tsx}', 'src/testing/**'],
    plugins: { 'import-x': importX },
    rules: { 'import-x/no-restricted-paths': ['error', { zones }] },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: [
      'src/**/*.stories.tsx',
      'src/**/*.test.{ts,tsx}',
      'src/testing/**',
      'src/app/bootstrap-mocks.ts',
    ],
    rules: { 'no-restricted-imports': ['error', { patterns: [noMocksInSrc] }] },
  },
  {
    files: ['src/components/**', 'src/lib/**', 'src/api/**'],
    ignores: ['**/*.stories.tsx', '**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noMocksInSrc, noFeatures] }] },
  },
  {
    files: ['src/features/**'],
    ignores: ['**/*.stories.tsx', '**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noMocksInSrc, noOtherFeatures] }] },
  },
  {
    files: ['mocks/**', 'fixtures/**'],
    // The QA panel is UI: it shares the app's theme and i18n, nothing else.
    ignores: ['mocks/**/*.stories.tsx', 'mocks/qa-panel/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features/*', '@/app/*', '@/components/*'],
              message: 'Mocks build on the contract (src/api) and fixtures only.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['fixtures/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@mocks/*', '**/mocks/*', '@/*'],
              message: 'Fixtures are plain data: they import nothing of the app or the mocks.',
            },
          ],
        },
      ],
    },
  },
);
