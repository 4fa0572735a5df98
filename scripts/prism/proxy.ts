/**
 * Stoplight Prism's validation proxy with the published document in front of any API host:
 *
 *   npm run api:proxy -- --api http://127.0.0.1:8787/ [--port 4010] [--cors]
 *
 * Every call passes through to the host unchanged; each request or answer that leaves the document
 * is logged (`Violation: response.body.data…`) and its answer carries an `sl-violations` header.
 * Point a members' build at it (`VITE_API_BASE=` the proxy), or the demo or dev app in relay mode
 * (`?mockRelay=` the proxy, mocks/platform/relay.ts), whose QA panel's Calls tab shows that
 * header's verdict call by call: where the host or the client leaves the contract.
 *
 * `--cors=false` (the default): the host answers the browser's preflights itself, as it would
 * without the proxy (Prism's own CORS answers any origin and any header, which would hide a strict
 * host's refusals). The browser then reads `sl-violations` only if the host exposes it, as the
 * mock host does (Access-Control-Expose-Headers). A preflight is no call of the document, so Prism
 * marks it "Selected route not found": the journeys' judge (e2e/production/strict-host.ts) reads
 * the answers of calls only.
 *
 * `--cors`: Prism answers CORS itself (any origin, every header readable): for a host that does
 * not answer the workbench's origin or expose the header (a staging server), at the cost of
 * hiding that host's own CORS refusals.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

export const DOCUMENT = fileURLToPath(new URL('../../public/api/openapi.json', import.meta.url));
const PRISM = fileURLToPath(new URL('../../node_modules/.bin/prism', import.meta.url));

const { values } = parseArgs({
  options: {
    api: { type: 'string' },
    port: { type: 'string', default: '4010' },
    cors: { type: 'boolean', default: false },
  },
});
if (!values.api) {
  console.error('api:proxy: missing --api URL (the API host, e.g. http://127.0.0.1:8787/).');
  process.exit(2);
}
let api: URL;
try {
  api = new URL(values.api);
} catch {
  console.error(`api:proxy: --api ${values.api} is not a URL.`);
  process.exit(2);
}
// Prism joins the upstream's path and the call's: without the trailing slash, no double one.
const upstream = api.href.replace(/\/$/, '');
const child = spawn(
  PRISM,
  [
    'proxy',
    DOCUMENT,
    upstream,
    '--port',
    values.port,
    '--errors=false',
    `--cors=${String(values.cors)}`,
  ],
  { stdio: 'inherit' },
);
// The proxy ends with this script (a test runner stops the script, not Prism).
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 1));
