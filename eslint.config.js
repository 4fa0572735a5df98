import js from '@eslint/js';
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
 * The same zones for dynamic `import()` (no-restricted-imports sees only static imports) and for
 * relative paths that climb out of a feature ('../../wallet/api', '../features/wallet'): a
 * feature reaches only itself and the shared layers, through their aliases.
 */
const dynamicFeatureImport = {
  selector: 'ImportExpression[source.value=/^@\\/(features|app)\\//]',
  message:
    'Features and shared code do not import a feature or the app, not even lazily: the app passes what it needs (see src/app/tab-routes.tsx).',
};
const relativeOutOfFeature = {
  group: ['../../*', '**/features/*', '../app/*', '../../app/*'],
  message:
    'Reach shared code by its alias (@/components, @/lib, @/api); never climb into another feature or the app.',
};
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
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [noMocksInSrc, noFeatures, relativeOutOfFeature] },
      ],
      'no-restricted-syntax': ['error', dynamicFeatureImport],
    },
  },
  {
    files: ['src/features/**'],
    ignores: ['**/*.stories.tsx', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [noMocksInSrc, noOtherFeatures, relativeOutOfFeature] },
      ],
      'no-restricted-syntax': ['error', dynamicFeatureImport],
    },
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
