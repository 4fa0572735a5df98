/// <reference types="vitest/config" />
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { chromiumLaunch } from './scripts/browser/chromium.ts';
import { isMembersBuild } from './scripts/vite/app-build.ts';
import {
  contentSecurityPolicy,
  DEMO_RELAY_HOSTS,
  dropMockWorker,
  preconnectApi,
} from './scripts/vite/built-page.ts';
import { controlPixels } from './scripts/vite/control-pixels.ts';
import { contractWithoutSchemas } from './scripts/vite/contract-without-schemas.ts';
import { prefetchFirstPages } from './scripts/vite/first-pages.ts';
import { mockDbVersion } from './scripts/vite/mock-db-version.ts';
import { previewUncompressed } from './scripts/vite/preview-uncompressed.ts';
import { staticHostPages } from './scripts/vite/static-host-pages.ts';
import { storyPicture } from './scripts/vite/story-picture.ts';

const alias = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  '@mocks': fileURLToPath(new URL('./mocks', import.meta.url)),
  '@fixtures': fileURLToPath(new URL('./fixtures', import.meta.url)),
  '@locales': fileURLToPath(new URL('./locales', import.meta.url)),
};

const UNIT_FILES = [
  'src/**/*.test.{ts,tsx}',
  'mocks/**/*.test.ts',
  'fixtures/**/*.test.ts',
  'locales/**/*.test.ts',
  'scripts/**/*.test.ts',
];
/** Files that need fresh modules: the whole app at a path, or a module replaced by `vi.mock`. */
const FRESH_MODULE_FILES = [
  'src/app/routes.test.tsx',
  'src/app/launch-records.test.tsx',
  'src/app/redirect-url.test.tsx',
  'src/app/user-info-calls.test.tsx',
  // Its vi.mock of @/lib/notify reached only the modules not yet loaded in a shared graph: after
  // another file had loaded the client's effects, 9 of its cases saw no notice (clean-clone run J).
  'src/app/error-decisions.test.ts',
  // Replaces the API client with vi.mock.
  'src/features/accounts/api/invite.test.ts',
  // Sends real requests through MSW's bypass(): after some orders of the shared graph's files its
  // first call went round the interceptor again and again until the worker ran out of memory
  // (4 GB, npm run test:unit with both projects); alone, from fresh modules, it passes every time.
  'mocks/platform/relay.test.ts',
];
const unitTests = {
  environment: 'jsdom',
  setupFiles: ['./src/testing/setup-unit.ts'],
  env: { VITE_USE_MOCKS: 'true' },
  // Both cores: Vitest keeps one for itself by default.
  maxWorkers: 2,
};

/**
 * The demo build only: what its lazy screens share, in two chunks (libraries; the app, its mocks
 * and fixtures) instead of ~250 of 0-4 KB. A cold find tab of the demo fetched 108 scripts of its
 * 273 chunks, now 17 of 95, each a request the mock service worker's fetch event sees (it lets the
 * app's own files through, public/mock-service-worker.js) and a module to link. The journeys,
 * which run on the demo, take a fifth less CPU (e2e/wallet and feed, 26 journeys on 2 workers,
 * alternated runs: 120-123 -> 86-95 CPU-s, 65-67 -> 50-54 s; 12 cold starts: 19.2 -> 16.6).
 * The members' build keeps its chunks: its first load and find tab are measured and budgeted by
 * `npm run bench`, and the `production` project's journeys run on it.
 */
const DEMO_SHARED_GROUPS = [
  { name: 'shared-lib', test: /node_modules/, minShareCount: 2 },
  { name: 'shared-app', test: /\/(src|mocks|fixtures)\//, minShareCount: 2 },
];

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  /** The build members get: no mock code, the real API host. Every other build has the mocks. */
  const membersBuild = isMembersBuild(mode, env);
  return {
    plugins: [
      react(),
      dropMockWorker(membersBuild),
      preconnectApi(env.VITE_API_BASE, membersBuild),
      prefetchFirstPages(env.VITE_API_BASE, membersBuild),
      contractWithoutSchemas(membersBuild),
      contentSecurityPolicy(
        env.VITE_API_BASE,
        env.VITE_MEDIA_HOSTS,
        membersBuild ? [] : DEMO_RELAY_HOSTS,
      ),
      staticHostPages(!membersBuild),
      previewUncompressed(),
    ],
    resolve: { alias },
    define: {
      __CONTRACT_SCHEMAS__: JSON.stringify(!membersBuild),
      __MOCK_DB_VERSION__: JSON.stringify(mockDbVersion()),
      __APP_VERSION__: JSON.stringify(
        (JSON.parse(readFileSync('package.json', 'utf8')) as { version: string }).version,
      ),
    },
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
        'qrcode.react',
        'html-to-image',
        'msw',
        'msw/browser',
        'msw-storybook-addon/csf3',
        '@storybook/addon-a11y/preview',
        '@faker-js/faker',
        '@dicebear/core',
        '@dicebear/lorelei',
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
            // (Without the second group the app's start code was ~18 chunks of 0-2 KB gzip each,
            // which compress badly one by one: 0.7 KB more in all.)
            groups: [
              { name: 'vendor', tags: ['$initial'], test: /node_modules/ },
              { name: 'app', tags: ['$initial'], test: /\/src\// },
              ...(mode === 'demo' ? DEMO_SHARED_GROUPS : []),
            ],
          },
        },
      },
    },
    test: {
      // The story run ends with a handle left open somewhere in the browser provider; waiting the
      // default 10 s for it changes nothing but the suite's time.
      teardownTimeout: 2_000,
      projects: [
        {
          extends: true,
          test: {
            ...unitTests,
            name: 'unit',
            include: UNIT_FILES,
            exclude: FRESH_MODULE_FILES,
            // One module graph for all these files: a file's time was mostly its fresh imports and
            // jsdom, not its tests (111 s -> about 25 s). Module state a file changes it puts back
            // (mocks/platform/scenario.test.ts); a shuffled file order passes.
            isolate: false,
          },
        },
        {
          extends: true,
          test: {
            ...unitTests,
            // The whole app (router, session, i18n, media domains) rendered at a path: each file
            // starts from fresh modules, as the app does on a page load.
            name: 'unit-app',
            include: FRESH_MODULE_FILES,
          },
        },
        {
          extends: true,
          plugins: [
            storybookTest({ configDir: fileURLToPath(new URL('./.storybook', import.meta.url)) }),
          ],
          test: {
            name: 'storybook',
            // A story, its play function, axe twice and up to three screenshots.
            testTimeout: 60_000,
            // Two story files at once, each in its own page: on two cores Vitest would run one (it
            // keeps a core for itself), and a story spends much of its time waiting, not computing.
            // (A third page: 3.5% shorter, and a story timed out under the load: not worth it.)
            maxWorkers: 2,
            setupFiles: ['./.storybook/vitest.setup.ts'],
            // One page per worker for all its story files: 852 s -> about 560 s, as the app's modules
            // load once. Each story is still a fresh app: its loader (.storybook/preview.tsx) resets
            // the mock db, storage, cookies, the window's scroll and the app's module-level memory
            // (src/lib/app-memory.ts); shuffled file orders give the same pictures.
            isolate: false,
            browser: {
              enabled: true,
              headless: true,
              // Vitest's own port, and no other: the share sheets' links and QR codes carry the
              // page's origin, and a second story run on this machine moved to 63316, which
              // failed their pictures. It now stops at once and says the port is in use.
              api: { port: 63315, strictPort: true },
              // The visual baselines (scripts/pictures/visual.ts): the pictures' capture and comparison.
              // …and the state check's (.storybook/state-check.ts): a control's pixels, as digests.
              commands: { storyPicture, controlPixels },
              provider: playwright({
                contextOptions: {
                  // Room for the phone frame at its size: a smaller page scales the frame down, and
                  // the visual baselines with it.
                  viewport: { width: 1280, height: 1000 },
                  // Reduced motion (the theme respects it): a dialog is whole the moment it is
                  // open. Without it Mantine shows a dialog at opacity 0 until two animation frames
                  // have passed, and under load a play function looked before they had (Person
                  // Page's Report User Incomplete, CI). Chromium's --force-prefers-reduced-motion
                  // does not reach headless pages; Playwright's emulation does.
                  reducedMotion: 'reduce',
                },
                launchOptions: chromiumLaunch(),
              }),
              instances: [{ browser: 'chromium' }],
            },
          },
        },
      ],
    },
  };
});
