import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/api/client';
import { feedsEndpoints } from '@/api/endpoints/feeds';

/** The video ad of a member (content spec section 6: fetched only when a user id exists). */
export function videoAdQuery(userId: string) {
  return queryOptions({
    queryKey: ['catalog', 'videoAd', userId],
    queryFn: ({ signal }) =>
      request(feedsEndpoints.videoAd, { query: { userId } }, { signal, notify: false }),
    staleTime: 10 * 60_000,
  });
}

export function useVideoAd(userId: string | null) {
  return useQuery({ ...videoAdQuery(userId ?? ''), enabled: userId !== null });
}

/** The video ad plays once per browser session, before the first video post opened. */
export const VIDEO_AD_DONE_KEY = 'post_video_ad_done';

export function videoAdDone(): boolean {
  try {
    return sessionStorage.getItem(VIDEO_AD_DONE_KEY) === '1';
  } catch {
    return false;
  }
}

export function markVideoAdDone(): void {
  try {
    sessionStorage.setItem(VIDEO_AD_DONE_KEY, '1');
  } catch {
    // Private mode without storage: the ad may show again, nothing worse.
  }
}
