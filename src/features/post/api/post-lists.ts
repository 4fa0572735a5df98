import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/api/client';
import { feedsEndpoints } from '@/api/endpoints/feeds';
import { POST_TYPES, type Post } from '@/api/schemas/post';
import { FEED_KEY, FEED_PAGE_SIZE, feedQuery } from '@/lib/feed-paging';

/** The /post/* lists. Keys start with FEED_KEY: likes and follows patch them like any feed. */

const limited = { limit: FEED_PAGE_SIZE };
const paged = { size: FEED_PAGE_SIZE, sort: 'asc' as const };

export function rankList(sortType: 1 | 2 | 3) {
  return feedQuery<Post>([FEED_KEY, 'ranking', sortType], (page, signal) =>
    request(feedsEndpoints.ranking, { query: { page, ...limited, sortType } }, { signal }),
  );
}

/** Posts of a tag, hottest first. */
export function tagPosts(tagId: string) {
  return feedQuery([FEED_KEY, 'tag', tagId], (page, signal) =>
    request(
      feedsEndpoints.typePage,
      { query: { page, ...limited, sortType: 1, tagId } },
      { signal },
    ),
  );
}

export const tagsQuery = queryOptions({
  queryKey: ['catalog', 'tags'],
  queryFn: ({ signal }) => request(feedsEndpoints.tags, { query: {} }, { signal }),
  staleTime: 10 * 60_000,
});
export const useTags = () => useQuery(tagsQuery);

export function similarPosts(postId: string) {
  return feedQuery([FEED_KEY, 'similar', postId], (page, signal) =>
    request(
      feedsEndpoints.similar,
      { query: { page, ...limited, postId, type: POST_TYPES.all } },
      { signal },
    ),
  );
}

/** Find more: the post itself first, then posts recommended after it. */
export function findByPost(postId: string) {
  return feedQuery([FEED_KEY, 'findByPost', postId], (page, signal) =>
    request(feedsEndpoints.findByPost, { path: { postId }, query: { page, ...paged } }, { signal }),
  );
}

export function localPosts(code: string) {
  return feedQuery([FEED_KEY, 'location', code], (page, signal) =>
    request(feedsEndpoints.postList, { query: { page, ...paged, locationCode: code } }, { signal }),
  );
}

export const pictures = feedQuery([FEED_KEY, 'postType', POST_TYPES.picture], (page, signal) =>
  request(
    feedsEndpoints.postList,
    { query: { page, ...paged, type: POST_TYPES.picture } },
    { signal },
  ),
);

/** The /post/video lists. */
export const videoLists = {
  aVList: feedQuery([FEED_KEY, 'video', 'aVList'], (page, signal) =>
    request(feedsEndpoints.aVList, { query: { page, ...limited } }, { signal }),
  ),
  bigVList: feedQuery([FEED_KEY, 'video', 'bigVList'], (page, signal) =>
    request(feedsEndpoints.bigVList, { query: { page, ...limited } }, { signal }),
  ),
  pinkedList: feedQuery([FEED_KEY, 'pinkedList'], (page, signal) =>
    request(feedsEndpoints.pinkedList, { query: { page, ...limited } }, { signal }),
  ),
  /** Long videos (type 1); num is the page size. */
  list: feedQuery([FEED_KEY, 'video', 'long'], (page, signal) =>
    request(
      feedsEndpoints.longVideoPage,
      { query: { page, num: FEED_PAGE_SIZE, type: POST_TYPES.video } },
      { signal },
    ),
  ),
  /** Not paged: `num` fresh short videos, shown as one page. */
  recommendVList: feedQuery([FEED_KEY, 'video', 'recommendVList'], async (_page, signal) => {
    const resultList = await request(
      feedsEndpoints.recommendVList,
      { query: { num: 20 } },
      { signal },
    );
    return { resultList, hasNextPage: false, nextPage: 1 };
  }),
};
export type VideoListName = keyof typeof videoLists;

/** Posts the member read, most recent first (the API answers one list of up to 50). */
export function viewedPosts(userId: string) {
  return feedQuery([FEED_KEY, 'viewed', userId], async (_page, signal) => {
    const resultList = await request(
      feedsEndpoints.viewedPosts,
      { path: { id: userId } },
      { signal },
    );
    return { resultList, hasNextPage: false, nextPage: 1 };
  });
}

/** A user's videos, newest first. */
export function userVideos(userId: string) {
  return feedQuery([FEED_KEY, 'userVideo', userId], (page, signal) =>
    request(feedsEndpoints.userVideo, { query: { page, ...limited, userId } }, { signal }),
  );
}

/** A user's most liked video (the same call names it beside any page; one row is enough). */
export function userHottestVideo(userId: string) {
  return queryOptions({
    queryKey: ['userVideo', userId, 'hottest'],
    queryFn: async ({ signal }) =>
      (
        await request(
          feedsEndpoints.userVideo,
          { query: { page: 1, limit: 1, userId } },
          { signal },
        )
      ).hottest,
  });
}
