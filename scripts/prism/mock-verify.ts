/**
 * A stand-in built from the published document alone, judged by our own verifier:
 *
 *   npm run api:mock
 *
 * Starts Stoplight Prism's mock on public/api/openapi.json (no code of ours answers: only the
 * document's schemas and its examples, generated from the seeded db), then runs `verify:api`
 * against it with the seed's member. Exit 0 when every row is ok: the document is complete enough
 * for a team to build against without the mock host. Prism's answers to the verifier's requests
 * must also leave no violation (a request the document refuses is a hole in it, or in verify:api).
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const DOCUMENT = fileURLToPath(new URL('../../public/api/openapi.json', import.meta.url));
const PRISM = fileURLToPath(new URL('../../node_modules/.bin/prism', import.meta.url));

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

const port = await freePort();
const prism = spawn(PRISM, ['mock', DOCUMENT, '--port', String(port), '--errors=false'], {
  cwd: root,
});
let log = '';
const listening = new Promise<void>((resolve, reject) => {
  prism.stdout.on('data', (chunk: Buffer) => {
    log += chunk.toString();
    if (log.includes('Prism is listening')) resolve();
  });
  prism.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
  prism.on('exit', (code) => reject(new Error(`prism mock exited ${code}:\n${log}`)));
});
// A loaded machine (npm test runs this beside the stories) starts Prism in 5-30 s.
const timeout = setTimeout(() => prism.kill(), 120_000);
await listening;
clearTimeout(timeout);

const verify = spawn(
  process.execPath,
  [
    '--import',
    'tsx',
    'scripts/verify-api/cli.ts',
    '--api',
    `http://127.0.0.1:${port}/`,
    '--account',
    'lin_xiao',
    '--password',
    'pass1234',
  ],
  { cwd: root, stdio: 'inherit' },
);
const code = await new Promise<number>((resolve) => verify.on('close', (c) => resolve(c ?? 1)));
prism.kill();
const violations = log.split('\n').filter((line) => line.includes('Violation:'));
if (violations.length > 0)
  console.error(`Prism's mock saw ${violations.length} violation(s):\n${violations.join('\n')}`);
process.exit(code !== 0 ? code : violations.length > 0 ? 1 : 0);
