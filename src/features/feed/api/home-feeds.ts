import { request } from '@/api/client';
import { feedsEndpoints } from '@/api/endpoints/feeds';
import { FEED_PAGE_SIZE, endpointFeed, feedKey, feedQuery } from '@/lib/feed-paging';

/**
 * The home sub-lists (content spec section 2: attention, author, follow, hot, location and new,
 * after the recommended home), in the order of their tabs (issue 16):
 * - attention: posts of the people the member follows (the spec's "Following list" call);
 * - author: the authors the member follows ("author (followed authors)"), as people;
 * - follow: creators to follow (the creator lists: certified, big V, actresses); the spec names
 *   the list only, and a member reads "follow" next to "following" as who to follow;
 * - hot and new: the type page with sortType 1 and 2; location: the location channels.
 */
export const HOME_LISTS = [
  'recommended',
  'attention',
  'author',
  'follow',
  'hot',
  'new',
  'location',
] as const;
export type HomeList = (typeof HOME_LISTS)[number];

export function isHomeList(value: string | null): value is HomeList {
  return (HOME_LISTS as readonly string[]).includes(value ?? '');
}

/** Section 4: the recommended list is applied 500 ms after it is obtained. */
export const RECOMMEND_APPLY_DELAY = 500;

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });
}

const paged = { size: FEED_PAGE_SIZE, sort: 'asc' as const };
/** The type page reads sort asc with sortType 2 as "picked": the other lists send desc. */
const limited = { limit: FEED_PAGE_SIZE, sort: 'desc' as const };

export const homeFeeds = {
  recommended: feedQuery(
    feedKey(feedsEndpoints.recommendList, { query: paged }),
    async (page, signal) => {
      const data = await request(
        feedsEndpoints.recommendList,
        { query: { page, ...paged } },
        { signal },
      );
      if (page === 1) await wait(RECOMMEND_APPLY_DELAY, signal);
      return data;
    },
  ),
  hot: endpointFeed(feedsEndpoints.typePage, { query: { ...limited, sortType: 1 } }),
  new: endpointFeed(feedsEndpoints.typePage, { query: { ...limited, sortType: 2 } }),
};

/**
 * Posts of the people the member follows: the spec lists `userId` on the Following list, so it
 * names the member whose follows they are (the signed-in member; the key carries it too).
 */
export function attentionFeed(userId: string | null) {
  return endpointFeed(feedsEndpoints.followList, {
    query: userId ? { ...paged, userId } : paged,
  });
}

/** Posts of a location channel (city, province or state code). */
export function locationFeed(code: string) {
  return endpointFeed(feedsEndpoints.postList, { query: { ...paged, locationCode: code } });
}

/** Posts of one type: 1 video, 2 picture (the video and picture tabs). */
export function typeFeed(type: number) {
  return endpointFeed(feedsEndpoints.postList, { query: { ...paged, type } });
}

/** Popularity (sortType 3), optionally of one tag: the find tab. */
export function popularFeed(tagId: string | null) {
  return endpointFeed(feedsEndpoints.typePage, {
    query: { ...limited, sortType: 3, tagId: tagId ?? undefined },
  });
}

/** Picked: sort asc with sortType 2 (section 7). */
export const pickedFeed = endpointFeed(feedsEndpoints.typePage, {
  query: { limit: FEED_PAGE_SIZE, sort: 'asc', sortType: 2 },
});

/** Picked videos (the pinkedList tab). */
export const pinkedVideoFeed = endpointFeed(feedsEndpoints.pinkedList, { query: limited });

/** Ranking: 1 likes, 2 comments, 3 views. */
export function rankingFeed(sortType: 1 | 2 | 3) {
  return endpointFeed(feedsEndpoints.ranking, { query: { ...limited, sortType } });
}
