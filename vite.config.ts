/// <reference types="vitest/config" />
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { chromiumLaunch } from './scripts/chromium.ts';
import { contractWithoutSchemas } from './scripts/vite/contract-without-schemas.ts';
import { prefetchPlan, prefetchInlineScript } from './src/app/prefetch-inline.ts';
import { FIND_ROUTE, POST_DETAIL_ROUTE, routeAssets } from './src/app/prefetch-build.ts';
import { SHELL_CHIPS_HEIGHT, findShellTemplate } from './src/app/shell/find-shell.ts';
import { findShellScript, styleGateScript } from './src/app/shell/shell-inline.ts';
import { shellLabels } from './src/app/shell/shell-labels.ts';
import { ONE_UNIT_CHARACTERS, PREVIEW_LENGTH } from './src/lib/format.ts';

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

/**
 * The members' build starts the find tab's (or the post detail's) first calls from an inline
 * script while its modules download (`src/app/prefetch-inline.ts`; the app adopts the answers),
 * and paints the find tab's shell. Not the demo build: its mock service worker is not answering
 * yet when the page's first script runs.
 */
function prefetchFirstPages(apiBase: string | undefined, enabled: boolean): Plugin {
  return {
    name: 'prefetch-first-pages',
    apply: 'build',
    transformIndexHtml(html, ctx) {
      // Where index.html marks it: before the style sheets, which would hold the script back.
      const marker = /<!--\s*find-prefetch:[\s\S]*?-->/;
      const shellMarker = /<!--\s*find-shell:[\s\S]*?-->/;
      if (!enabled || !apiBase || !ctx.filename.endsWith('index.html'))
        return html.replace(marker, '').replace(shellMarker, '');
      const plan = prefetchPlan(apiBase);
      const script = prefetchInlineScript(
        ctx.bundle
          ? {
              ...plan,
              ...routeAssets(ctx.bundle, FIND_ROUTE),
              postDetail: {
                ...plan.postDetail,
                modules: routeAssets(ctx.bundle, POST_DETAIL_ROUTE).modules,
                styles: routeAssets(ctx.bundle, POST_DETAIL_ROUTE).styles,
              },
            }
          : plan,
      );
      // The shell (src/app/shell/): its template and the script that stamps it, after #root.
      const labels = shellLabels(
        Object.fromEntries(
          ['zh_CN', 'en_US', 'ja'].map((l) => [
            l,
            JSON.parse(readFileSync(`locales/${l}.json`, 'utf8')) as unknown,
          ]),
        ),
      );
      const shell =
        findShellTemplate({ labels: labels.zh_CN ?? {}, chipsHeight: SHELL_CHIPS_HEIGHT }) +
        `<script>${findShellScript({
          pagePaths: plan.pagePaths,
          labels,
          previewLength: PREVIEW_LENGTH,
          oneUnitCharacters: ONE_UNIT_CHARACTERS,
        })}</script>`;
      return (
        html
          .replace(marker, () => `<script>${script}</script>`)
          .replace(shellMarker, () => shell)
          // The style sheets no longer hold the shell's first paint (it brings its own CSS): they
          // download at once as preloads, and main.tsx applies them before the first render.
          // Where the shell does not show, the gate after the last one makes them blocking again.
          .replace(
            /<link rel="stylesheet"([^>]*?)>/g,
            (_tag, attrs: string) => `<link rel="preload" as="style" data-app-style${attrs}>`,
          )
          .replace(
            /(<link rel="preload" as="style" data-app-style[^>]*>)(?![\s\S]*data-app-style)/,
            (last) => `${last}<script>${styleGateScript(plan)}</script>`,
          )
      );
    },
  };
}

/**
 * The Content-Security-Policy of the built app (members' and demo builds; not the dev server,
 * whose hot reload needs inline and eval'd code). Scripts: this origin plus the hashes of the
 * inline scripts of index.html, computed from the final HTML so an edited script is never
 * silently blocked. Connections and media: this origin, the API host and the media hosts
 * (`VITE_MEDIA_HOSTS`: the domain list's hosts rotate, so a deployment names them by pattern).
 */
function contentSecurityPolicy(
  apiBase: string | undefined,
  mediaHosts: string | undefined,
): Plugin {
  return {
    name: 'content-security-policy',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        // The app's page only (Storybook builds its iframe.html with this config too).
        if (!ctx.filename.endsWith('index.html')) return html;
        const hashes = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)]
          .map(
            (m) =>
              `'sha256-${createHash('sha256')
                .update(m[1] ?? '')
                .digest('base64')}'`,
          )
          .join(' ');
        const api = apiBase ? new URL(apiBase).origin : '';
        const media = (mediaHosts ?? '')
          .split(/[\s,]+/)
          .filter(Boolean)
          .join(' ');
        const hosts = ["'self'", api, media].filter(Boolean).join(' ');
        const policy = [
          "default-src 'self'",
          `script-src 'self' ${hashes}`,
          "style-src 'self' 'unsafe-inline'",
          `img-src ${hosts} data: blob:`,
          `media-src ${hosts} blob:`,
          `connect-src ${hosts}`,
          "font-src 'self' data:",
          "worker-src 'self'",
          "object-src 'none'",
          "base-uri 'self'",
          "form-action 'self'",
        ].join('; ');
        return [
          {
            tag: 'meta',
            attrs: { 'http-equiv': 'Content-Security-Policy', content: policy },
            injectTo: 'head-prepend',
          },
          {
            tag: 'meta',
            attrs: { name: 'referrer', content: 'strict-origin-when-cross-origin' },
            injectTo: 'head-prepend',
          },
        ];
      },
    },
  };
}

/**
 * The version of the mock db: a hash of the fixtures and the db code. The browser's saved mock
 * db (mocks/persistence.ts) is reseeded when it changes, so a fixture change is never hidden by
 * yesterday's data.
 */
function mockDbVersion(): string {
  const hash = createHash('sha256');
  for (const dir of ['fixtures', 'mocks/db']) {
    const files = readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((f) => f.isFile())
      .map((f) => join(f.parentPath, f.name))
      .sort();
    for (const file of files) hash.update(file).update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

const UNIT_FILES = [
  'src/**/*.test.{ts,tsx}',
  'mocks/**/*.test.ts',
  'fixtures/**/*.test.ts',
  'locales/**/*.test.ts',
  'scripts/**/*.test.ts',
];
const WHOLE_APP_FILES = [
  'src/app/routes.test.tsx',
  'src/app/launch-records.test.tsx',
  'src/app/redirect-url.test.tsx',
  'src/app/user-info-calls.test.tsx',
];
const unitTests = {
  environment: 'jsdom',
  setupFiles: ['./src/testing/setup-unit.ts'],
  env: { VITE_USE_MOCKS: 'true' },
  // Both cores: Vitest keeps one for itself by default.
  maxWorkers: 2,
};

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  /** The build members get: no mock code, the real API host. */
  const membersBuild = mode === 'production' && env.VITE_USE_MOCKS !== 'true';
  return {
    plugins: [
      react(),
      dropMockWorker(mode === 'production'),
      preconnectApi(env.VITE_API_BASE, mode === 'production'),
      prefetchFirstPages(env.VITE_API_BASE, membersBuild),
      contractWithoutSchemas(membersBuild),
      contentSecurityPolicy(env.VITE_API_BASE, env.VITE_MEDIA_HOSTS),
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
            groups: [{ name: 'vendor', tags: ['$initial'], test: /node_modules/ }],
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
            exclude: WHOLE_APP_FILES,
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
            include: WHOLE_APP_FILES,
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
              // The visual baselines (scripts/visual.ts): one flat folder, named by story and mode;
              // what differs goes to test-results/visual for the report.
              expect: {
                toMatchScreenshot: {
                  resolveScreenshotPath: ({ arg, ext, root }) =>
                    join(root, '.storybook', '__screenshots__', `${arg}${ext}`),
                  resolveDiffPath: ({ arg, ext, root }) =>
                    join(root, 'test-results', 'visual', `${arg}${ext}`),
                },
              },
              // Reduced motion: no transition is ever half-way when a play function looks.
              provider: playwright({
                // Room for the phone frame at its size: a smaller page scales the frame down, and
                // the visual baselines with it.
                contextOptions: { viewport: { width: 1280, height: 1000 } },
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
  };
});
