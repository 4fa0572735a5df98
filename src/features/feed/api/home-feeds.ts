import { request } from '@/api/client';
import { feedsEndpoints } from '@/api/endpoints/feeds';
import { POST_TYPES, type Post } from '@/api/schemas/post';
import { FEED_KEY, FEED_PAGE_SIZE, feedQuery } from '@/lib/feed-paging';

/** The home sub-lists (section 2), in the order of their tabs. */
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
  recommended: feedQuery([FEED_KEY, 'recommended'], async (page, signal) => {
    const data = await request(
      feedsEndpoints.recommendList,
      { query: { page, ...paged } },
      { signal },
    );
    if (page === 1) await wait(RECOMMEND_APPLY_DELAY, signal);
    return data;
  }),
  /** Posts of the people the viewer follows. */
  attention: feedQuery([FEED_KEY, 'attention'], (page, signal) =>
    request(feedsEndpoints.followList, { query: { page, ...paged } }, { signal }),
  ),
  /** Every approved post, newest first (the general post list). */
  follow: feedQuery([FEED_KEY, 'all'], (page, signal) =>
    request(
      feedsEndpoints.postList,
      { query: { page, ...paged, type: POST_TYPES.all } },
      { signal },
    ),
  ),
  hot: feedQuery([FEED_KEY, 'type', 1], (page, signal) =>
    request(feedsEndpoints.typePage, { query: { page, ...limited, sortType: 1 } }, { signal }),
  ),
  new: feedQuery([FEED_KEY, 'type', 2], (page, signal) =>
    request(feedsEndpoints.typePage, { query: { page, ...limited, sortType: 2 } }, { signal }),
  ),
};

/** Posts of a location channel (city, province or state code). */
export function locationFeed(code: string) {
  return feedQuery([FEED_KEY, 'location', code], (page, signal) =>
    request(feedsEndpoints.postList, { query: { page, ...paged, locationCode: code } }, { signal }),
  );
}

/** Posts of one type: 1 video, 2 picture (the video and picture tabs). */
export function typeFeed(type: number) {
  return feedQuery([FEED_KEY, 'postType', type], (page, signal) =>
    request(feedsEndpoints.postList, { query: { page, ...paged, type } }, { signal }),
  );
}

/** Popularity (sortType 3), optionally of one tag: the find tab. */
export function popularFeed(tagId: string | null) {
  return feedQuery([FEED_KEY, 'popular', tagId], (page, signal) =>
    request(
      feedsEndpoints.typePage,
      { query: { page, ...limited, sortType: 3, tagId: tagId ?? undefined } },
      { signal },
    ),
  );
}

/** Picked: sort asc with sortType 2 (section 7). */
export const pickedFeed = feedQuery([FEED_KEY, 'picked'], (page, signal) =>
  request(
    feedsEndpoints.typePage,
    { query: { page, limit: FEED_PAGE_SIZE, sort: 'asc', sortType: 2 } },
    { signal },
  ),
);

/** Picked videos (the pinkedList tab). */
export const pinkedVideoFeed = feedQuery([FEED_KEY, 'pinkedList'], (page, signal) =>
  request(feedsEndpoints.pinkedList, { query: { page, ...limited } }, { signal }),
);

/** Ranking: 1 likes, 2 comments, 3 views. */
export function rankingFeed(sortType: 1 | 2 | 3) {
  return feedQuery<Post>([FEED_KEY, 'ranking', sortType], (page, signal) =>
    request(feedsEndpoints.ranking, { query: { page, ...limited, sortType } }, { signal }),
  );
}
