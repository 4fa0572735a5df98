import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { z } from 'zod/mini';
import { toRoutePattern, type Endpoint, type EndpointData } from '@/api/contract';
import { CODES } from '@/api/envelope';
import { db, type MockDb } from '../db';
import { messageFor, pickLang, type Localized, type MockLang } from './messages';
import { baseLatency, dropsAnswer, variantFor, waitForCall } from './store';

type Infer<T> = [NonNullable<T>] extends [z.core.$ZodType] ? z.infer<NonNullable<T>> : undefined;

export interface MockContext<E extends Endpoint> {
  path: Record<string, string>;
  query: Infer<E['query']>;
  body: Infer<E['body']>;
  db: MockDb;
  /** The signed-in member, from the Authorization header; null on a public call without a token. */
  userId: string | null;
  lang: MockLang;
  request: Request;
}

/** A business failure the resolver answers with (a catalogue message, a check that failed...). */
export class MockFailure {
  constructor(
    readonly code: string,
    readonly message: Localized | string,
  ) {}
}

export function fail(message: Localized | string, code: string = CODES.general): MockFailure {
  return new MockFailure(code, message);
}

export type MockResolver<E extends Endpoint> = (
  ctx: MockContext<E>,
) => EndpointData<E> | MockFailure | Promise<EndpointData<E> | MockFailure>;

function envelope(code: string, message: string, data: unknown = null) {
  return HttpResponse.json({ code, message, data, resultMap: null });
}

/** Coerces a query string into the endpoint's query schema (numbers and booleans arrive as text). */
export function readQuery(schema: z.core.$ZodType | undefined, params: URLSearchParams): unknown {
  const raw = Object.fromEntries(params.entries());
  if (!schema) return raw;
  // The core object class: matches objects of zod/mini and of classic zod alike.
  const shape: z.core.$ZodShape = schema instanceof z.core.$ZodObject ? schema._zod.def.shape : {};
  const coerced: Record<string, unknown> = {};
  for (const [key, text] of Object.entries(raw)) {
    const field = shape[key];
    const candidates: unknown[] = [
      text,
      Number(text),
      text === 'true' ? true : text === 'false' ? false : text,
    ];
    coerced[key] = field ? (candidates.find((c) => z.safeParse(field, c).success) ?? text) : text;
  }
  return coerced;
}

function emptyLike(data: unknown): unknown {
  if (Array.isArray(data)) return [];
  if (data && typeof data === 'object' && 'resultList' in data) {
    return { ...data, resultList: [], hasNextPage: false, nextPage: 1, total: 0 };
  }
  return data;
}

const METHOD = { GET: http.get, POST: http.post, PUT: http.put, DELETE: http.delete } as const;

/**
 * Builds the MSW handler of one endpoint from its contract entry: no URL string is written here.
 * Order: scenario override (delay, network, HTTP status, forced code) -> session check ->
 * request validation -> resolver -> response validation by the contract's schema -> envelope.
 */
export function handle<E extends Endpoint>(endpoint: E, resolve: MockResolver<E>): HttpHandler {
  const pattern = `*/${toRoutePattern(endpoint.path)}`;
  return METHOD[endpoint.method](pattern, async ({ request, params }) => {
    const variant = variantFor(endpoint.id);
    const wait = variant?.delay ?? baseLatency();
    if (wait > 0) await waitForCall(request, wait, () => delay(wait));
    if (variant?.network) return HttpResponse.error();
    if (variant?.status) return new HttpResponse(null, { status: variant.status });

    const lang = pickLang(request);
    if (variant?.code)
      return envelope(variant.code, variant.message ?? messageFor(variant.code, lang));

    const store = db();
    const token = request.headers.get('Authorization');
    const userId = token ? (store.sessions[token] ?? null) : null;
    if (endpoint.access === 'private' && !userId) {
      return envelope(CODES.authExpired, messageFor(CODES.authExpired, lang));
    }

    const query = endpoint.query
      ? z.safeParse(endpoint.query, readQuery(endpoint.query, new URL(request.url).searchParams))
      : { success: true as const, data: undefined };
    let bodyValue: unknown = undefined;
    if (endpoint.body) bodyValue = await request.json().catch(() => undefined);
    const body = endpoint.body
      ? z.safeParse(endpoint.body, bodyValue)
      : { success: true as const, data: undefined };
    if (!query.success || !body.success) {
      const issue = !query.success ? query.error.message : !body.success ? body.error.message : '';
      const code = endpoint.method === 'GET' ? CODES.getRejected : CODES.postRejected;
      return envelope(code, `${messageFor(code, lang)} (${issue})`);
    }

    const result = await resolve({
      path: params as Record<string, string>,
      query: query.data as Infer<E['query']>,
      body: body.data as Infer<E['body']>,
      db: store,
      userId,
      lang,
      request,
    });
    // 'network-after': the server did the work; only the answer is lost (a dropped connection).
    if (dropsAnswer(endpoint.id, variant)) return HttpResponse.error();
    if (result instanceof MockFailure) {
      const text = typeof result.message === 'string' ? result.message : result.message[lang];
      return envelope(result.code, text);
    }
    const data = variant?.empty ? emptyLike(result) : result;
    // A mock cannot drift from the client: its answer must satisfy the same schema.
    const checked = z.safeParse(endpoint.data, data);
    if (!checked.success) {
      throw new Error(
        `Mock for ${endpoint.id} answers outside the contract: ${checked.error.message}`,
      );
    }
    const message = endpoint.method === 'PUT' ? messageFor(CODES.success, lang) : '';
    return envelope(CODES.success, message, data);
  });
}
