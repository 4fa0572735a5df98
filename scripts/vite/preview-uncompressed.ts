import type { Plugin } from 'vite';

/**
 * `vite preview` sending files as they are, for the journeys (PREVIEW_UNCOMPRESSED=1, set by
 * playwright.config.ts): it gzips every response again, with no cache, and each journey's page
 * loads start from an empty browser cache: ~45 ms of the host's CPU for the mock platform's
 * chunk alone, on every load, on the two cores the browsers need. Nothing the journeys check
 * depends on it (a member's host compresses as it likes; the first-load figures come from
 * `npm run bench`).
 */
export function previewUncompressed(): Plugin {
  return {
    name: 'preview-uncompressed',
    configurePreviewServer(server) {
      if (process.env.PREVIEW_UNCOMPRESSED !== '1') return;
      // Added before Vite's own middlewares (this hook runs first): its compression then finds
      // no encoding the browser accepts.
      server.middlewares.use((request, _response, next) => {
        delete request.headers['accept-encoding'];
        next();
      });
    },
  };
}
