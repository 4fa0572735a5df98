import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/api/client';
import { feedsEndpoints } from '@/api/endpoints/feeds';
import { POST_TYPES } from '@/api/schemas/post';
import { FEED_PAGE_SIZE, endpointFeed, feedKey, feedQuery } from '@/lib/feed-paging';

/** The /post/* lists. Keys come from the contract (feedKey): likes and follows patch them like any feed. */

/**
 * Most first (feeds.ranking and feeds.typePage's `expects`): the spec's default order is asc, so
 * a server following it would rank the least liked first if the client left sort out.
 */
const limited = { limit: FEED_PAGE_SIZE, sort: 'desc' as const };
const paged = { size: FEED_PAGE_SIZE, sort: 'asc' as const };

export function rankList(sortType: 1 | 2 | 3) {
  return endpointFeed(feedsEndpoints.ranking, { query: { ...limited, sortType } });
}

/** Posts of a tag, hottest first. */
export function tagPosts(tagId: string) {
  return endpointFeed(feedsEndpoints.typePage, { query: { ...limited, sortType: 1, tagId } });
}

export const tagsQuery = queryOptions({
  queryKey: ['catalog', 'tags'],
  queryFn: ({ signal }) => request(feedsEndpoints.tags, { query: {} }, { signal }),
  staleTime: 10 * 60_000,
});
export const useTags = () => useQuery(tagsQuery);

export function similarPosts(postId: string) {
  return endpointFeed(feedsEndpoints.similar, {
    query: { ...limited, postId, type: POST_TYPES.all },
  });
}

/** Find more: the post itself first, then posts recommended after it. */
export function findByPost(postId: string) {
  return endpointFeed(feedsEndpoints.findByPost, { path: { postId }, query: paged });
}

export function localPosts(code: string) {
  return endpointFeed(feedsEndpoints.postList, { query: { ...paged, locationCode: code } });
}

export const pictures = endpointFeed(feedsEndpoints.postList, {
  query: { ...paged, type: POST_TYPES.picture },
});

/** The /post/video lists. */
export const videoLists = {
  aVList: endpointFeed(feedsEndpoints.aVList, { query: limited }),
  bigVList: endpointFeed(feedsEndpoints.bigVList, { query: limited }),
  pinkedList: endpointFeed(feedsEndpoints.pinkedList, { query: limited }),
  /** Long videos (type 1); num is the page size. */
  list: endpointFeed(feedsEndpoints.longVideoPage, {
    query: { num: FEED_PAGE_SIZE, type: POST_TYPES.video },
  }),
  /** Not paged: `num` fresh short videos, shown as one page. */
  recommendVList: feedQuery(
    feedKey(feedsEndpoints.recommendVList, { query: { num: 20 } }),
    async (_page, signal) => {
      const resultList = await request(
        feedsEndpoints.recommendVList,
        { query: { num: 20 } },
        { signal },
      );
      return { resultList, hasNextPage: false, nextPage: 1 };
    },
  ),
};
export type VideoListName = keyof typeof videoLists;

/** Posts the member read, most recent first (the API answers one list of up to 50). */
export function viewedPosts(userId: string) {
  return feedQuery(
    feedKey(feedsEndpoints.viewedPosts, { path: { id: userId } }),
    async (_page, signal) => {
      const resultList = await request(
        feedsEndpoints.viewedPosts,
        { path: { id: userId } },
        { signal },
      );
      return { resultList, hasNextPage: false, nextPage: 1 };
    },
  );
}

/** A user's videos, newest first. */
export function userVideos(userId: string) {
  return endpointFeed(feedsEndpoints.userVideo, { query: { ...limited, userId } });
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
