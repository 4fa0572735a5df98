import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';

// Plugins of the built app's page and files (members' and demo builds).

/** The mock platform's service worker scripts (public/): MSW's and the one that wraps it. */
export const MOCK_WORKER_FILES = ['mockServiceWorker.js', 'mock-service-worker.js'];

/** The production build ships no mock code: drop the service worker scripts from dist as well. */
export function dropMockWorker(enabled: boolean): Plugin {
  return {
    name: 'drop-mock-worker',
    apply: 'build',
    generateBundle(_options, bundle) {
      if (!enabled) return;
      for (const name of Object.keys(bundle))
        if (MOCK_WORKER_FILES.includes(name)) delete bundle[name];
    },
    writeBundle(options) {
      if (!enabled || !options.dir) return;
      const dir = options.dir;
      void import('node:fs').then((fs) => {
        for (const name of MOCK_WORKER_FILES) fs.rmSync(`${dir}/${name}`, { force: true });
      });
    },
  };
}

/**
 * The members' build talks to one API host from its first screen: open that connection while the
 * scripts download (a cross-origin fetch without credentials uses the anonymous connection pool).
 */
export function preconnectApi(apiBase: string | undefined, enabled: boolean): Plugin {
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
 * Where a demo build's relay mode may send calls: a host on this machine, on any port (Prism's
 * proxy started by `npm run api:proxy`, in front of the mock host or a staging server, and the
 * mock host's pictures). Loopback only: a demo page cannot be made to post to another site.
 */
export const DEMO_RELAY_HOSTS = ['http://127.0.0.1:*', 'http://localhost:*'];

/**
 * The Content-Security-Policy of the built app (members' and demo builds; not the dev server,
 * whose hot reload needs inline and eval'd code). Scripts: this origin plus the hashes of the
 * inline scripts of index.html, computed from the final HTML so an edited script is never
 * silently blocked. Connections and media: this origin, the API host and the media hosts
 * (`VITE_MEDIA_HOSTS`: the domain list's hosts rotate, so a deployment names them by pattern).
 *
 * `relayHosts`: the demo build only (never the members'), the hosts the workbench's relay mode may
 * send calls to (`?mockRelay=`, mocks/platform/relay.ts) and whose pictures its answers name.
 */
export function contentSecurityPolicy(
  apiBase: string | undefined,
  mediaHosts: string | undefined,
  relayHosts: readonly string[] = [],
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
        const hosts = ["'self'", api, media, ...relayHosts].filter(Boolean).join(' ');
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
