/**
 * A host that has drifted from the contract, for testing the verifier: it forwards everything to
 * a real host (the mock host in the test) and changes three answers on the way back.
 *
 *   npx tsx scripts/verify-api/drift-proxy.ts --target http://127.0.0.1:8787/ --port 8788
 */
import { createServer } from 'node:http';
import { parseArgs } from 'node:util';
import { DRIFTS, type Envelope } from './drifts.ts';

function startDriftProxy(target: URL, port: number): Promise<string> {
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', target);
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers))
      if (typeof value === 'string' && name !== 'host') headers.set(name, value);
    const answer = await fetch(url, {
      method: req.method,
      headers,
      body: chunks.length > 0 ? Buffer.concat(chunks) : undefined,
    });
    let text = await answer.text();
    const drift = DRIFTS[url.pathname];
    if (drift) text = JSON.stringify(drift.change(JSON.parse(text) as Envelope));
    res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? '' });
    res.end(text);
  });
  return new Promise((resolve) =>
    server.listen(port, '127.0.0.1', () => resolve(`http://127.0.0.1:${port}/`)),
  );
}

const { values } = parseArgs({
  options: { target: { type: 'string' }, port: { type: 'string' } },
});
const origin = await startDriftProxy(
  new URL(values.target ?? 'http://127.0.0.1:8787/'),
  Number(values.port ?? 8788),
);
console.info(`Drift proxy on ${origin} (in front of ${values.target})`);
