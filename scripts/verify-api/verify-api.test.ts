/**
 * The verifier against real HTTP: the mock host (every row ok), a drifted host in front of it
 * (exactly the drifted rows fail, naming their field) and bad input (one line, exit 2).
 *
 * Everything that sends requests runs as a child process: in this test process MSW intercepts
 * every outgoing request (src/testing/setup-unit.ts). A server here may still answer children.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints } from '../../src/api/endpoints/index.ts';
import { DRIFTS } from './drifts.ts';
import { WRITES } from './plan.ts';
import type { Report } from './run.ts';

const root = join(import.meta.dirname, '..', '..');
const tsx = ['--import', 'tsx'];
const children: ChildProcess[] = [];
const dir = mkdtempSync(join(tmpdir(), 'verify-api-'));

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createNetServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Starts a long-running child and resolves once it prints `ready`. */
function start(args: string[], env: Record<string, string>, ready: string): Promise<void> {
  const child = spawn(process.execPath, [...tsx, ...args], {
    cwd: root,
    env: { ...process.env, ...env },
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(ready)) resolve();
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => reject(new Error(`${args[0]} exited ${code}: ${output}`)));
  });
}

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

function verifyApi(...args: string[]): Promise<Run> {
  const child = spawn(process.execPath, [...tsx, 'scripts/verify-api/cli.ts', ...args], {
    cwd: root,
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
}

const readReport = (name: string) => JSON.parse(readFileSync(join(dir, name), 'utf8')) as Report;

const account = ['--account', 'lin_xiao', '--password', 'pass1234'];
let htmlServer: Server | undefined;
/** Every run of the verifier, started at once in beforeAll: each child spends seconds starting. */
let runs: Record<'mock' | 'drifted' | 'malformed' | 'silent' | 'html' | 'credentials', Run>;

beforeAll(async () => {
  const [mockPort, proxyPort, silentPort] = await Promise.all([freePort(), freePort(), freePort()]);
  const mock = `http://127.0.0.1:${mockPort}/`;
  const drifted = `http://127.0.0.1:${proxyPort}/`;
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end('<!doctype html><title>Lumen</title>');
  });
  htmlServer = server;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const html = `http://127.0.0.1:${(server.address() as { port: number }).port}/`;
  // Bad input needs no mock host: these run while it starts.
  const early = Promise.all([
    verifyApi('--api', 'http://exa mple'),
    verifyApi('--api', `http://127.0.0.1:${silentPort}/`),
    verifyApi('--api', html),
  ]);
  await Promise.all([
    start(['mocks/server/http-host.ts'], { MOCK_PORT: String(mockPort) }, 'Mock API host on'),
    start(
      ['scripts/verify-api/drift-proxy.ts', '--target', mock, '--port', String(proxyPort)],
      {},
      'Drift proxy on',
    ),
  ]);
  // The mock host's db is only read (a sign-in aside): the runs share it.
  const [onMock, onDrifted, credentials] = await Promise.all([
    verifyApi('--api', mock, ...account, '--json', join(dir, 'mock.json')),
    verifyApi('--api', drifted, ...account, '--json', join(dir, 'drifted.json')),
    verifyApi('--api', mock, '--account', 'lin_xiao', '--password', 'wrong'),
  ]);
  const [malformed, silent, htmlPage] = await early;
  runs = { mock: onMock, drifted: onDrifted, malformed, silent, html: htmlPage, credentials };
}, 120_000);

afterAll(() => {
  for (const child of children) child.kill();
  htmlServer?.close();
});

describe('npm run verify:api', () => {
  it('finds every read-only call of the mock host as the contract says', () => {
    const report = readReport('mock.json');
    expect(runs.mock.code, runs.mock.stdout + runs.mock.stderr).toBe(0);
    expect(report.rows.filter((r) => !r.ok)).toEqual([]);
    // Every id the later calls need came from an earlier answer or a seed: nothing skipped.
    expect(report.rows.filter((r) => r.skipped)).toEqual([]);
    expect(report.rows.length).toBeGreaterThan(80);
    expect(runs.mock.stdout).toMatch(/^endpoint\s+path\s+status\s+code\s+schema\s+ms$/m);
  });

  it('names only calls of the contract', () => {
    const ids = new Set(allEndpoints().map((e) => e.id));
    for (const id of Object.keys(WRITES)) expect(ids, id).toContain(id);
  });

  it('never calls what writes', () => {
    const report = readReport('mock.json');
    const called = report.rows.map((r) => r.id);
    for (const id of Object.keys(report.notCalled)) expect(called).not.toContain(id);
  });

  it('fails exactly the drifted rows, each naming its field', () => {
    const report = readReport('drifted.json');
    expect(runs.drifted.code).toBe(1);
    const failed = Object.fromEntries(
      report.rows.filter((r) => !r.ok).map((r) => [r.id, r.detail]),
    );
    const drifts = Object.values(DRIFTS);
    expect(Object.keys(failed).sort()).toEqual(drifts.map((d) => d.id).sort());
    for (const drift of drifts) {
      expect(failed[drift.id]).toContain(drift.field);
      // The table says the same.
      expect(runs.drifted.stdout).toMatch(
        new RegExp(`^${escape(drift.id)} .*${escape(drift.field)}`, 'm'),
      );
    }
  });

  it.each([
    ['a malformed URL', 'malformed', /is not a URL/],
    ['a host that does not answer', 'silent', /does not answer \(ECONNREFUSED\)/],
    ['an HTML page', 'html', /answers an HTML page, not JSON/],
    ['wrong credentials', 'credentials', /Sign-in as lin_xiao refused/],
  ] as const)('answers %s with one line and exit 2', (_name, key, message) => {
    const run = runs[key];
    expect(run.code, run.stderr).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(run.stderr).toMatch(message);
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
