import type { z } from 'zod/mini';

/** Base type of every schema, classic `zod` or `zod/mini` alike. */
type Schema = z.core.$ZodType;

/**
 * One declaration per call of the ledger (../shared/spec/endpoints.tsv).
 * The client, the mock handlers, the stories and the tests all take these objects:
 * nobody else writes a URL.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** `api` is the API host; `statistics` is the domain of type 7 from the domain list. */
export type Host = 'api' | 'statistics';

export interface EndpointDef<
  TPath extends Schema = Schema,
  TQuery extends Schema = Schema,
  TBody extends Schema = Schema,
  TData extends Schema = Schema,
> {
  /** Stable id `area.name`, used by scenarios, the QA panel and tests. */
  id: string;
  method: HttpMethod;
  /** Relative to the host; `{name}` marks a path parameter. */
  path: string;
  /** Private calls carry the token; public calls never do. */
  access: 'public' | 'private';
  summary: string;
  /** The specification leaves this path open: designed here, to be confirmed by the backend team. */
  proposed?: boolean;
  /**
   * The path is the spec's, but the client relies on something the spec does not say (a payload,
   * a sort order, which of two calls does which job): for the backend team to confirm, listed by
   * scripts/openapi/list-proposed.ts.
   */
  expects?: string;
  host?: Host;
  pathParams?: TPath;
  query?: TQuery;
  body?: TBody;
  /** Schema of the envelope's `data`. */
  data: TData;
}

export type Endpoint = EndpointDef<Schema, Schema, Schema, Schema>;

type Infer<T> = T extends Schema ? z.infer<T> : never;
type InputPart<K extends string, T> = [T] extends [never]
  ? { [P in K]?: never }
  : undefined extends T
    ? { [P in K]?: T }
    : { [P in K]: T };

export type EndpointInput<E> =
  E extends EndpointDef<infer P, infer Q, infer B, Schema>
    ? InputPart<'path', Infer<P>> & InputPart<'query', Infer<Q>> & InputPart<'body', Infer<B>>
    : never;

export type EndpointData<E> =
  E extends EndpointDef<Schema, Schema, Schema, infer D> ? z.infer<D> : never;

type Defined<T> = T extends undefined ? never : T;

/** Declares an endpoint; the generic parameters keep each schema's exact type. */
export function defineEndpoint<
  TPath extends Schema = never,
  TQuery extends Schema = never,
  TBody extends Schema = never,
  TData extends Schema = Schema,
>(def: {
  id: string;
  method: HttpMethod;
  path: string;
  access: 'public' | 'private';
  summary: string;
  proposed?: boolean;
  expects?: string;
  host?: Host;
  pathParams?: TPath;
  query?: TQuery;
  body?: TBody;
  data: TData;
}): EndpointDef<Defined<TPath>, Defined<TQuery>, Defined<TBody>, TData> {
  return def as EndpointDef<Defined<TPath>, Defined<TQuery>, Defined<TBody>, TData>;
}

/** Fills `{name}` placeholders; values are URI-encoded. */
export function fillPath(
  path: string,
  params: Record<string, string | number> | undefined,
): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === '')
      throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** The path in MSW's pattern syntax: `{id}` becomes `:id`. */
export function toRoutePattern(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}
