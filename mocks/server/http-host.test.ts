/**
 * The HTTP host (`npm run mock-server`) under every named scenario and every variant kind: after
 * each, the host still answers, and what a client sees of each call (a lost connection, an HTTP
 * status, an envelope's code and data) is what the browser's mocks answer for the same scenario
 * on the same fresh db. Issue 47: the host died on its first `offline` answer.
 *
 * The host runs as a child process (what `npm run mock-server` starts); the browser's side runs
 * here, through the same handlers as MSW's service worker (msw's getResponse). This process's MSW
 * (src/testing/setup-unit.ts) lets the calls to the host's origin through.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { getResponse, http, passthrough } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiBase } from '@/api/config';
import { fillPath, type Endpoint } from '@/api/contract';
import { allEndpoints } from '@/api/endpoints';
import { NAMED_TOKENS } from '@fixtures/users';
import { server } from '../node';
import { examples } from '../examples';
import { handlers } from '../handlers';
import { dispatching } from '../platform/dispatch';
import { applyScenario } from '../runtime';
import { scenarios } from '../scenarios';

const root = join(import.meta.dirname, '..', '..');
let child: ChildProcess | undefined;
let origin = '';
let output = '';

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

beforeAll(async () => {
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  // As the README says to start it: the flag, not the variable.
  child = spawn(
    process.execPath,
    ['--import', 'tsx', 'mocks/server/http-host.ts', '--port', String(port)],
    { cwd: root, env: { ...process.env, MOCK_PORT: '1' } },
  );
  await new Promise<void>((resolve, reject) => {
    child?.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Mock API host on')) resolve();
    });
    child?.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child?.on('exit', (code) => reject(new Error(`the host exited ${code}: ${output}`)));
  });
}, 90_000);

afterAll(() => {
  child?.kill();
});

beforeEach(() => {
  server.use(http.all(`${origin}/*`, () => passthrough()));
});

const endpointById = new Map(allEndpoints().map((e) => [e.id, e]));

/** One call a probe makes: an endpoint with its example input, or a file of a media domain. */
type Probe = { endpoint: string } | { media: string };

interface Seen {
  /** What a client decides on: network, an HTTP status without envelope, or the envelope's code. */
  outcome: string;
  /** The envelope's message and data (media hosts' URLs made alike), for a forced message or empty. */
  detail?: unknown;
}

function requestFor(probe: Probe, base: 'http' | 'browser'): Request {
  if ('media' in probe) {
    const [domain] = probe.media.split('/');
    const url =
      base === 'http'
        ? `${origin}/mock-media/${probe.media}`
        : `https://${domain}.media.test/mock-media/${probe.media}`;
    return new Request(url);
  }
  const endpoint = endpointById.get(probe.endpoint) as Endpoint;
  const [area = '', name = ''] = probe.endpoint.split('.');
  const input = (examples[area]?.[name] ?? {}) as { path?: never; query?: object; body?: unknown };
  const url = new URL(
    fillPath(endpoint.path, input.path),
    base === 'http' ? `${origin}/` : apiBase,
  );
  for (const [key, value] of Object.entries(input.query ?? {}))
    if (value !== undefined && value !== null) url.searchParams.set(key, String(value));
  const headers = new Headers({ Accept: 'application/json', 'Accept-Language': 'en-US' });
  if (endpoint.access === 'private') headers.set('Authorization', NAMED_TOKENS.member);
  let body: string | undefined;
  if (input.body !== undefined && endpoint.method !== 'GET') {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(input.body);
  }
  return new Request(url, { method: endpoint.method, headers, body });
}

const MEDIA_BASE = /(https:\/\/[\w-]+\.media\.test|http:\/\/127\.0\.0\.1:\d+)\/mock-media\//g;

async function seen(response: Response | 'network'): Promise<Seen> {
  if (response === 'network' || response.type === 'error') return { outcome: 'network' };
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return { outcome: `HTTP ${response.status} ${type.split(';')[0]}` };
  const text = (await response.text()).replace(MEDIA_BASE, 'MEDIA/');
  const payload = JSON.parse(text) as { code?: unknown; message?: unknown; data?: unknown };
  if (typeof payload.code !== 'string') return { outcome: `HTTP ${response.status} no envelope` };
  return {
    outcome: `code ${payload.code}`,
    detail: { message: payload.message, data: payload.data },
  };
}

async function overHttp(probe: Probe): Promise<Seen> {
  try {
    return await seen(await fetch(requestFor(probe, 'http')));
  } catch {
    return seen('network');
  }
}

async function inBrowserMocks(probe: Probe): Promise<Seen> {
  try {
    const response = await getResponse([dispatching(handlers)], requestFor(probe, 'browser'));
    return seen(response ?? new Response(null, { status: 404 }));
  } catch {
    // MSW answers a handler's exception with a 500 of its own; the host with the envelope.
    return { outcome: 'exception' };
  }
}

async function control(scenario: string): Promise<Response> {
  return fetch(`${origin}/__mock/scenario`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ scenario, latency: 0 }),
  });
}

async function hostAnswers(): Promise<boolean> {
  const state = await fetch(`${origin}/__mock/state`);
  return state.ok;
}

/**
 * The same calls over HTTP and in the browser's mocks, each side on a fresh db: in order, or at
 * once when they are calls of different endpoints (slow-network's 3 s once, not four times).
 */
async function bothSides(
  scenario: string,
  probes: Probe[],
  order: 'in turn' | 'at once' = 'in turn',
): Promise<[Seen[], Seen[]]> {
  expect((await control(scenario)).status, scenario).toBe(200);
  applyScenario(scenario);
  // The sides are separate processes: they run side by side.
  const run = async (call: (p: Probe) => Promise<Seen>) => {
    if (order === 'at once') return Promise.all(probes.map(call));
    const results: Seen[] = [];
    for (const probe of probes) results.push(await call(probe));
    return results;
  };
  const [http, browser] = await Promise.all([run(overHttp), run(inBrowserMocks)]);
  expect(await hostAnswers(), `the host answers after ${scenario}`).toBe(true);
  return [http, browser];
}

const label = (p: Probe) => ('media' in p ? `media ${p.media}` : p.endpoint);
/** Written out for the issue's report with MATRIX=1. */
const matrix: string[] = [];
afterAll(() => {
  if (process.env.MATRIX) console.info(matrix.join('\n'));
});

/** A public and a private read: every scenario is probed with both. */
const ALWAYS: Probe[] = [
  { endpoint: 'config.general' },
  { endpoint: 'user.account' },
  { media: 'img-a/post/1.jpg?w=8&h=8' },
];

describe('every named scenario over HTTP', () => {
  it.each(scenarios.map((s) => ({ name: s.name, def: s })))(
    '$name: the host answers as the browser mocks do',
    async ({ name, def }) => {
      const own = Object.keys(def.overrides ?? {})
        .filter((id) => id !== '*')
        .map((endpoint) => ({ endpoint }));
      const probes = [...own, ...ALWAYS];
      const [overHttpSeen, browserSeen] = await bothSides(name, probes, 'at once');
      expect(overHttpSeen).toEqual(browserSeen);
      matrix.push(
        `| ${name} | ${probes.map((p, i) => `${label(p)}: ${overHttpSeen[i]?.outcome}`).join('; ')} |`,
      );
    },
    // slow-network and slow-order answer in 3 s.
    15_000,
  );
});

const LIST = 'feeds.postList';
const WRITE = 'user.setNotice';
const list: Probe = { endpoint: LIST };

describe('every variant kind over HTTP', () => {
  const cases: Array<{ scenario: string; probes: Probe[]; expected: string[] }> = [
    { scenario: `${LIST}=code:10000`, probes: [list], expected: ['code 10000'] },
    {
      scenario: `${LIST}=code:20001+message:Custom%20words`,
      probes: [list],
      expected: ['code 20001'],
    },
    { scenario: `${LIST}=network`, probes: [list, list], expected: ['network', 'network'] },
    {
      scenario: `${WRITE}=network-after`,
      probes: [{ endpoint: WRITE }, { endpoint: 'user.notice' }],
      expected: ['network', 'code 00000'],
    },
    {
      scenario: `${LIST}=network-after:1`,
      probes: [list, list],
      expected: ['network', 'code 00000'],
    },
    { scenario: `${LIST}=status:500`, probes: [list], expected: ['HTTP 500 '] },
    { scenario: `${LIST}=status:401`, probes: [list], expected: ['HTTP 401 '] },
    { scenario: `${LIST}=delay:300`, probes: [list], expected: ['code 00000'] },
    { scenario: `${LIST}=empty`, probes: [list], expected: ['code 00000'] },
    {
      scenario: `${LIST}=network+call:2`,
      probes: [list, list, list],
      expected: ['code 00000', 'network', 'code 00000'],
    },
    {
      scenario: '*=network',
      probes: ALWAYS,
      expected: ['network', 'network', 'HTTP 200 image/svg+xml'],
    },
    {
      scenario: 'dead:img-b',
      probes: [{ media: 'img-b/post/1.jpg' }, { media: 'img-a/post/1.jpg' }],
      expected: ['network', 'HTTP 200 image/svg+xml'],
    },
  ];
  it.each(cases)('$scenario', async ({ scenario, probes, expected }) => {
    const started = performance.now();
    const [overHttpSeen, browserSeen] = await bothSides(scenario, probes);
    expect(overHttpSeen.map((s) => s.outcome)).toEqual(expected);
    expect(overHttpSeen).toEqual(browserSeen);
    if (scenario.includes('delay:300')) expect(performance.now() - started).toBeGreaterThan(300);
    if (scenario.includes('message:'))
      expect(overHttpSeen[0]?.detail).toMatchObject({ message: 'Custom words' });
    if (scenario.includes('empty'))
      expect(overHttpSeen[0]?.detail).toMatchObject({ data: { resultList: [] } });
    matrix.push(`| \`${scenario}\` | ${overHttpSeen.map((s) => s.outcome).join(', ')} |`);
  });

  it('an answer that cannot be sent is a 500 with the envelope, listed at /__mock/violations', async () => {
    // No HTTP answer can carry status 1000 (a QA typo): the host fails sending it, and says so.
    // (The browser's worker cannot build it either: that page sees a network failure.)
    const scenario = `${LIST}=status:1000`;
    expect((await control(scenario)).status).toBe(200);
    const answer = await fetch(requestFor(list, 'http'));
    expect(answer.status).toBe(500);
    expect(await answer.json()).toMatchObject({ code: '500', data: null });
    const violations = (await (await fetch(`${origin}/__mock/violations`)).json()) as unknown[];
    expect(violations).toEqual([
      expect.objectContaining({
        status: 500,
        reason: expect.stringMatching(/handler exception: .*1000/),
      }),
    ]);
    expect(await hostAnswers()).toBe(true);
  });
});

describe('over HTTP as in the browser', () => {
  it('a scenario change keeps the sessions it can, and says which ended', async () => {
    await control('');
    const login = await fetch(requestFor({ endpoint: 'auth.login' }, 'http'));
    const { data } = (await login.json()) as { data: { token: string } };
    const kept = (await (await control('balance-shortfall')).json()) as {
      sessions: { kept: number; ended: number };
    };
    expect(kept.sessions.ended).toBe(0);
    const account = await fetch(requestFor({ endpoint: 'user.account' }, 'http'), {
      headers: { Authorization: data.token, Accept: 'application/json' },
    });
    expect(((await account.json()) as { code: string }).code).toBe('00000');
    const ended = (await (await control('auth-expired')).json()) as {
      sessions: { kept: number; ended: number };
    };
    expect(ended.sessions).toMatchObject({ kept: 0 });
    expect(ended.sessions.ended).toBeGreaterThan(0);
  });

  it('names every problem of a request in one answer', async () => {
    await control('');
    const answer = await fetch(`${origin}/auth/app/public/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ account: 'lin_xiao', password: 'pass1234' }),
    });
    const { code, message } = (await answer.json()) as { code: string; message: string };
    expect(code).toBe('10103');
    for (const field of ['body.account', 'body.username', 'body.loginType', 'body.sourceType'])
      expect(message).toContain(field);
  });

  it("lets a page read Prism's verdict: sl-violations is an exposed header", async () => {
    // Prism's proxy (--cors=false) passes this answer through: the relay mode reads the header.
    const answer = await fetch(`${origin}/party/common/generals/public/getGeneral`, {
      headers: { Origin: 'http://127.0.0.1:5173' },
    });
    const exposed = (answer.headers.get('access-control-expose-headers') ?? '').toLowerCase();
    expect(exposed.split(/\s*,\s*/)).toContain('sl-violations');
  });
});
