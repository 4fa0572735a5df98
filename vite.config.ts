/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { chromiumLaunch } from './scripts/chromium.ts';

const alias = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  '@mocks': fileURLToPath(new URL('./mocks', import.meta.url)),
  '@fixtures': fileURLToPath(new URL('./fixtures', import.meta.url)),
  '@locales': fileURLToPath(new URL('./locales', import.meta.url)),
};

/** The production build ships no mock code: drop the service worker script from dist as well. */
function dropMockWorker(enabled: boolean): Plugin {
  return {
    name: 'drop-mock-worker',
    apply: 'build',
    generateBundle(_options, bundle) {
      if (!enabled) return;
      for (const name of Object.keys(bundle))
        if (name === 'mockServiceWorker.js') delete bundle[name];
    },
    writeBundle(options) {
      if (!enabled || !options.dir) return;
      void import('node:fs').then((fs) =>
        fs.rmSync(`${options.dir}/mockServiceWorker.js`, { force: true }),
      );
    },
  };
}

/**
 * The members' build talks to one API host from its first screen: open that connection while the
 * scripts download (a cross-origin fetch without credentials uses the anonymous connection pool).
 */
function preconnectApi(apiBase: string | undefined, enabled: boolean): Plugin {
  return {
    name: 'preconnect-api',
    apply: 'build',
    transformIndexHtml() {
      if (!enabled || !apiBase) return [];
      const href = new URL(apiBase).origin;
      return [
        { tag: 'link', attrs: { rel: 'preconnect', href, crossorigin: '' }, injectTo: 'head' },
      ];
    },
  };
}

export default defineConfig(({ mode }) => ({
  plugins: [
    react(),
    dropMockWorker(mode === 'production'),
    preconnectApi(loadEnv(mode, process.cwd(), 'VITE_').VITE_API_BASE, mode === 'production'),
  ],
  resolve: { alias },
  // Every runtime dependency, optimised up front: a dependency Vite discovers mid-run makes it
  // reload the page, which fails the stories running in that browser at that moment.
  optimizeDeps: {
    include: [
      'react',
      'react-dom',
      'react-dom/client',
      'react/jsx-runtime',
      'react/jsx-dev-runtime',
      'react-router-dom',
      'react-i18next',
      'i18next',
      'i18next-resources-to-backend',
      '@mantine/core',
      '@mantine/hooks',
      '@mantine/form',
      '@mantine/notifications',
      '@mantine/nprogress',
      '@tanstack/react-query',
      '@tanstack/react-virtual',
      'jotai',
      'js-cookie',
      'zod/mini',
      'msw',
      'msw/browser',
      'msw-storybook-addon/csf3',
      '@faker-js/faker',
    ],
  },
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 4317, strictPort: true },
  build: {
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // What every page needs at start, in two files (libraries, which change rarely, and the
          // app's own start code) instead of ~25 small shared chunks: each is a request, and a
          // phone on HTTP/1.1 fetches six at a time.
          groups: [{ name: 'vendor', tags: ['$initial'], test: /node_modules/ }],
        },
      },
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: [
            'src/**/*.test.{ts,tsx}',
            'mocks/**/*.test.ts',
            'fixtures/**/*.test.ts',
            'locales/**/*.test.ts',
          ],
          setupFiles: ['./src/testing/setup-unit.ts'],
          env: { VITE_USE_MOCKS: 'true' },
        },
      },
      {
        extends: true,
        plugins: [
          storybookTest({ configDir: fileURLToPath(new URL('./.storybook', import.meta.url)) }),
        ],
        test: {
          name: 'storybook',
          testTimeout: 30_000,
          browser: {
            enabled: true,
            headless: true,
            // Reduced motion: no transition is ever half-way when a play function looks.
            provider: playwright({
              launchOptions: {
                ...chromiumLaunch(),
                args: [...chromiumLaunch().args, '--force-prefers-reduced-motion'],
              },
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
}));
