import { bypass, HttpResponse, type HttpHandler } from 'msw';
import { CODES } from '@/api/codes';
import { logCall, type CallOutcome } from './call-log';

/**
 * Relay mode of the workbench: the app on its mocks sends every API call to a real host (the
 * mock HTTP host, a staging server, Prism's validation proxy in front of either) and gets that
 * host's answer unchanged; the QA panel's Calls tab still lists each call, now with the contract
 * verdict a Prism proxy puts in `sl-violations`. A members' build has no panel: this is how QA
 * sees, call by call, where a host (or the client) leaves the published document.
 */

/** Why a relay address was refused; the panel says it in the tester's language. */
export type RelayRefusal = 'not-url' | 'not-http';

/**
 * Trust rule: only an http(s) address is a host calls may go to (a `javascript:` or `file:`
 * value from a link is refused, never fetched). The base keeps its path, with one trailing slash.
 */
export function parseRelayHost(
  text: string,
): { ok: true; base: string } | { ok: false; reason: RelayRefusal } {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return { ok: false, reason: 'not-url' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return { ok: false, reason: 'not-http' };
  url.search = '';
  url.hash = '';
  return { ok: true, base: url.href.endsWith('/') ? url.href : `${url.href}/` };
}

let relay: { base: string; api: string } | null = null;

/**
 * Sets the host every API call goes to (a base from parseRelayHost) and the app's API base whose
 * calls it takes (src/api/config.ts, read by the browser's side: the Node host has no Vite env),
 * or null: the mocks answer.
 */
export function setRelay(base: string | null, api = ''): void {
  relay = base ? { base, api } : null;
}

export function relayBase(): string | null {
  return relay?.base ?? null;
}

/** Which endpoint each platform handler answers (set by handle()): the log names the call by it. */
const endpointOfHandler = new WeakMap<HttpHandler, string>();

export function registerEndpoint(handler: HttpHandler, endpointId: string): void {
  endpointOfHandler.set(handler, endpointId);
}

export function endpointIdOf(handler: HttpHandler): string | undefined {
  return endpointOfHandler.get(handler);
}

/**
 * The call's address on the relay host: its path after the app's API base (the contract's paths
 * are relative to the host), on the relay's base. A call to another host (the statistics domain)
 * keeps its whole path: the mock host answers both from one origin, as the relay does.
 */
export function relayUrl(requestUrl: string, base: string, api: string): string {
  const url = new URL(requestUrl);
  const apiUrl = api ? new URL(api) : null;
  // The part after the API base's path (`/`, or `/v1/` on a host that serves the API below it).
  const start =
    apiUrl && url.origin === apiUrl.origin && url.pathname.startsWith(apiUrl.pathname)
      ? apiUrl.pathname.length
      : 1;
  const path = url.pathname.slice(start);
  return new URL(path + url.search, base).href;
}

/** One line per violation Prism's proxy reported: where (request or response part), then what. */
export function readViolations(header: string | null): string[] | null {
  if (!header) return null;
  try {
    const parsed: unknown = JSON.parse(header);
    if (!Array.isArray(parsed)) return [header];
    return parsed.map((item: unknown) => {
      const { location, message } = (item ?? {}) as { location?: unknown; message?: unknown };
      const where = Array.isArray(location) ? location.join('.') : '';
      const what = typeof message === 'string' ? message : JSON.stringify(item);
      return where ? `${where}: ${what}` : what;
    });
  } catch {
    // Not Prism's JSON: still a verdict, shown as the host sent it.
    return [header];
  }
}

/** The envelope's code and message of an answer, when it is one. */
async function readEnvelope(response: Response): Promise<{ code: string; message: string } | null> {
  try {
    const body: unknown = await response.clone().json();
    if (body && typeof body === 'object' && 'code' in body) {
      const { code, message } = body as { code: unknown; message: unknown };
      return { code: String(code), message: typeof message === 'string' ? message : '' };
    }
  } catch {
    // No JSON body (a bare HTTP status): the status speaks for it.
  }
  return null;
}

/**
 * Sends one call to the relay host as the app made it (method, headers, body) and answers with the
 * host's response unchanged; logs it with the endpoint, the outcome and the proxy's verdict.
 * `bypass()` marks the request so that MSW lets it through to the network.
 */
export async function relayCall(
  request: Request,
  endpointId: string,
  base: string,
): Promise<Response> {
  const target = relayUrl(request.url, base, relay?.api ?? '');
  const shown = target.replace(/^https?:\/\//, '');
  const log = (
    outcome: CallOutcome,
    code: string | null,
    reason: string | null,
    contract: string[] | null = null,
  ) => logCall({ endpointId, method: request.method, url: shown, outcome, code, reason, contract });
  const body = ['GET', 'HEAD'].includes(request.method)
    ? undefined
    : await request.clone().arrayBuffer();
  let response: Response;
  try {
    response = await fetch(
      bypass(new Request(target, { method: request.method, headers: request.headers, body })),
    );
  } catch (error) {
    // Down, refused by CORS, or outside the page's connect-src: the browser says no more.
    log(
      'network',
      null,
      `${new URL(base).host}: ${error instanceof Error ? error.message : String(error)}`,
    );
    return HttpResponse.error();
  }
  const contract = readViolations(response.headers.get('sl-violations'));
  const envelope = response.ok ? await readEnvelope(response) : null;
  if (!response.ok) log('failure', String(response.status), response.statusText || null, contract);
  else if (!envelope || envelope.code === CODES.success)
    log('ok', envelope?.code ?? null, null, contract);
  else log('failure', envelope.code, envelope.message || null, contract);
  return response;
}
