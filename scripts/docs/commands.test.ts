/**
 * Documentation that runs (issue 47): every shell line of a fenced bash/sh block and every command
 * in backticks (`curl …`, `npm …`, `npx …`) of README.md and docs/*.md, whichever page holds it,
 * either runs here as written or is listed in SKIPPED with why it cannot run in a test. A line in
 * neither fails: nothing is skipped silently. A skipped line is still checked for what can be
 * checked without running it (the npm script exists, the script file exists).
 *
 * Commands run as child processes: in this process MSW answers every request
 * (src/testing/setup-unit.ts). A line that needs the mock host gets one started.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { hostPort } from '../../mocks/server/port';
import { PAGES, ROOT, read } from './pages';

/** The commands a page shows: shell block lines (comments off) and commands in backticks. */
export function commandsOf(markdown: string): string[] {
  const found: string[] = [];
  const blocks = /```(\w*)\n([\s\S]*?)```/g;
  for (const [, lang, body] of markdown.matchAll(blocks)) {
    if (!['bash', 'sh', 'shell', 'console'].includes(lang ?? '')) continue;
    for (const raw of (body ?? '').split('\n')) {
      const line = raw.replace(/\s+#.*$/, '').trim();
      if (line && !line.startsWith('#')) found.push(line);
    }
  }
  const prose = markdown.replace(blocks, '');
  for (const [, span] of prose.matchAll(/`([^`\n]+)`/g))
    if (/^(\w+=\S* )*(curl|npm|npx|node|sudo|apt-get) /.test(span ?? '')) found.push(span ?? '');
  return found;
}

/**
 * Lines that cannot run in a test, each with why. Keyed by the exact text: a line that changes
 * must be looked at again.
 */
const SKIPPED: Record<string, string> = {
  // Installs from the registry: the test machine is already installed (and may be offline).
  'npm ci && npm run dev': 'installs packages; `npm run dev` is a server the journeys cover',
  'npm ci': 'installs packages',
  'sudo apt-get install chromium chromium-headless-shell fonts-noto-cjk': 'root and the network',
  'npx playwright install chromium': 'downloads a browser (the network)',
  // The suite itself, or a stage of it: running it from inside itself would recurse.
  'npm test': 'the suite this test is part of',
  'npm run lint': 'a stage of npm test',
  'npm run test:visual': 'a stage of npm test',
  'npm run test:stories': 'the story tests without the picture check: a stage of npm test',
  'npm run test:visual -- --update': 'rewrites the baselines (looked at by a person)',
  'E2E_PORT_OFFSET=100 npm run e2e': 'the journeys: a stage of npm test',
  // Long-running servers whose pages the journeys and the artefacts' check open.
  'npm run dev': 'a dev server: the journeys and the artefacts check cover the app it serves',
  'npm run storybook': 'a dev server: the artefacts check opens the Storybook it builds',
  'npm run review': 'builds and serves the review site: minutes of builds (test:artefacts)',
  'npm run review -- --port N': 'the same on another port (N a placeholder)',
  'npm run bench': 'a benchmark, minutes of Lighthouse runs, not a test',
  // Prism: its proxy is what the members' build journeys call (playwright.config.ts starts
  // scripts/prism/proxy.ts in front of the mock host), its mock is a step of npm test.
  'npm run api:proxy -- --api https://api.example.com/ [--port 4010]':
    "a real host (the network); against the mock host it is the production journeys' proxy",
  'npm run api:proxy -- --api URL':
    'a placeholder host; the production journeys run it on the mock host',
  'npm run api:proxy -- --api https://api.example.com/ --cors':
    'a real host (the network); the runner above runs the proxy in front of the mock host',
  'npm run api:mock': "a stage of npm test (Prism's mock judged by verify:api)",
  // Writes committed files.
  'npm run api:spec':
    'rewrites public/api/openapi.json; `npm run lint` (api:check) runs it with --check',
  'npx tsx scripts/baselines.ts --compress': 'rewrites the baselines in place',
  'npx tsx scripts/pictures/baselines.ts --compress': 'rewrites the baselines in place',
  'npx tsx scripts/long-tasks.ts': "reads a bench run's trace: needs `npm run bench` first",
  'npx tsx scripts/bench/long-tasks.ts': "reads a bench run's trace: needs `npm run bench` first",
  // Real hosts and the internet.
  'VITE_API_BASE=https://api.example.com/ npm run build':
    'a build for a real host; e2e/production/switch.spec.ts builds it against the mock host',
  'npm run verify:api -- --api https://api.example.com/ --account A --password P':
    'needs a real backend; scripts/verify-api/verify-api.test.ts runs it against the mock host',
  'CHROMATIC_PROJECT_TOKEN=… npm run chromatic': 'publishes to the internet',
  'npm run chromatic': 'publishes to the internet',
};

const packageScripts = Object.keys(
  (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts,
);

const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) child.kill();
});

function freePort(): Promise<number> {
  return new Promise((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });
}

interface Ran {
  code: number | null;
  /** What it wrote to stdout (curl's answer) */
  stdout: string;
  /** stdout and stderr, for a failure's message */
  out: string;
}

function sh(line: string, env: Record<string, string> = {}): Promise<Ran> {
  const child = spawn('sh', ['-c', line], { cwd: ROOT, env: { ...process.env, ...env } });
  let out = '';
  let stdout = '';
  child.stdout.on('data', (c: Buffer) => {
    out += c.toString();
    stdout += c.toString();
  });
  child.stderr.on('data', (c: Buffer) => (out += c.toString()));
  return new Promise((done) => child.on('close', (code) => done({ code, stdout, out })));
}

/** Starts a long-running line; resolves with its output once it printed `ready`. */
function serve(line: string, ready: RegExp, env: Record<string, string> = {}): Promise<string> {
  // Its own process group, so that stopping it stops npm's children (tsx, node) too.
  const child = spawn('sh', ['-c', `exec ${line}`], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    detached: true,
  });
  children.push({ kill: () => process.kill(-(child.pid ?? 0)) } as ChildProcess);
  let out = '';
  return new Promise((done, fail) => {
    const seen = (c: Buffer) => {
      out += c.toString();
      if (ready.test(out)) done(out);
    };
    child.stdout.on('data', seen);
    child.stderr.on('data', seen);
    child.on('exit', (code) => fail(new Error(`"${line}" exited ${code}: ${out}`)));
  });
}

/** One mock host for the curl lines, as `npm run mock-server` starts it. */
let host: Promise<number> | null = null;
function mockHost(): Promise<number> {
  host ??= freePort().then(async (port) => {
    await serve('npm run mock-server', /Mock API host on/, { MOCK_PORT: String(port) });
    return port;
  });
  return host;
}

/** How each kind of runnable line is run and what it must show. */
const RUNNERS: Array<{ match: RegExp; run(line: string): Promise<void> }> = [
  {
    // curl against the mock host: the port as written is the host's own default.
    match: /^curl .*127\.0\.0\.1:(\d+)\//,
    async run(line) {
      const written = Number(/127\.0\.0\.1:(\d+)\//.exec(line)?.[1]);
      expect(written, 'the port `npm run mock-server` listens on').toBe(hostPort([], undefined));
      const port = await mockHost();
      const ran = await sh(line.replaceAll(`127.0.0.1:${written}/`, `127.0.0.1:${port}/`));
      expect(ran.code, ran.out).toBe(0);
      expect(() => JSON.parse(ran.stdout) as unknown, ran.out).not.toThrow();
      // Whatever the line set (offline included), the host answers the next call and its state.
      const call = await sh(
        `curl -s -o /dev/null -w '%{http_code}' 127.0.0.1:${port}/__mock/state`,
      );
      expect(call.stdout).toBe('200');
      await sh(`curl -s -o /dev/null 127.0.0.1:${port}/common/common/country/public/list`);
      expect((await sh(`curl -s 127.0.0.1:${port}/__mock/state`)).code).toBe(0);
    },
  },
  {
    // The mock host itself, with --port as written (moved to a free port: the test machine is shared).
    match: /^(MOCK_\w+=\S+ )*npm run mock-server( -- --port \d+)?$/,
    async run(line) {
      const port = await freePort();
      const withPort = /--port \d+/.test(line)
        ? line.replace(/--port \d+/, `--port ${port}`)
        : line;
      const env: Record<string, string> = /--port/.test(line) ? {} : { MOCK_PORT: String(port) };
      const out = await serve(withPort, /Mock API host on http:\/\/127\.0\.0\.1:\d+\//, env);
      expect(out).toContain(`http://127.0.0.1:${port}/`);
    },
  },
  {
    // Prism's proxy in front of the mock host (both moved to free ports): a call passes through,
    // and a page of another origin may read the verdict header (the QA panel's relay mode does).
    match: /^npm run api:proxy -- --api http:\/\/127\.0\.0\.1:\d+\/ --port \d+$/,
    async run(line) {
      const [hostPort, port] = [await mockHost(), await freePort()];
      const moved = line
        .replace(/127\.0\.0\.1:\d+\//, `127.0.0.1:${hostPort}/`)
        .replace(/--port \d+/, `--port ${port}`);
      await serve(moved, /Prism is listening/);
      const ran = await sh(
        `curl -s -i -H 'Origin: http://127.0.0.1:5173' 127.0.0.1:${port}/party/common/generals/public/getGeneral`,
      );
      expect(ran.code, ran.out).toBe(0);
      expect(ran.stdout, ran.out).toMatch(/^HTTP\/1\.1 200/);
      expect(ran.stdout.toLowerCase(), ran.out).toMatch(
        /access-control-expose-headers: .*sl-violations/,
      );
    },
  },
  {
    match: /^npx tsx scripts\/(\S+\/)?list-proposed\.ts$/,
    async run(line) {
      const ran = await sh(line);
      expect(ran.code, ran.out).toBe(0);
      expect(ran.out).toMatch(/\|/);
    },
  },
  {
    match: /^npx tsx scripts\/(\S+\/)?locale-section\.ts extract <section> \/tmp\/<section>$/,
    async run(line) {
      const dir = mkdtempSync(join(tmpdir(), 'locale-section-'));
      const ran = await sh(line.replace('<section>', 'wallet').replace('/tmp/<section>', dir));
      expect(ran.code, ran.out).toBe(0);
      expect(readdirSync(dir).length, 'files written').toBeGreaterThan(0);
    },
  },
];

const lines = [...new Set(PAGES.flatMap((page) => commandsOf(read(page))))];

describe('the commands of the docs', () => {
  it('finds the commands', () => {
    expect(lines.length).toBeGreaterThan(10);
  });

  it.each(lines)(
    '%s',
    async (line) => {
      const runner = RUNNERS.find((r) => r.match.test(line));
      if (runner) {
        await runner.run(line);
        return;
      }
      const why = SKIPPED[line];
      expect(why, `"${line}" neither runs here nor is listed in SKIPPED with why`).toBeDefined();
      // What can be checked without running it: its script and its file exist.
      for (const [, script] of line.matchAll(/npm run ([\w:-]+)/g))
        expect(packageScripts, line).toContain(script);
      for (const [, file] of line.matchAll(/npx tsx (\S+\.ts)/g))
        expect(existsSync(join(ROOT, file ?? '')), `${file} exists`).toBe(true);
    },
    120_000,
  );
});
