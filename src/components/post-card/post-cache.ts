import type { QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/api/api-error';
import type { Post } from '@/api/schemas/post';
import { PROPOSED_CODES } from '@/api/proposed-codes';
import { postDetailEndpoint } from '@/api/endpoints/start';
import { endpointKey } from '@/api/query-key';
import { applyThroughReads, isFeedKey, type FeedData } from '@/lib/feed-paging';

/** Every post detail in the query cache (the prefix of `postDetailKey`). */
export const POST_DETAIL_KEY = [postDetailEndpoint.id] as const;

/** The detail of one post in the query cache (the post detail page reads it). */
export function postDetailKey(postId: string) {
  return endpointKey(postDetailEndpoint, { path: { id: postId } });
}

/**
 * The server says the post does not exist (or is not the viewer's to see): no retry helps. Read
 * by every screen of one post (its detail, its comment pages).
 */
export function isPostNotFound(error: unknown): boolean {
  return isApiError(error) && error.code === PROPOSED_CODES.postNotFound.code;
}

const allFeeds = { predicate: (q: { queryKey: readonly unknown[] }) => isFeedKey(q.queryKey) };

type PostPatch = (post: Post) => Post;

function isFeedData(value: unknown): value is FeedData {
  return typeof value === 'object' && value !== null && 'pages' in value;
}

/**
 * Applies `patch` to every copy of the posts matching `which` in the cache: every feed (their
 * keys end with FEED_KEY: `feedKey`) and the post details. A post shows in several lists at once (home,
 * find, its detail); a like in one must show in all of them.
 */
export function patchCachedPosts(
  client: QueryClient,
  which: (post: Post) => boolean,
  patch: PostPatch,
): void {
  client.setQueriesData<FeedData>(allFeeds, (data) => {
    if (!isFeedData(data)) return data;
    let changed = false;
    const pages = data.pages.map((page) => {
      if (!page.resultList.some(which)) return page;
      changed = true;
      return { ...page, resultList: page.resultList.map((p) => (which(p) ? patch(p) : p)) };
    });
    return changed ? { ...data, pages } : data;
  });
  client.setQueriesData<Post>({ queryKey: POST_DETAIL_KEY }, (post) =>
    post && which(post) ? patch(post) : post,
  );
}

/**
 * patchCachedPosts for a state that must stay (the server's answer to a like, a follow): made now,
 * and again once the feeds' reads on their way have answered, as a next page answers with the
 * pages as they were when it was asked for (applyThroughReads). `patch` sets values, it does not
 * add to them: it is made twice.
 */
export function settleCachedPosts(
  client: QueryClient,
  which: (post: Post) => boolean,
  patch: PostPatch,
): void {
  applyThroughReads(client, allFeeds, () => patchCachedPosts(client, which, patch));
}

export function patchPost(client: QueryClient, postId: string, patch: PostPatch): void {
  patchCachedPosts(client, (p) => p.postId === postId, patch);
}

/** Removes posts from the feeds under `queryKey` (every feed by default): a deleted post. */
export function dropPostFromFeeds(
  client: QueryClient,
  which: (post: Post) => boolean,
  queryKey?: readonly unknown[],
): void {
  client.setQueriesData<FeedData>(queryKey ? { queryKey } : allFeeds, (data) => {
    if (!isFeedData(data)) return data;
    return {
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        resultList: page.resultList.filter((p) => !which(p)),
      })),
    };
  });
}

/** A post as the cache already holds it (its detail, or a copy in any feed), or undefined. */
export function findCachedPost(client: QueryClient, postId: string): Post | undefined {
  const detail = client.getQueryData<Post>(postDetailKey(postId));
  if (detail) return detail;
  for (const [, data] of client.getQueriesData<FeedData>(allFeeds)) {
    if (!isFeedData(data)) continue;
    for (const page of data.pages) {
      const post = page.resultList.find((p) => p.postId === postId);
      if (post) return post;
    }
  }
  return undefined;
}
