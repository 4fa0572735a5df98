/**
 * Runs the verification: signs in when given an account, then calls every read-only GET of the
 * contract on the host (scripts/verify-api/plan.ts) and checks each answer (check.ts).
 *
 * Problems with the input itself (no host at that address, a web page instead of an API, a
 * refused sign-in) throw a BadInput: the command prints its one line and exits 2.
 */
import type { Endpoint } from '../../src/api/contract.ts';
import { fillPath } from '../../src/api/contract.ts';
import { authEndpoints } from '../../src/api/endpoints/auth.ts';
import { configEndpoints } from '../../src/api/endpoints/config.ts';
import { CODES } from '../../src/api/envelope.ts';
import { checkAnswer } from './check.ts';
import { harvest, inputFor, readOnlyCalls, SEEDS, WRITES, type Known } from './plan.ts';

export class BadInput extends Error {}

export interface Options {
  api: URL;
  account?: string;
  password?: string;
  seeds?: Record<string, string>;
  timeoutMs?: number;
}

export interface Row {
  id: string;
  path: string;
  status: number | null;
  code: string | null;
  ok: boolean;
  /** `ok`, the first mismatch, or why the call was not made. */
  detail: string;
  skipped: boolean;
  ms: number | null;
}

export interface Report {
  api: string;
  account: string | null;
  rows: Row[];
  /** GETs never called because they write, with the reason. */
  notCalled: Record<string, string>;
  ok: boolean;
}

interface Answer {
  status: number;
  contentType: string;
  payload: unknown;
  ms: number;
}

async function call(
  options: Options,
  endpoint: Endpoint,
  url: URL,
  token: string | null,
  body?: unknown,
): Promise<Answer> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    // A language tag, as the client sends it (en-US; the app's en_US is no valid tag).
    'Accept-Language': 'en-US',
  };
  // As the client does: the token on private calls only, as it is (no "Bearer ").
  if (token && endpoint.access === 'private') headers.Authorization = token;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const started = performance.now();
  let response: Response;
  try {
    response = await fetch(url, {
      method: endpoint.method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
    });
  } catch (error) {
    throw new BadInput(`${options.api.origin} does not answer (${reason(error)}).`);
  }
  const text = await response.text();
  const ms = Math.round(performance.now() - started);
  const contentType = response.headers.get('content-type') ?? '';
  let payload: unknown = text;
  try {
    payload = JSON.parse(text);
  } catch {
    // Not JSON: checkAnswer reports the missing envelope.
  }
  return { status: response.status, contentType, payload, ms };
}

/** ECONNREFUSED, ENOTFOUND, "bad port", a timeout: what a person can act on. */
function reason(error: unknown): string {
  if (error instanceof Error && error.name === 'TimeoutError') return 'no answer in time';
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? String(error);
}

const urlOf = (api: URL, endpoint: Endpoint, path?: Record<string, string>) =>
  new URL(fillPath(endpoint.path, path), api);

/** A first public call: the host must answer, and answer JSON (not the web app's page). */
async function probe(options: Options): Promise<void> {
  const endpoint = configEndpoints.serverTime;
  const answer = await call(options, endpoint, urlOf(options.api, endpoint), null);
  if (typeof answer.payload === 'string') {
    const what = /html/i.test(answer.contentType) ? 'an HTML page' : `"${answer.contentType}"`;
    throw new BadInput(
      `${options.api.href} answers ${what}, not JSON (HTTP ${answer.status}): is it the API host?`,
    );
  }
}

async function signIn(options: Options): Promise<{ token: string; userId: string }> {
  const endpoint = authEndpoints.login;
  const answer = await call(options, endpoint, urlOf(options.api, endpoint), null, {
    username: options.account,
    password: options.password,
    loginType: 3,
    sourceType: 3,
  });
  const verdict = checkAnswer(endpoint, answer.payload);
  if (verdict.code !== CODES.success)
    throw new BadInput(
      `Sign-in as ${options.account} refused: ${verdict.detail} (wrong account or password?).`,
    );
  if (!verdict.ok)
    throw new BadInput(`Sign-in answer does not match the contract: ${verdict.detail}.`);
  const data = verdict.data as { token: string; userId: string };
  return { token: data.token, userId: data.userId };
}

export async function verify(options: Options): Promise<Report> {
  await probe(options);
  const session = options.account ? await signIn(options) : null;
  const known: Known = { ...SEEDS, ...options.seeds, me: session?.userId };
  const rows: Row[] = [];
  for (const endpoint of readOnlyCalls()) {
    const row = { id: endpoint.id, path: `/${endpoint.path}`, skipped: true, ok: true };
    const empty = { status: null, code: null, ms: null };
    if (endpoint.access === 'private' && !session) {
      rows.push({ ...row, ...empty, detail: 'skipped: private (no --account)' });
      continue;
    }
    const input = inputFor(endpoint, known);
    if ('missing' in input) {
      const why =
        input.missing === 'me'
          ? 'needs the signed-in member (--account)'
          : `no ${input.missing} from earlier answers`;
      rows.push({ ...row, ...empty, detail: `skipped: ${why}` });
      continue;
    }
    const names = [...endpoint.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '');
    const unfilled = names.find((name) => !input.path?.[name]);
    if (unfilled) {
      // A GET added to the contract without its inputs in plan.ts: a failure, so it gets them.
      const detail = `no value for {${unfilled}}: give it one in scripts/verify-api/plan.ts`;
      rows.push({ ...row, ...empty, ok: false, skipped: false, detail });
      continue;
    }
    const url = urlOf(options.api, endpoint, input.path);
    for (const [key, value] of Object.entries(input.query ?? {}))
      url.searchParams.set(key, String(value));
    const answer = await call(options, endpoint, url, session?.token ?? null);
    const verdict = checkAnswer(endpoint, answer.payload);
    if (verdict.ok) harvest(endpoint, verdict.data, known);
    rows.push({
      id: endpoint.id,
      path: url.pathname + url.search,
      status: answer.status,
      code: verdict.code,
      ok: verdict.ok,
      detail: verdict.detail,
      skipped: false,
      ms: answer.ms,
    });
  }
  return {
    api: options.api.href,
    account: options.account ?? null,
    rows,
    notCalled: WRITES,
    ok: rows.every((r) => r.ok),
  };
}
