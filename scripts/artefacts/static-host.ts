import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import express from 'express';

/**
 * A folder served the way a plain static host serves it (GitHub Pages, Netlify, an S3 bucket):
 * files as they are, and a path with no file gets the folder's `404.html` when there is one (with
 * status 404, as GitHub Pages does; a browser renders it all the same). Nothing else: no
 * rewrites, no fallback to index.html that a host would not do.
 */
export async function serveStatic(
  folder: string,
  port = 0,
): Promise<{ url: string; close(): void }> {
  const app = express();
  app.use(express.static(folder));
  const notFound = resolve(folder, '404.html');
  app.use((_request, response) => {
    if (existsSync(notFound)) response.status(404).sendFile(notFound);
    else response.status(404).type('text').send('Not found');
  });
  const server = app.listen(port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const address = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${address.port}/`, close: () => server.close() };
}
