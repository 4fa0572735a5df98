import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { z } from 'zod/mini';
import { toRoutePattern, type Endpoint, type EndpointData } from '@/api/contract';
import { CODES } from '@/api/envelope';
import { db, type MockDb } from '../db';
import { logCall, type CallOutcome } from './call-log';
import { messageFor, pickLang, type Localized, type MockLang } from './messages';
import { registerEndpoint } from './relay';
import { checkRequest } from './request-check';
import { baseLatency, commitCall, dropsAnswer, variantForCall, waitForCall } from './store';

type Infer<T> = [NonNullable<T>] extends [z.core.$ZodType] ? z.infer<NonNullable<T>> : undefined;

/**
 * What a resolver may read: the request's parts as the contract declares them, already checked
 * (no raw URL or body, so a handler cannot read a field the contract does not declare).
 */
export interface MockContext<E extends Endpoint> {
  path: Infer<E['pathParams']>;
  query: Infer<E['query']>;
  body: Infer<E['body']>;
  db: MockDb;
  /** The signed-in member, from the Authorization header; null on a public call without a token. */
  userId: string | null;
  /** The Authorization header as sent (sign-out ends this one session). */
  token: string | null;
  lang: MockLang;
}

/** A business failure the resolver answers with (a catalogue message, a check that failed...). */
export class MockFailure {
  constructor(
    readonly code: string,
    readonly message: Localized | string,
    /** Numbers the client decides on (tries left, time left), in the envelope's `data`. */
    readonly data: unknown = null,
  ) {}
}

export function fail(
  message: Localized | string,
  code: string = CODES.general,
  data: unknown = null,
): MockFailure {
  return new MockFailure(code, message, data);
}

export type MockResolver<E extends Endpoint> = (
  ctx: MockContext<E>,
) => EndpointData<E> | MockFailure | Promise<EndpointData<E> | MockFailure>;

function envelope(code: string, message: string, data: unknown = null) {
  return HttpResponse.json({ code, message, data, resultMap: null });
}

function emptyLike(data: unknown): unknown {
  if (Array.isArray(data)) return [];
  if (data && typeof data === 'object' && 'resultList' in data) {
    return { ...data, resultList: [], hasNextPage: false, nextPage: 1, total: 0 };
  }
  return data;
}

/** A browser that knows it is offline (Node has no navigator.onLine: never). */
const offline = () => globalThis.navigator?.onLine === false;

const METHOD = { GET: http.get, POST: http.post, PUT: http.put, DELETE: http.delete } as const;

/**
 * Builds the MSW handler of one endpoint from its contract entry: no URL string is written here.
 * Order: scenario override (delay, network, HTTP status, forced code) -> session check ->
 * request validation -> resolver -> response validation by the contract's schema -> envelope.
 */
export function handle<E extends Endpoint>(endpoint: E, resolve: MockResolver<E>): HttpHandler {
  const pattern = `*/${toRoutePattern(endpoint.path)}`;
  const handler = METHOD[endpoint.method](pattern, async ({ request, params }) => {
    const url = new URL(request.url);
    const log = (outcome: CallOutcome, code: string | null = null, reason: string | null = null) =>
      logCall({
        endpointId: endpoint.id,
        method: endpoint.method,
        url: url.pathname + url.search,
        outcome,
        code,
        reason,
      });
    const variant = variantForCall(endpoint.id);
    const wait = variant?.delay ?? baseLatency();
    // Dropped: held by a scenario since replaced, as a restarted server drops its connections.
    if (wait > 0 && (await waitForCall(request, wait, () => delay(wait))) === 'dropped') {
      return HttpResponse.error();
    }
    // The mocks answer in the page itself: without this, a phone gone offline (a journey's
    // context.setOffline, the demo in airplane mode) still had every call answered.
    if (variant?.network || offline()) {
      log('network');
      return HttpResponse.error();
    }
    if (variant?.status) {
      log('forced', String(variant.status));
      return new HttpResponse(null, { status: variant.status });
    }

    const lang = pickLang(request);
    if (variant?.code) {
      log('forced', variant.code);
      return envelope(variant.code, variant.message ?? messageFor(variant.code, lang));
    }

    const store = db();
    const token = request.headers.get('Authorization');
    const userId = token ? (store.sessions[token] ?? null) : null;
    if (endpoint.access === 'private' && !userId) {
      log('failure', CODES.authExpired, 'no valid token');
      return envelope(CODES.authExpired, messageFor(CODES.authExpired, lang));
    }

    const checked = await checkRequest(endpoint, params, request);
    if (!checked.ok) {
      const code = endpoint.method === 'GET' ? CODES.getRejected : CODES.postRejected;
      log('refused', code, checked.reason);
      return envelope(code, `${messageFor(code, lang)} (${checked.reason})`);
    }

    const result = await resolve({
      path: checked.path as Infer<E['pathParams']>,
      query: checked.query as Infer<E['query']>,
      body: checked.body as Infer<E['body']>,
      db: store,
      userId,
      token,
      lang,
    });
    // Stored before anything is answered (a refusal may count a wrong try too): a reload right
    // after an acknowledged write must find it, as on a real backend (issue 27).
    await commitCall(endpoint);
    // 'network-after': the server did the work; only the answer is lost (a dropped connection).
    if (dropsAnswer(endpoint.id, variant)) {
      log('network', null, 'done, then the answer was lost');
      return HttpResponse.error();
    }
    if (result instanceof MockFailure) {
      const text = typeof result.message === 'string' ? result.message : result.message[lang];
      // A refusal by a rule (a masked value, an amount, another member's id) reads as refused.
      log(REFUSAL_CODES.has(result.code) ? 'refused' : 'failure', result.code, text);
      return envelope(result.code, text, result.data);
    }
    const data = variant?.empty ? emptyLike(result) : result;
    // A mock cannot drift from the client: its answer must satisfy the same schema.
    const answer = z.safeParse(endpoint.data, data);
    if (!answer.success) {
      throw new Error(
        `Mock for ${endpoint.id} answers outside the contract: ${answer.error.message}`,
      );
    }
    log('ok', CODES.success);
    const message = endpoint.method === 'PUT' ? messageFor(CODES.success, lang) : '';
    return envelope(CODES.success, message, data);
  });
  // Relay mode (mocks/platform/relay.ts) names the call it sends to a real host by its endpoint.
  registerEndpoint(handler, endpoint.id);
  return handler;
}

/** The codes of a request the server refuses outright (errors.tsv), whoever finds it wrong. */
const REFUSAL_CODES: ReadonlySet<string> = new Set([CODES.getRejected, CODES.postRejected]);
