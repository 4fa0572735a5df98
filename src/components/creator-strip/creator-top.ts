import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/api/client';
import { feedsEndpoints } from '@/api/endpoints/feeds';
import type { CreatorKind } from '@/api/schemas/feed';

/** How many creators a strip shows (the short ".../page/list" calls). */
export const CREATOR_STRIP_SIZE = 10;

const TOP_ENDPOINTS = {
  goddess: feedsEndpoints.goddessTop,
  v: feedsEndpoints.bigVTop,
  actress: feedsEndpoints.actressTop,
} as const;

export function creatorTopQuery(kind: CreatorKind) {
  return queryOptions({
    queryKey: ['creators', kind, 'top'],
    queryFn: ({ signal }) =>
      request(TOP_ENDPOINTS[kind], { query: { limit: CREATOR_STRIP_SIZE } }, { signal }),
    staleTime: 10 * 60_000,
  });
}
export const useCreatorTop = (kind: CreatorKind) => useQuery(creatorTopQuery(kind));
