import { z } from 'zod/mini';
import type { Endpoint, EndpointData, EndpointInput } from './contract';
import { fillPath } from './contract';
import { ApiError } from './api-error';
import { apiBase } from './config';
import { takePrefetched } from './client-prefetch';
import { CODES } from './codes';
import { readPostAliases } from './post-aliases';
import { readEnvelope } from './read-envelope';
import { decide, type Decision, type Outcome } from './error-policy';

/** What the app plugs into the client: storage, UI effects and the statistics host. */
export interface ClientEffects {
  getToken(): string | null;
  getLanguage(): string;
  /** Host of domain type 7, or null while the domain list is unknown. */
  getStatisticsBase(): string | null;
  apply(decision: Decision, context: { endpointId: string; method: string }): void;
  onRequestStart(): void;
  onRequestEnd(): void;
}

const noop = () => {};
let effects: ClientEffects = {
  getToken: () => null,
  getLanguage: () => 'zh_CN',
  getStatisticsBase: () => null,
  apply: noop,
  onRequestStart: noop,
  onRequestEnd: noop,
};

export function configureClient(next: Partial<ClientEffects>): void {
  effects = { ...effects, ...next };
}

export interface RequestOptions {
  signal?: AbortSignal;
  /**
   * Who tells the member. `false`: the screen, for success and failure (the pay sheet shows its own
   * texts). `'failures'`: the screen says the success in its own words, so the policy's success
   * notice of a PUT stays quiet (one action, one notification) and refusals are still shown.
   * Session rules apply in every case.
   */
  notify?: boolean | 'failures';
}

/** The policy's decision with what the screen said it shows itself taken out. */
function screenOwned(decision: Decision, outcome: Outcome, notify: RequestOptions['notify']) {
  const silent = notify === false || (notify === 'failures' && outcome.kind === 'success');
  return silent ? { ...decision, notify: undefined } : decision;
}

type QueryValue = string | number | boolean | null | undefined | Array<string | number>;

export function buildUrl(endpoint: Endpoint, input: { path?: unknown; query?: unknown }): string {
  const base = endpoint.host === 'statistics' ? effects.getStatisticsBase() : apiBase;
  if (!base) throw new ApiError({ kind: 'network', message: '', endpointId: endpoint.id });
  const url = new URL(fillPath(endpoint.path, input.path as Record<string, string | number>), base);
  const query = (input.query ?? {}) as Record<string, QueryValue>;
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    url.searchParams.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  return url.toString();
}

function buildInit(endpoint: Endpoint, body: unknown, signal?: AbortSignal): RequestInit {
  const headers = new Headers({
    Accept: 'application/json',
    // As a language tag (zh-CN, not zh_CN): the underscore is no valid tag, and it made every
    // public call cross-origin a preflighted one (the Fetch standard safelists only tag characters).
    'Accept-Language': effects.getLanguage().replace('_', '-'),
  });
  const token = effects.getToken();
  // The token goes to the API host only, and only on private calls.
  if (token && endpoint.access === 'private' && endpoint.host !== 'statistics') {
    headers.set('Authorization', token);
  }
  const init: RequestInit = { method: endpoint.method, headers, signal };
  if (body !== undefined && endpoint.method !== 'GET') {
    headers.set('Content-Type', 'application/json');
    init.body = JSON.stringify(body);
  }
  return init;
}

async function fetchOutcome(
  endpoint: Endpoint,
  url: string,
  init: RequestInit,
): Promise<{ outcome: Outcome; data?: unknown }> {
  let response: Response;
  try {
    response = await (takePrefetched(url, init) ?? fetch(url, init));
  } catch (error) {
    if (init.signal?.aborted) throw error;
    return { outcome: { kind: 'network' } };
  }
  const payload: unknown = await response.json().catch(() => undefined);
  const envelope = readEnvelope(payload);
  if (!envelope) {
    // No envelope: HTTP 401 still ends the session, anything else is a network exception.
    return response.status === 401
      ? { outcome: { kind: 'code', code: CODES.unauthorized, message: '' } }
      : { outcome: { kind: 'network' } };
  }
  const { code, message } = envelope;
  if (code !== CODES.success)
    return { outcome: { kind: 'code', code, message }, data: envelope.data };
  // A post's fields by either of the specification's names (post-aliases.ts).
  const data = readPostAliases(envelope.data);
  // The members' build has no schemas to check against: it would only have warned anyway.
  if (!__CONTRACT_SCHEMAS__) return { outcome: { kind: 'success', message }, data };
  const parsed = z.safeParse(endpoint.data, data);
  if (!parsed.success) {
    // A backend (or a mock) that drifted from the contract: loud in development and in the tests
    // (the story tests run React's production build, scripts/pictures/visual.ts), tolerated in a demo build.
    if (import.meta.env.DEV || import.meta.env.MODE === 'test') {
      throw new ApiError({
        kind: 'contract',
        message: `${endpoint.id}: response does not match the contract: ${parsed.error.message}`,
        endpointId: endpoint.id,
      });
    }
    console.warn(`${endpoint.id}: response does not match the contract`, parsed.error);
    return { outcome: { kind: 'success', message }, data };
  }
  return { outcome: { kind: 'success', message }, data: parsed.data };
}

/** What the host answers a private call without a token (errors.tsv: authentication failure). */
const TOKENLESS_READ: Outcome = { kind: 'code', code: CODES.authExpired, message: '' };

/**
 * A private read without a token is not sent: the document requires the token on it (Prism's
 * proxy marks such a request "Invalid security scheme used"), the host could only refuse it with
 * an authentication failure, and a refused read ends the session without a word (error-policy.ts).
 * So it is answered here as the host would (a visitor opening a private page, a query refetching
 * just after logging out). A write still goes out: its refusal is shown in the host's words.
 */
function unsentRead(endpoint: Endpoint): boolean {
  return (
    endpoint.access === 'private' &&
    endpoint.method === 'GET' &&
    endpoint.host !== 'statistics' &&
    !effects.getToken()
  );
}

/**
 * Calls one endpoint of the contract. Resolves with the envelope's `data`; rejects with an
 * ApiError after the error policy has run (notification, end of session).
 */
export async function request<E extends Endpoint>(
  endpoint: E,
  input: EndpointInput<E>,
  options: RequestOptions = {},
): Promise<EndpointData<E>> {
  const parts = input as { path?: unknown; query?: unknown; body?: unknown };
  const url = buildUrl(endpoint, parts);
  effects.onRequestStart();
  try {
    const { outcome, data } = unsentRead(endpoint)
      ? { outcome: TOKENLESS_READ, data: undefined }
      : await fetchOutcome(endpoint, url, buildInit(endpoint, parts.body, options.signal));
    const decision = decide(endpoint.method, outcome);
    effects.apply(screenOwned(decision, outcome, options.notify), {
      endpointId: endpoint.id,
      method: endpoint.method,
    });
    if (outcome.kind === 'success') return data as EndpointData<E>;
    throw new ApiError(
      outcome.kind === 'code'
        ? {
            kind: 'code',
            code: outcome.code,
            message: outcome.message,
            endpointId: endpoint.id,
            data,
          }
        : { kind: 'network', message: '', endpointId: endpoint.id },
    );
  } finally {
    effects.onRequestEnd();
  }
}
