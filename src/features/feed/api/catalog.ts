import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/api/client';
import { feedsEndpoints } from '@/api/endpoints/feeds';
import { gameTagsEndpoint } from '@/api/endpoints/start';
import { FEED_PAGE_SIZE } from '@/lib/feed-paging';

/** The non-post parts of the feed screens: banners, ads, notices, channels, tags, creators. */

const CATALOG_STALE = 10 * 60_000;

/** Banner locations (the carousel, banner type 2): 1 home and find, 2 videos. */
export const BANNER_LOCATIONS = { home: 1, video: 2 } as const;

export function bannersQuery(location: number) {
  return queryOptions({
    queryKey: ['catalog', 'banners', location],
    queryFn: ({ signal }) =>
      request(feedsEndpoints.banners, { query: { location, bannerType: 2 } }, { signal }),
    staleTime: CATALOG_STALE,
  });
}
export const useBanners = (location: number) => useQuery(bannersQuery(location));

/** Ads by location: one query shared with the inline ads of the post feeds. */
export { adsQuery, useAds } from '@/components/feed-ad/ad-query';

export type ChannelLevel = 'city' | 'province' | 'state';
/** The member's position, rounded (the list's order needs no more, and it is kept in the key). */
export interface Position {
  latitude: number;
  longitude: number;
}
export function channelsQuery(level: ChannelLevel, near?: Position | null) {
  const at = near
    ? { latitude: round(near.latitude), longitude: round(near.longitude) }
    : ({} as Partial<Position>);
  return queryOptions({
    queryKey: ['catalog', 'channels', level, at],
    queryFn: ({ signal }) =>
      request(feedsEndpoints.locationChannels, { query: { level, ...at } }, { signal }),
    staleTime: CATALOG_STALE,
  });
}
const round = (degrees: number) => Math.round(degrees * 100) / 100;
export const useChannels = (level: ChannelLevel, near?: Position | null) =>
  useQuery(channelsQuery(level, near));

export const tagsQuery = queryOptions({
  queryKey: ['catalog', 'tags'],
  queryFn: ({ signal }) => request(feedsEndpoints.tags, { query: {} }, { signal }),
  staleTime: CATALOG_STALE,
});
export const useTags = () => useQuery(tagsQuery);

export const gameTagsQuery = queryOptions({
  queryKey: ['catalog', 'gameTags'],
  queryFn: ({ signal }) => request(gameTagsEndpoint, {}, { signal }),
  staleTime: CATALOG_STALE,
});
export const useGameTags = () => useQuery(gameTagsQuery);

export { FEED_PAGE_SIZE };
