import { queryOptions } from '@tanstack/react-query';
import { request } from './client';
import type { Endpoint, EndpointData, EndpointInput } from './contract';
import { storage } from '@/lib/session';

/**
 * The one way to name a cache entry: `[endpoint.id, input]`, plus the member for private calls.
 *
 * Two screens that read the same call with the same parameters share one entry; two that send
 * different parameters (a `sort`, a page size) get two. Private answers belong to one member:
 * the member's id is part of the key, so an entry fetched for one member can never be read for
 * another even in the moment between a switch and the cache clear (`src/lib/session.ts`).
 *
 * Invalidate a whole call with `{ queryKey: [endpoint.id] }`.
 */
export function endpointKey<E extends Endpoint>(
  endpoint: E,
  input?: EndpointInput<E>,
  /** A second shape of the same call (e.g. 'pages' for an infinite list). */
  variant?: string,
): readonly unknown[] {
  const key: unknown[] = [endpoint.id, input ?? {}];
  if (endpoint.access === 'private') key.push({ member: storage.userId() ?? '' });
  if (variant) key.push(variant);
  return key;
}

/** `queryOptions` for one call of the contract, keyed by `endpointKey`. */
export function endpointQuery<E extends Endpoint>(
  endpoint: E,
  input: EndpointInput<E>,
  options: { staleTime?: number; gcTime?: number } = {},
) {
  return queryOptions<EndpointData<E>>({
    queryKey: endpointKey(endpoint, input),
    queryFn: ({ signal }) => request(endpoint, input, { signal }),
    ...options,
  });
}
