import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/api/client';
import { feedsEndpoints } from '@/api/endpoints/feeds';

/** Ads change rarely: one fetch per location serves every feed for ten minutes. */
const ADS_STALE = 10 * 60_000;

/** The ads of one location (101 home top, 201 inside the feeds, 402 share images). */
export function adsQuery(location: number) {
  return queryOptions({
    queryKey: ['catalog', 'ads', location],
    queryFn: ({ signal }) =>
      // An ad that fails to load is simply not shown: no message for the member.
      request(feedsEndpoints.advertising, { query: { location } }, { signal, notify: false }),
    staleTime: ADS_STALE,
  });
}
export const useAds = (location: number) => useQuery(adsQuery(location));

/**
 * The ads of several slots in one call (feeds.adList), for a screen that shows more than one
 * slot: each slot's ads by its location (none when the answer leaves it out). Quiet on failure,
 * like a single slot.
 */
export function adSlotsQuery(locations: readonly number[]) {
  const sorted = [...locations].sort((a, b) => a - b);
  return queryOptions({
    queryKey: ['catalog', 'adSlots', sorted],
    queryFn: ({ signal }) =>
      request(feedsEndpoints.adList, { body: { locations: sorted } }, { signal, notify: false }),
    staleTime: ADS_STALE,
  });
}
export const useAdSlots = (locations: readonly number[]) => useQuery(adSlotsQuery(locations));
